struct Card: View {
    var body: some View {
        VStack {
            Text("Lisbon").foregroundStyle(.black)
            Text("3 nights").foregroundStyle(.secondary)
        }
        .background(Color.white)
    }
}
