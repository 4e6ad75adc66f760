/// A template's UTF-8 bytes, with the few questions the lexer asks about them answered as if the
/// template were read Character by Character (as it once was), so that tokens, line and column
/// numbers do not change. ASCII needs no care: no two ASCII bytes form one Character, but `\r\n`,
/// which is a newline and whitespace either way. Only next to other bytes does a Character matter.
struct TemplateSourceBytes {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    func isASCII(_ range: Range<Int>) -> Bool {
        for i in range where bytes[i] >= 0x80 { return false }
        return true
    }

    /// Whether the two braces at `i` and `i + 1` are two Characters of their own: a brace joins the
    /// scalar before it when that one is a prepended mark, and the scalar after it when that one is
    /// a combining or spacing mark or a joiner (Unicode's grapheme rules GB9, GB9a, GB9b, each about
    /// two neighbours only, so a two-scalar string tells). A brace never joins another brace.
    func isBracePair(at i: Int) -> Bool {
        !joinsScalarBefore(i) && !joinsScalarAfter(i + 1)
    }

    private func joinsScalarBefore(_ i: Int) -> Bool {
        guard i > 0, bytes[i - 1] >= 0x80 else { return false }
        var start = i - 1
        while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }  // back over continuation bytes
        return string(start..<(i + 1)).count == 1
    }

    private func joinsScalarAfter(_ i: Int) -> Bool {
        guard i + 1 < bytes.count, bytes[i + 1] >= 0x80 else { return false }
        var end = i + 2
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return string(i..<end).count == 1
    }

    /// A position on a line and its 1-based column, counted in Characters.
    struct ColumnMark {
        var offset: Int
        var column: Int
    }

    /// The mark moved on to the byte at `i`, later on the same line. A mark sits where Characters
    /// break (a line's start, after a newline; a tag's `{{`, whose brace joins nothing before it,
    /// and before which no rule looks back past it), so counting the Characters from it gives what
    /// counting from the start of the file gives; ASCII bytes are Characters each.
    func advance(_ mark: ColumnMark, to i: Int) -> ColumnMark {
        let range = mark.offset..<i
        return ColumnMark(offset: i, column: mark.column + (isASCII(range) ? range.count : string(range).count))
    }

    /// Whether the text is only spaces, tabs and newlines (`\n` or `\r\n`; a lone `\r` is not one).
    func isBlank(_ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            switch bytes[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                i += 1
            case UInt8(ascii: "\r") where i + 1 < range.upperBound && bytes[i + 1] == UInt8(ascii: "\n"):
                i += 2
            default:
                return false
            }
        }
        return true
    }

    /// `range` without the whitespace at either end, for ASCII text: tab, line feed, vertical tab,
    /// form feed, carriage return and space are the ASCII Characters with `isWhitespace`.
    func trimmingASCIIWhitespace(_ range: Range<Int>) -> Range<Int> {
        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper && isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower && isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}
