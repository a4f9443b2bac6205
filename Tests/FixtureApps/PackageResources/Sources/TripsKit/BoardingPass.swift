import SwiftUI

/// The boarding pass of the package: its colors come from the package's own catalog.
public struct BoardingPass: View {
    let city: String

    public init(city: String) { self.city = city }

    public var body: some View {
        VStack {
            Text(city)
                .foregroundStyle(Color("Ink", bundle: .module))
            Text("Gate 12")
                .foregroundColor(Color(.sRGB, red: 0.2, green: 0.2, blue: 0.2, opacity: 1))
        }
        .padding()
        .background(Color(white: 0.96))
    }
}
