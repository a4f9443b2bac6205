import NocturneAppearance
import NocturneSupport

/// Aliases, resolved per mode in time linear in the tokens.
extension DesignTokensReader {
    /// Resolves aliases per mode.
    ///
    /// A chain of aliases is followed in a loop, not by recursion, so its length is limited only by the
    /// number of tokens; a real cycle is found by the tokens already on the chain and named (the first eight and its length).
    /// Each token's outcome in each mode is kept, so that every chain is walked once.
    struct Resolver {
        let base: [String: RawToken]
        let modes: ModeValues<[String: RawToken]?>
        /// The outcome of each token already resolved, per mode.
        private var outcomes: [Step.Key: Outcome] = [:]
        /// Problems that leave the value usable (a component outside its space's range), in the order found.
        var warnings: [Problem] = []

        init(base: [String: RawToken], modes: ModeValues<[String: RawToken]?>) {
            self.base = base
            self.modes = modes
        }

        enum Outcome {
            case success(TokenColor, usesMode: Bool)
            case failure(Problem)
        }

        /// One token on an alias chain: the value it gives in the mode and the alpha it applies on top.
        struct Step {
            struct Key: Hashable {
                var name: String
                var mode: AppearanceMode
            }

            var key: String
            var token: RawToken
            var value: JSONValue
            var valueLocation: ValueLocation
            var alpha: JSONValue?
            var alphaLocation: ValueLocation
            var usesMode: Bool
        }

        /// The raw token for a path in a mode: the mode's layer first, then the base.
        func raw(_ key: String, in mode: AppearanceMode) -> RawToken? {
            if let token = modes[mode]?[key] { return token }
            return base[key]
        }

        /// The value a token gives in a mode: its override for the mode, or its value.
        func step(_ key: String, _ token: RawToken, in mode: AppearanceMode) -> Step {
            var step = Step(key: key, token: token, value: token.value, valueLocation: token.location.appending(.key(token.valueKey)),
                            alpha: token.alpha, alphaLocation: token.location.appending(.key("alpha")), usesMode: modes[mode]?[key] != nil)
            if let own = token.overrides[mode] {
                let override = own.value
                let overrideLocation = ValueLocation(source: token.location.source, path: token.location.path + own.path)
                step.usesMode = true
                step.value = override
                step.valueLocation = overrideLocation
                if override.members != nil, override["colorSpace"] == nil, let inner = override["$value"] ?? override["value"] {
                    step.value = inner
                    step.valueLocation = overrideLocation.appending(.key(override["$value"] != nil ? "$value" : "value"))
                    if let alpha = override["alpha"] {
                        step.alpha = alpha
                        step.alphaLocation = overrideLocation.appending(.key("alpha"))
                    }
                }
            }
            return step
        }

        /// The color of a token in a mode, following aliases.
        mutating func resolve(_ key: String, in mode: AppearanceMode) -> Outcome {
            if let known = outcomes[Step.Key(name: key, mode: mode)] { return known }
            var chain: [Step] = []
            var onChain: [String: Int] = [:]
            var current = key
            var outcome: Outcome
            while true {
                if let known = outcomes[Step.Key(name: current, mode: mode)] {
                    outcome = known
                    break
                }
                guard let token = raw(current, in: mode) else {
                    outcome = .failure(Problem(error: FormatError(.unresolvedReference, key: current, message: "no token '\(current)'"), location: nil))
                    break
                }
                let step = step(current, token, in: mode)
                onChain[current] = chain.count
                chain.append(step)
                guard case .string(let text) = step.value, let alias = ColorText.alias(text) else {
                    outcome = color(of: step.value, token: token, at: step.valueLocation)
                    break
                }
                var target = alias
                if raw(target, in: mode) == nil, target.hasSuffix(".value") { target = String(target.dropLast(6)) }
                guard raw(target, in: mode) != nil else {
                    outcome = .failure(Problem(error: FormatError(.unresolvedReference, file: token.file, key: token.key,
                        message: "alias {\(alias)} points at no token"), location: step.valueLocation))
                    break
                }
                if let start = onChain[target] {
                    // The cycle is blamed on the token where the chain entered it, and named in full.
                    // A long cycle is named by its first tokens and its length: the message stays short, and so does
                    // every comparison of it (a 50,000-token cycle was quadratic through its 500 KB message).
                    let members = chain[start...]
                    let named = members.prefix(8).map(\.key) + (members.count > 8 ? ["… (\(NumberText.counted(members.count, "token")))"] : []) + [target]
                    let entry = chain[start]
                    outcome = .failure(Problem(error: FormatError(.unresolvedReference, file: entry.token.file, key: entry.key,
                        message: "aliases form a cycle: " + named.joined(separator: " → ")), location: entry.valueLocation))
                    break
                }
                current = target
            }
            // Back down the chain: each token applies its own alpha to what its alias gave.
            for step in chain.reversed() {
                if case .success(var color, let usesMode) = outcome {
                    switch alpha(step.alpha, token: step.token, at: step.alphaLocation) {
                    case .failure(let problem):
                        outcome = .failure(problem)
                    case .success(let alpha):
                        if let alpha, let base = color.color {
                            color.color = base.withAlpha(base.alpha * alpha)
                            color.displayP3 = color.displayP3.map { $0.withAlpha($0.alpha * alpha) }
                        }
                        outcome = .success(color, usesMode: usesMode || step.usesMode)
                    }
                }
                outcomes[Step.Key(name: step.key, mode: mode)] = outcome
            }
            return outcome
        }
    }
}
