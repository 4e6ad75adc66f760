/// Escaping for text that lands in HTML, in element content and in quoted attribute values alike.
/// Every stage that produces markup goes through this one type, so there is one place to audit.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'`; safe for element content and for single- or double-quoted
    /// attribute values.
    public static func escape(_ text: String) -> String {
        guard text.withContiguousUTF8({ needsEscaping($0) }) else { return text }
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` escaped to UTF-8 bytes, without an intermediate string: for renderers that
    /// build a page piece by piece. The text is read where the string keeps its bytes, which costs a
    /// fraction of iterating its UTF-8 view.
    static func append(_ text: some StringProtocol, to out: inout [UInt8]) {
        text.withContiguousUTF8 { append(utf8: $0, to: &out) }
    }

    /// Appends UTF-8 `bytes` escaped: for renderers that cut a text at byte offsets. The five
    /// characters are ASCII, so each is one byte that never occurs inside another character; the
    /// runs between them are copied whole (French text has an apostrophe in most sentences).
    static func append<Bytes: Collection<UInt8>>(utf8 bytes: Bytes, to out: inout [UInt8]) {
        guard needsEscaping(bytes) else { return out.append(contentsOf: bytes) }
        var copied = bytes.startIndex
        var i = copied
        while i != bytes.endIndex {
            if let entity = entity(for: bytes[i]) {
                out.append(contentsOf: bytes[copied..<i])
                entity.withUTF8Buffer { out.append(contentsOf: $0) }
                copied = bytes.index(after: i)
            }
            bytes.formIndex(after: &i)
        }
        out.append(contentsOf: bytes[copied...])
    }

    /// Whether any byte is one of the five. Most texts hold none, and are copied whole: one pass
    /// with neither an early exit nor a branch tells, which the compiler vectorizes.
    private static func needsEscaping(_ bytes: some Collection<UInt8>) -> Bool {
        var found: UInt8 = 0  // & < > " '
        for b in bytes { found |= (b == 0x26 ? 1 : 0) | (b == 0x3C ? 1 : 0) | (b == 0x3E ? 1 : 0) | (b == 0x22 ? 1 : 0) | (b == 0x27 ? 1 : 0) }
        return found != 0
    }

    /// What a byte is written as, nil for a byte written as itself.
    private static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
