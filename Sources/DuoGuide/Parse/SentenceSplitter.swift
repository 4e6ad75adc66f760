/// Splits an answers paragraph into sentences: at '.', '?' or '!' followed by a space, outside
/// parentheses. Periods inside numbers («27.1») or names («UIScreen.main») are not followed by a
/// space, so they never split.
enum SentenceSplitter {
    static func split(_ text: String) -> [String] {
        var sentences: [String] = []
        var depth = 0
        // Each sentence is cut out of the text as a slice; the marks are scalars of their own.
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var i = start
        while i < scalars.endIndex {
            let ch = scalars[i]
            let next = scalars.index(after: i)
            if ch == "(" { depth += 1 } else if ch == ")" { depth = max(0, depth - 1) }
            if depth == 0, ch == "." || ch == "?" || ch == "!", next == scalars.endIndex || scalars[next] == " " {
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
