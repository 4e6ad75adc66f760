/// Splits an answers paragraph into sentences: at '.', '?' or '!' followed by a space, outside
/// parentheses. Periods inside numbers («27.1») or names («UIScreen.main») are not followed by a
/// space, so they never split.
enum SentenceSplitter {
    static func split(_ text: String) -> [String] {
        PlainBytes.of(text, split) ?? splitByCharacter(text)
    }

    /// The definition, on Characters.
    static func splitByCharacter(_ text: String) -> [String] {
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

    /// The same cuts on the bytes of plain text, where every character looked at is ASCII; the
    /// end of the text counts as a space.
    static func split(_ text: PlainBytes) -> [String] {
        let bytes = text.bytes
        var sentences: [String] = []
        var start = 0
        var depth = 0
        func cut(_ end: Int) {
            let sentence = PlainBytes(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end])).trimmingSpaces()
            if !sentence.isEmpty { sentences.append(String(decoding: sentence.bytes, as: UTF8.self)) }
            start = end
        }
        for i in bytes.indices {
            let byte = bytes[i]
            if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            if depth == 0, byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!"),
               i + 1 == bytes.count || bytes[i + 1] == UInt8(ascii: " ") {
                cut(i + 1)
            }
        }
        cut(bytes.count)
        return sentences
    }
}
