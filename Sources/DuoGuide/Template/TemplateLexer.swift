/// Splits a template into text and tags, recording line and column of each tag, and drops standalone
/// lines: a line holding only whitespace and one non-variable tag keeps the tag and loses the rest,
/// newline included (Mustache's rule), so section and comment lines leave no blank lines behind.
struct TemplateLexer {
    let file: String

    func tokenize(_ source: String) throws -> [TemplateToken] {
        // Characters, not bytes: a brace joined to a combining mark is not a brace, columns
        // count what an author sees, and `\r\n` is one newline.
        let chars = Array(source)
        var lines: [[TemplateToken]] = []
        var currentLine: [TemplateToken] = []
        var text = ""
        var line = 1
        var column = 1
        var i = 0

        func flushText() {
            if !text.isEmpty {
                currentLine.append(.text(text))
                text = ""
            }
        }
        /// Keeps line and column in step with the characters read.
        func advance(over c: Character) {
            if Self.isNewline(c) {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }

        while i < chars.count {
            let c = chars[i]
            if c == "{", i + 1 < chars.count, chars[i + 1] == "{" {
                flushText()
                let start = TemplateLocation(file: file, line: line, column: column)
                // The closing "}}"; the tag's lines count too (comments may span lines).
                guard let end = (i + 2 ..< max(i + 2, chars.count - 1)).first(where: { chars[$0] == "}" && chars[$0 + 1] == "}" }) else {
                    throw TemplateError("unclosed tag: '{{' has no matching '}}'", at: start)
                }
                currentLine.append(.tag(Self.makeTag(String(chars[(i + 2)..<end]), at: start)))
                for tagCharacter in chars[i ..< end + 2] { advance(over: tagCharacter) }
                i = end + 2
                continue
            }
            text.append(c)
            i += 1
            advance(over: c)
            if Self.isNewline(c) {
                flushText()
                lines.append(currentLine)
                currentLine = []
            }
        }
        flushText()
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

    static func isNewline(_ c: Character) -> Bool { c == "\n" || c == "\r\n" }

    private static func makeTag(_ content: String, at location: TemplateLocation) -> TemplateTag {
        let trimmed = content.trimmingTemplateWhitespace()
        let kind = trimmed.first.flatMap { TemplateTagKind(rawValue: String($0)) } ?? .variable
        let name = kind == .variable ? trimmed : String(trimmed.dropFirst()).trimmingTemplateWhitespace()
        return TemplateTag(kind: kind, name: name, location: location)
    }

    /// A line (its tokens, the last text ending in a newline unless it is the final line) loses its
    /// whitespace when it holds exactly one tag, of a kind that can stand alone, and nothing else.
    private static func droppingStandaloneWhitespace(_ line: [TemplateToken]) -> [TemplateToken] {
        var tags: [TemplateTag] = []
        for token in line {
            switch token {
            case .tag(let tag):
                tags.append(tag)
            case .text(let text):
                if !text.allSatisfy({ $0 == " " || $0 == "\t" || isNewline($0) }) { return line }
            }
        }
        guard tags.count == 1, tags[0].kind.canStandAlone else { return line }
        return [.tag(tags[0])]
    }
}

extension String {
    func trimmingTemplateWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
