// The entry point of the one fuzzing executable that fuzz/run.sh builds: every harness is compiled into it, and
// NOCTURNE_FUZZ_TARGET names the one a run drives, so the instrumented build is paid for once. Not part of the
// Swift package.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The harnesses, by the name fuzz/run.sh and NOCTURNE_FUZZ_TARGET use.
enum FuzzTarget: String, CaseIterable {
    case cssColor = "css-color"
    case dbus
    case json
    case assetCatalog = "asset-catalog"
    case tokens
    case cssTheme = "css-theme"
    case pairs
    case lintTree = "lint-tree"
    case lintSource = "lint-source"
    case lintBaseline = "lint-baseline"
    case lintConfiguration = "lint-config"
    case themeFile = "theme-file"
    case swiftSyntax = "swift-syntax"
    case png
    case infoPlist = "info-plist"

    /// Runs the harness on one input; a broken invariant traps, which libFuzzer reports as a crash.
    func run(_ input: UnsafeRawBufferPointer) {
        switch self {
        case .cssColor: fuzzCSSColor(input)
        case .dbus: fuzzDBusMessage(input)
        case .json: fuzzJSON(input)
        case .assetCatalog: fuzzAssetCatalog(input)
        case .tokens: fuzzDesignTokens(input)
        case .cssTheme: fuzzCSSTheme(input)
        case .pairs: fuzzPairs(input)
        case .lintTree: fuzzLintTree(input)
        case .lintSource: fuzzLintSource(input)
        case .lintBaseline: fuzzLintBaseline(input)
        case .lintConfiguration: fuzzLintConfiguration(input)
        case .themeFile: fuzzThemeFile(input)
        case .swiftSyntax: fuzzSwiftSyntax(input)
        case .png: fuzzPNG(input)
        case .infoPlist: fuzzInfoPlist(input)
        }
    }

    /// The target NOCTURNE_FUZZ_TARGET names; the process exits 2, listing the names, when it names none.
    static let selected: FuzzTarget = {
        let name = getenv("NOCTURNE_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            let message = "NOCTURNE_FUZZ_TARGET must name one of: \(names) (it is '\(name)')\n"
            _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
            exit(2)
        }
        return target
    }()
}

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    _ = FuzzTarget.selected
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.selected.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
