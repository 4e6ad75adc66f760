/// Turns the lexer's tokens into a tree, checking that every tag has a valid name and every
/// section, block and layout is closed by a matching `{{/name}}`.
struct TemplateParser {
    private struct OpenTag {
        let tag: TemplateTag?
        var nodes: [TemplateNode] = []
    }

    /// Sections, blocks and layouts nested deeper than this are refused: the tree is walked
    /// recursively, and real templates nest a handful of levels.
    static let maxNesting = 256

    func parse(_ tokens: [TemplateToken]) throws -> [TemplateNode] {
        var stack = [OpenTag(tag: nil)]
        func open(_ tag: TemplateTag) throws {
            guard stack.count <= Self.maxNesting else {
                throw TemplateError("sections nested deeper than \(Self.maxNesting)", at: tag.location)
            }
            stack.append(OpenTag(tag: tag))
        }
        for token in tokens {
            switch token {
            case .text(let text):
                stack[stack.count - 1].nodes.append(.text(text))
            case .tag(let tag):
                if tag.kind != .comment, tag.name.isEmpty {
                    throw TemplateError("empty tag name in '\(tag.spelled)'", at: tag.location)
                }
                switch tag.kind {
                case .comment:
                    continue
                case .variable:
                    let path = try Self.path(of: tag)
                    stack[stack.count - 1].nodes.append(.variable(path, tag.location))
                case .partial:
                    try Self.checkName(of: tag, "template", alsoAllowing: "/.")
                    stack[stack.count - 1].nodes.append(.partial(name: tag.name, tag.location))
                case .section, .invertedSection:
                    _ = try Self.path(of: tag)
                    try open(tag)
                case .layout:
                    try Self.checkName(of: tag, "template", alsoAllowing: "/.")
                    try open(tag)
                case .block:
                    try Self.checkName(of: tag, "block")
                    try open(tag)
                case .close:
                    guard stack.count > 1, let open = stack.last?.tag else {
                        throw TemplateError("'\(tag.spelled)' closes nothing: no section is open", at: tag.location)
                    }
                    guard open.name == tag.name else {
                        throw TemplateError(
                            "'\(tag.spelled)' does not close '\(open.spelled)' opened at line \(open.location.line), column \(open.location.column)",
                            at: tag.location)
                    }
                    let children = stack.removeLast().nodes
                    stack[stack.count - 1].nodes.append(try Self.node(closing: open, children: children))
                }
            }
        }
        if stack.count > 1, let open = stack.last?.tag {
            throw TemplateError("unclosed '\(open.spelled)': no matching '{{/\(open.name)}}'", at: open.location)
        }
        return stack[0].nodes
    }

    private static func node(closing open: TemplateTag, children: [TemplateNode]) throws -> TemplateNode {
        switch open.kind {
        case .section, .invertedSection:
            return .section(try path(of: open), inverted: open.kind == .invertedSection, children: children, open.location)
        case .block:
            return .block(name: open.name, defaultContent: children, open.location)
        case .layout:
            var overrides: [String: [TemplateNode]] = [:]
            for child in children {
                switch child {
                case .block(let name, let content, let location):
                    guard overrides[name] == nil else {
                        throw TemplateError("block '\(name)' is overridden twice in '\(open.spelled)'", at: location)
                    }
                    overrides[name] = content
                case .text(let text):
                    // Only whitespace may sit between overrides; anything else would be silently dropped.
                    guard text.allSatisfy(\.isWhitespace) else {
                        throw TemplateError(
                            "text inside '\(open.spelled)' must be inside a '{{$block}}' override: '\(text.trimmingTemplateWhitespace().prefix(40))'",
                            at: open.location)
                    }
                case .variable(_, let location), .section(_, _, _, let location), .partial(_, let location),
                     .layout(_, _, let location):
                    throw TemplateError("only '{{$block}}' overrides may appear inside '\(open.spelled)'", at: location)
                }
            }
            return .layout(name: open.name, overrides: overrides, open.location)
        case .variable, .close, .comment, .partial:
            preconditionFailure("only sections, blocks and layouts are opened")
        }
    }

    private static func path(of tag: TemplateTag) throws -> TemplatePath {
        let name = tag.name
        if let kind = specialPaths[name] { return TemplatePath(kind: kind, spelled: name) }
        if name.first == "@" {
            throw TemplateError("unknown loop variable '\(name)' (use @index, @first or @last)", at: tag.location)
        }
        if name.first == "{" || name.first == "&" {
            throw TemplateError(
                "invalid name '\(name)': raw output is not supported; pass a TrustedHTML value instead",
                at: tag.location)
        }
        // An ASCII name is cut at its "." bytes, each byte a character of its own; others by Characters.
        let components = !name.utf8.allSatisfy({ $0 < 0x80 }) ? name.split(separator: ".", omittingEmptySubsequences: false)
            : name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map(Substring.init)
        guard components.allSatisfy({ !$0.isEmpty && isName($0) }) else {
            throw TemplateError("invalid name '\(name)'", at: tag.location)
        }
        return TemplatePath(kind: .names, components: components.map { TemplateName(String($0)) }, spelled: name)
    }

    private static let specialPaths: [String: TemplatePath.Kind] = [
        ".": .current, "@index": .loopIndex, "@first": .loopFirst, "@last": .loopLast,
    ]

    /// A template's or block's name: name characters, and for a template's also those in `extra`.
    private static func checkName(of tag: TemplateTag, _ what: String, alsoAllowing extra: String = "") throws {
        guard isName(Substring(tag.name), alsoAllowing: extra) else {
            throw TemplateError("invalid \(what) name '\(tag.name)'", at: tag.location)
        }
    }

    /// Whether every character of `text` is a name character or in `extra` (ASCII). An ASCII text
    /// is read byte by byte, each byte a character of its own (the one pair, "\r\n", is no name
    /// character either way): walking Characters costs a grapheme break test per step.
    private static func isName(_ text: Substring, alsoAllowing extra: String = "") -> Bool {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.allSatisfy { isNameCharacter($0) || extra.contains($0) } }
        return text.utf8.allSatisfy { isNameCharacter(Character(Unicode.Scalar($0))) || extra.utf8.contains($0) }
    }

    /// An ASCII character by its scalar: the Unicode properties `isLetter` reads cost far more.
    private static func isNameCharacter(_ c: Character) -> Bool {
        guard let scalar = c.asciiValue.map(Unicode.Scalar.init) else { return c.isLetter || c.isNumber }
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
    }
}
