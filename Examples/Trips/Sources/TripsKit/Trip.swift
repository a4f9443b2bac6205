/// A trip of the Overview: a city, a start date and a number of nights.
public struct Trip: Sendable, Hashable, Identifiable {
    /// The city, e.g. `Lisbon`.
    public var city: String
    /// The first day, as `yyyy-mm-dd`.
    public var start: String
    /// How many nights.
    public var nights: Int

    /// The city names a trip.
    public var id: String { city + start }

    /// Creates a trip.
    public init(city: String, start: String, nights: Int) {
        self.city = city
        self.start = start
        self.nights = nights
    }

    /// `4 nights`, `1 night`.
    public var nightsText: String { nights == 1 ? "1 night" : "\(nights) nights" }

    /// The trips the Overview starts with.
    public static let samples = [
        Trip(city: "Lisbon", start: "2026-05-02", nights: 4),
        Trip(city: "Kyoto", start: "2026-10-11", nights: 7),
    ]
}

/// The highlight color the user picks in Settings.
public enum Highlight: String, CaseIterable, Sendable {
    case yellow, mint, orange
}
