import Nocturne

// Placeholder entry point; the command-line tool is built in Sources/nocturne.
print(ColorValue(.srgb, SIMD3(0.0431, 0.478, 0.459)).converted(to: .oklch))
