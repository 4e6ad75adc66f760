/// JSON written straight into UTF-8 bytes: the one definition of how a JSON string is escaped and a
/// number spelled, shared by `JSONValue` and by writers too large to build a `JSONValue` tree for
/// first (the search index: a tree node, and a retain and a release, per posting).
///
/// Strings are safe inside an HTML `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 are
/// written as \u escapes.
///
/// Not copyable: it owns its buffer (a `PageBytes`) and is passed `inout`.
struct JSONBytes: ~Copyable {
    /// What has been written. Runs of bytes are copied into place: `Array.append(contentsOf:)`
    /// cost a hundred instructions a call before its copy, and a search index makes tens of
    /// thousands.
    private var out: PageBytes

    /// The bytes written.
    var bytes: [UInt8] { out.array }

    /// The text written.
    var string: String { out.string }

    /// The bytes written, in this buffer: it becomes the file's, uncopied.
    consuming func fileBytes() -> FileBytes {
        out.fileBytes()
    }

    init(reservingCapacity capacity: Int = 0) {
        out = PageBytes(capacity: max(capacity, 64))
    }

    /// Punctuation and other text that is already JSON, copied as it is.
    mutating func raw(_ text: StaticString) {
        // Mostly one byte of punctuation: appended as a byte, not as a run.
        if text.utf8CodeUnitCount == 1 {
            out.append(text.utf8Start.pointee)
        } else {
            text.withUTF8Buffer { out.append($0) }
        }
    }

    mutating func int(_ n: Int) {
        // A sign and at most 19 digits.
        let room = out.room(for: 20)
        out.commit(JSONBytes.spell(n, into: room, at: 0))
    }

    /// `[a,b,…]` for `values`, as `int` spells each: spelled in place through a pointer, not
    /// appended byte by byte (a search index has tens of thousands). Each value must fit in an `Int`.
    mutating func intArray<Integer: FixedWidthInteger>(_ values: UnsafeBufferPointer<Integer>) {
        // A sign and at most 19 digits per value, a comma after it, and the brackets.
        let room = out.room(for: 2 + 21 * values.count)
        room[0] = UInt8(ascii: "[")
        var at = 1
        for (k, value) in values.enumerated() {
            if k > 0 {
                room[at] = UInt8(ascii: ",")
                at += 1
            }
            at = JSONBytes.spell(Int(value), into: room, at: at)
        }
        room[at] = UInt8(ascii: "]")
        out.commit(at + 1)
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
        s.withUTF8Bytes { string(utf8: $0) }
    }

    /// A string given as its UTF-8 bytes (which must be valid UTF-8).
    mutating func string(utf8 text: UnsafeBufferPointer<UInt8>) {
        out.append(UInt8(ascii: "\""))
        escaped(text)
        out.append(UInt8(ascii: "\""))
    }

    /// The string of `text`'s bytes and then `suffix`'s (both valid UTF-8): a cut text and its
    /// «…» without joining them first.
    mutating func string(utf8 text: UnsafeBufferPointer<UInt8>, followedBy suffix: StaticString) {
        out.append(UInt8(ascii: "\""))
        escaped(text)
        suffix.withUTF8Buffer { escaped($0) }
        out.append(UInt8(ascii: "\""))
    }

    /// `text` as the inside of a JSON string.
    private mutating func escaped(_ text: UnsafeBufferPointer<UInt8>) {
        // Runs that need no escape are copied whole; only the bytes below are looked at one by one.
        var run = 0
        var i = 0
        while i < text.count {
            // Eight bytes at a time while none of them needs a closer look (most text), and the last
            // few in one word too: most strings are short or end in a few bytes, which looked at one
            // by one cost some twenty instructions each.
            if let base = text.baseAddress {
                if i + 8 <= text.count {
                    if !JSONBytes.mayNeedEscape(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) {
                        i += 8
                        continue
                    }
                } else if !JSONBytes.mayNeedEscape(JSONBytes.word(of: UnsafeRawPointer(base + i), count: text.count - i)) {
                    break
                }
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
            out.append(UnsafeBufferPointer(rebasing: text[run..<i]))
            if let escape {
                raw(escape)
            } else {
                // Other control characters: \u00XX, lowercase hex.
                raw("\\u00")
                out.append(JSONBytes.hexDigit(byte >> 4))
                out.append(JSONBytes.hexDigit(byte & 0x0F))
            }
            i += width
            run = i
        }
        out.append(UnsafeBufferPointer(rebasing: text[run..<text.count]))
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

    /// The `count` (1 to 7) bytes at `p` in one word for `mayNeedEscape`, reading none past them:
    /// four or more as two overlapping four-byte loads (a byte seen twice changes no answer), fewer
    /// one by one over a filler of `A`, which needs no escape.
    private static func word(of p: UnsafeRawPointer, count: Int) -> UInt64 {
        if count >= 4 {
            return UInt64(p.loadUnaligned(as: UInt32.self)) | UInt64(p.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
        }
        var word: UInt64 = 0x4141_4141_4141_4141
        for k in 0..<count { word = word << 8 | UInt64(p.load(fromByteOffset: k, as: UInt8.self)) }
        return word
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
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<2 * indent { out.append(UInt8(ascii: " ")) }
    }
}
