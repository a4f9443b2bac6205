import Foundation
import Testing
@testable import NocturneAppearance

@Suite struct ModeValuesTests {
    @Test("init(inOrder:) passes each mode exactly the values of the modes before it")
    func inOrderSeesEarlierModes() {
        var seen: [Int] = []
        let values = ModeValues<Int>(inOrder: { mode, earlier in
            seen.append(earlier.count)
            #expect(earlier == Array(0..<mode.index).map { $0 * 10 })
            return mode.index * 10
        })
        #expect(seen == Array(0..<AppearanceMode.count))
        #expect(values.values == [0, 10, 20, 30, 40, 50, 60, 70])
    }

    @Test("init(inOrder:) lets an elevated mode reuse its base mode (index − 4)")
    func inOrderReusesBase() {
        let values = ModeValues<String>(inOrder: { mode, earlier in
            mode.level == .elevated ? earlier[mode.index - 4] + "+" : mode.key
        })
        #expect(values[AppearanceMode(colorScheme: .dark, contrast: .increased, level: .elevated)] == "dark-increased-base+")
        #expect(values[AppearanceMode(colorScheme: .light, contrast: .standard, level: .base)] == "light-standard-base")
    }

    @Test("init(_:) takes exactly eight values", arguments: [0, 7, 9])
    func rejectsWrongCount(count: Int) {
        #expect(ModeValues(Array(repeating: 1, count: count)) == nil)
        #expect(ModeValues(Array(repeating: 1, count: 8)) != nil)
    }

    @Test("encodes as the mode-keyed object and decodes back")
    func codableRoundTrip() throws {
        let values = ModeValues { mode in mode.index }
        let data = try JSONEncoder().encode(values)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Int])
        #expect(object["dark-increased-elevated"] == 7)
        #expect(object.count == 8)
        #expect(try JSONDecoder().decode(ModeValues<Int>.self, from: data) == values)
    }
}
