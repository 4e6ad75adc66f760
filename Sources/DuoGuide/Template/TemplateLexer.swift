/// Splits a template into text and tags, recording line and column of each tag, and drops standalone
/// lines: a line holding only whitespace and one non-variable tag keeps the tag and loses the rest,
/// newline included (Mustache's rule), so section and comment lines leave no blank lines behind.
///
/// It walks the UTF-8 bytes (walking Characters cost hundreds of instructions per byte), yet reads
/// the template as Characters do: a brace belongs to a tag only when it is a Character of its own
/// (not joined to a combining mark after it, say), columns count Characters, and `\r\n` is one
/// newline. See `TemplateSourceBytes` for how.
struct TemplateLexer {
    let file: String

    func tokenize(_ source: String) throws -> [TemplateToken] {
        try tokenize(TemplateSourceBytes(Array(source.utf8)))
    }

    /// A token whose text is still a range of the source's bytes, made into a String once merged.
    private enum Piece {
        case text(Range<Int>)
        case tag(TemplateTag)
    }

    private func tokenize(_ source: TemplateSourceBytes) throws -> [TemplateToken] {
        let bytes = source.bytes
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), newline = UInt8(ascii: "\n")
        var pieces: [Piece] = []
        var currentLine: [Piece] = []
        var textStart = 0
        var line = 1
        // The column of a position on the current line, counted from here on: a line of 20 000
        // tags must not be counted from its start for each of them.
        var columnMark = TemplateSourceBytes.ColumnMark(offset: 0, column: 1)
        var i = 0

        func flushText(upTo end: Int) {
            if textStart < end { currentLine.append(.text(textStart..<end)) }
        }

        while i < bytes.count {
            let byte = bytes[i]
            if byte == open, i + 1 < bytes.count, bytes[i + 1] == open, source.isBracePair(at: i) {
                flushText(upTo: i)
                columnMark = source.advance(columnMark, to: i)
                let start = TemplateLocation(file: file, line: line, column: columnMark.column)
                // Find the closing "}}", keeping the line in step (comments may span lines).
                var j = i + 2
                var endLine = line
                var endLineStart: Int?
                var closed = false
                while j < bytes.count {
                    if bytes[j] == close, j + 1 < bytes.count, bytes[j + 1] == close, source.isBracePair(at: j) {
                        closed = true
                        break
                    }
                    if bytes[j] == newline {
                        endLine += 1
                        endLineStart = j + 1
                    }
                    j += 1
                }
                guard closed else {
                    throw TemplateError("unclosed tag: '{{' has no matching '}}'", at: start)
                }
                currentLine.append(.tag(Self.makeTag(source, content: (i + 2)..<j, at: start)))
                i = j + 2
                textStart = i
                line = endLine
                if let endLineStart { columnMark = .init(offset: endLineStart, column: 1) }
                continue
            }
            i += 1
            if byte == newline {
                flushText(upTo: i)
                textStart = i
                Self.append(line: currentLine, of: source, to: &pieces)
                currentLine.removeAll(keepingCapacity: true)
                line += 1
                columnMark = .init(offset: i, column: 1)
            }
        }
        flushText(upTo: bytes.count)
        if !currentLine.isEmpty { Self.append(line: currentLine, of: source, to: &pieces) }

        var tokens: [TemplateToken] = []
        tokens.reserveCapacity(pieces.count)
        for piece in pieces {
            switch piece {
            case .text(let range):
                if case .text(let previous)? = tokens.last {
                    tokens[tokens.count - 1] = .text(previous + source.string(range))
                } else {
                    tokens.append(.text(source.string(range)))
                }
            case .tag(let tag):
                tokens.append(.tag(tag))
            }
        }
        return tokens
    }

    /// Appends a line's pieces, merging text that follows text. A line (its pieces, the last text
    /// ending in a newline unless it is the final line) loses its whitespace when it holds exactly
    /// one tag, of a kind that can stand alone, and nothing else.
    private static func append(line: [Piece], of source: TemplateSourceBytes, to pieces: inout [Piece]) {
        if let tag = standaloneTag(line, of: source) {
            pieces.append(.tag(tag))
            return
        }
        for piece in line {
            // Text follows text only across a line break, where the two ranges meet.
            if case .text(let next) = piece, case .text(let previous)? = pieces.last, previous.upperBound == next.lowerBound {
                pieces[pieces.count - 1] = .text(previous.lowerBound..<next.upperBound)
            } else {
                pieces.append(piece)
            }
        }
    }

    /// The line's tag when it is alone on the line (whitespace aside) and can stand alone.
    private static func standaloneTag(_ line: [Piece], of source: TemplateSourceBytes) -> TemplateTag? {
        var found: TemplateTag?
        for piece in line {
            switch piece {
            case .tag(let tag):
                guard found == nil else { return nil }
                found = tag
            case .text(let range):
                guard source.isBlank(range) else { return nil }
            }
        }
        guard let found, found.kind.canStandAlone else { return nil }
        return found
    }

    private static func makeTag(_ source: TemplateSourceBytes, content: Range<Int>, at location: TemplateLocation) -> TemplateTag {
        guard source.isASCII(content) else {
            return makeTag(source.string(content), at: location)
        }
        // ASCII: each byte is a Character (but `\r\n`, which is whitespace either way).
        let trimmed = source.trimmingASCIIWhitespace(content)
        let kind: TemplateTagKind
        switch trimmed.isEmpty ? 0 : source.bytes[trimmed.lowerBound] {
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .invertedSection
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .layout
        case UInt8(ascii: "$"): kind = .block
        default: kind = .variable
        }
        let name = kind == .variable ? trimmed : source.trimmingASCIIWhitespace((trimmed.lowerBound + 1)..<trimmed.upperBound)
        return TemplateTag(kind: kind, name: source.string(name), location: location)
    }

    /// A tag with other bytes than ASCII (a comment in prose, say), read by Characters.
    private static func makeTag(_ content: String, at location: TemplateLocation) -> TemplateTag {
        let trimmed = content.trimmingTemplateWhitespace()
        let kind: TemplateTagKind
        switch trimmed.first {
        case "#": kind = .section
        case "^": kind = .invertedSection
        case "/": kind = .close
        case "!": kind = .comment
        case ">": kind = .partial
        case "<": kind = .layout
        case "$": kind = .block
        default: kind = .variable
        }
        let name = kind == .variable ? trimmed : String(trimmed.dropFirst()).trimmingTemplateWhitespace()
        return TemplateTag(kind: kind, name: name, location: location)
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
