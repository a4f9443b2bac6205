import NocturneColor
import NocturneSupport

/// The evidence an Icon Composer icon (`AppIcon.icon`, Xcode 26) gives for Dark Interface: its dark and tinted appearances and its dark fill.
///
/// An `.icon` is a folder holding `icon.json` and an `Assets` folder of layer images. Apple documents the bundle as Icon
/// Composer's document, not the JSON inside it, so only what is plain in every file read and in the community's JSON
/// Schema for it is read here, and nothing is guessed beyond it:
/// - Appearances: an entry of any `…-specializations` array carries `"appearance": "dark"` or `"tinted"` (an entry
///   without one is the default, light appearance). An icon with no dark (or tinted) entry is advisory: the system
///   derives that appearance from the default one, as iOS 18 does for an icon set without a Dark image.
/// - The dark fill: the root `fill-specializations` entry for `dark`, when its value is a fill (`solid`, `automatic-gradient`,
///   `linear-gradient`) whose colors (`display-p3:…`, `srgb:…`, `extended-srgb:…`, `extended-gray:…`) average bright
///   (relative luminance ≥ ``PairSide/brightLuminance``), is **not met**: a bright full-bleed icon on the dark home screen.
///   A dark one is met; `automatic` and `system-dark` leave it to the system, `system-light` is the light fill (advisory both).
/// - The layers' images are drawn as glass over the fill and are not judged.
/// - An `icon.json` that is missing or does not parse is **cannot tell**, with the reason.
enum IconBundleEvidence {
    /// The evidence of the `.icon` bundles named by the app targets' icon names (every bundle, when none matches).
    ///
    /// - Parameters:
    ///   - bundles: The `.icon` folders found.
    ///   - iconNames: The icon names the app targets compile (`AppIcon`).
    static func evidence(bundles: [String], iconNames: Set<String>) -> [ReportEvidence] {
        let named = bundles.filter { iconNames.contains(name(of: $0)) }
        return (named.isEmpty ? bundles : named).sorted().flatMap(evidence(ofBundle:))
    }

    /// `AppIcon` for `…/AppIcon.icon`.
    static func name(of bundle: String) -> String {
        let last = PathText.lastComponent(bundle)
        return last.hasSuffix(".icon") ? String(last.dropLast(".icon".count)) : last
    }

    /// The evidence of one bundle.
    static func evidence(ofBundle bundle: String) -> [ReportEvidence] {
        let name = PathText.lastComponent(bundle)
        let file = PathText.join(bundle, "icon.json")
        let value: JSONValue
        do {
            value = try JSONParser().parse(bytes: try FileSystem.readRegularFile(file))
        } catch let failure as FileSystem.ReadFailure {
            return [ReportEvidence("app icon", .cannotTell, "the Icon Composer icon \(name) cannot be read: \(failure.description)", at: file)]
        } catch {
            return [ReportEvidence("app icon", .cannotTell, "the Icon Composer icon \(name) cannot be read: \(error)", at: file)]
        }
        guard value["groups"] != nil || value["fill"] != nil || value["fill-specializations"] != nil else {
            return [ReportEvidence("app icon", .cannotTell, "the Icon Composer icon \(name): its icon.json has no groups or fill, "
                                   + "so it is not the format read here", at: file)]
        }
        var specialized: [String: Int] = [:]
        count(value, into: &specialized)
        var evidence: [ReportEvidence] = []
        for appearance in ["dark", "tinted"] {
            let count = specialized[appearance] ?? 0
            if count == 0 {
                evidence.append(ReportEvidence("app icon", .notMet, "the Icon Composer icon \(name) specializes nothing for the "
                                               + "\(appearance.capitalized) appearance: the system derives it from the default one",
                                               at: file, advisory: true))
            } else {
                evidence.append(ReportEvidence("app icon", .met, "the Icon Composer icon \(name) specializes \(NumberText.counted(count, "value")) "
                                               + "for the \(appearance.capitalized) appearance", at: file, advisory: true))
            }
        }
        let darkFill = (value["fill-specializations"]?.elements ?? []).first { $0["appearance"]?.stringValue == "dark" }?["value"]
        if let darkFill {
            evidence.append(fillEvidence(darkFill, icon: name, at: file))
        }
        return evidence
    }

