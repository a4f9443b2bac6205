import NocturneSupport

/// The color properties custom view classes re-apply in code at setup, so that Interface Builder's values for them never show.
///
/// A class's setup members are `awakeFromNib`, `init(coder:)`, `layoutSubviews`, `tintColorDidChange`,
/// `traitCollectionDidChange`, any method whose name mentions a theme (a theme-change handler) and the conventional setup
/// methods a superclass's initializer calls (`setup`, `commonInit`, `configure…`), with the methods of the class they call by name. A property is owned when one of them assigns it (`textColor = …`, `backgroundColor = …`)
/// or calls its setter (`setTitleColor(…)` owns `titleColor`). Classes are found by name in the linted Swift files,
/// extensions included; ownership is inherited from superclasses found the same way.
struct CodeOwnedColors: Sendable {
    /// What the linted files say about one class.
    struct ClassInfo: Sendable, Hashable {
        /// The first inherited type written after the colon, when there is one.
        var superclass: String?
        /// The color properties its setup members set.
        var properties: Set<String> = []
        /// The color properties its setup members set on its outlets, as `outlet.property` (`stackScrollView.backgroundColor`).
        var outletProperties: Set<String> = []
        /// The values its setup members assign to its outlets' color properties, as written and where, by `outlet.property`.
        var outletValues: [String: Set<Value>] = [:]
    }

    /// A value code assigns, as written, and where it starts.
    struct Value: Sendable, Hashable {
        var text: String
        var file: String
        var line: Int
        var column: Int
    }

    /// Classes by name.
    private(set) var classes: [String: ClassInfo] = [:]
    /// The classes that force their screen into light (`overrideUserInterfaceStyle = .light`): what a storyboard scene or
    /// xib owned by one of them shows is never drawn in dark.
    var lightOnlyClasses: Set<String> = []
    /// The view types the app installs as a navigation item's title view (`navigationItem.titleView = TitleView(…)`, or a
    /// property of the file constructed as one): what they draw is drawn on the navigation bar.
    private(set) var titleViewTypes: Set<String> = []
    /// The colors the app gives every navigation bar (`UINavigationBar.appearance().barTintColor = …`), as written.
    private(set) var navigationBarColors: Set<String> = []
    /// Where each of ``navigationBarColors`` is written (the first place, in file order), so that a pair on the bar names it
    /// and `nocturne fix` sees its edit of the bar with the pairs drawn on it.
    private(set) var navigationBarLocations: [String: SourceLine] = [:]

    /// The names of the members that run when a view from a storyboard or xib is set up or its traits change, and those
    /// in which a view controller sets up the views of its scene before they show.
    static let setupMembers: Set<String> = ["awakeFromNib", "layoutSubviews", "tintColorDidChange", "traitCollectionDidChange", "viewDidLoad",
                                            "loadView", "viewWillAppear"]

    /// Whether a method is a setup member: one of ``setupMembers``, a theme-change handler (its name mentions a theme), or a
    /// conventional setup method a superclass's initializer calls (`setup`, `setUpViews`, `commonInit`, `configureAppearance`).
    static func isSetup(_ name: String) -> Bool {
        let lower = name.lowercased()
        return setupMembers.contains(name) || lower.contains(bytesOf: "theme") || lower.hasPrefix("setup") || lower.hasPrefix("commoninit")
            || lower.hasPrefix("configure")
    }

    /// An empty index: nothing is owned by code.
    init() {}

    /// Indexes the classes of lexed Swift files.
    init(_ files: [SwiftSourceFile]) {
        for file in files { add(file) }
    }

    /// Adds what another index found (the classes of later files), as adding those files here would.
    mutating func merge(_ other: CodeOwnedColors) {
        for (name, found) in other.classes {
            var info = classes[name] ?? ClassInfo()
            if info.superclass == nil { info.superclass = found.superclass }
            info.properties.formUnion(found.properties)
            info.outletProperties.formUnion(found.outletProperties)
            info.outletValues.merge(found.outletValues) { $0.union($1) }
            classes[name] = info
        }
        lightOnlyClasses.formUnion(other.lightOnlyClasses)
        titleViewTypes.formUnion(other.titleViewTypes)
        navigationBarColors.formUnion(other.navigationBarColors)
        navigationBarLocations.merge(other.navigationBarLocations) { mine, theirs in
            (mine.file, mine.line) <= (theirs.file, theirs.line) ? mine : theirs
        }
    }

