/// JSON written straight into UTF-8 bytes: the one definition of how a JSON string is escaped and a
/// number spelled, shared by `JSONValue` and by writers too large to build a `JSONValue` tree for
/// first (the search index).
///
/// Strings are safe inside an HTML `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 are
/// written as \u escapes.
struct JSONBytes {
    /// What has been written.
    private(set) var bytes: [UInt8] = []

    /// The text written.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes written, handed over as a file's.
    consuming func fileBytes() -> FileBytes { bytes }

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Punctuation and other text that is already JSON, copied as it is.
    @inline(__always)
    mutating func raw(_ text: StaticString) {
        // Byte by byte: most is one or two bytes of punctuation, which a bulk append costs more.
        text.withUTF8Buffer { for byte in $0 { bytes.append(byte) } }
    }

    /// Digits written straight into the bytes, not made a `String` (a search index has thousands):
    /// the lowest eight packed into a word lowest first (no digit is a zero byte), so the highest
    /// goes out first, after any higher ones, which recursion writes.
    mutating func int(_ n: Int) {
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = n.magnitude, digits: UInt64 = 0
        repeat { (digits, rest) = (digits << 8 | UInt64(UInt8(ascii: "0") + UInt8(rest % 10)), rest / 10) } while rest > 0 && digits >> 56 == 0
        if rest > 0 { int(Int(rest)) }
        while digits != 0 { bytes.append(UInt8(truncatingIfNeeded: digits)); digits >>= 8 }
    }

    mutating func string(_ s: some StringProtocol) {
        s.withContiguousUTF8 { string(utf8: $0) }
    }

    /// A string from its UTF-8 bytes. Most strings have no byte that starts an escape (a control
    /// character, `"`, `&`, `<`, `>`, `\`, or 0xE2, which starts U+2028 and U+2029) and are copied
    /// whole: one pass with neither an early exit nor a branch tells, which the compiler
    /// vectorizes. Others are copied in runs, between the bytes that start an escape.
    mutating func string<UTF8: RandomAccessCollection<UInt8>>(utf8: UTF8) where UTF8.Index == Int {
        bytes.append(UInt8(ascii: "\""))
        var found: UInt8 = 0
        for b in utf8 {
            found |= (b < 0x20 ? 1 : 0) | (b == 0x22 ? 1 : 0) | (b == 0x26 ? 1 : 0) | (b == 0x3C ? 1 : 0) | (b == 0x3E ? 1 : 0) | (b == 0x5C ? 1 : 0) | (b == 0xE2 ? 1 : 0)
        }
        var copied = utf8.startIndex, i = found != 0 ? utf8.startIndex : utf8.endIndex
        while i < utf8.endIndex {
            let byte = utf8[i]
            var end = i + 1
            let escaped: StaticString
            switch byte {
            case UInt8(ascii: "\""): escaped = "\\\""
            case UInt8(ascii: "\\"): escaped = "\\\\"
            case UInt8(ascii: "\n"): escaped = "\\n"
            case UInt8(ascii: "\r"): escaped = "\\r"
            case UInt8(ascii: "\t"): escaped = "\\t"
            case UInt8(ascii: "<"): escaped = "\\u003c"
            case UInt8(ascii: ">"): escaped = "\\u003e"
            case UInt8(ascii: "&"): escaped = "\\u0026"
            // Other control characters: \u00XX, lowercase hex.
            case 0x00..<0x20: escaped = "\\u00"
            // U+2028 and U+2029 (E2 80 A8, E2 80 A9) end a line inside a JavaScript string.
            case 0xE2 where i + 2 < utf8.endIndex && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                escaped = utf8[i + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                end = i + 3
            default:
                i = end
                continue
            }
            bytes.append(contentsOf: utf8[copied..<i])
            raw(escaped)
            // `\u00` alone is incomplete: a control character's two hex digits follow it.
            if byte < 0x20, !"\n\r\t".utf8.contains(byte) {
                bytes.append(UInt8(ascii: "0") + byte >> 4)
                bytes.append(Array("0123456789abcdef".utf8)[Int(byte & 0x0F)])
            }
            copied = end
            i = end
        }
        bytes.append(contentsOf: utf8[copied...])
        bytes.append(UInt8(ascii: "\""))
    }

    /// `value` serialised; `pretty` indents by two spaces, `indent` levels in.
    mutating func value(_ value: JSONValue, pretty: Bool = false, indent: Int = 0) {
        switch value {
        case .string(let s): string(s)
        case .int(let n): int(n)
        case .bool(let b): b ? raw("true") : raw("false")
        case .null: raw("null")
        case .array(let items):
            if items.isEmpty { raw("[]"); return }
            raw("[")
            for (i, item) in items.enumerated() {
                if i > 0 { raw(",") }
                if pretty { newline(indent: indent + 1) }
                self.value(item, pretty: pretty, indent: indent + 1)
            }
            if pretty { newline(indent: indent) }
            raw("]")
        case .object(let fields):
            if fields.isEmpty { raw("{}"); return }
            raw("{")
            for (i, (key, member)) in fields.enumerated() {
                if i > 0 { raw(",") }
                if pretty { newline(indent: indent + 1) }
                string(key)
                pretty ? raw(": ") : raw(":")
                self.value(member, pretty: pretty, indent: indent + 1)
            }
            if pretty { newline(indent: indent) }
            raw("}")
        }
    }

    private mutating func newline(indent: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }
}
