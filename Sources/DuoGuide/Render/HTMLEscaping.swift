/// Escaping for text that lands in HTML, in element content and in quoted attribute values alike.
/// Every stage that produces markup goes through this one type, so there is one place to audit.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'`; safe for element content and for single- or double-quoted
    /// attribute values.
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: needsEscape) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` escaped to UTF-8 bytes, without an intermediate string: for renderers that
    /// build a page piece by piece. Most text holds nothing to escape and is copied whole; it is
    /// looked through where the string keeps its bytes, which costs a fraction of iterating its
    /// UTF-8 view.
    static func append(_ text: String, to out: inout [UInt8]) {
        if containsSpecial(text) { appendEscaping(text.utf8, to: &out) } else { out.append(contentsOf: text.utf8) }
    }

    static func append(_ text: Substring, to out: inout [UInt8]) {
        if containsSpecial(text) { appendEscaping(text.utf8, to: &out) } else { out.append(contentsOf: text.utf8) }
    }

    private static func containsSpecial(_ text: some StringProtocol) -> Bool {
        text.withContiguousUTF8 { $0.contains(where: needsEscape) }
    }

    /// Appends UTF-8 `bytes` escaped: for renderers that cut a text at byte offsets. The five
    /// characters are ASCII, so each is one byte that never occurs inside another character.
    static func append<Bytes: Collection<UInt8>>(utf8 bytes: Bytes, to out: inout [UInt8]) {
        // Most text holds nothing to escape, and is then copied whole.
        if bytes.contains(where: needsEscape) { appendEscaping(bytes, to: &out) } else { out.append(contentsOf: bytes) }
    }

    private static func appendEscaping<Bytes: Collection<UInt8>>(_ bytes: Bytes, to out: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&#39;".utf8
            default: out.append(byte)
            }
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
