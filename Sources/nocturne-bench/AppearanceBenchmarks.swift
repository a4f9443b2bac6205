import NocturneSupport
import NocturneAppearance

/// Benchmarks of NocturneAppearance: trait propagation through a large tree and color resolution.
///
/// The tree has 100,000 nodes (fan-out 10, breadth first) with 1,000 observers of the color
/// scheme on evenly spread nodes; one branch of exactly 100 nodes carries the override flipped by
/// `tree-flip-override-100`. Effective traits are lazy (only paths to observers are updated
/// eagerly), so `tree-flip-system-read-all` also measures a flip followed by reading every node. The tree is built on first use, and its memory cost is printed to
/// standard error as `tree-bytes-per-node`: the growth of the resident set while building it
/// (`/proc/self/statm`, Linux only), divided by the node count, and one node object's malloc size.
enum AppearanceBenchmarks {
    /// The shared fixture, built lazily so `--list` and filtered runs do not pay for it.
    final class Fixture {
        let system: AppearanceSystem
        let window: Window
        let overrideBranch: ViewNode
        /// Every node, for the benchmark that reads them all.
        let nodes: [ViewNode]
        var notifications = 0
        var dark = false
        var overridden = false

        init(nodes: Int = 100_000, observers: Int = 1_000) {
            let before = Fixture.heapBytes()
            system = AppearanceSystem()
            window = system.makeWindow()
            // A branch of exactly 100 nodes: its top, 9 children, 90 grandchildren.
            overrideBranch = window.root.addChild()
            var all: [ViewNode] = [window.root, overrideBranch]
            for _ in 0..<9 {
                let child = overrideBranch.addChild()
                all.append(child)
                for _ in 0..<10 { all.append(child.addChild()) }
            }
            // The rest, breadth first with fan-out 10 under the root's other children.
            var frontier = 0
            var parents: [ViewNode] = [window.root]
            while all.count < nodes {
                let parent = parents[frontier / 10]
                let child = parent.addChild()
                all.append(child)
                parents.append(child)
                frontier += 1
                if frontier / 10 >= parents.count { break }
            }
            let after = Fixture.heapBytes()
            if let before, let after {
                let perNode = Double(after - before) / Double(all.count)
                let object = Fixture.mallocSize(of: all[all.count - 1]).map { ", one node object \($0) bytes" } ?? ""
                BenchmarkOutput.warn("tree-bytes-per-node \(Int(perNode.rounded())) bytes (\(all.count) nodes, resident-set growth\(object))")
            }
            self.nodes = all
            let stride = max(1, all.count / observers)
            var index = 0
            var count = 0
            while index < all.count && count < observers {
                all[index].registerForTraitChanges([.colorScheme]) { [unowned self] _, _ in self.notifications += 1 }
                index += stride
                count += 1
            }
        }

        /// Prints the processor time (not wall time) of both flips to standard error: on a shared,
        /// loaded machine the wall-clock figures of the harness include time spent descheduled.
        func reportProcessorTime() {
            func cpuNanoseconds() -> Double {
                var spec = timespec()
                clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
                return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
            }
            let flips = 50
            var start = cpuNanoseconds()
            for index in 0..<flips { system.update(system: Traits(colorScheme: index % 2 == 0 ? .dark : .light)) }
            let full = (cpuNanoseconds() - start) / Double(flips)
            start = cpuNanoseconds()
            for index in 0..<flips * 100 { overrideBranch.overrides.colorScheme = index % 2 == 0 ? .dark : nil }
            let branch = (cpuNanoseconds() - start) / Double(flips * 100)
            let color = DynamicColor.systemBackground
            var sum = 0.0
            let resolves = 1_000_000
            start = cpuNanoseconds()
            for _ in 0..<resolves { sum += overrideBranch.resolve(color).blue }
            let resolve = (cpuNanoseconds() - start) / Double(resolves)
            blackHole(sum)
            BenchmarkOutput.warn(
                "processor time: tree-flip-system \(NumberText.cut(full, places: 0, notFinite: "?")) ns, "
                    + "tree-flip-override-100 \(NumberText.cut(branch, places: 0, notFinite: "?")) ns "
                    + "(ratio \(NumberText.cut(branch / full * 100, places: 3, notFinite: "?"))%), "
                    + "node resolve \(NumberText.cut(resolve, places: 1, notFinite: "?")) ns")
        }

        /// The resident set size in bytes, from `/proc/self/statm`; `nil` where that file does not exist.
        static func heapBytes() -> Int? {
            guard let file = fopen("/proc/self/statm", "r") else { return nil }
            defer { fclose(file) }
            var size = 0, resident = 0
            guard withUnsafeMutablePointer(to: &size, { size in
                withUnsafeMutablePointer(to: &resident) { resident in
                    withVaList([size, resident]) { vfscanf(file, "%ld %ld", $0) }
                }
            }) == 2 else { return nil }
            return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
        }

        /// The malloc size of an object, via `malloc_usable_size` when the C library has it.
        static func mallocSize(of object: AnyObject) -> Int? {
            typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else { return nil }
            let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
            return usableSize(Unmanaged.passUnretained(object).toOpaque())
        }
    }

    nonisolated(unsafe) static var fixture: Fixture?

    static func tree() -> Fixture {
        if let fixture { return fixture }
        let built = Fixture()
        fixture = built
        built.reportProcessorTime()
        return built
    }

    /// Adds the appearance benchmarks to `registry`.
    static func register(into registry: inout BenchmarkRegistry) {
        registry.add("tree-flip-system") { iterations in
            let tree = tree()
            for _ in 0..<iterations {
                tree.dark.toggle()
                tree.system.update(system: Traits(colorScheme: tree.dark ? .dark : .light))
            }
            blackHole(tree.notifications)
        }
        // The honest companion of tree-flip-system: the flip, then every node's traits read (the
        // lazily deferred work paid in full), as a renderer that redraws everything would.
        registry.add("tree-flip-system-read-all") { iterations in
            let tree = tree()
            var sum = 0
            for _ in 0..<iterations {
                tree.dark.toggle()
                tree.system.update(system: Traits(colorScheme: tree.dark ? .dark : .light))
                for node in tree.nodes where node.traits.colorScheme == .dark { sum += 1 }
            }
            blackHole(sum)
        }
        registry.add("tree-flip-override-100") { iterations in
            let tree = tree()
            let scheme: ColorScheme = tree.dark ? .light : .dark
            for _ in 0..<iterations {
                tree.overridden.toggle()
                tree.overrideBranch.overrides.colorScheme = tree.overridden ? scheme : nil
            }
            blackHole(tree.notifications)
        }

            // 64 palette colors (the 57 names, then the first 7 again) against the 8 appearance modes.
        let names = SystemColorName.allCases
        let colors = (0..<64).map { SystemPalette.ios26.color(names[$0 % names.count]) }
        let traits = AppearanceMode.all.map(\.traits)
        registry.add("resolve-system-color") { iterations in
            var sum = 0.0
            colors.withUnsafeBufferPointer { colors in
                traits.withUnsafeBufferPointer { traits in
                    for index in 0..<iterations {
                        let color = colors[index & 63].resolve(in: traits[(index >> 6) & 7])
                        sum += color.red + color.opacity
                    }
                }
            }
            blackHole(sum)
        }
        registry.add("resolve-system-color-node") { iterations in
            let node = tree().overrideBranch
            let color = DynamicColor.systemBackground
            var sum = 0.0
            for _ in 0..<iterations {
                sum += node.resolve(color).blue
            }
            blackHole(sum)
        }
    }
}
