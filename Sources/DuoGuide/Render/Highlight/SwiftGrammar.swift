/// Gives segments their meaning from the segments around them. The grammar is a list of small rules,
/// one per concept, tried in order; the first rule with an opinion decides. Rules see the segments and
/// the kinds already decided for the segments before them.
struct SwiftGrammar: Sendable {
    /// Kinds whose consecutive segments form one token (`@` + `Environment`, `\` + `.` + `isActive`).
    /// A switch, not a set: a kind with a raw value hashes its raw value's string.
    static func isJoined(_ kind: SwiftTokenKind) -> Bool {
        switch kind { case .attribute, .directive, .keyPath, .dotMember: true; default: false }
    }

    func classify(_ segments: [SwiftSegment]) -> [SwiftToken] {
        var kinds: [SwiftTokenKind] = []
        kinds.reserveCapacity(segments.count)
        for index in segments.indices {
            kinds.append(kind(of: index, in: segments, after: kinds))
        }
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(segments.count)
        for (segment, kind) in zip(segments, kinds) {
            if let last = tokens.last, last.kind == kind, Self.isJoined(kind) {
                tokens[tokens.count - 1].text += segment.text
            } else {
                tokens.append(SwiftToken(kind: kind, text: segment.text))
            }
        }
        return tokens
    }

    /// The rules in order, called directly (not as a list of closures): the first with an opinion
    /// decides. Kept out of `classify`'s loop so the context (which shares `kinds`' storage) is gone
    /// before the next append; otherwise every append would copy the array.
    private func kind(of index: Int, in segments: [SwiftSegment], after kinds: [SwiftTokenKind]) -> SwiftTokenKind {
        let c = SwiftGrammarContext(segments: segments, kinds: kinds, index: index)
        return Self.literal(c) ?? Self.name(c, after: "@", is: .attribute) ?? Self.name(c, after: "#", is: .directive)
            ?? Self.keyPath(c) ?? Self.implicitMember(c) ?? Self.memberAccess(c) ?? Self.declaredName(c)
            ?? Self.keyword(c) ?? Self.typeName(c) ?? Self.call(c) ?? Self.fallback(c)
    }
}

/// What a rule can look at: the segment being classified, its neighbours, and earlier decisions.
struct SwiftGrammarContext {
    let segments: [SwiftSegment]
    /// Kinds of `segments[0..<index]`.
    let kinds: [SwiftTokenKind]
    let index: Int

    var segment: SwiftSegment { segments[index] }
    var text: String { segment.text }
    var isIdentifier: Bool { segment.kind == .identifier }
    func isPunctuation(_ text: String) -> Bool { segment.kind == .punctuation && segment.text == text }

    /// The segment right before or after this one (whitespace included), if any.
    func neighbour(_ offset: Int) -> SwiftSegment? {
        let i = index + offset
        return segments.indices.contains(i) ? segments[i] : nil
    }
    /// The decided kind of the segment right before this one.
    var previousKind: SwiftTokenKind? { kinds.last }

    /// The nearest segment before this one that is not whitespace, a newline or a comment, and
    /// whether a newline lies between the two (a newline also counts when there is no such segment).
    func previousSignificant() -> (segment: SwiftSegment?, acrossLine: Bool) {
        var i = index - 1
        var acrossLine = false
        while i >= 0 {
            switch segments[i].kind {
            case .whitespace, .comment: break
            case .newline: acrossLine = true
            default: return (segments[i], acrossLine)
            }
            i -= 1
        }
        return (nil, true)
    }

    /// The nearest segment after this one that is not whitespace, a newline or a comment.
    func nextSignificant(from start: Int? = nil) -> SwiftSegment? {
        var i = (start ?? index) + 1
        while i < segments.count {
            switch segments[i].kind {
            case .whitespace, .newline, .comment: i += 1
            default: return segments[i]
            }
        }
        return nil
    }

    static func startsUppercase(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first(where: { $0 != "`" }) else { return false }
        return first.properties.isUppercase
    }
}

// MARK: - Rules

