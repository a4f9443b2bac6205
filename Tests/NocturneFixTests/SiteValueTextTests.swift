@testable import NocturneFix
import Testing

/// The values `nocturne fix` reads from a site's text: out-of-range components as the platforms take them (#38 item 10).
@Suite("SiteValueText")
struct SiteValueTextTests {
    @Test("components outside 0…1 clamp as an 8-bit color set clamps; an app's 0…255 initializer reads as bytes; linear sRGB is decoded",
          arguments: [
              ("Color(white: 2)", "#FFFFFF"),
              ("Color(red: 1.7, green: -0.3, blue: 0.5)", "#FF0080"),
              ("Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 1.5)", "#336699"),
              ("UIColor(white: 0.5, alpha: -0.5)", "#80808000"),
              ("UIColor(red: 51, green: 102, blue: 153, alpha: 1)", "#336699"),
              ("UIColor(red: 51, green: 102, blue: 153, alpha: 128)", "#33669980"),
              ("UIColor(r: 51, g: 102, b: 153)", "#336699"),
              ("Color(.sRGBLinear, red: 0.21586, green: 0.21586, blue: 1)", "#8080FF"),
              ("Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6)", "#336699"),
          ])
    func values(text: String, hex: String) {
        #expect(SiteValueText.swiftValue(text)?.hexText == hex, "\(text)")
    }
}
