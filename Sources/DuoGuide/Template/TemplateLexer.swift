/// Splits a template into text and tags, recording where each tag starts, and drops standalone
/// lines: a line holding only whitespace and one non-variable tag keeps the tag and loses the rest,
/// newline included (Mustache's rule), so section and comment lines leave no blank lines behind.
struct TemplateLexer {
    let file: String

    func tokenize(_ source: String) throws -> [TemplateToken] {
        // Read as bytes, judged as characters: a brace joined to a combining mark is not a brace,
        // and `\r\n` ends a line as `\n` does. Line and column are counted only for messages.
        let bytes = Array(source.utf8)
        var tokens: [TemplateToken] = []
        var textStart = 0

        /// Where `brace` doubled next starts at or after byte `k`, as two characters of their own.
        func doubled(_ brace: Unicode.Scalar, from k: Int) -> Int? {
            var k = k
            while let i = bytes[k...].firstIndex(of: UInt8(brace.value)), i + 1 < bytes.count {
                guard bytes[i + 1] == brace.value else { k = i + 1; continue }
                // Between ASCII bytes the braces are characters of their own; else ask Characters.
                if (i == 0 || bytes[i - 1] < 0x80) && (i + 2 == bytes.count || bytes[i + 2] < 0x80) { return i }
                let at = source.utf8.index(source.startIndex, offsetBy: i)
                if source[at] == Character(brace), source[source.index(after: at)] == Character(brace) { return i }
                k = i + 1
            }
            return nil
        }

        while let open = doubled("{", from: textStart) {
            let location = TemplateLocation(file: file, source: source, offset: open)
            guard let close = doubled("}", from: open + 2) else {
                throw TemplateError("unclosed tag: '{{' has no matching '}}'", at: location)
            }
            let tag = Self.makeTag(String(decoding: bytes[open + 2 ..< close], as: UTF8.self), at: location)
            // A standalone tag takes its line's indentation and line end with it; the whole text
            // before a tag is one slice of the source.
            let line = tag.kind.canStandAlone ? Self.standaloneLine(around: open ..< close + 2, in: bytes) : nil
            let (textEnd, next) = (line?.lowerBound ?? open, line?.upperBound ?? close + 2)
            if textStart < textEnd { tokens.append(.text(String(decoding: bytes[textStart ..< textEnd], as: UTF8.self))) }
            tokens.append(.tag(tag))
            textStart = next
        }
        if textStart < bytes.count { tokens.append(.text(String(decoding: bytes[textStart...], as: UTF8.self))) }
        return tokens
    }

    /// The line of the tag at `tag`, its newline included, when nothing else is on it but spaces and
    /// tabs (another tag on the line shows as braces); nil otherwise.
    private static func standaloneLine(around tag: Range<Int>, in bytes: [UInt8]) -> Range<Int>? {
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var start = tag.lowerBound, end = tag.upperBound
        while start > 0, isBlank(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, isBlank(bytes[end]) { end += 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }  // as in "\r\n"
        if end == bytes.count, bytes[end - 1] != UInt8(ascii: "\r") { return start ..< end }
        return end < bytes.count && bytes[end] == UInt8(ascii: "\n") ? start ..< end + 1 : nil
    }

    private static func makeTag(_ content: String, at location: TemplateLocation) -> TemplateTag {
        let trimmed = content.trimmingTemplateWhitespace()
        let kind = trimmed.first.flatMap { TemplateTagKind(rawValue: String($0)) } ?? .variable
        let name = kind == .variable ? trimmed : String(trimmed.dropFirst()).trimmingTemplateWhitespace()
        return TemplateTag(kind: kind, name: name, location: location)
    }
}

extension String {
    func trimmingTemplateWhitespace() -> String {
        // An ASCII character judged by its scalar: the Unicode property lookup costs far more.
        let isSpace = { (c: Character) in c.asciiValue.map { $0 == 0x20 || (0x09 ... 0x0D).contains($0) } ?? c.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
