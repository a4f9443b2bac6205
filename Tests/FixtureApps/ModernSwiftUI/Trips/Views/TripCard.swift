import SwiftUI

/// One trip on the overview: a card on the page.
struct TripCard: View {
    let city: String
    let nights: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(city)
                .font(.headline)
                .foregroundColor(.black)
            Text("\(nights) nights")
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .shadow(color: Color.black.opacity(0.15), radius: 6)
    }
}

/// The "Book" button: white on the constant brand teal reads in every mode.
struct BookButton: View {
    var body: some View {
        Text("Book")
            .foregroundColor(.white)
            .padding(.horizontal, 16)
            .background(Color(red: 0.04, green: 0.48, blue: 0.46))
            .clipShape(Capsule())
    }
}

/// A badge whose colors are chosen per scheme by the view itself.
struct CheckedInBadge: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text("Checked in")
            .foregroundStyle(colorScheme == .dark ? Color.white : Color.black)
            .background(Color("Brand"))
    }
}

/// The ring of nights, stroked in a hard-coded gray.
struct NightsRing: View {
    var tint: Color = .white

    var body: some View {
        Circle()
            .stroke(Color.gray, lineWidth: 4)
            .overlay(Text("7").foregroundStyle(tint))
    }
}
