import SwiftUI

/// The weather panel, on a page of the app's own paper color.
struct WeatherPanel: View {
    var body: some View {
        ZStack {
            Color("Paper")
            Label("Sunny", systemImage: "sun.max")
                .foregroundStyle(Color.accentColor)
        }
        .overlay(alignment: .topTrailing) {
            Image(systemName: "xmark")
                .foregroundColor(Color(.systemGray))
        }
    }
}

#Preview {
    WeatherPanel()
        .background(Color.black)
}