    private static let titleViewHash = WordTable.hash("titleView".utf8)
    private static let barTintColorHash = WordTable.hash("barTintColor".utf8)

    /// The one color the app gives every navigation bar, as written, or `nil` (none, or several).
    var navigationBarColor: String? { navigationBarColors.count == 1 ? navigationBarColors.first : nil }

    /// Where ``navigationBarColor`` is written, when it is.
    var navigationBarLocation: SourceLine? { navigationBarColor.flatMap { navigationBarLocations[$0] } }

    /// Reads a file's title views and navigation bar appearance (``titleViewTypes``, ``navigationBarColors``).
    private mutating func addBars(_ file: SwiftSourceFile) {
        // Most files set neither: one pass over the tokens' hashes says so.
        guard file.tokens.contains(where: { $0.hash == Self.titleViewHash || $0.hash == Self.barTintColorHash }) else { return }
        var titleViewNames: Set<String> = []
        var constructed: [String: Set<String>] = [:]
        var index = 0
        while index + 2 < file.count {
            defer { index += 1 }
            guard file.kind(index) == .identifier else { continue }
            if file.word(index - 1) == .let || file.word(index - 1) == .var {
                // `let name = Type(…)`, `var name: Type!`, `lazy var name = Type(frame: …)`.
                let type = index + 2
                guard file.punctuation(index + 1) == UInt8(ascii: ":") || file.isOperator(index + 1, "="), file.kind(type) == .identifier else { continue }
                let typeName = file.text(type)
                if typeName.first?.isUppercase == true { constructed[file.text(index), default: []].insert(typeName) }
                continue
            }
            guard file.isOperator(index + 1, "="), file.punctuation(index - 1) == UInt8(ascii: ".") else { continue }
            let text = file.text(index)
            if text == "titleView" {
                var value = index + 2
                if file.text(value) == "self", file.punctuation(value + 1) == UInt8(ascii: ".") { value += 2 }
                guard file.kind(value) == .identifier else { continue }
                let name = file.text(value)
                if name.first?.isUppercase == true, file.punctuation(value + 1) == UInt8(ascii: "(") {
                    titleViewTypes.insert(name)
                } else if file.punctuation(value + 1) != UInt8(ascii: ".") {
                    titleViewNames.insert(name)
                }
            } else if text == "barTintColor", index >= 6, file.text(index - 6) == "UINavigationBar", file.text(index - 4) == "appearance" {
                // `UINavigationBar.appearance().barTintColor = value`: the value up to the end of its line.
                var end = index + 2
                while end + 1 < file.count, !file.tokens[end + 1].newlineBefore, file.punctuation(end + 1) != UInt8(ascii: ";") { end += 1 }
                let text = file.snippet(index + 2, end), at = file.location(index + 2)
                navigationBarColors.insert(text)
                if navigationBarLocations[text] == nil { navigationBarLocations[text] = SourceLine(file: file.path, line: at.line, column: at.column) }
            }
        }
        for name in titleViewNames {
            if let types = constructed[name], types.count == 1, let type = types.first { titleViewTypes.insert(type) }
        }
    }

    /// Whether code re-applies a color property of an Interface Builder view: its custom class (or a superclass found in
    /// the linted files) at setup, or the app's theme applied to every view of a UIKit class it is or descends from
    /// (`extension UILabel { func applyTheme() { textColor = theme.text } }` owns every label's text color).
    ///
    /// - Parameters:
    ///   - property: The property, as Interface Builder's `key` names it.
    ///   - name: The view's `customClass`, when it has one.
    ///   - element: The view's element (`label`, `button`, `tableViewCell`), which names its UIKit class.
    func owns(_ property: String, inClass name: String?, element: String?) -> Bool {
        var current: String? = name ?? element.flatMap { Self.uiKitClass[$0] }
        var seen: Set<String> = []
        while let className = current, seen.insert(className).inserted {
            if let info = classes[className] {
                if info.properties.contains(property) { return true }
                // A button's title is its label's text: `titleLabel?.textColor = …` sets it too.
                if property == "titleColor", info.properties.contains("textColor") { return true }
            }
            if let superclass = classes[className]?.superclass ?? Self.uiKitSuperclass[className] {
                current = superclass
            } else if className != "UIView", Self.uiKitSuperclass[className] == nil {
                // A custom class whose superclass the linted files do not declare descends from its element's UIKit class.
                current = element.flatMap { Self.uiKitClass[$0] }
            } else {
                current = nil
            }
        }
        return false
    }

