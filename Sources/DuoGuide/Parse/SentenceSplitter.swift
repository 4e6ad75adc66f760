/// Splits an answers paragraph into sentences: at '.', '?' or '!' followed by a space, outside
/// parentheses. Periods inside numbers («27.1») or names («UIScreen.main») are not followed by a
/// space, so they never split.
enum SentenceSplitter {
    static func split(_ text: String) -> [String] {
        var sentences: [String] = []
        var depth = 0
        // The marks are ASCII, so the text is read as UTF-8, where no byte of another scalar can be
        // taken for one: reading Characters would find grapheme boundaries at every step. Each
        // sentence is cut out of the text as a slice.
        let utf8 = text.utf8
        var start = utf8.startIndex
        var i = utf8.startIndex
        while i < utf8.endIndex {
            let byte = utf8[i]
            let next = utf8.index(after: i)
            if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            if depth == 0, byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!"),
               next == utf8.endIndex || utf8[next] == UInt8(ascii: " ") {
                let s = String(text[start..<next]).trimmingSpaces()
                if !s.isEmpty { sentences.append(s) }
                start = next
            }
            i = next
        }
        let rest = String(text[start...]).trimmingSpaces()
        if !rest.isEmpty { sentences.append(rest) }
        return sentences
    }
}