    /// Counts the `…-specializations` entries per appearance, everywhere in the document.
    private static func count(_ value: JSONValue, into counts: inout [String: Int], depth: Int = 0) {
        guard depth < 32 else { return }
        if case .object(let members) = value {
            for member in members {
                if member.key.hasSuffix("-specializations") {
                    for entry in member.value.elements ?? [] {
                        if let appearance = entry["appearance"]?.stringValue { counts[appearance, default: 0] += 1 }
                    }
                }
                count(member.value, into: &counts, depth: depth + 1)
            }
        } else if let elements = value.elements {
            for element in elements { count(element, into: &counts, depth: depth + 1) }
        }
    }

    /// The dark fill: bright (not met), dark (met), left to the system (advisory) or a color not read (cannot tell, advisory).
    static func fillEvidence(_ fill: JSONValue, icon: String, at file: String) -> ReportEvidence {
        // A named fill: `automatic` (derived from the default) and the system's own fills, `system-dark` and `system-light`.
        switch fill.stringValue {
        case "automatic"?, "system-dark"?:
            return ReportEvidence("app icon", .met, "the Icon Composer icon \(icon) leaves its dark fill to the system (\(fill.stringValue ?? ""))",
                                  at: file, advisory: true)
        case "system-light"?:
            return ReportEvidence("app icon", .notMet, "the Icon Composer icon \(icon) fills its dark appearance with the system's light fill "
                                  + "(system-light)", at: file, advisory: true)
        case let name?:
            return ReportEvidence("app icon", .cannotTell, "the Icon Composer icon \(icon)'s dark fill is '\(name)', a named fill not read here",
                                  at: file, advisory: true)
        case nil:
            break
        }
        let colors: [String]
        if let solid = fill["solid"]?.stringValue {
            colors = [solid]
        } else if let base = fill["automatic-gradient"]?.stringValue {
            colors = [base]
        } else if let stops = fill["linear-gradient"]?.elements {
            colors = stops.compactMap(\.stringValue)
        } else {
            colors = []
        }
        let luminances = colors.map(luminance)
        guard !luminances.isEmpty, luminances.allSatisfy({ $0 != nil }) else {
            return ReportEvidence("app icon", .cannotTell, "the Icon Composer icon \(icon)'s dark fill is not a color read here "
                                  + "(\(colors.isEmpty ? "no solid, gradient or automatic value" : colors.joined(separator: ", ")))", at: file, advisory: true)
        }
        let mean = luminances.compactMap { $0 }.reduce(0, +) / Double(luminances.count)
        let shown = NumberText.rounded(mean, places: 2, notFinite: "?")
        if mean >= PairSide.brightLuminance {
            return ReportEvidence("app icon", .notMet, "the Icon Composer icon \(icon)'s dark fill is bright (\(colors.joined(separator: " to ")), "
                                  + "relative luminance \(shown)): a bright full-bleed icon on the dark home screen", at: file)
        }
        return ReportEvidence("app icon", .met, "the Icon Composer icon \(icon)'s dark fill is dark (\(colors.joined(separator: " to ")), "
                              + "relative luminance \(shown))", at: file)
    }

    /// The relative luminance of an Icon Composer color (`display-p3:1.0,0.5,0.0,1.0`, `extended-gray:0.2,1.0`), over black; `nil` when unread.
    static func luminance(_ text: String) -> Double? {
        let parts = text.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let numbers = parts[1].split(separator: ",")
        let values = numbers.compactMap { Double($0.trimmingASCIIWhitespace()) }
        guard values.count == numbers.count, values.allSatisfy(\.isFinite) else { return nil }
        let color: ColorValue, alpha: Double
        switch parts[0] {
        case "srgb", "extended-srgb", "display-p3":
            guard values.count == 4 || values.count == 3 else { return nil }
            color = ColorValue(parts[0] == "display-p3" ? .displayP3 : .srgb, SIMD3(values[0], values[1], values[2]))
            alpha = values.count == 4 ? values[3] : 1
        case "extended-gray", "gray":
            guard values.count == 2 || values.count == 1 else { return nil }
            color = ColorValue(.srgb, SIMD3(values[0], values[0], values[0]))
            alpha = values.count == 2 ? values[1] : 1
        case "extended-linear-gray":
            guard values.count == 2 || values.count == 1 else { return nil }
            color = ColorValue(.srgbLinear, SIMD3(values[0], values[0], values[0]))
            alpha = values.count == 2 ? values[1] : 1
        default:
            return nil
        }
        return min(1, max(0, WCAG.relativeLuminance(color))) * min(1, max(0, alpha))
    }
}
