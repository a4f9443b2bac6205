import NocturneColor

/// Benchmarks of NocturneColor's hot operations, under stable names that scripts compare across runs.
///
/// `parse-hex` and `parse-oklch` go from text to a ``ColorValue`` through the CSS parser (`ColorValue(css:)`).
///
/// Each body walks a table of 4,096 prepared inputs and folds the results into one value that is
/// sunk once per batch, as the C floor in `../shared/bench/limit.c` does.
enum ColorBenchmarks {
    static let count = 4096
    static let mask = count - 1

    /// Adds the color benchmarks to `registry`.
    static func register(into registry: inout BenchmarkRegistry) {
        var random = BenchmarkRandom(seed: 1)
        let pixels = random.pixels(count)
        let others = random.pixels(count)
        let vivid = (0..<count).map { _ in
            OKLCH(lightness: random.next(in: 0.1...0.95), chroma: random.next(in: 0.15...0.4), hue: random.next(in: 0...360))
        }

        let hexTexts = pixels.map(\.hex)
        let oklchTexts = vivid.map { color in
            func fixed(_ value: Double, _ digits: Double) -> String { "\((value * digits).rounded() / digits)" }
            return "oklch(\(fixed(color.lightness, 1e4)) \(fixed(color.chroma, 1e4)) \(fixed(color.hue, 1e2)))"
        }

        registry.add("parse-hex") { iterations in
            var sum = 0.0
            for index in 0..<iterations {
                if let color = try? ColorValue(css: hexTexts[index & mask]) { sum += color.coordinates.x }
            }
            blackHole(sum)
        }
        registry.add("parse-oklch") { iterations in
            var sum = 0.0
            for index in 0..<iterations {
                if let color = try? ColorValue(css: oklchTexts[index & mask]) { sum += color.coordinates.x }
            }
            blackHole(sum)
        }
        registry.add("srgb8-to-oklch") { iterations in
            var sum = 0.0
            pixels.withUnsafeBufferPointer { pixels in
                for index in 0..<iterations {
                    let color = OKLCH(pixels[index & mask])
                    sum += color.lightness + color.chroma + color.hue
                }
            }
            blackHole(sum)
        }
        let values = pixels.map(\.colorValue)
        let oklchValues = vivid.map { ColorValue(.oklch, SIMD3($0.lightness, $0.chroma, $0.hue)) }
        /// `ColorValue.converted(to:)` over a table, the first coordinate folded.
        func addConversion(_ name: String, _ values: [ColorValue], to space: ColorSpace) {
            registry.add(name) { iterations in
                var sum = 0.0
                values.withUnsafeBufferPointer { values in
                    for index in 0..<iterations {
                        sum += values[index & mask].converted(to: space).coordinates.x
                    }
                }
                blackHole(sum)
            }
        }
        addConversion("convert-srgb-to-oklch", values, to: .oklch)
        addConversion("convert-oklch-to-srgb", oklchValues, to: .srgb)
        registry.add("gamut-map-srgb") { iterations in
            var sum = SIMD3<Double>()
            vivid.withUnsafeBufferPointer { colors in
                for index in 0..<iterations {
                    sum += colors[index & mask].gamutMappedSRGB
                }
            }
            blackHole(sum)
        }
        registry.add("wcag-ratio") { iterations in
            var sum = 0.0
            pixels.withUnsafeBufferPointer { pixels in
                others.withUnsafeBufferPointer { others in
                    for index in 0..<iterations {
                        sum += WCAG.contrastRatio(pixels[index & mask], others[index & mask])
                    }
                }
            }
            blackHole(sum)
        }
        registry.add("apca-lc") { iterations in
            var sum = 0.0
            pixels.withUnsafeBufferPointer { pixels in
                others.withUnsafeBufferPointer { others in
                    for index in 0..<iterations {
                        sum += APCA.lightnessContrast(text: pixels[index & mask], background: others[index & mask])
                    }
                }
            }
            blackHole(sum)
        }
    }
}
