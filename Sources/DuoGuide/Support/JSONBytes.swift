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
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func int(_ n: Int) {
        bytes.append(contentsOf: String(n).utf8)
    }

    mutating func string(_ s: some StringProtocol) {
        bytes.append(UInt8(ascii: "\""))
        // Most text holds nothing to escape and is copied whole.
        if s.utf8.contains(where: Self.mayNeedEscape) {
            for scalar in s.unicodeScalars { escape(scalar) }
        } else {
            bytes.append(contentsOf: s.utf8)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ scalar: Unicode.Scalar) {
        switch scalar {
        case "\"": raw("\\\"")
        case "\\": raw("\\\\")
        case "\n": raw("\\n")
        case "\r": raw("\\r")
        case "\t": raw("\\t")
        case "<": raw("\\u003c")
        case ">": raw("\\u003e")
        case "&": raw("\\u0026")
        // U+2028 and U+2029 end a line inside a JavaScript string.
        case "\u{2028}": raw("\\u2028")
        case "\u{2029}": raw("\\u2029")
        case "\u{0}"..."\u{1F}":
            // Other control characters: \u00XX, lowercase hex.
            raw("\\u00")
            bytes.append(Self.hexDigit(UInt8(scalar.value >> 4)))
            bytes.append(Self.hexDigit(UInt8(scalar.value & 0x0F)))
        default:
            bytes.append(contentsOf: String(scalar).utf8)
        }
    }

    /// Whether a UTF-8 byte may start something `escape` changes: a control character, `"`, `&`,
    /// `<`, `>`, `\`, or 0xE2, the lead byte of U+2028 and U+2029.
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00..<0x20, 0x22, 0x26, 0x3C, 0x3E, 0x5C, 0xE2: return true
        default: return false
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
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
