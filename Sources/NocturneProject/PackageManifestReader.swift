import NocturneSupport
import NocturneSyntax

/// Reads the targets of a Swift package from its `Package.swift`: each target's name, folder, kind and whether it has resources.
///
/// The manifest is Swift, but its targets are written as calls (`.target(name: "Kit", path: …, resources: […])`), so
/// the calls of its syntax tree (``NocturneSyntax``) give them without running the manifest: a target-declaring call
/// that is not inside another (`dependencies: [.target(name: "Core")]` names a target, it declares none). A target
/// whose folder holds an asset catalog has resources even without `resources:` (SwiftPM processes catalogs by itself):
/// its named colors load from `Bundle.module`.
package enum PackageManifestReader {
    /// The target-declaring calls and the kind each gives.
    static let calls: [String: ProjectTarget.Kind] = [
        "target": .library, "executableTarget": .application, "testTarget": .test, "macro": .other, "plugin": .other,
    ]

    /// Reads `Package.swift`.
    ///
    /// - Parameters:
    ///   - text: The manifest's text.
    ///   - path: Its path as the walk names it (`Kit/Package.swift`): the targets' folders are named from it.
    /// - Returns: The targets in the manifest's order; their catalogs are left for the caller to find in their folders.
    /// - Complexity: O(n) in the length of the text.
    package static func targets(text: String, path: String) -> [ProjectTarget] {
        let tree = SyntaxTree.parse(text)
        let root = PathText.parent(path)
        var targets: [ProjectTarget] = []
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), let callName = declaringCall(call), !isInsideDeclaringCall(node),
                  let kind = calls[callName], let name = stringArgument("name", of: call) else { continue }
            var target = ProjectTarget(name: name, kind: kind, declaredIn: path)
            let folder = stringArgument("path", of: call)
                ?? (callName == "testTarget" ? "Tests/\(name)" : callName == "plugin" ? "Plugins/\(name)" : "Sources/\(name)")
            target.folders = [XcodeProjectReader.normalized(PathText.join(root, folder))]
            target.usesModuleBundle = call.argument(labeled: "resources") != nil
            targets.append(target)
        }
        // `platforms: [.iOS(.v12), .macOS("10.15")]`: every target's oldest systems.
        let platforms = deploymentTargets(in: tree)
        for index in targets.indices { targets[index].deploymentTargets = platforms }
        return targets
    }

    /// The platforms SwiftPM names in `platforms:` (`.iOS`, `.macOS`, `.tvOS`, `.watchOS`, `.visionOS`, `.macCatalyst`), as
    /// the project model names them.
    static let platformNames = ["iOS": "iOS", "macOS": "macOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS", "macCatalyst": "macCatalyst"]

    /// The oldest version of each platform the manifest's `platforms:` supports: `.iOS(.v12)`, `.macOS(.v10_15)`,
    /// `.iOS("12.0")`; a platform given twice keeps its lowest.
    static func deploymentTargets(in tree: SyntaxTree) -> [String: OSVersion] {
        var lowest: [String: OSVersion] = [:]
        for node in tree.nodes(of: .argument) where node.keyText == "platforms" {
            guard let list = node.children.last, list.kind == .arrayLiteral else { continue }
            for element in list.children {
                guard let call = FunctionCall(element), let name = call.calledName, let platform = platformNames[name],
                      let argument = call.arguments.first?.expression else { continue }
                let text: String
                if let literal = StringLiteral(argument)?.literalText {
                    text = literal
                } else if argument.kind == .implicitMember, let member = argument.keyText, member.hasPrefix("v") {
                    // `.v10_15` is 10.15; `.v17` is 17.
                    text = member.dropFirst().replacingOccurrences(of: "_", with: ".")
                } else {
                    continue
                }
                guard let version = OSVersion(text) else { continue }
                if lowest[platform].map({ version < $0 }) ?? true { lowest[platform] = version }
            }
        }
        return lowest
    }

    /// The name of a target-declaring call written as an implicit member (`.target(…)`, `Target.target(…)`), else `nil`.
    private static func declaringCall(_ call: FunctionCall) -> String? {
        guard let callee = call.callee, callee.kind == .implicitMember || callee.kind == .memberAccess,
              let name = call.calledName, calls[name] != nil else { return nil }
        return name
    }

    /// Whether a call is an argument of another target-declaring call (a dependency, not a declaration).
    private static func isInsideDeclaringCall(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let call = FunctionCall(ancestor), declaringCall(call) != nil { return true }
            current = ancestor.parent
        }
        return false
    }

    /// The text of a string literal given as argument `label`, when it does not interpolate.
    private static func stringArgument(_ label: String, of call: FunctionCall) -> String? {
        call.argument(labeled: label)?.expression.flatMap(StringLiteral.init)?.literalText
    }
}
