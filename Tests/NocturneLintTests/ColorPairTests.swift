import Foundation
import NocturneAppearance
import NocturneColor
import Testing
@testable import NocturneLint

/// The pair core: sides resolved in the eight modes, judged with WCAG 2.2 (ratios checked here against the formula on the bytes).
@Suite struct ColorPairTests {
    /// WCAG 2.2 relative luminance of 8-bit sRGB, written out from the specification.
    static func luminance(_ color: RGB8) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    /// WCAG 2.2 contrast ratio of two 8-bit colors.
    static func ratio(_ first: RGB8, _ second: RGB8) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    static let white = RGB8(red: 255, green: 255, blue: 255)
    static let black = RGB8(red: 0, green: 0, blue: 0)
    static let teal = RGB8(red: 0x0B, green: 0x7A, blue: 0x75)
    static let here = SourceLine(file: "App/Title.storyboard", line: 12)

    static func systemBackground(in mode: AppearanceMode) -> RGB8 {
        SystemPalette.default.color(.systemBackground).resolve(in: mode.traits).rgb8
    }

    @Test("white text on #0B7A75 passes in every mode with the same ratio")
    func constantPairPasses() throws {
        let pair = ColorPair(.text, .constant(ResolvedColor(Self.white)), on: .constant(ResolvedColor(Self.teal)))
        let judgement = pair.judged()
        let contrast = try #require(judgement.contrast)
        let expected = Self.ratio(Self.white, Self.teal)
        #expect(expected > 4.5)
        for mode in AppearanceMode.all { #expect(abs(contrast[mode].wcag - expected) < 1e-9) }
        #expect(judgement.verdict == .passes)
        #expect(judgement.failureMessage == nil)
        #expect(contrast.allSatisfy { $0.apca < 0 }, "APCA is measured beside WCAG: negative for light on dark")
    }

    @Test("black text on systemBackground passes in light and fails in dark: the dark-mode regression")
    func blackOnSystemBackground() throws {
        let pair = ColorPair(.text, .constant(ResolvedColor(Self.black), at: Self.here), on: .system(.systemBackground))
        let judgement = pair.judged()
        let contrast = try #require(judgement.contrast)
        for mode in AppearanceMode.all {
            let expected = Self.ratio(Self.black, Self.systemBackground(in: mode))
            #expect(abs(contrast[mode].wcag - expected) < 1e-9, "\(mode)")
            #expect(judgement.passes?[mode] == (expected >= 4.5), "\(mode)")
        }
        #expect(judgement.verdict == .darkRegression)
        #expect(judgement.failureMessage == "black text (Title.storyboard:12) on systemBackground: 1.0:1 in Dark, 4.5 needed")
    }

    @Test("the minimum is WCAG AA for text and AA Large for everything else, in every mode", arguments: [
        (ForegroundKind.text, RGB8(red: 0x94, green: 0x94, blue: 0x94), PairJudgement.Verdict.fails),
        (.largeText, RGB8(red: 0x94, green: 0x94, blue: 0x94), .passes),
        (.symbol, RGB8(red: 0x94, green: 0x94, blue: 0x94), .passes),
        (.stroke, RGB8(red: 0xCC, green: 0xCC, blue: 0xCC), .fails),
        (.text, RGB8(red: 0x76, green: 0x76, blue: 0x76), .passes),
    ])
    func minimums(kind: ForegroundKind, gray: RGB8, verdict: PairJudgement.Verdict) {
        let judgement = ColorPair(kind, .constant(ResolvedColor(gray)), on: .constant(ResolvedColor(Self.white))).judged()
        let expected = Self.ratio(gray, Self.white)
        #expect((expected >= (kind == .text ? 4.5 : 3.0)) == (verdict == .passes))
        #expect(judgement.verdict == verdict)
    }

    @Test("a translucent foreground is composited over its background, a translucent background over the context")
    func compositing() throws {
        let scrim = PairSide.constant(ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0.6))
        let judgement = ColorPair(.text, .constant(ResolvedColor(Self.white)), on: scrim).judged()
        let contrast = try #require(judgement.contrast)
        let light = AppearanceMode(colorScheme: .light), dark = AppearanceMode(colorScheme: .dark)
        // 60% black over white is 40% of 255 = 102; over black it stays black.
        #expect(contrast[light].background == RGB8(red: 102, green: 102, blue: 102))
        #expect(contrast[dark].background == Self.black)
        #expect(abs(contrast[light].wcag - Self.ratio(Self.white, RGB8(red: 102, green: 102, blue: 102))) < 1e-9)
        #expect(judgement.verdict == .passes)
        let faint = ColorPair(.text, .constant(ResolvedColor(red: 1, green: 1, blue: 1, opacity: 0.5)), on: .constant(ResolvedColor(Self.black))).judged()
        #expect(faint.contrast?[light].foreground == RGB8(red: 128, green: 128, blue: 128))
    }

    @Test("an unknown background is the context's system background, and the message says it was assumed")
    func assumedBackground() throws {
        let pair = ColorPair(.text, .constant(ResolvedColor(Self.black), at: Self.here), on: .unknown("an image"), context: BackgroundContext.plain.elevated())
        let judgement = pair.judged()
        #expect(judgement.backgroundIsAssumed)
        let elevatedDark = SystemPalette.default.color(.systemBackground).resolve(in: AppearanceMode(colorScheme: .dark, level: .elevated).traits).rgb8
        #expect(judgement.contrast?[AppearanceMode(colorScheme: .dark)].background == elevatedDark, "an elevated context is elevated in base modes too")
        let expected = Self.ratio(Self.black, elevatedDark)
        #expect(judgement.failureMessage == "black text (Title.storyboard:12) on systemBackground (elevated) (assumed): \(PairJudgement.ratio(expected)):1 in Dark, 4.5 needed")
    }

    @Test("an unknown foreground is never guessed: nothing is judged")
    func unknownForeground() {
        let judgement = ColorPair(.symbol, .unknown("a color from code"), on: .system(.systemBackground)).judged()
        #expect(judgement.verdict == .unknown)
        #expect(judgement.contrast == nil && judgement.failureMessage == nil)
    }

    @Test("ratios print rounded down to one decimal, so a failing ratio never prints as its minimum; one not finite prints -", arguments: [
        (4.4999, "4.4"), (1.0, "1.0"), (21.0, "21.0"), (3.04, "3.0"), (.nan, "-"), (.infinity, "-"), (-.infinity, "-"),
    ])
    func ratioText(value: Double, text: String) {
        #expect(PairJudgement.ratio(value) == text)
    }

    @Test("a named color takes its catalog's values; one no catalog resolves is unknown")
    func namedSides() {
        let values = ModeValues { mode in ResolvedColor(mode.colorScheme == .dark ? Self.white : Self.black) }
        #expect(PairSide.named("Ink", values: values).isConstant == false)
        #expect(PairSide.named("Ink", values: values).name == "'Ink'")
        #expect(PairSide.named("Missing", values: nil).isKnown == false)
        let judgement = ColorPair(.text, .named("Ink", values: values), on: .system(.systemBackground)).judged()
        #expect(judgement.verdict == .passes)
    }
}
