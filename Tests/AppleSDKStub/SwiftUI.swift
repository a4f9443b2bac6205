// A declaration stub of the SwiftUI API that NocturneSwiftUI, the generated Theme.swift and the
// DocC article "Using Nocturne in a SwiftUI app" use — nothing more. Signatures from Apple's
// documentation (developer.apple.com/documentation/swiftui/…, the page named above each
// declaration), with the availability Apple lists; some declarations keep only the parameters the
// project passes (noted "subset"). Built against the UIKit stub or the AppKit stub, as SwiftUI is
// on iOS or macOS. Never run: bodies are placeholders.
@_exported import Foundation
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// MARK: Views — swiftui/view, swiftui/viewbuilder

/// swiftui/view — iOS 13+, macOS 10.15+ (`@MainActor @preconcurrency` as in the current SDK).
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// swiftui/emptyview — iOS 13+.
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

/// swiftui/tupleview — iOS 13+.
public struct TupleView<T>: View {
    public init(_ value: T) {}
    public var body: Never { fatalError() }
}

/// swiftui/_conditionalcontent — the type `if`/`else` builds.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

/// swiftui/viewbuilder — iOS 13+.
@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        fatalError()
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { fatalError() }
}

/// swiftui/horizontalalignment — iOS 13+ (subset).
public struct HorizontalAlignment: Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
}

/// swiftui/alignment — iOS 13+ (subset).
public struct Alignment: Sendable {
    public static let center = Alignment()
}

/// swiftui/edge/set — iOS 13+ (subset).
public enum Edge {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
    }
}

/// swiftui/vstack — iOS 13+.
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// swiftui/hstack — iOS 13+.
public struct HStack<Content: View>: View {
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// swiftui/text — iOS 13+ (`init(_:)` for a `StringProtocol`; the `LocalizedStringKey` overload is not stubbed).
public struct Text: View {
    public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

/// swiftui/foreach — iOS 13+.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// swiftui/foreach/init(_:content:)-… — for `Identifiable` elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable {}
    public var body: Never { fatalError() }
}

/// swiftui/picker — iOS 13+.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    /// swiftui/picker/init(_:selection:content:)-… — a title that is a `StringProtocol`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where Label == Text {}
    public var body: Never { fatalError() }
}

// MARK: Shapes and styles — swiftui/shapestyle, swiftui/shape

/// swiftui/shapestyle — iOS 13+; `resolve(in:)` iOS 17+ (`Sendable` as in the current SDK).
public protocol ShapeStyle: Sendable {
    associatedtype Resolved: ShapeStyle = Never
    /// swiftui/shapestyle/resolve(in:) — iOS 17+, macOS 14+. Unannotated here, as are `Color.resolve(in:)` and
    /// `Color.Resolved` (the check's availability domain cannot mark protocol members or their witnesses);
    /// `Color.Resolved.init`, which every custom style calls, carries the availability.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError() }
}

extension Never: ShapeStyle {
    public typealias Resolved = Never
}

/// swiftui/shape — iOS 13+ (subset).
public protocol Shape: View {}

extension Shape {
    /// swiftui/shape/fill(_:style:) — iOS 13+ (subset: no `style:`).
    public func fill<S: ShapeStyle>(_ content: S) -> some View { EmptyView() }
    /// swiftui/shape/stroke(_:linewidth:) — iOS 13+.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { EmptyView() }
}

/// swiftui/roundedrectangle — iOS 13+ (subset).
public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat) {}
    public var body: Never { fatalError() }
}

// MARK: Color — swiftui/color

/// swiftui/color — iOS 13+. Its `View` conformance is an extension, as in the SDK, so its
/// initializers and constants are not main-actor isolated.
public struct Color: Hashable, Sendable, ShapeStyle {
    /// swiftui/color/white, black, clear — iOS 13+.
    public static let white = Color()
    public static let black = Color()
    public static let clear = Color()
    /// swiftui/color/primary, secondary — iOS 13+: adapt to the appearance.
    public static let primary = Color()
    public static let secondary = Color()
    /// swiftui/color/gray, red, blue — iOS 13+.
    public static let gray = Color()
    public static let red = Color()
    public static let blue = Color()
    /// swiftui/color/resolve(in:) — iOS 17+, macOS 14+.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved { fatalError() }
    /// swiftui/color/opacity(_:) — iOS 13+.
    public func opacity(_ opacity: Double) -> Color { self }
    /// swiftui/color/init(_:red:green:blue:opacity:) — iOS 13+.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    /// swiftui/color/init(_:bundle:) — iOS 13+: a color set by name (what `nocturne fix` writes).
    public init(_ name: String, bundle: Bundle? = nil) {}

    /// swiftui/color/rgbcolorspace — iOS 13+.
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    /// swiftui/color/resolved — iOS 17+, macOS 14+.
    public struct Resolved: Hashable, Sendable, ShapeStyle {
        public typealias Resolved = Never
        /// swiftui/color/resolved/init(colorspace:red:green:blue:opacity:) — iOS 17+, macOS 14+.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {}
    }