extension SwiftGrammar {
    /// Literals, comments and layout are decided by the tokenizer already.
    static func literal(_ context: SwiftGrammarContext) -> SwiftTokenKind? {
        switch context.segment.kind {
        case .string: return .string
        case .number: return .number
        case .comment: return .comment
        case .whitespace, .newline: return .whitespace
        case .other: return .plainText
        case .identifier, .punctuation: return nil
        }
    }

    /// `sigil` directly followed by a name, both of `kind`: attributes (`@State`, `@objc`) and
    /// directives (`#if`, `#endif`, `#available`, `#selector`).
    static func name(_ context: SwiftGrammarContext, after sigil: String, is kind: SwiftTokenKind) -> SwiftTokenKind? {
        if context.isPunctuation(sigil), context.neighbour(1)?.kind == .identifier { return kind }
        if context.isIdentifier, context.neighbour(-1)?.text == sigil, context.previousKind == kind { return kind }
        return nil
    }

    /// `\.name.name` and `\Root.name`: the backslash, dots and names, with `?`/`!` chaining inside.
    static func keyPath(_ context: SwiftGrammarContext) -> SwiftTokenKind? {
        let seg = context.segment
        guard seg.kind == .identifier || seg.kind == .punctuation else { return nil }
        if seg.text == "\\" {
            guard let next = context.neighbour(1) else { return nil }
            return next.kind == .identifier || next.text == "." ? .keyPath : nil
        }
        guard context.previousKind == .keyPath, let previous = context.neighbour(-1) else { return nil }
        let afterJoint = previous.text == "." || previous.text == "\\"
        if seg.kind == .identifier { return afterJoint ? .keyPath : nil }
        // A dot (or optional chaining before a dot) continues the path only if a name follows.
        if seg.text == "." { return context.neighbour(1)?.kind == .identifier ? .keyPath : nil }
        if seg.text == "?" || seg.text == "!" {
            return !afterJoint && context.neighbour(1)?.text == "." ? .keyPath : nil
        }
        return nil
    }

    /// Keywords after which an expression can continue with `.member`.
    static let valueKeywords: Set<String> = ["self", "Self", "super", "true", "false", "nil"]

    /// Whether a `.name` (`context` is at its `.`) is an implicit member (`.split`) rather than a
    /// member of the expression before it, for the two rules that care.
    static func dotIsImplicitMember(_ context: SwiftGrammarContext) -> Bool {
        // Directly attached to what precedes it: `proxy.size`, `foo().bar`, `a?.b`, `Array<Int>.self`.
        if let before = context.neighbour(-1) {
            switch before.kind {
            case .identifier, .number, .string:
                return false
            case .punctuation where [")", "]", "}", ">", "?", "!"].contains(before.text):
                return false
            default:
                break
            }
        }
        let (previous, acrossLine) = context.previousSignificant()
        guard let previous else {
            // First thing in the snippet: `.frame(maxWidth: 700)` continues a modifier chain the
            // snippet does not show; `.zero` on its own is an implicit member.
            let next = context.nextSignificant(from: context.index + 1)
            return !(next?.text == "(" || next?.text == "{")
        }
        switch previous.kind {
        case .identifier:
            // `case .closed`, `return .zero`; after any other name a modifier chain continues on the next line.
            return reserved.contains(previous.text) && !valueKeywords.contains(previous.text)
        case .number, .string:
            return false
        case .punctuation:
            // After `(`, `,`, `:`, `=`, `[`, `{`, `?`, `==`, …, but not a closing bracket ending the line before.
            return !(acrossLine && [")", "]", "}"].contains(previous.text))
        default:
            return true
        }
    }

    /// An implicit member expression: `.closed` after `case`, `.zero` after `=`, `.high` after `(`.
    static func implicitMember(_ context: SwiftGrammarContext) -> SwiftTokenKind? {
        if context.isPunctuation("."), context.neighbour(1)?.kind == .identifier {
            return dotIsImplicitMember(context) ? .dotMember : nil
        }
        if context.isIdentifier, context.neighbour(-1)?.text == ".", context.previousKind == .dotMember {
            return .dotMember
        }
        return nil
    }

