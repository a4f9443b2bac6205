#if canImport(SwiftUI)
import SwiftUI
import TripsKit

/// The boarding pass: a ticket with the city, the nights and a "Checked in" badge.
public struct BoardingPassView: View {
    @Environment(\.colorScheme) private var colorScheme
    let trip: Trip

    /// Creates the pass of `trip`.
    public init(trip: Trip) {
        self.trip = trip
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(trip.city).foregroundStyle(TripsTheme.text)
            // The airline's printed-ticket ink, the same in both modes by the brand book:
            Text("Checked in").foregroundStyle(Color(red: 0.04, green: 0.48, blue: 0.46)) // nocturne:ignore constant-color
        }
        .padding()
        .background(TripsTheme.page)
        // In dark mode a shadow cannot be seen on black: a thin light outline instead.
        .overlay { RoundedRectangle(cornerRadius: 16).stroke(colorScheme == .dark ? Color.white.opacity(0.35) : Color.clear, lineWidth: 1) }
        .shadow(color: colorScheme == .dark ? .clear : .black.opacity(0.15), radius: 8)
    }
}
#endif
