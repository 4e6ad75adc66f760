/// Escaping for text that lands in HTML, in element content and in quoted attribute values alike.
/// Every stage that produces markup goes through this one type, so there is one place to audit.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'`; safe for element content and for single- or double-quoted
    /// attribute values.
    public static func escape(_ text: String) -> String {
        // Fast path: most text has nothing to escape.
        if !containsSpecial(text[...]) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        append(text[...], to: &out)
        return out
    }

    /// Appends `text` escaped, without an intermediate string: for renderers that build a page
    /// piece by piece.
    static func append(_ text: Substring, to out: inout String) {
        if !containsSpecial(text) { out += text; return }
        // Unescaped runs are appended whole; the five characters are ASCII, so a byte is enough.
        let bytes = text.utf8
        var run = bytes.startIndex
        var i = run
        while i != bytes.endIndex {
            if let escape = entity(for: bytes[i]) {
                out += text[run..<i]
                out += escape.description
                run = bytes.index(after: i)
            }
            i = bytes.index(after: i)
        }
        out += text[run..<bytes.endIndex]
    }

    /// Appends `text` escaped to UTF-8 bytes: the template renderer's output.
    static func append(_ text: String, to out: inout PageBytes) {
        text.withUTF8Bytes { bytes in forEachEscapedRun(of: bytes) { out.append($0) } }
    }

    /// Appends UTF-8 `bytes` escaped to a page's bytes: the sitemap's resolved paths.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout PageBytes) {
        forEachEscapedRun(of: bytes) { out.append($0) }
    }

    /// Appends `text` escaped to UTF-8 bytes: the sitemap, highlighted code.
    static func append(_ text: String, to out: inout [UInt8]) {
        text.withUTF8Bytes { append($0, to: &out) }
    }

    /// Appends UTF-8 `bytes` escaped to UTF-8 bytes: for renderers that cut a text at byte offsets.
    /// Every string value of every page comes through here, and most hold nothing to escape, so
    /// eight bytes at a time are passed while none of them is one of the five.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        forEachEscapedRun(of: bytes) { out.append(contentsOf: $0) }
    }

    /// `bytes` escaped, as runs of UTF-8: unescaped stretches whole, each entity on its own.
    @inline(__always)
    private static func forEachEscapedRun(of bytes: UnsafeBufferPointer<UInt8>, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        var run = 0
        var i = 0
        while i < bytes.count {
            if i + 8 <= bytes.count {
                if !mayHoldSpecial(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
                    i += 8
                    continue
                }
            } else if bytes.count >= 8 && !mayHoldSpecial(raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)) {
                // Fewer than eight bytes are left, all among the last eight, which hold none of the
                // five: no byte-by-byte look at the end of every value.
                break
            }
            if let escape = entity(for: bytes[i]) {
                emit(UnsafeBufferPointer(rebasing: bytes[run..<i]))
                emit(UnsafeBufferPointer(start: escape.utf8Start, count: escape.utf8CodeUnitCount))
                run = i + 1
            }
            i += 1
        }
        emit(UnsafeBufferPointer(rebasing: bytes[run...]))
    }

    /// Whether any of eight bytes may be `"`, `&`, `'`, `<` or `>`: a byte of `x` is zero where
    /// `word` holds the byte looked for (`&` and `'` differ in one bit, as do `<` and `>`, which
    /// is masked off), and `(x - 0x01…) & ~x & 0x80…` is nonzero exactly when some byte of `x` is.
    static func mayHoldSpecial(_ word: UInt64) -> Bool {
        func hasZeroByte(_ x: UInt64) -> Bool { (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0 }
        return hasZeroByte(word ^ 0x2222_2222_2222_2222)
            || hasZeroByte((word ^ 0x2626_2626_2626_2626) & 0xFEFE_FEFE_FEFE_FEFE)
            || hasZeroByte((word ^ 0x3C3C_3C3C_3C3C_3C3C) & 0xFDFD_FDFD_FDFD_FDFD)
    }

    /// The entity that stands for `byte`, for the five characters that are escaped (all ASCII,
    /// so one byte decides).
    private static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case 0x26: return "&amp;"
        case 0x3C: return "&lt;"
        case 0x3E: return "&gt;"
        case 0x22: return "&quot;"
        case 0x27: return "&#39;"
        default: return nil
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
    }

    /// Whether any byte needs escaping; over the contiguous bytes when the string has them (native
    /// strings do), which is several times faster than walking the UTF-8 view.
    private static func containsSpecial(_ text: Substring) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(where: needsEscape) }
            ?? text.utf8.contains(where: needsEscape)
    }
}
