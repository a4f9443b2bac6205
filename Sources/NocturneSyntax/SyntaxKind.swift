/// What a node of the syntax tree is: a declaration, a statement, an expression, a type, a pattern, a directive or `unknown`.
package enum SyntaxKind: UInt8, Sendable, Hashable, CaseIterable {
    // MARK: Structure

    /// The whole file: its items, then the end-of-file token.
    case sourceFile
    /// `{ … }` holding statements and declarations (a body, a member block, a closure's or accessor's body).
    case codeBlock
    /// Text the parser could not read as Swift; parsing resumed after it.
    case unknown

    // MARK: Declarations

    /// `import Foundation`, `@testable import class UIKit.UIView`.
    case importDecl
    /// `struct Name<T>: P where … { … }`.
    case structDecl
    /// `class Name: Base { … }`.
    case classDecl
    /// `enum Name: String { … }`.
    case enumDecl
    /// `actor Name { … }`.
    case actorDecl
    /// `protocol Name: P { … }`.
    case protocolDecl
    /// `extension Type: P where … { … }`.
    case extensionDecl
    /// `func name<T>(parameters) async throws -> Result { … }`.
    case functionDecl
    /// `init?(parameters) { … }`.
    case initializerDecl
    /// `deinit { … }`.
    case deinitializerDecl
    /// `subscript(parameters) -> Result { … }`.
    case subscriptDecl
    /// `var`/`let` with one or more ``patternBinding``s.
    case variableDecl
    /// One `pattern: Type = value { accessors }` of a variable declaration.
    case patternBinding
    /// `{ get set }`, `{ willSet … didSet … }` after a variable or subscript.
    case accessorBlock
    /// One accessor: `get { … }`, `set(newValue) { … }`, `didSet { … }`.
    case accessorDecl
    /// `case a, b(Int), c = 1` in an enum.
    case enumCaseDecl
    /// One element of an enum case: a name, an associated value's parameters, a raw value.
    case enumCaseElement
    /// `typealias Name<T> = Type`.
    case typeAliasDecl
    /// `associatedtype Name: P = Default`.
    case associatedTypeDecl
    /// `infix operator <>: Group`, `precedencegroup Name { … }`, `macro name(…) = …`.
    case operatorDecl
    /// `<T: P, U>` after a declaration's name.
    case genericParameterClause
    /// One generic parameter: `T: P`.
    case genericParameter
    /// `where T: P, T.Element == U`.
    case genericWhereClause
    /// `: Base, Protocol` after a type's name.
    case inheritanceClause
    /// `(label name: Type = default, …)` of a function, initializer, subscript or enum case.
    case parameterClause
    /// One parameter: attributes, a label, a name, a type and a default value.
    case parameter
    /// `: Type` of a pattern binding.
    case typeAnnotation
    /// An attribute: `@State`, `@available(iOS 15, *)`, `@Environment(\.colorScheme)`.
    case attribute
    /// A declaration modifier: `public`, `private(set)`, `static`, `override`.
    case modifier

    // MARK: Statements

    /// `if conditions { … } else …`, as a statement or an expression.
    case ifStatement
    /// `guard conditions else { … }`.
    case guardStatement
    /// `switch subject { cases }`, as a statement or an expression.
    case switchStatement
    /// `case patterns where condition:` or `default:`, and its statements.
    case switchCase
    /// `for pattern in sequence where condition { … }`.
    case forStatement
    /// `while conditions { … }`.
    case whileStatement
    /// `repeat { … } while condition`.
    case repeatStatement
    /// `do { … } catch … { … }`.
    case doStatement
    /// `catch pattern where condition { … }`.
    case catchClause
    /// `return value`.
    case returnStatement
    /// `throw error`.
    case throwStatement
    /// `defer { … }`.
    case deferStatement
    /// `break`, `continue`, `fallthrough`, each with its optional label.
    case jumpStatement
    /// One condition of `if`/`guard`/`while`: an expression, `let x = y`, `case .a = x`, `#available(…)`.
    case condition
    /// `label:` before a loop or `do`.
    case labeledStatement

    // MARK: Expressions

    /// A name: `view`, `self`, `Color`, `$0`, `_`.
    case declReference
    /// An integer literal.
    case integerLiteral
    /// A floating-point literal.
    case floatLiteral
    /// `true` or `false`.
    case booleanLiteral
    /// `nil`.
    case nilLiteral
    /// A string literal of any form: its delimiters, segments and ``interpolation``s.
    case stringLiteral
    /// `\( … )` in a string: its arguments.
    case interpolation
    /// A regex literal `#/…/#`.
    case regexLiteral
    /// `base.name`: the base expression, then the name (its key token).
    case memberAccess
    /// `.name` with no base (`.red`, `.init`).
    case implicitMember
    /// `callee(arguments) { trailing closures }`.
    case functionCall
    /// `base[arguments]`.
    case subscriptCall
    /// `#name(arguments) { trailing closures }` (`#colorLiteral(…)`, `#Preview { … }`).
    case macroExpansion
    /// One argument of a call, subscript, tuple, macro or attribute: an optional label and an expression.
    case argument
    /// A trailing closure of a call, with its label when it is not the first.
    case trailingClosure
    /// `base?` in an optional chain.
    case optionalChaining
    /// `base!`.
    case forceUnwrap
    /// A postfix operator: `x...`.
    case postfixOperation
    /// A prefix operator: `-x`, `!flag`, `&value`, `...5`.
    case prefixOperation
    /// `left op right`, grouped by Swift's precedence groups; the operator is its key token.
    case infixOperation
    /// `condition ? then : else`.
    case ternary
    /// `value as Type`, `as?`, `as!`.
    case cast
    /// `value is Type`.
    case typeCheck
    /// `try`, `try?`, `try!` before an expression.
    case tryExpression
    /// `await` before an expression.
    case awaitExpression
    /// `{ [captures] (parameters) -> Result in statements }`.
    case closure
    /// `[weak self, x = y]` of a closure.
    case captureList
    /// The parameters of a closure before `in`, as a clause or bare names.
    case closureSignature
    /// `( … )` with one unlabeled element (parentheses) or a tuple.
    case tuple
    /// `[a, b]`.
    case arrayLiteral
    /// `[k: v]`, `[:]`.
    case dictionaryLiteral
    /// One `key: value` of a dictionary literal.
    case dictionaryElement
    /// `\Type.path`, `\.path`.
    case keyPath
    /// `Type<Arguments>` in an expression (`Binding<Color>(…)`).
    case genericSpecialization
    /// A type written where an expression goes (`[Int]()`, `Array<Int>.self` bases).
    case typeExpression
    /// `let x`/`var x` inside a pattern.
    case valueBindingPattern
    /// `#if` placed after an expression, continuing its postfix chain (`view #if os(iOS) .padding() #endif`).
    case postfixIfConfig

    // MARK: Types

    /// A named type: `Color`, `Swift.Int`, `Array<Int>`; member types nest.
    case typeIdentifier
    /// `<Int, String>` after a type name.
    case genericArgumentClause
    /// `T?`.
    case optionalType
    /// `T!`.
    case implicitlyUnwrappedType
    /// `[T]`.
    case arrayType
    /// `[K: V]`.
    case dictionaryType
    /// `(A, label: B)` as a type.
    case tupleType
    /// `(A) async throws -> B`.
    case functionType
    /// `some P`, `any P`, `each T`, `repeat T`.
    case someOrAnyType
    /// `A & B`.
    case compositionType
    /// `T.Type`, `T.Protocol`.
    case metatype
    /// A type with attributes or specifiers: `@escaping () -> Void`, `inout T`, `sending T`.
    case attributedType

    // MARK: Patterns

    /// A name bound by a pattern: the `tint` of `var tint`.
    case identifierPattern
    /// `(a, b)` as a pattern.
    case tuplePattern
    /// `_` as a pattern.
    case wildcardPattern

    // MARK: Directives

    /// `#if … #elseif … #else … #endif` with every branch kept.
    case ifConfig
    /// One branch of an ``ifConfig``: its directive, its condition (not for `#else`) and its items.
    case ifConfigClause
    /// `#sourceLocation(…)`, `#warning(…)`, `#error(…)`.
    case poundDirective

    /// Whether the kind is a declaration.
    package var isDeclaration: Bool { (SyntaxKind.importDecl.rawValue...SyntaxKind.operatorDecl.rawValue).contains(rawValue) }
    /// Whether the kind is a statement (expressions used as statements are not).
    package var isStatement: Bool { (SyntaxKind.ifStatement.rawValue...SyntaxKind.labeledStatement.rawValue).contains(rawValue) }
    /// Whether the kind is an expression (`if` and `switch`, which can be either, are not counted).
    package var isExpression: Bool { (SyntaxKind.declReference.rawValue...SyntaxKind.postfixIfConfig.rawValue).contains(rawValue) }
    /// Whether the kind is a type.
    package var isType: Bool { (SyntaxKind.typeIdentifier.rawValue...SyntaxKind.attributedType.rawValue).contains(rawValue) }
    /// Whether the kind declares a type (struct, class, enum, actor, protocol) or extends one.
    package var isTypeDeclaration: Bool {
        switch self {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: true
        default: false
        }
    }
}
