/// Splits a template into text and tags, recording where each tag starts, and drops standalone
/// lines: a line holding only whitespace and one non-variable tag keeps the tag and loses the rest,
/// newline included (Mustache's rule), so section and comment lines leave no blank lines behind.
struct TemplateLexer {
    let file: String

    func tokenize(_ source: String) throws -> [TemplateToken] {
        // Read as bytes, judged as characters: a brace joined to a combining mark is not a brace,
        // and `\r\n` ends a line as `\n` does. Line and column are counted only for messages.
        let bytes = Array(source.utf8)
        var lines: [[TemplateToken]] = []
        var currentLine: [TemplateToken] = []
        var textStart = 0
        var k = 0

        func text(_ range: Range<Int>) -> TemplateToken { .text(String(decoding: bytes[range], as: UTF8.self)) }
        /// Whether `brace` doubled starts at byte `k`, as two characters of their own.
        func isDoubled(_ brace: Unicode.Scalar, at k: Int) -> Bool {
            guard k + 1 < bytes.count, bytes[k] == brace.value, bytes[k + 1] == brace.value else { return false }
            let i = source.utf8.index(source.startIndex, offsetBy: k)
            return source[i] == Character(brace) && source[source.index(after: i)] == Character(brace)
        }

        while k < bytes.count {
            if isDoubled("{", at: k) {
                if textStart < k { currentLine.append(text(textStart ..< k)) }
                let start = TemplateLocation(file: file, source: source, offset: k)
                guard let end = (k + 2 ..< bytes.count).first(where: { isDoubled("}", at: $0) }) else {
                    throw TemplateError("unclosed tag: '{{' has no matching '}}'", at: start)
                }
                currentLine.append(.tag(Self.makeTag(String(decoding: bytes[k + 2 ..< end], as: UTF8.self), at: start)))
                k = end + 2
                textStart = k
            } else {
                k += 1
                if bytes[k - 1] == UInt8(ascii: "\n") {
                    currentLine.append(text(textStart ..< k))
                    textStart = k
                    lines.append(currentLine)
                    currentLine = []
                }
            }
        }
        if textStart < bytes.count { currentLine.append(text(textStart ..< bytes.count)) }
        if !currentLine.isEmpty { lines.append(currentLine) }

        // Texts left side by side (lines kept whole around a dropped one) become one text.
        var tokens: [TemplateToken] = []
        for token in lines.flatMap(Self.droppingStandaloneWhitespace) {
            if case .text(let next) = token, case .text(let previous)? = tokens.last {
                tokens[tokens.count - 1] = .text(previous + next)
            } else {
                tokens.append(token)
            }
        }
        return tokens
    }

    private static func makeTag(_ content: String, at location: TemplateLocation) -> TemplateTag {
        let trimmed = content.trimmingTemplateWhitespace()
        let kind = trimmed.first.flatMap { TemplateTagKind(rawValue: String($0)) } ?? .variable
        let name = kind == .variable ? trimmed : String(trimmed.dropFirst()).trimmingTemplateWhitespace()
        return TemplateTag(kind: kind, name: name, location: location)
    }

    /// A line (its tokens, the last text ending in a newline unless it is the final line) loses its
    /// whitespace when it holds exactly one tag, of a kind that can stand alone, and nothing else.
    private static func droppingStandaloneWhitespace(_ line: [TemplateToken]) -> [TemplateToken] {
        let tags = line.compactMap { token -> TemplateTag? in if case .tag(let tag) = token { tag } else { nil } }
        guard tags.count == 1, tags[0].kind.canStandAlone, line.allSatisfy(isBlank) else { return line }
        return [.tag(tags[0])]
    }

    /// A tag, or a text of spaces, tabs and newlines only.
    private static func isBlank(_ token: TemplateToken) -> Bool {
        guard case .text(let text) = token else { return true }
        return text.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" }
    }
}

extension String {
    func trimmingTemplateWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
