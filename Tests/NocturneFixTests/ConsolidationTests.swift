import NocturneTestSupport
import Testing
@testable import NocturneFix

/// Constant colors a hair apart become one named color: the palette fix writes is the app's, consolidated.
@Suite struct ConsolidationTests {
    static let tree: [String: String] = [
        "App/Colors.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
        "App/Labels.swift": """
            import UIKit

            final class Labels: UIView {
                let a = UILabel(), b = UILabel(), c = UILabel()
                func setUp() {
                    a.textColor = UIColor(red: 0.20, green: 0.40, blue: 0.60, alpha: 1)
                    b.textColor = UIColor(red: 0.20, green: 0.40, blue: 0.61, alpha: 1)
                    c.textColor = UIColor(red: 0.60, green: 0.20, blue: 0.20, alpha: 1)
                }
            }
            """,
    ]

    static func plan(mergeWithin: Double) throws -> FixPlan {
        let tree = try TemporaryFolder(Self.tree)
        defer { tree.remove() }
        var fixer = Fixer()
        fixer.mergeWithin = mergeWithin
        return try fixer.run(paths: [tree.root.path]).plan
    }

    @Test("two blues 0.01 apart share one set, a red keeps its own: 3 constant colors → 2 named colors")
    func nearDuplicatesShareASet() throws {
        let plan = try Self.plan(mergeWithin: 0.02)
        #expect(plan.namedConstants.count == 3)
        #expect(plan.newColorSets.count == 2, "\(plan.newColorSets.map(\.name))")
        let names = plan.outcomes.map(\.colorSets)
        #expect(names[0] == names[1] && names[0] != names[2], "\(names)")
    }

    @Test("0 keeps every distinct value apart")
    func zeroKeepsEveryValue() throws {
        #expect(try Self.plan(mergeWithin: 0).newColorSets.count == 3)
    }

    @Test("the nearest set within the limit wins; another alpha or a color past the limit never merges")
    func nearestWithinTheLimit() {
        let blue = SiteColor(red: 0.2, green: 0.4, blue: 0.6)
        let named: [SiteColor: String] = [blue: "Blue", SiteColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5): "Scrim",
                                          SiteColor(red: 0.6, green: 0.2, blue: 0.2): "Red"]
        #expect(FixPlanner.nearest(to: SiteColor(red: 0.2, green: 0.4, blue: 0.61), in: named, within: 0.02) == "Blue")
        #expect(FixPlanner.nearest(to: SiteColor(red: 0.2, green: 0.4, blue: 0.61, alpha: 0.5), in: named, within: 0.02) == "Scrim")
        #expect(FixPlanner.nearest(to: SiteColor(red: 0.3, green: 0.4, blue: 0.6), in: named, within: 0.02) == nil)
        #expect(FixPlanner.nearest(to: blue, in: named, within: 0) == nil)
    }
}
