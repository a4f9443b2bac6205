import Foundation
import NocturneAppearance
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import NocturneFormats

/// The 64 real `Contents.json` files in `../shared/reference/real-inputs/xcassets`: read, resolved, written back byte for byte.
@Suite("Real asset catalogs", .requiresReference(ReferenceFiles.realInputsPath("xcassets")))
struct RealCatalogTests {
    static let root = ReferenceFiles.realInputs("xcassets")
    static var contentsFiles: [URL] {
        guard let root else { return [] }
        return ReferenceFiles.files(under: root) { $0 == "Contents.json" }
    }
    static var catalogs: [URL] {
        guard let root else { return [] }
        return ReferenceFiles.folders(under: root, suffix: ".xcassets")
    }

    @Test("every Contents.json parses and serializes back to the same bytes")
    func byteRoundTrip() throws {
        let files = Self.contentsFiles
        var identical = 0
        for file in files {
            let text = ReferenceFiles.text(file)
            let value = try JSONParser().parse(text)
            let written = value.serialized(style: JSONStyle.detect(in: text))
            #expect(written == text, "\(file.path)")
            if written == text { identical += 1 }
        }
        #expect(files.count == 64)
        #expect(identical == files.count)
    }

    @Test("every catalog reads without a diagnostic and writes back unchanged")
    func catalogsRoundTrip() throws {
        let catalogs = Self.catalogs
        #expect(!catalogs.isEmpty)
        var documents = 0
        for url in catalogs {
            let catalog = try AssetCatalogReader().read(at: url.path)
            #expect(catalog.diagnostics.isEmpty, "\(url.path): \(catalog.diagnostics)")
            for file in AssetCatalogWriter().files(for: catalog) {
                let original = ReferenceFiles.text(url.appendingPathComponent(file.path))
                #expect(file.contents == original, "\(url.path)/\(file.path)")
                documents += 1
            }
        }
        // 64 files, all inside some .xcassets folder.
        #expect(documents == 64)
    }

    /// Values the files state, checked after reading (8-bit sRGB of the slot that draws).
    @Test("resolved values are as the files say", arguments: [
        ("mastodon-ios/MastodonSDK/Sources/MastodonAsset/Assets.xcassets", "Colors/Brand/Blurple", "light-standard-base", "#552CFB"),
        ("mastodon-ios/MastodonSDK/Sources/MastodonAsset/Assets.xcassets", "Colors/Brand/Blurple", "dark-standard-base", "#858AFA"),
        ("mastodon-ios/MastodonSDK/Sources/MastodonAsset/Assets.xcassets", "Colors/Brand/Dark Blurple", "dark-increased-base", "#2F0C7A"),
        ("mastodon-ios/MastodonSDK/Sources/MastodonAsset/Assets.xcassets", "Colors/Label/secondary", "dark-standard-base", "#979DAD"),
        ("mastodon-ios/MastodonSDK/Sources/MastodonAsset/Assets.xcassets", "Scene/Onboarding/navigation.next.button.background", "light-standard-base", "#282C37"),
        ("mastodon-ios/MastodonSDK/Sources/MastodonAsset/Assets.xcassets", "Colors/Border/compose.poll", "light-standard-base", "#FFFFFF00"),
        ("NetNewsWire/iOS/Resources/Assets.xcassets", "localColor", "dark-standard-base", "#0A84FF"),
        ("NetNewsWire/iOS/Resources/Assets.xcassets", "feedbinColor", "light-standard-base", "#075ECE"),
        ("NetNewsWire/Mac/Resources/Assets.xcassets", "iconDarkBackgroundColor", "dark-standard-base", "#383838"),
        ("NetNewsWire/Mac/Resources/Assets.xcassets", "timelineSeparatorColor", "light-standard-base", "#E6E6E6"),
        ("SwiftGen-fixtures/Sources/TestUtils/Fixtures/Resources/XCAssets/Styles.xcassets", "Primary", "dark-standard-base", "#423C4D"),
        ("compound-design-tokens/assets/ios/swift/Colors.xcassets", "gray1400", "dark-increased-base", "#F2F5F7"),
        ("compound-design-tokens/assets/ios/swift/Colors.xcassets", "gray1400", "light-increased-base", "#1A1C21"),
        ("duckduckgo-iOS/DuckDuckGo/Assets.xcassets", "WaitlistButtonText", "dark-standard-base", "#000000D6"),
        ("fluentui-apple/Sources/FluentUI_macOS/Resources/FluentUI-macos.xcassets", "FluentColors/anchorShade30", "dark-standard-base", "#1F2427"),
        ("fluentui-apple/Sources/FluentUI_macOS/Resources/FluentUI-macos.xcassets", "AvatarView/borderColor", "dark-standard-base", "#6E6E6E"),
        ("GitUp/GitUpKit/Components/Components.xcassets", "diff/added_background", "dark-standard-base", "#4F7F33"),
        ("home-assistant-iOS/Sources/App/Resources/Assets.xcassets", "launchScreen-background", "dark-standard-base", "#111111"),
    ])
    func resolvedValues(catalogPath: String, name: String, mode: String, hex: String) throws {
        let root = try #require(Self.root)
        let catalog = try AssetCatalogReader().read(at: root.appendingPathComponent(catalogPath).path)
        let set = try #require(catalog[name], "no set \(name) in \(catalog.colorSets.map(\.qualifiedName))")
        let appearance = try #require(AppearanceMode(key: mode))
        let value = try #require(set.tokenColor(in: appearance, resolver: .none))
        #expect(value.hex == hex)
    }

