import NocturneColor

/// Color-vision simulation on 8-bit sRGB, the work `../shared/bench/limit.c`'s "CVD simulation" line times.
///
/// The C floor applies Machado 2009 deuteranomaly at severity 1 to random 8-bit pixels through a 256-entry
/// decoding table and a 4,096-entry encoding table (which rounds near black to the wrong byte); these do
/// the same model with an exact encoder. `Scripts/bench-peers` prints the ratio to C from one run.
enum ColorVisionBenchmarks {
    static let count = 4096
    static let mask = count - 1

    /// Adds the color-vision benchmarks to `registry`.
    static func register(into registry: inout BenchmarkRegistry) {
        var random = BenchmarkRandom(seed: 23)
        let pixels = random.pixels(count)
        let machado = ColorVisionSimulator(.deuteranomaly)
        let brettel = ColorVisionSimulator(.tritanopia)
        // One color at a time, as a caller simulating a palette writes it: per-call table access included.
        registry.add("cvd-simulate-srgb8") { iterations in
            var sum = 0
            pixels.withUnsafeBufferPointer { pixels in
                for index in 0..<iterations {
                    let seen = machado.simulate(pixels[index & mask])
                    sum &+= Int(seen.red) &+ Int(seen.green) &+ Int(seen.blue)
                }
            }
            blackHole(sum)
        }
        /// The whole table through `simulator` per call; one iteration is one color, `channel` of one result folded.
        func addBatch(_ name: String, _ simulator: ColorVisionSimulator, folding channel: KeyPath<RGB8, UInt8>) {
            registry.add(name) { iterations in
                var sum = 0
                var done = 0
                while done < iterations {
                    let seen = simulator.simulate(pixels)
                    sum &+= Int(seen[done & mask][keyPath: channel])
                    done += count
                }
                blackHole(sum)
            }
        }
        // An image's pixels at once: the tables are fetched once per call.
        addBatch("cvd-simulate-srgb8-batch", machado, folding: \.red)
        // Brettel's two half-planes: one more dot product and a choice per color.
        addBatch("cvd-simulate-srgb8-tritanopia", brettel, folding: \.blue)
    }
}
