import NocturneSyntax

/// The calls of a modifier chain around one of its links (`Text("a").padding().foregroundColor(.white).buttonStyle(…)`).
enum ModifierChain {
    /// The calls made on `node`, outward (`x.padding().foregroundColor(…)` from `x`), nearest first.
    static func outward(from node: Syntax) -> [FunctionCall] {
        var found: [FunctionCall] = []
        var current = node
        while let parent = current.parent, parent.kind == .memberAccess, let outer = parent.parent, outer.kind == .functionCall,
              let call = FunctionCall(outer) {
            found.append(call)
            current = outer
        }
        return found
    }

    /// The calls `call` is made on, inward, down to the chain's first, nearest first.
    static func inward(from call: FunctionCall) -> [FunctionCall] {
        var found: [FunctionCall] = []
        var current = call.callee.flatMap(MemberAccess.init)?.base
        while let node = current, let inner = FunctionCall(node) {
            found.append(inner)
            current = inner.callee.flatMap(MemberAccess.init)?.base
        }
        return found
    }
}