    /// Whether code re-applies a color property of one of a class's outlets at setup (`stackScrollView.backgroundColor = …`
    /// in `viewDidLoad`): the class (or a superclass found in the linted files) that owns the outlet, as the storyboard
    /// or xib connects it.
    ///
    /// - Parameters:
    ///   - property: The property, as Interface Builder's `key` names it.
    ///   - outlet: The outlet's name.
    ///   - name: The owner's class (a scene's view controller, a xib's File's Owner or a view's custom class).
    func owns(_ property: String, ofOutlet outlet: String, inClass name: String) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let className = current, seen.insert(className).inserted, let info = classes[className] {
            if info.outletProperties.contains(outlet + "." + property) { return true }
            if property == "titleColor", info.outletProperties.contains(outlet + ".textColor") { return true }
            current = info.superclass
        }
        return false
    }

    /// The one value code assigns a color property of one of a class's outlets at setup, as written (`UIColor.white` for
    /// `view.backgroundColor = UIColor.white` in `viewDidLoad`), from the class or the nearest superclass that sets it; `nil`
    /// when none does, or it is given different values.
    func value(_ property: String, ofOutlet outlet: String, inClass name: String) -> Value? {
        var current: String? = name
        var seen: Set<String> = []
        while let className = current, seen.insert(className).inserted, let info = classes[className] {
            if let values = info.outletValues[outlet + "." + property] { return Set(values.map(\.text)).count == 1 ? values.first : nil }
            current = info.superclass
        }
        return nil
    }

    /// The UIKit class of an Interface Builder element.
    static let uiKitClass: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "textField": "UITextField", "textView": "UITextView",
        "imageView": "UIImageView", "tableView": "UITableView", "collectionView": "UICollectionView", "tableViewCell": "UITableViewCell",
        "collectionViewCell": "UICollectionViewCell", "tableViewCellContentView": "UIView", "collectionReusableView": "UICollectionReusableView",
        "scrollView": "UIScrollView", "navigationBar": "UINavigationBar", "toolbar": "UIToolbar", "tabBar": "UITabBar",
        "searchBar": "UISearchBar", "switch": "UISwitch", "slider": "UISlider", "segmentedControl": "UISegmentedControl",
        "activityIndicatorView": "UIActivityIndicatorView", "pickerView": "UIPickerView", "stackView": "UIStackView",
        "progressView": "UIProgressView", "pageControl": "UIPageControl", "datePicker": "UIDatePicker", "stepper": "UIStepper",
        "visualEffectView": "UIVisualEffectView",
    ]

    /// The superclass of each UIKit view class ``uiKitClass`` names, up to `UIView`.
    static let uiKitSuperclass: [String: String] = [
        "UILabel": "UIView", "UIButton": "UIControl", "UITextField": "UIControl", "UITextView": "UIScrollView", "UIImageView": "UIView",
        "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITableViewCell": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UICollectionReusableView": "UIView", "UIScrollView": "UIView", "UINavigationBar": "UIView", "UIToolbar": "UIView", "UITabBar": "UIView",
        "UISearchBar": "UIView", "UISwitch": "UIControl", "UISlider": "UIControl", "UISegmentedControl": "UIControl", "UIControl": "UIView",
        "UIActivityIndicatorView": "UIView", "UIPickerView": "UIView", "UIStackView": "UIView", "UIProgressView": "UIView",
        "UIPageControl": "UIControl", "UIDatePicker": "UIControl", "UIStepper": "UIControl", "UIVisualEffectView": "UIView",
    ]

    /// Adds the classes and extensions of one file.
    mutating func add(_ file: SwiftSourceFile) {
        addBars(file)
        var index = 0
        while index < file.count {
            let word = file.word(index)
            guard word == .class || word == .extension, file.kind(index + 1) == .identifier, file.word(index + 1) != .func,
                  file.word(index + 1) != .var, file.word(index + 1) != .let else {
                index += 1
                continue
            }
            let name = file.text(index + 1)
            var cursor = index + 2
            var superclass: String?
            if word == .class, file.punctuation(cursor) == UInt8(ascii: ":"), file.kind(cursor + 1) == .identifier { superclass = file.text(cursor + 1) }
            while cursor < file.count, file.punctuation(cursor) != UInt8(ascii: "{"), file.punctuation(cursor) != UInt8(ascii: ";") { cursor += 1 }
            guard file.punctuation(cursor) == UInt8(ascii: "{") else {
                index = cursor + 1
                continue
            }
            let close = Int(file.matching[cursor])
            var info = classes[name] ?? ClassInfo()
            if info.superclass == nil { info.superclass = superclass }
            // An extension of a UIKit class reaches every view of it, set up by code or not: only a theme it applies
            // (`applyTheme()`) re-colors them all; its other helpers run where the app calls them.
            let isUIKit = name == "UIView" || Self.uiKitSuperclass[name] != nil
            let set = Self.setupProperties(in: file, body: cursor, close: close, isSetup: isUIKit ? { $0.lowercased().contains(bytesOf: "theme") } : Self.isSetup)
            info.properties.formUnion(set.own)
            if !isUIKit {
                info.outletProperties.formUnion(set.outlets)
                info.outletValues.merge(set.values) { $0.union($1) }
            }
            classes[name] = info
            // Nested types are read on their own when the scan reaches them.
            index += 2
        }
    }

    /// The property observers of the accessor block that opens at `accessors` (`{ didSet { … } }` after a stored property), each
    /// with the property's name and whether it is an Interface Builder outlet (`@IBOutlet weak var label: UILabel! { didSet
    /// { … } }`); empty for any other block.
    static func observers(in file: SwiftSourceFile, accessors open: Int, close: Int) -> [(property: String, isOutlet: Bool, body: (Int, Int))] {
        let first = file.text(open + 1)
        guard first == "didSet" || first == "willSet" else { return [] }
        // The property: the nearest `var` before the block, its name after it (`var label: UILabel! {`, `var n = 0 {`).
        var cursor = open - 1
        while cursor > 0, open - cursor < 48, file.word(cursor) != .var {
            if file.punctuation(cursor) == UInt8(ascii: "}") || file.punctuation(cursor) == UInt8(ascii: ";") { return [] }
            cursor -= 1
        }
        guard file.word(cursor) == .var, file.kind(cursor + 1) == .identifier else { return [] }
        let property = file.text(cursor + 1)
        // Its attributes and modifiers, written before `var`: `@IBOutlet`, `weak`, `private(set)`.
        var isOutlet = false
        var back = cursor - 1
        while back > 0, cursor - back < 12, outletPrefixWords.contains(file.text(back)) {
            if file.text(back) == "@IBOutlet" { isOutlet = true }
            back -= 1
        }
        // Each observer's body: `didSet {`, `willSet(newState) {`.
        var found: [(String, Bool, (Int, Int))] = []
        var token = open + 1
        while token < close {
            guard file.text(token) == "didSet" || file.text(token) == "willSet" else { break }
            var body = token + 1
            if file.punctuation(body) == UInt8(ascii: "("), file.matching[body] >= 0 { body = Int(file.matching[body]) + 1 }
            guard file.punctuation(body) == UInt8(ascii: "{"), file.matching[body] >= 0 else { break }
            let end = Int(file.matching[body])
            found.append((property, isOutlet, (body, end)))
            token = end + 1
        }
        return found
    }

    /// A theme library's spelling of a UIKit color property or setter, without its prefix (`theme_textColor`, `dk_backgroundColor`,
    /// `theme_setTitleColor`: the library re-applies that property on every theme change): the property itself.
    static func unprefixed(_ name: String) -> String {
        guard let underscore = name.lastIndex(of: "_"), underscore != name.startIndex, name[name.index(after: underscore)...].hasSuffix("Color") else { return name }
        return String(name[name.index(after: underscore)...])
    }

    /// The words that may stand between a stored property's attributes and its `var`.
    private static let outletPrefixWords: Set<String> = [
        "@IBOutlet", "@objc", "@MainActor", "weak", "unowned", "private", "fileprivate", "internal", "public", "open", "final", "override",
        "dynamic", "lazy", "(", ")", "set", "nonisolated",
    ]

    /// The color properties set by the setup members of a type body, following calls to its own methods one level deep:
    /// every one (`own`, as before), and those set on a named member, as `member.property` (`outlets`).
    private static func setupProperties(in file: SwiftSourceFile, body open: Int, close: Int,
                                        isSetup: (String) -> Bool) -> (own: Set<String>, outlets: Set<String>, values: [String: Set<Value>]) {
        guard close > open else { return ([], [], [:]) }
        // The methods declared directly in the body: name → body range.
        var methods: [String: [(Int, Int)]] = [:]
        var setup: [(Int, Int)] = []
        // The property observers (`didSet`, `willSet`) of the type's stored properties, by property name: what runs when
        // the property is set.
        var observers: [String: [(Int, Int)]] = [:]
        var index = open + 1
        while index < close {
            let isFunc = file.word(index) == .func && file.kind(index + 1) == .identifier
            let isInit = file.word(index) == .`init` && index > 0 && file.punctuation(index - 1) != UInt8(ascii: ".")
            guard isFunc || isInit else {
                // Skip nested bodies so that only the type's own members are read; a property's observers are read as its
                // members: an outlet's run as the view is loaded, before any setup method.
                if file.punctuation(index) == UInt8(ascii: "{") {
                    let end = max(index + 1, Int(file.matching[index]))
                    for (property, isOutlet, body) in Self.observers(in: file, accessors: index, close: end) {
                        if isOutlet { setup.append(body) } else { observers[property, default: []].append(body) }
                    }
                    index = end + 1
                } else {
                    index += 1
                }
                continue
            }
            let name = isFunc ? file.text(index + 1) : "init"
            var cursor = index + 1
            var readsCoder = false
            while cursor < close, file.punctuation(cursor) != UInt8(ascii: "{") {
                if file.punctuation(cursor) == UInt8(ascii: "(") {
                    let end = Int(file.matching[cursor])
                    if cursor + 1 <= end { for token in (cursor + 1)...end where file.text(token) == "coder" { readsCoder = true } }
                    cursor = max(end, cursor)
                }
                cursor += 1
            }
            guard cursor < close else { break }
            let end = Int(file.matching[cursor])
            let range = (cursor, end)
            methods[name, default: []].append(range)
            if isSetup(name) || (isInit && readsCoder) { setup.append(range) }
            index = max(end + 1, cursor + 1)
        }
        var properties: Set<String> = []
        var outlets: Set<String> = []
        var values: [String: Set<Value>] = [:]
        // The member a property is set on: `stackScrollView` in `stackScrollView.backgroundColor`, `self.label?.textColor`;
        // `nil` for the type's own property or a longer path (`a.b.textColor`).
        func receiver(before token: Int) -> String? {
            guard token >= 2, file.punctuation(token - 1) == UInt8(ascii: ".") else { return nil }
            var name = token - 2
            if ["?", "!"].contains(file.text(name)) { name -= 1 }
            guard name >= 0, file.kind(name) == .identifier, file.text(name) != "self" else { return nil }
            if name >= 2, file.punctuation(name - 1) == UInt8(ascii: "."), file.text(name - 2) != "self" { return nil }
            return file.text(name)
        }
        var followed: Set<String> = []
        var queue = setup.map { (range: $0, depth: 0) }
        while let (range, depth) = queue.popLast() {
            var token = range.0 + 1
            while token < range.1 {
                if file.kind(token) == .identifier {
                    let text = Self.unprefixed(file.text(token))
                    if text.hasSuffix("Color"), file.isOperator(token + 1, "=") {
                        properties.insert(text)
                        if let receiver = receiver(before: token) {
                            outlets.insert(receiver + "." + text)
                            // The value, up to the end of its line.
                            var end = token + 2
                            while end + 1 < range.1, !file.tokens[end + 1].newlineBefore, file.punctuation(end + 1) != UInt8(ascii: ";") { end += 1 }
                            let start = file.range(token + 2, end).start
                            values[receiver + "." + text, default: []].insert(Value(text: file.snippet(token + 2, end), file: file.path, line: start.line,
                                                                                    column: start.column))
                        }
                    } else if depth <= 1, file.isOperator(token + 1, "="), let bodies = observers[text], receiver(before: token) == nil,
                              file.punctuation(token - 1) != UInt8(ascii: ".") || file.text(token - 2) == "self", followed.insert("=" + text).inserted {
                        // Setting one of the type's own properties runs its observers (`blogString = …` in `configure(…)`).
                        queue += bodies.map { ($0, depth + 1) }
                    } else if file.punctuation(token + 1) == UInt8(ascii: "(") {
                        if text.hasPrefix("set"), text.hasSuffix("Color"), text.count > 8 {
                            let property = text.dropFirst(3)
                            let name = property.prefix(1).lowercased() + property.dropFirst()
                            properties.insert(name)
                            if let receiver = receiver(before: token) { outlets.insert(receiver + "." + name) }
                        } else if depth == 0, file.punctuation(token - 1) != UInt8(ascii: ".") || file.text(token - 2) == "self",
                                  let bodies = methods[text], followed.insert(text).inserted {
                            queue += bodies.map { ($0, depth + 1) }
                        }
                    }
                }
                token += 1
            }
        }
        return (properties, outlets, values)
    }
}
