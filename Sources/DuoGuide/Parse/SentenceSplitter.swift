/// Splits an answers paragraph into sentences: at '.', '?' or '!' followed by a space, outside
/// parentheses. Periods inside numbers («27.1») or names («UIScreen.main») are not followed by a
/// space, so they never split.
enum SentenceSplitter {
    static func split(_ text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        var depth = 0
        var chars = Array(text)
        chars.append(" ")
        var i = 0
        while i < chars.count - 1 {
            let ch = chars[i]
            current.append(ch)
            if ch == "(" { depth += 1 } else if ch == ")" { depth = max(0, depth - 1) }
            if depth == 0, ".?!".contains(ch), chars[i + 1] == " " {
                let s = current.trimmingSpaces()
                if !s.isEmpty { sentences.append(s) }
                current = ""
            }
            i += 1
        }
        let rest = current.trimmingSpaces()
        if !rest.isEmpty { sentences.append(rest) }
        return sentences
    }
}
