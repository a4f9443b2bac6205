import Foundation
import NocturneAppearance
import NocturneColor
import NocturneSupport

/// Decoding one color set's `Contents.json`: its entries, each slot's appearances, idiom and gamut, and
/// the color's components in every spelling Xcode and other tools write (`"0.500"`, `"128"`, `"0x80"`).
extension AssetCatalogReader {
    /// Reads the entries of one color set's `Contents.json`.
    ///
    /// - Parameter document: The parsed document.
    /// - Returns: The entries that could be read (a broken color becomes an empty slot) and the problems found,
    ///   each naming its key (`colors[1].color.components.red`).
    package static func entries(in document: JSONValue) -> (entries: [ColorSetEntry], problems: [FormatError]) {
        var entries: [ColorSetEntry] = []
        var problems: [FormatError] = []
        guard document.members != nil else {
            return ([], [FormatError(.structure, message: "expected an object at the top level")])
        }
        guard let colors = document["colors"] else {
            return ([], [FormatError(.structure, key: "colors", message: "missing: a color set needs a 'colors' array")])
        }
        guard let list = colors.elements else {
            return ([], [FormatError(.structure, key: "colors", message: "expected an array")])
        }
        entries.reserveCapacity(list.count)
        for (index, item) in list.enumerated() {
            let key = "colors[\(index)]"
            guard item.members != nil else {
                problems.append(FormatError(.structure, key: key, message: "expected an object"))
                continue
            }
            var entry = ColorSetEntry(idiom: item["idiom"]?.stringValue ?? "universal", color: nil, key: key)
            if let idiom = item["idiom"], !(idiom.stringValue.map(AssetCatalogReader.idioms.contains) ?? false) {
                let guess = idiom.stringValue.flatMap { EditDistance.suggestion(for: $0, among: AssetCatalogReader.idioms) }.map { " (did you mean \"\($0)\"?)" } ?? ""
                problems.append(FormatError(.structure, severity: .warning, key: key + ".idiom",
                    message: "unknown idiom \(idiom.excerpt)\(guess); no device draws this entry"))
            }
            if let appearancesValue = item["appearances"] {
                // A string here ("dark") would make a Dark entry a second Any entry: the entry is not read.
                guard let appearances = appearancesValue.elements else {
                    problems.append(FormatError(.structure, key: key + ".appearances",
                        message: "expected an array of appearances, found \(appearancesValue.excerpt); the entry is not read"))
                    continue
                }
                for (offset, appearance) in appearances.enumerated() {
                    let kind = appearance["appearance"]?.stringValue
                    let value = appearance["value"]?.stringValue
                    switch (kind, value) {
                    case ("luminosity", "dark"): entry.luminosity = .dark
                    case ("luminosity", "light"): entry.luminosity = .light
                    case ("luminosity", "any"): break
                    case ("contrast", "high"): entry.highContrast = true
                    default:
                        problems.append(FormatError(.structure, key: "\(key).appearances[\(offset)]",
                            message: "unknown appearance \(kind ?? "?")=\(value ?? "?"); the entry is read as if it were absent"))
                        entry.luminosity = nil
                    }
                }
            }
            entry.displayGamut = item["display-gamut"]?.stringValue
            if let gamut = item["display-gamut"], !(gamut.stringValue.map { ["srgb", "display-p3"].contains($0.lowercased()) } ?? false) {
                problems.append(FormatError(.structure, severity: .warning, key: key + ".display-gamut",
                    message: "unknown display gamut \(gamut.excerpt) (Xcode writes \"sRGB\" or \"display-P3\"); the entry is read as for every gamut"))
            }
            if let color = item["color"] {
                do {
                    entry.color = try parseColor(color, key: key + ".color", warnings: &problems)
                } catch {
                    problems.append(error)
                }
            }
            // A misspelled system color is kept (it is written back as it was) but draws nothing in Xcode. It is a warning,
            // not an error: the list of Apple's names is Nocturne's own, and a name it lacks must not fail a build.
            if case .reference(let reference)? = entry.color, !reference.isKnownName {
                let guess = reference.suggestedName.map { "; did you mean \"\($0)\"?" } ?? " in UIKit, AppKit or SwiftUI"
                problems.append(FormatError(.unresolvedReference, severity: .warning, key: key + ".color.reference",
                    message: "no system color named \(JSONValue.string(reference.name).excerpt)\(guess)"))
            }
            entries.append(entry)
        }
        problems.append(contentsOf: repeatedSlots(in: entries))
        return (entries, problems)
    }