    static let keywordMembers: Set<String> = ["self", "init", "Type", "Protocol"]

    /// The name after an expression dot: `proxy.size` (property), `.filter(…)` (call),
    /// `UIWindowScene.ActivationAction` (type), `CGSize.self` (keyword).
    static func memberAccess(_ context: SwiftGrammarContext) -> SwiftTokenKind? {
        guard context.isIdentifier, let dot = context.neighbour(-1), dot.kind == .punctuation, dot.text == ".",
              context.previousKind == .punctuation else { return nil }
        if Self.keywordMembers.contains(context.text) { return .keyword }
        if SwiftGrammarContext.startsUppercase(context.text) { return .type }
        if context.neighbour(1)?.text == "(" { return .call }
        // A modifier with only a trailing closure, on its own line: `.toolbar {`.
        if context.nextSignificant()?.text == "{", Self.dotStartsLine(context) { return .call }
        return .property
    }

    private static func dotStartsLine(_ context: SwiftGrammarContext) -> Bool {
        var i = context.index - 2
        while i >= 0 {
            switch context.segments[i].kind {
            case .whitespace: i -= 1
            case .newline: return true
            default: return false
            }
        }
        return true
    }

    /// The name a `func` declares is not a call: `func body(content:)`.
    static func declaredName(_ context: SwiftGrammarContext) -> SwiftTokenKind? {
        guard context.isIdentifier, context.previousSignificant().segment?.text == "func",
              !reserved.contains(context.text) else { return nil }
        return .identifier
    }

    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "await", "async", "Any",
    ]
    /// Words that are keywords when followed by another word: `final class`, `weak self`, `some View`.
    static let modifiers: Set<String> = [
        "open", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience",
        "required", "dynamic", "optional", "indirect", "nonisolated", "isolated", "package", "consuming",
        "borrowing", "some", "any", "actor", "macro",
    ]
    /// Accessor words: keywords before `{`, `}`, `(` or another accessor word.
    static let accessors: Set<String> = ["get", "set", "willSet", "didSet", "_modify", "_read"]

    /// Reserved words (except as argument labels); contextual words (`open`, `weak`, `some`, `get`, …) only where they act as
    /// keywords, so `case closed, open, half` keeps `open` an identifier.
    static func keyword(_ context: SwiftGrammarContext) -> SwiftTokenKind? {
        guard context.isIdentifier else { return nil }
        let word = context.text
        if Self.reserved.contains(word) {
            // An argument label that happens to be a keyword: `onGeometryChange(for: CGSize.self)`.
            if context.neighbour(1)?.text == ":", let previous = context.previousSignificant().segment,
               previous.text == "(" || previous.text == "," {
                return nil
            }
            return .keyword
        }
        let next = context.nextSignificant()
        if Self.modifiers.contains(word) {
            return next?.kind == .identifier ? .keyword : nil
        }
        if Self.accessors.contains(word), let next {
            if ["{", "}", "("].contains(next.text) || Self.accessors.contains(next.text)
                || next.text == "async" || next.text == "throws" {
                return .keyword
            }
        }
        return nil
    }

    /// Capitalised names are types: `View`, `CGSize`, `PhoneHome()`.
    static func typeName(_ context: SwiftGrammarContext) -> SwiftTokenKind? {
        context.isIdentifier && SwiftGrammarContext.startsUppercase(context.text) ? .type : nil
    }

    /// A name directly followed by `(`: `dismiss()`, `min(a, b)`.
    static func call(_ context: SwiftGrammarContext) -> SwiftTokenKind? {
        context.isIdentifier && context.neighbour(1)?.text == "(" ? .call : nil
    }

    /// Whatever is left: plain identifiers and punctuation.
    static func fallback(_ context: SwiftGrammarContext) -> SwiftTokenKind {
        switch context.segment.kind {
        case .identifier: return .identifier
        case .punctuation: return .punctuation
        default: return .plainText
        }
    }
}
