/// Splits an answers paragraph into sentences: at '.', '?' or '!' followed by a space, outside
/// parentheses. Periods inside numbers («27.1») or names («UIScreen.main») are not followed by a
/// space, so they never split.
enum SentenceSplitter {
    static func split(_ text: String) -> [String] {
        var sentences: [String] = []
        var depth = 0
        // Each sentence is cut out of the text as a slice, not built Character by Character.
        var start = text.startIndex
        var i = text.startIndex
        while i < text.endIndex {
            let ch = text[i].asciiValue
            let next = text.index(after: i)
            if ch == UInt8(ascii: "(") { depth += 1 } else if ch == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            if depth == 0, ch == UInt8(ascii: ".") || ch == UInt8(ascii: "?") || ch == UInt8(ascii: "!"),
               next == text.endIndex || text[next] == " " {
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
