import Nocturne
import NocturneSupport

/// `--cvd <deficiency>` and `--severity <0…1>`, which `color` and `contrast` share.
enum ColorVisionOptions {
    static let cvd = Option.choice(
        "cvd", value: "deficiency",
        help: "Simulate this color vision deficiency: the -opias with Viénot 1999 (protan, deutan) "
            + "and Brettel 1997 (tritan), the -omalies with Machado 2009.",
        of: ColorVisionDeficiency.self)
    static let severity = Option.number(
        "severity", value: "0…1",
        help: "How strong the deficiency is, 0 (normal vision) to 1 (the full deficiency, the default); needs --cvd.", in: 0...1)
    static let options: [any CommandOption] = [cvd, severity]

    /// The simulation asked for, or `nil` without `--cvd`.
    ///
    /// - Throws: ``UsageError`` when `--severity` is given without `--cvd`.
    static func simulator(_ arguments: ParsedArguments) throws -> ColorVisionSimulator? {
        guard let deficiency = arguments[cvd] else {
            if arguments.isGiven(severity) { throw UsageError("'--severity <0…1>' needs '--cvd <deficiency>'") }
            return nil
        }
        return ColorVisionSimulator(deficiency, severity: arguments[severity] ?? 1)
    }

    /// The `"colorVision"` member of `--json`: the deficiency, the severity and the model.
    static func json(_ simulator: ColorVisionSimulator, extra: [JSONMember] = []) -> JSONMember {
        JSONMember("colorVision", .object([
            JSONMember("type", .string(simulator.deficiency.rawValue)),
            JSONMember("severity", .number(simulator.severity)),
            JSONMember("model", .string(simulator.deficiency.model.rawValue)),
        ] + extra))
    }

    /// How text output names the simulation: `deuteranopia (Viénot 1999)`, `protanomaly 0.5 (Machado 2009)`.
    static func label(_ simulator: ColorVisionSimulator) -> String {
        let severity = simulator.severity == 1 ? "" : " " + Option.plain(simulator.severity)
        return "\(simulator.deficiency.rawValue)\(severity) (\(simulator.deficiency.model.rawValue))"
    }
}
