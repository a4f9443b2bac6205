#if canImport(SwiftUI)
import SwiftUI
import TripsKit
import NocturneSwiftUI

/// The Overview: the trips as cards on the page.
public struct TripsView: View {
    let trips: [Trip]

    /// Creates the Overview of `trips`.
    public init(trips: [Trip] = Trip.samples) {
        self.trips = trips
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(trips) { trip in
                VStack(alignment: .leading, spacing: 4) {
                    Text(trip.city).foregroundStyle(TripsTheme.text)
                    Text(trip.nightsText).foregroundStyle(Color(red: 0.42, green: 0.45, blue: 0.45))
                }
                .padding()
                .background(TripsTheme.page)
            }
        }
        .tint(TripsTheme.accent)
    }
}
#endif
