/// JSON written straight into UTF-8 bytes: the one definition of how a JSON string is escaped and a
/// number spelled, shared by `JSONValue` and by writers too large to build a `JSONValue` tree for
/// first (the search index: a tree node, and a retain and a release, per posting).
///
/// Strings are safe inside an HTML `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 are
/// written as \u escapes.
struct JSONBytes {
    private(set) var bytes: [UInt8] = []
    /// Where `intArray` spells its numbers before copying them: reused, so room is made once.
    private var scratch: [UInt8] = []

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Punctuation and other text that is already JSON, copied as it is.
    mutating func raw(_ text: StaticString) {
        // Mostly one byte of punctuation: appended as a byte, not as a collection.
        if text.utf8CodeUnitCount == 1 {
            bytes.append(text.utf8Start.pointee)
        } else {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }
    }

    mutating func int(_ n: Int) {
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = n.magnitude
        // Up to three digits (every record number and weight of a search index) byte by byte:
        // making room for the digits first costs more than the digits.
        if rest < 1000 {
            let zero = UInt8(ascii: "0")
            if rest >= 100 { bytes.append(zero + UInt8(truncatingIfNeeded: rest / 100)) }
            if rest >= 10 { bytes.append(zero + UInt8(truncatingIfNeeded: rest / 10 % 10)) }
            bytes.append(zero + UInt8(truncatingIfNeeded: rest % 10))
            return
        }
        var digits = 1
        var scan = rest
        while scan >= 10 { scan /= 10; digits += 1 }
        // Room for the digits, then filled from the last one.
        bytes.append(contentsOf: repeatElement(0, count: digits))
        bytes.withUnsafeMutableBufferPointer { buffer in
            var at = buffer.count
            repeat {
                at -= 1
                buffer[at] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
        }
    }

    /// `[a,b,…]` for `values`, as `int` spells each: spelled through a pointer into `scratch`
    /// and copied at once, not appended byte by byte (a search index has tens of thousands).
    mutating func intArray(_ values: UnsafeBufferPointer<Int>) {
        // A sign and at most 19 digits per value, a comma after it, and the brackets.
        let room = 2 + 21 * values.count
        if scratch.count < room { scratch = Array(repeating: 0, count: max(room, 2 * scratch.count)) }
        let used = scratch.withUnsafeMutableBufferPointer { out -> Int in
            out[0] = UInt8(ascii: "[")
            var at = 1
            for (k, value) in values.enumerated() {
                if k > 0 {
                    out[at] = UInt8(ascii: ",")
                    at += 1
                }
                at = JSONBytes.spell(value, into: out, at: at)
            }
            out[at] = UInt8(ascii: "]")
            return at + 1
        }
        scratch.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<used])) }
    }

    /// Writes `n` as `int` would from `at` on; returns where it ended.
    private static func spell(_ n: Int, into out: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var at = start
        if n < 0 {
            out[at] = UInt8(ascii: "-")
            at += 1
        }
        var rest = n.magnitude
        // Up to three digits (every weight, and every record number of an index of up to a thousand
        // records: a guide's) without counting them first.
        if rest < 1000 {
            let zero = UInt8(ascii: "0")
            if rest >= 100 {
                out[at] = zero + UInt8(truncatingIfNeeded: rest / 100)
                at += 1
            }
            if rest >= 10 {
                out[at] = zero + UInt8(truncatingIfNeeded: rest / 10 % 10)
                at += 1
            }
            out[at] = zero + UInt8(truncatingIfNeeded: rest % 10)
            return at + 1
        }
        var digits = 1
        var scan = rest
        while scan >= 10 { scan /= 10; digits += 1 }
        var k = at + digits
        repeat {
            k -= 1
            out[k] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        return at + digits
    }

    mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { string(utf8: $0) }
    }

    /// A string given as its UTF-8 bytes (which must be valid UTF-8).
    mutating func string(utf8 text: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        escaped(text)
        bytes.append(UInt8(ascii: "\""))
    }

    /// The string of `text`'s bytes and then `suffix`'s (both valid UTF-8): a cut text and its
    /// «…» without joining them first.
    mutating func string(utf8 text: UnsafeBufferPointer<UInt8>, followedBy suffix: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        escaped(text)
        suffix.withUTF8Buffer { escaped($0) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `text` as the inside of a JSON string.
    private mutating func escaped(_ text: UnsafeBufferPointer<UInt8>) {
        // Runs that need no escape are copied whole; only the bytes below are looked at one by one.
        var run = 0
        var i = 0
        while i < text.count {
            // Eight bytes at a time while none of them needs a closer look (most text).
            if i + 8 <= text.count, let base = text.baseAddress,
               !JSONBytes.mayNeedEscape(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) {
                i += 8
                continue
            }
            let byte = text[i]
            // Below 0x40 one bit per byte says whether to look closer: control characters, `"`,
            // `&`, `<`, `>`. Above, only `\` and the lead byte of U+2028 and U+2029.
            let lookCloser = byte < 0x40 ? JSONBytes.lowAttention >> byte & 1 != 0 : byte == 0x5C || byte == 0xE2
            guard lookCloser else {
                i += 1
                continue
            }
            var width = 1
            let escape: StaticString?
            switch byte {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x3C: escape = "\\u003c"
            case 0x3E: escape = "\\u003e"
            case 0x26: escape = "\\u0026"
            case 0x00..<0x20: escape = nil
            default:
                // 0xE2: U+2028 and U+2029 (E2 80 A8 / E2 80 A9) end a line inside a JavaScript string.
                guard i + 2 < text.count, text[i + 1] == 0x80, text[i + 2] == 0xA8 || text[i + 2] == 0xA9 else {
                    i += 1
                    continue
                }
                escape = text[i + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                width = 3
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<i]))
            if let escape {
                raw(escape)
            } else {
                // Other control characters: \u00XX, lowercase hex.
                raw("\\u00")
                bytes.append(JSONBytes.hexDigit(byte >> 4))
                bytes.append(JSONBytes.hexDigit(byte & 0x0F))
            }
            i += width
            run = i
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<text.count]))
    }

    /// Bit b set when byte b (below 0x40) may need an escape: 0x00–0x1F, 0x22, 0x26, 0x3C, 0x3E.
    private static let lowAttention: UInt64 = 0xFFFF_FFFF | 1 << 0x22 | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E

    /// Whether any of the eight bytes in `word` is one `string(utf8:)` looks at closer: below
    /// 0x20, `"`, `&`, `<`, `>`, `\` or 0xE2. (The classic tests for a byte below n and for a zero
    /// byte, exact in telling whether there is any.)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func anyZero(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highs }
        let below20 = (word &- 0x20 &* ones) & ~word & highs
        let equal = anyZero(word ^ 0x22 &* ones) | anyZero(word ^ 0x26 &* ones) | anyZero(word ^ 0x3C &* ones)
            | anyZero(word ^ 0x3E &* ones) | anyZero(word ^ 0x5C &* ones) | anyZero(word ^ 0xE2 &* ones)
        return below20 | equal != 0
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
