/// `SearchIndexBuilder.trim` for plain text (`PlainScalar.isPlain`: one scalar per Character), on
/// its bytes: Characters are then scalars, counted by their lead bytes, so the cut needs no
/// grapheme breaking, which was most of writing the index's records. `trimCharacters` stays the
/// definition (the tests compare the two).
enum SnippetTrim {
    static func trimPlain(_ text: String, to limit: Int) -> String {
        return text.withUTF8Bytes { bytes in
            guard let end = cut(bytes, to: limit) else { return String(decoding: bytes, as: UTF8.self) }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self) + "…"
        }
    }

    /// Where `trimPlain` cuts plain text given as its bytes: the trimmed text is `bytes[..<end]`
    /// and «…»; nil when the text has at most `limit` scalars and is kept whole.
    static func cut(_ bytes: UnsafeBufferPointer<UInt8>, to limit: Int) -> Int? {
        // The byte where scalar number `limit` starts, if the text has more than `limit` scalars.
        var scalars = 0
        var end = 0
        while end < bytes.count {
            if bytes[end] & 0xC0 != 0x80 {
                if scalars == limit { break }
                scalars += 1
            }
            end += 1
        }
        guard end < bytes.count else { return nil }
        // Cut at the last space, if fewer than half the scalars lie after it.
        if let space = lastSpace(in: bytes, before: end) {
            var after = 0
            for k in space..<end where bytes[k] & 0xC0 != 0x80 { after += 1 }
            if limit - after > limit / 2 { end = space }
        }
        // Trailing « », «,», «;», «:» go: each is a scalar, and a Character, of its own.
        while end > 0, isTrailingPunctuation(bytes[end - 1]) { end -= 1 }
        return end
    }

    private static func isTrailingPunctuation(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":")
    }

    private static func lastSpace(in bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int? {
        var k = end
        while k > 0 {
            k -= 1
            if bytes[k] == 0x20 { return k }
        }
        return nil
    }
}
