import NocturneColor

/// What a terminal answered to OSC 11 (background color) followed by DA1 (device attributes).
///
/// OSC 11 replies look like `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` (1–4 hex digits per channel, scaled by
/// their count; `rgba:` adds an alpha channel), ended by BEL or ST (`ESC \`), in 7- or 8-bit form.
/// The DA1 reply `ESC [ ? … c` ends the exchange: a terminal that answers it first has no OSC 11.
struct TerminalReply: Hashable, Sendable {
    /// The background color, when an OSC 11 reply was complete and well-formed.
    var background: ColorValue?
    /// Whether the DA1 reply has arrived (nothing more will come).
    var sawDeviceAttributes = false
    /// Whether a Ctrl-C byte arrived outside any reply (the user wants out).
    var sawInterrupt = false

    /// Scans everything read so far.
    init(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "]") {
                index = scanOSC(bytes, from: index + 2)
            } else if byte == 0x9D {
                index = scanOSC(bytes, from: index + 1)
            } else if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                index = scanCSI(bytes, from: index + 2)
            } else if byte == 0x9B {
                index = scanCSI(bytes, from: index + 1)
            } else {
                if byte == 0x03 { sawInterrupt = true }
                index += 1
            }
        }
    }

    /// Scans an OSC body up to BEL or ST; returns the index after it (or the end when it is incomplete).
    private mutating func scanOSC(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x07 || byte == 0x9C {
                takeOSC(Array(bytes[start..<index]))
                return index + 1
            }
            if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") {
                takeOSC(Array(bytes[start..<index]))
                return index + 2
            }
            index += 1
        }
        return bytes.count
    }

    /// Scans a CSI sequence to its final byte; notes a DA1 reply (`? … c`).
    private mutating func scanCSI(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if (0x40...0x7E).contains(byte) {
                if byte == UInt8(ascii: "c"), start < bytes.count, bytes[start] == UInt8(ascii: "?") { sawDeviceAttributes = true }
                return index + 1
            }
            index += 1
        }
        return bytes.count
    }

    private mutating func takeOSC(_ body: [UInt8]) {
        let text = String(decoding: body, as: UTF8.self)
        guard text.hasPrefix("11;") else { return }
        if let color = Self.parseColor(String(text.dropFirst(3))) { background = color }
    }

    /// Parses `rgb:R/G/B` or `rgba:R/G/B/A` with 1–4 hex digits per channel.
    static func parseColor(_ text: String) -> ColorValue? {
        let lowered = text.lowercased()
        let channelsText: Substring
        let expected: Int
        if lowered.hasPrefix("rgba:") {
            channelsText = lowered.dropFirst(5)
            expected = 4
        } else if lowered.hasPrefix("rgb:") {
            channelsText = lowered.dropFirst(4)
            expected = 3
        } else {
            return nil
        }
        let parts = channelsText.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == expected else { return nil }
        var channels: [Double] = []
        for part in parts {
            guard (1...4).contains(part.count), let value = UInt32(part, radix: 16) else { return nil }
            let maximum = Double((1 << (4 * part.count)) - 1)
            channels.append(Double(value) / maximum)
        }
        return .srgb(channels[0], channels[1], channels[2])
    }

    /// Whether a background reads as dark: its relative luminance is below mid-gray's (sRGB 50%).
    static func isDark(_ background: ColorValue) -> Bool {
        WCAG.relativeLuminance(background) < WCAG.relativeLuminance(ColorValue.srgb(0.5, 0.5, 0.5))
    }

    /// Reads `COLORFGBG` (`fg;bg` or `fg;default;bg`): background 0–6 or 8 is dark, 7 or 9–15 light.
    static func colorFGBG(_ value: String) -> SystemColorScheme? {
        guard let last = value.split(separator: ";").last, let index = Int(last), (0...15).contains(index) else { return nil }
        return (0...6).contains(index) || index == 8 ? .dark : .light
    }
}
