// Prints the accent of the generated theme in light and dark mode: `accent light #0B7A75 dark #5FD4CC`.
import TripsKit
#if !canImport(SwiftUI)
import NocturneAppearance

func hex(_ color: ResolvedColor) -> String {
    "#" + [color.red, color.green, color.blue].map { component in
        let byte = Int((min(max(component, 0), 1) * 255).rounded())
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + digits : digits
    }.joined()
}

print("accent light \(hex(TripsTheme.accent.resolve(in: Traits(colorScheme: .light)))) dark \(hex(TripsTheme.accent.resolve(in: Traits(colorScheme: .dark))))")
#else
print("accent: a SwiftUI color on this platform; run on Linux to print its values")
#endif
