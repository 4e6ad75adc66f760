/// One classified piece of Swift source. Concatenating the `text` of every token of a highlight
/// gives back the input exactly.
struct SwiftToken: Equatable {
    var kind: SwiftTokenKind
    var text: String
}

/// What a token is, as far as colouring and symbol linking care.
enum SwiftTokenKind: String, CaseIterable, Equatable {
    case keyword
    /// A capitalised identifier: `View`, `CGSize`, `NavigationSplitView`.
    case type
    /// A string literal, interpolations included.
    case string
    case number
    /// `// …` or `/* … */`.
    case comment
    /// `@Environment`, `@State`, `@objc`.
    case attribute
    /// `#available`, `#if`, `#selector`, `#endif`.
    case directive
    /// `\.horizontalSizeClass`.
    case keyPath
    /// An implicit member expression: `.regular`, `.split`.
    case dotMember
    /// An identifier followed by `(`.
    case call
    /// A member after an expression dot: `proxy.size`.
    case property
    /// Any other identifier.
    case identifier
    /// Operators and punctuation.
    case punctuation
    /// Spaces, tabs, newlines.
    case whitespace
    /// Anything the grammar has no opinion on (emoji outside literals, stray control characters).
    case plainText
}
