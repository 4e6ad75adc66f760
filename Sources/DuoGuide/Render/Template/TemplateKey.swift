import Foundation

/// A field name of a template object together with a word that tells names apart without hashing
/// or comparing strings: objects are small and looked up many times per page (every `{{a.b}}`
/// searches the frames from the innermost outwards), so a scan over these words costs less than
/// hashing the name once.
struct TemplateKey: Sendable, Equatable {
    let name: String
    /// For a name that is ASCII (or canonically equivalent to ASCII, see `init`), the UTF-8 length
    /// (capped at 255) in the low byte and the first seven bytes above it: names that differ in
    /// length or start, nearly all of them, differ here, and a name of up to seven bytes is
    /// entirely in it. Any other name has `nonASCII` set and is found by comparing Strings.
    let tag: UInt64
    /// For an ASCII name of eight to fifteen bytes, its last eight bytes: with the tag, the whole
    /// name (see `Probe`). Zero for a shorter name; not used for longer ones and the others.
    let tail: UInt64

    /// No ASCII byte has its top bit set, so no ASCII tag has this bit.
    static let nonASCII: UInt64 = 1 << 63

    init(_ name: String) {
        self.name = name
        if let words = Self.asciiTag(name) {
            (tag, tail) = words
        } else {
            // Strings are equal when canonically equivalent, and a few other names are equal to an
            // ASCII one ("\u{212A}" Kelvin sign == "K"): such a name gets that name's tag, so that
            // an ASCII lookup, which compares only tags, still finds it.
            let composed = name.precomposedStringWithCanonicalMapping
            if composed == name, let words = Self.asciiTag(composed) {
                (tag, tail) = words
            } else {
                self.tag = (Self.asciiTag(name, checked: false)?.tag ?? 0) | Self.nonASCII
                self.tail = 0
            }
        }
    }

    /// The tag and tail of an ASCII name; nil for another when `checked`.
    @inline(__always)
    private static func asciiTag(_ name: String, checked: Bool = true) -> (tag: UInt64, tail: UInt64)? {
        name.withUTF8Bytes { asciiTag(UnsafeRawBufferPointer($0), checked: checked) }
    }

    @inline(__always)
    private static func asciiTag(_ raw: UnsafeRawBufferPointer, checked: Bool) -> (tag: UInt64, tail: UInt64)? {
        // Eight bytes at a time: every key set into an object is made here.
        var head: UInt64 = 0
        var all: UInt64 = 0
        var tail: UInt64 = 0
        var i = 0
        while i + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if i == 0 { head = word }
            all |= word
            i += 8
        }
        if raw.count >= 8 {
            // The last bytes are among the last eight, read as one word (again in part).
            tail = raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self)
            all |= tail
        } else {
            var rest: UInt64 = 0
            var shift: UInt64 = 0
            while i < raw.count {
                rest |= UInt64(raw[i]) << shift
                shift += 8
                i += 1
            }
            head = rest
            all |= rest
        }
        if checked && all & 0x8080_8080_8080_8080 != 0 { return nil }
        // Any byte order gives a tag that tells names apart; a name shorter than eight bytes is
        // whole in `rest`, and shifting drops only an eighth byte.
        return (head << 8 | UInt64(min(raw.count, 255)), tail)
    }

    /// Whether the name is looked up by tag (it is ASCII or equal to an ASCII name).
    var isASCII: Bool { tag & Self.nonASCII == 0 }

    /// Whether two ASCII names with equal tags are the same: a name of up to seven bytes is all in
    /// its tag; longer ones are compared in full.
    @inline(__always)
    func isSameASCII(asSameTagged other: TemplateKey) -> Bool {
        tag & 0xF8 == 0 || name == other.name
    }

    /// The two words that alone identify an ASCII name of up to fifteen bytes: its tag (length and
    /// first seven bytes) and its tail (last eight bytes). A template's names are made into probes
    /// once; found by a probe, a field is found by comparing two words, and a lookup copies no
    /// String (copying a key retains and releases its name).
    struct Probe: Sendable {
        let tag: UInt64
        let tail: UInt64

        /// Whether `key` is the name this probe stands for: equal words, which for a name of
        /// eight to fifteen bytes include its tail; a name of the same length and first seven
        /// bytes but sixteen bytes or more cannot have the probe's length.
        @inline(__always)
        func matches(_ key: TemplateKey) -> Bool {
            key.tag == tag && key.tail == tail
        }
    }

    /// This name as a probe; nil for a name that is not ASCII or is longer than fifteen bytes.
    var probe: Probe? {
        isASCII && tag & 0xFF <= 15 ? Probe(tag: tag, tail: tail) : nil
    }
}