    @Test("namespaces, idioms, references and empty slots are read as the files say")
    func structure() throws {
        let root = try #require(Self.root)
        let mastodon = try AssetCatalogReader().read(at: root.appendingPathComponent("mastodon-ios/MastodonSDK/Sources/MastodonAsset/Assets.xcassets").path)
        #expect(mastodon.colorSets.count == 7)
        #expect(mastodon["Colors/Brand/Dark Blurple"]?.swiftSymbol == "colorsBrandDarkBlurple")
        let fluent = try AssetCatalogReader().read(at: root.appendingPathComponent("fluentui-apple/Sources/FluentUI_macOS/Resources/FluentUI-macos.xcassets").path)
        #expect(fluent["AvatarView/borderColor"]?.idioms == ["mac"])
        #expect(fluent["FluentColors/anchorShade30"]?.emptySlots.count == 1)
        let gitUp = try AssetCatalogReader().read(at: root.appendingPathComponent("GitUp/GitUpKit/Utilities/Utilities.xcassets").path)
        let separator = try #require(gitUp["separator"])
        #expect(separator.entries.count == 4)
        #expect(separator.hasHighContrastSlot)
        guard case .reference(let reference)? = separator.entries[3].color else { Issue.record("expected a reference"); return }
        #expect(reference.name == "separatorColor")
        let tokens = gitUp.tokenSet(resolver: .none)
        #expect(tokens.tokens.first?.values.compactMap({ $0 }).allSatisfy { $0.reference?.name == "separatorColor" && $0.color == nil } == true)
    }

    @Test("system references resolve through the Apple palette and stay references", arguments: [
        ("NetNewsWire/iOS/Resources/Assets.xcassets", "barBackgroundColor", "light-standard-base", "#FFFFFF"),
        ("NetNewsWire/iOS/Resources/Assets.xcassets", "barBackgroundColor", "dark-standard-base", "#000000"),
        ("NetNewsWire/iOS/Resources/Assets.xcassets", "fullScreenBackgroundColor", "dark-standard-base", "#000000"),
        ("enchanted/Enchanted/Assets.xcassets", "gray2", "light-standard-base", "#AEAEB2"),
        ("enchanted/Enchanted/Assets.xcassets", "gray2", "dark-standard-base", "#636366"),
    ])
    func references(catalogPath: String, name: String, mode: String, hex: String) throws {
        let root = try #require(Self.root)
        let catalog = try AssetCatalogReader().read(at: root.appendingPathComponent(catalogPath).path)
        let set = try #require(catalog[name])
        let appearance = try #require(AppearanceMode(key: mode))
        let value = try #require(set.tokenColor(in: appearance, resolver: .default))
        #expect(value.hex == hex)
        #expect(set.dynamicColor().resolve(in: appearance.traits).hex == hex)
    }

    @Test("a macOS-only reference stays unresolved but kept")
    func unresolvedReference() throws {
        let root = try #require(Self.root)
        let catalog = try AssetCatalogReader().read(at: root.appendingPathComponent("GitUp/GitUpKit/Views/Views.xcassets").path)
        let set = try #require(catalog["header_background"])
        let dark = try #require(set.tokenColor(in: AppearanceMode(colorScheme: .dark), resolver: .default))
        #expect(dark.reference?.name == "alternatingContentBackgroundColor")
        #expect(dark.color == nil)
    }
}