    /// A warning for each colored entry whose slot (idiom, appearance, contrast and gamut) an earlier one already
    /// fills: ``ColorSet/entry(luminosity:highContrast:idiom:prefersDisplayP3:)`` draws the first, so a later one is
    /// never shown, which is a mistake in the file (often a `"dark"` appearance lost in a merge).
    static func repeatedSlots(in entries: [ColorSetEntry]) -> [FormatError] {
        struct Slot: Hashable {
            var idiom: String, luminosity: ColorScheme?, highContrast: Bool, gamut: String?
        }
        var first: [Slot: ColorSetEntry] = [:]
        var problems: [FormatError] = []
        for entry in entries where entry.color != nil {
            let slot = Slot(idiom: entry.idiom, luminosity: entry.luminosity, highContrast: entry.highContrast, gamut: entry.displayGamut?.lowercased())
            guard let earlier = first[slot] else {
                first[slot] = entry
                continue
            }
            let gamut = entry.displayGamut.map { ", \($0)" } ?? ""
            problems.append(FormatError(.structure, severity: .warning, key: entry.key,
                message: "fills the slot \(entry.slotName) (\(entry.idiom)\(gamut)) that \(earlier.key) fills already; only the first is drawn"))
        }
        return problems
    }

    /// Parses one `color` object: a reference, or a color space with components.
    ///
    /// - Parameters:
    ///   - color: The `color` object.
    ///   - key: Its key, for messages (`colors[1].color`).
    ///   - warnings: Receives what leaves the color usable: a component outside 0…1 in a space that is not extended.
    /// - Throws: ``FormatError`` naming the key: unknown color space, missing, non-numeric or non-finite components, an alpha outside 0…1.
    package static func parseColor(_ color: JSONValue, key: String, warnings: inout [FormatError]) throws(FormatError) -> ColorSetColor {
        guard color.members != nil else { throw FormatError(.structure, key: key, message: "expected an object") }
        if let reference = color["reference"]?.stringValue {
            return .reference(SystemColorReference(name: reference, platform: color["platform"]?.stringValue))
        }
        guard let spaceName = color["color-space"]?.stringValue else {
            throw FormatError(.structure, key: key + ".color-space", message: "missing: a color needs 'color-space' and 'components', or 'reference'")
        }
        guard let space = AssetColorSpace(rawValue: spaceName) else {
            throw FormatError(.unknownColorSpace, key: key + ".color-space", message: "unknown color space \"\(spaceName)\"")
        }
        guard let components = color["components"], components.members != nil else {
            throw FormatError(.structure, key: key + ".components", message: "missing: the color has no components")
        }
        func component(_ name: String, isAlpha: Bool = false) throws(FormatError) -> Double {
            guard let raw = components[name] else {
                if isAlpha { return 1 }
                throw FormatError(.structure, key: key + ".components.\(name)", message: "missing component")
            }
            guard let value = componentValue(raw, isAlpha: isAlpha) else {
                throw FormatError(.badComponent, key: key + ".components.\(name)", message: "not a number: \(raw.serialized(style: .compact))")
            }
            guard value.isFinite else {
                throw FormatError(.badComponent, key: key + ".components.\(name)", message: "\(raw.excerpt) is not a finite number")
            }
            // An alpha outside 0…1 is clamped by every platform: what ships is not what the file says.
            if isAlpha, !(0...1).contains(value) {
                throw FormatError(.badComponent, key: key + ".components.\(name)", message: "alpha is \(raw.excerpt), outside 0 to 1")
            }
            if !isAlpha, !space.isExtended, !(-1e-9...(1 + 1e-9)).contains(value) {
                warnings.append(FormatError(.badComponent, severity: .warning, key: key + ".components.\(name)",
                    message: "\(name) is \(raw.excerpt), outside 0 to 1 for \(space.rawValue); \(space.extendedName) holds values beyond"))
            }
            return value
        }
        let alpha = try component("alpha", isAlpha: true)
        let written: SIMD3<Double>
        if space.isGray {
            let white = try component("white")
            written = SIMD3(white, white, white)
        } else {
            written = SIMD3(try component("red"), try component("green"), try component("blue"))
        }
        // Components as written must be usable input: a huge one would convert to infinity, then black.
        do {
            _ = try ColorValue(validating: space == .displayP3 ? .displayP3 : .srgb, written, alpha: alpha)
        } catch {
            throw FormatError(.badComponent, key: key + ".components", message: error.description)
        }
        return .components(space, space.colorValue(written, alpha: alpha))
    }

