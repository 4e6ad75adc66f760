/// Splits an answers paragraph into sentences: at '.', '?' or '!' followed by a space, outside
/// parentheses. Periods inside numbers («27.1») or names («UIScreen.main») are not followed by a
/// space, so they never split.
enum SentenceSplitter {
    static func split(_ text: String) -> [String] {
        let bytes = Array(text.utf8), cuts = cuts(bytes)
        return zip(cuts, cuts.dropFirst()).map { String(decoding: bytes[$0..<$1], as: UTF8.self).trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// Where the text's UTF-8 `bytes` are cut: 0, after each mark that ends a sentence, and the end;
    /// each sentence is the bytes between two cuts, trimmed. Read as bytes: the marks, the
    /// parentheses and the space are ASCII, so a byte equal to one is that scalar.
    static func cuts(_ bytes: [UInt8]) -> [Int] {
        var cuts = [0], depth = 0
        for (i, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            if depth == 0, byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!"),
               i + 1 == bytes.count || bytes[i + 1] == UInt8(ascii: " ") { cuts.append(i + 1) }
        }
        return cuts + [bytes.count]
    }
}
