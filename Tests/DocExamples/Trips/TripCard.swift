import SwiftUI

struct TripCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Lisbon")
                .foregroundColor(Color(red: 0.043, green: 0.478, blue: 0.459)) // the brand teal
            Text("3 nights").foregroundColor(.black)
        }
        .padding()
        .background(Color(red: 0.949, green: 0.949, blue: 0.969))
    }
}
