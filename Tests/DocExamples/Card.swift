struct Card: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Text("Lisbon")
            .foregroundStyle(.black)                                                // vanishes in dark mode
            .background(colorScheme == .dark ? Color(white: 0.15) : Color(white: 0.95)) // chosen by mode: fine
            .shadow(color: .black.opacity(0.2), radius: 4)                           // a shadow: fine
            .tint(Color(hex: "#0B7A75"))                                              // constant
    }
}
