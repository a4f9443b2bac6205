import Foundation
import Nocturne
import NocturneFix
import NocturneSupport

/// Benchmarks of growth on hostile sizes (issue 38, items 11–13), each a pair of sizes four times apart, as a ratio in one
/// run: linear is about 4×, quadratic 16×. The inputs are written once to the temporary folder.
///
/// - `scale-audit-contents-4k` / `-16k`: reading a catalog whose one color set is a single-line `Contents.json` of 4,000 /
///   16,000 entries, every other one a problem to locate (goal: 16k at most 6× of 4k).
/// - `scale-theme-colors-500` / `-2000`: a theme file with 500 / 2,000 app colors solved and audited, as `nocturne theme
///   --no-files` does (goal: at most 6×, and 2,000 colors in at most 5 s and 300 MB of peak resident memory; their
///   content colors on their backgrounds imply half a million pairs, judged through the nearest surfaces). Run it alone
///   (`--filter scale-theme`) for a peak that is its own.
/// - `scale-fix-storyboard-4k` / `-16k`: `nocturne fix --diff`'s work on a storyboard of 4,000 / 16,000 label colors
///   (goal: at most 6×).
enum ScaleBenchmarks {
    static let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-bench-scale").path

    static func register(into registry: inout BenchmarkRegistry) {
        for size in [4000, 16000] {
            let catalog = scratch + "/contents-\(size)/A.xcassets"
            registry.add("scale-audit-contents-\(size / 1000)k") { iterations in
                guard prepare(catalog + "/Big.colorset/Contents.json", contents: oneLineColorSet(entries: size),
                              besides: [catalog + "/Contents.json": infoDocument]) else { return }
                for _ in 0..<iterations { blackHole(try? AssetCatalogReader().read(at: catalog)) }
            }
        }
        registry.compare(["scale-audit-contents-4k", "scale-audit-contents-16k"]) { ratio("audit of a one-line Contents.json, 4k → 16k entries", $0) }
        for size in [500, 2000] {
            let file = scratch + "/theme-\(size).json"
            registry.add("scale-theme-colors-\(size)") { iterations in
                guard prepare(file, contents: themeFile(colors: size)) else { return }
                for _ in 0..<iterations {
                    guard let theme = try? ThemeFile.load(file)?.theme() else { return BenchmarkOutput.warn("cannot read \(file)") }
                    blackHole(theme.audit.summary())
                }
            }
        }
        registry.compareResults(["scale-theme-colors-500", "scale-theme-colors-2000"]) { results in
            let time = results[1].nanosecondsPerOperation / 1e9, peak = results[1].peakBytes
            let met = time <= 5 && (peak ?? .max) <= 300 << 20
            return ratio("theme solver and audit, 500 → 2,000 app colors", results.map(\.nanosecondsPerOperation))
                + "; 2,000 colors: \(BenchmarkOutput.format(time)) s, peak \(PeakMemory.megabytes(peak)) (goal: at most 5 s and 300 MB: \(met ? "met" : "NOT met"))"
        }
        for size in [4000, 16000] {
            let app = scratch + "/storyboard-\(size)/App"
            registry.add("scale-fix-storyboard-\(size / 1000)k") { iterations in
                guard prepare(app + "/Main.storyboard", contents: storyboard(labels: size),
                              besides: [app + "/Assets.xcassets/Contents.json": infoDocument]) else { return }
                for _ in 0..<iterations { blackHole(try? Fixer().run(paths: [app])) }
            }
        }
        registry.compare(["scale-fix-storyboard-4k", "scale-fix-storyboard-16k"]) { ratio("fix on a storyboard, 4k → 16k colors", $0) }
    }

    static func ratio(_ what: String, _ figures: [Double]) -> String {
        let ratio = figures[1] / figures[0]
        return "\(what): \(BenchmarkOutput.format(figures[0] / 1e6)) ms → \(BenchmarkOutput.format(figures[1] / 1e6)) ms: "
            + "\(BenchmarkOutput.format(ratio))× for 4× the input (goal: at most 6×: \(ratio <= 6 ? "met" : "NOT met"))"
    }

    static let infoDocument = #"{"info":{"author":"xcode","version":1}}"#

    /// A color set of `entries` entries on one line, every other one a second Dark entry of its idiom (a problem to locate).
    static func oneLineColorSet(entries: Int) -> String {
        let list = (0..<entries).map { index in
            let red = "0." + String(1000 + index % 1000).dropFirst()
            let dark = index % 2 == 1 ? #","appearances":[{"appearance":"luminosity","value":"dark"}]"# : ""
            return #"{"color":{"color-space":"srgb","components":{"red":"\#(red)","green":"0.5","blue":"0.5","alpha":"1.000"}},"idiom":"universal"\#(dark)}"#
        }
        return #"{"colors":["# + list.joined(separator: ",") + #"],"info":{"author":"xcode","version":1}}"#
    }

    /// A theme file with `colors` app colors of four roles and spread hues.
    static func themeFile(colors: Int) -> String {
        let roles = ["content", "background", "surface", "border"]
        let entries = (0..<colors).map { index in
            let hex = String(format: "#%02X%02X%02X", (index * 37) % 256, (index * 91) % 256, (index * 53 + 40) % 256)
            return #"    "C\#(index)": { "light": "\#(hex)", "role": "\#(roles[index % 4])" }"#
        }
        return "{\n  \"theme\": {\n    \"accent\": \"#0B7A75\",\n    \"colors\": {\n" + entries.joined(separator: ",\n") + "\n    }\n  }\n}\n"
    }

    /// A storyboard of one view holding `labels` labels, each with a fixed text color.
    static func storyboard(labels: Int) -> String {
        let views = (0..<labels).map { index in
            """
                                        <label opaque="NO" text="Hi" id="l\(index)-aa-bbb">
                                            <rect key="frame" x="0" y="\(index)" width="10" height="1"/>
                                            <color key="textColor" red="0.\(String(1000 + index * 37 % 1000).dropFirst())" \
            green="0.\(String(1000 + index * 53 % 1000).dropFirst())" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </label>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" \
            propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <subviews>
            \(views.joined(separator: "\n"))
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
    }

    /// Writes `path` (and the files `besides`) once; `false` with a warning when it cannot.
    private static func prepare(_ path: String, contents: @autoclosure () -> String, besides: [String: String] = [:]) -> Bool {
        if FileSystem.isRegularFile(path) { return true }
        do {
            for (file, text) in besides.merging([path: contents()], uniquingKeysWith: { $1 }) {
                try FileManager.default.createDirectory(atPath: PathText.parent(file), withIntermediateDirectories: true)
                try text.write(toFile: file, atomically: true, encoding: .utf8)
            }
            return true
        } catch {
            BenchmarkOutput.warn("cannot write \(path): \(error)")
            return false
        }
    }
}