    #if canImport(UIKit)
    /// swiftui/color/init(_:)-… (a `UIColor`) — iOS 13+.
    public init(_ color: UIColor) {}
    /// swiftui/color/init(uicolor:) — iOS 15+.
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    public init(uiColor: UIColor) {}
    #elseif canImport(AppKit)
    /// swiftui/color/init(_:)-… (an `NSColor`) — macOS 10.15+.
    public init(_ color: NSColor) {}
    /// swiftui/color/init(nscolor:) — macOS 12+.
    @available(macOS 12.0, *)
    public init(nsColor: NSColor) {}
    #endif
    init() {}
}

/// swiftui/shapestyle/black, white, gray, red, blue — iOS 15+: a `Color` where a `ShapeStyle` is expected (`.fill(.black)`).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var blue: Color { Color.blue }
}

/// swiftui/hierarchicalshapestyle — iOS 15+: the foreground's levels (`.primary`, `.secondary`), adapting to the appearance.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct HierarchicalShapeStyle: ShapeStyle {
    /// swiftui/hierarchicalshapestyle/primary, secondary — iOS 15+.
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
}

/// swiftui/shapestyle/primary, secondary — iOS 15+.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
}

extension Color: View {
    public var body: Never { fatalError() }
}

#if canImport(UIKit)
extension UIColor {
    /// uikit/uicolor/init(_:) (a SwiftUI `Color`) — iOS 14+, declared by SwiftUI.
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    public convenience init(_ color: Color) { self.init(red: 0, green: 0, blue: 0, alpha: 1) }
}
#elseif canImport(AppKit)
extension NSColor {
    /// appkit/nscolor/init(_:) (a SwiftUI `Color`) — macOS 11+, declared by SwiftUI.
    @available(macOS 11.0, *)
    public convenience init(_ color: Color) { self.init(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
}
#endif

// MARK: Environment — swiftui/environmentvalues

/// swiftui/colorscheme — iOS 13+.
public enum ColorScheme: CaseIterable, Sendable, Hashable { case light, dark }
/// swiftui/colorschemecontrast — iOS 13+.
public enum ColorSchemeContrast: CaseIterable, Sendable, Hashable { case standard, increased }
/// swiftui/legibilityweight — iOS 14+.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum LegibilityWeight: Sendable, Hashable { case regular, bold }

/// swiftui/environmentkey — iOS 13+.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// swiftui/environmentvalues — iOS 13+.
public struct EnvironmentValues {
    public init() {}
    /// swiftui/environmentvalues/subscript(_:) — iOS 13+.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
    /// swiftui/environmentvalues/colorscheme — iOS 13+.
    public var colorScheme: ColorScheme = .light
    /// swiftui/environmentvalues/colorschemecontrast — iOS 13+ (read-only).
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    /// swiftui/environmentvalues/legibilityweight — iOS 14+.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var legibilityWeight: LegibilityWeight? = nil
    /// swiftui/environmentvalues/displayscale — iOS 13+.
    public var displayScale: CGFloat = 1
}

/// swiftui/dynamicproperty — iOS 13+.
public protocol DynamicProperty {}

/// swiftui/environment — iOS 13+.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    /// swiftui/environment/init(_:)-… — a key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

/// swiftui/binding — iOS 13+.
@propertyWrapper public struct Binding<Value> {
    /// swiftui/binding/init(get:set:) — iOS 13+.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
}

/// swiftui/appstorage — iOS 14+.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
    /// swiftui/appstorage/init(wrappedvalue:_:store:)-… — a `String`-backed `RawRepresentable` value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

// MARK: Modifiers — swiftui/view

extension View {
    /// swiftui/view/environment(_:_:) — iOS 13+.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
    /// swiftui/view/foregroundcolor(_:) — iOS 13+ (deprecated in iOS 17, still compiled).
    public func foregroundColor(_ color: Color?) -> some View { self }
    /// swiftui/view/preferredcolorscheme(_:) — iOS 13+.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    /// swiftui/view/foregroundstyle(_:) — iOS 15+.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// swiftui/view/background(_:ignoressafeareaedges:) — iOS 15+.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    /// swiftui/view/overlay(alignment:content:) — iOS 15+.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    /// swiftui/view/shadow(color:radius:x:y:) — iOS 13+.
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// swiftui/view/padding(_:_:) — iOS 13+.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    /// swiftui/view/tag(_:) — iOS 13+.
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
}

// MARK: Apps and scenes — swiftui/app, swiftui/scene

/// swiftui/scene — iOS 14+.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

/// swiftui/scenebuilder — iOS 14+ (subset).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// swiftui/windowgroup — iOS 14+.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// swiftui/app — iOS 14+.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    init()
}

extension App {
    /// swiftui/app/main() — iOS 14+.
    @MainActor public static func main() {}
}