    /// The idioms a color set entry may name (Xcode's catalog editor offers these for colors).
    static let idioms = ["universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision"]

    /// Problems found in one `Contents.json`, each at the line of the key it names (`colors[1].color.components.red`).
    ///
    /// The document is parsed again to find the lines, only when there is a problem.
    static func located(_ problems: [FormatError], in bytes: [UInt8]) -> [FormatError] {
        guard !problems.isEmpty else { return problems }
        let locator = JSONLocator(bytes: bytes, allowsJSON5: false)
        return problems.map { $0.located(at: jsonPath(ofKey: $0.key), by: locator) }
    }

    /// The JSON path a catalog key names: `colors[1].color.components.red` → `colors`, 1, `color`, `components`, `red`.
    ///
    /// Catalog keys hold no dots or brackets, so the key text is unambiguous.
    static func jsonPath(ofKey key: String) -> [JSONPathComponent] {
        var path: [JSONPathComponent] = []
        for part in key.split(separator: ".") {
            var pieces = part.split(separator: "[", omittingEmptySubsequences: false)
            let name = pieces.removeFirst()
            if !name.isEmpty { path.append(.key(String(name))) }
            for piece in pieces {
                guard piece.hasSuffix("]"), let index = Int(piece.dropLast()) else { return path }
                path.append(.index(index))
            }
        }
        return path
    }

    /// The value of one component as Xcode reads it.
    ///
    /// `"0.500"` (with a point or exponent) is a fraction; `"128"` is 8-bit (÷255); `"0x80"` is
    /// 8-bit hex (÷255). Alpha is a fraction unless written in hex. JSON numbers are fractions.
    ///
    /// - Returns: The value (not finite for `"1e999"`: the caller reports that), or `nil` when the text is not a number.
    package static func componentValue(_ raw: JSONValue, isAlpha: Bool) -> Double? {
        switch raw {
        case .number(let text): return plainDecimal(text)?.value ?? Double(text)
        case .string(let text):
            // The usual `"0.500"` or `"128"`: read from the bytes, exactly as `Double(_:)` would.
            if let plain = plainDecimal(text) { return isAlpha || plain.hasPoint ? plain.value : plain.value / 255 }
            let trimmed = text.first == " " || text.last == " " ? text.trimmingASCIIWhitespace() : text
            if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
                guard let value = UInt32(trimmed.dropFirst(2), radix: 16) else { return nil }
                return Double(value) / 255
            }
            // Not finite (`1e999`) is a number still: the caller says that it is not finite.
            guard let value = Double(trimmed) else { return nil }
            if isAlpha || trimmed.utf8.contains(where: { $0 == 0x2E || $0 == 0x65 || $0 == 0x45 }) { return value }
            return value / 255
        default: return nil
        }
    }

    /// A plain decimal (`128`, `0.500`, `-1.25`: at most 15 digits, no exponent, spaces or sign `+`) read from
    /// its bytes; `nil` for anything else, which the caller then reads with `Double(_:)`.
    ///
    /// A mantissa below 2^53 divided by an exact power of ten is correctly rounded, so the value equals `Double(text)`.
    static func plainDecimal(_ text: String) -> (value: Double, hasPoint: Bool)? {
        let result = text.utf8.withContiguousStorageIfAvailable { bytes -> (value: Double, hasPoint: Bool)? in
            var index = 0
            let negative = !bytes.isEmpty && bytes[0] == 0x2D
            if negative { index = 1 }
            var mantissa: UInt64 = 0
            let integerStart = index
            while index < bytes.count, bytes[index] &- 0x30 < 10 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
                index += 1
            }
            var digits = index - integerStart
            guard digits > 0 else { return nil }
            var fractionDigits = 0
            if index < bytes.count, bytes[index] == 0x2E {
                index += 1
                let fractionStart = index
                while index < bytes.count, bytes[index] &- 0x30 < 10 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
                    index += 1
                }
                fractionDigits = index - fractionStart
                guard fractionDigits > 0 else { return nil }
                digits += fractionDigits
            }
            guard index == bytes.count, digits <= 15 else { return nil }
            var value = Double(mantissa)
            if fractionDigits > 0 { value /= powersOfTen[fractionDigits] }
            return (negative ? -value : value, fractionDigits > 0)
        }
        return result ?? nil
    }

    static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]
}
