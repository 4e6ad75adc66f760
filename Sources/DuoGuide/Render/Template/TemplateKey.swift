/// A field name of a template object together with a word that tells ASCII names apart without
/// hashing or comparing strings: objects are small and looked up many times per page (every
/// `{{a.b}}` searches the frames from the innermost outwards), so a scan over these words costs
/// less than hashing the name once.
struct TemplateKey: Sendable, Equatable {
    let name: String
    /// For an ASCII name, the UTF-8 length (capped at 255) in the low byte and the first seven
    /// bytes above it: names that differ in length or start, nearly all of them, differ here, and a
    /// name of up to seven bytes is entirely in it. A name with any other byte has `nonASCII` set:
    /// such a name may equal a different byte sequence (Swift compares strings by canonical
    /// equivalence, "é" == "e\u{301}", and even "\u{212A}" == "K"), so it is compared as a String.
    let tag: UInt64

    /// No ASCII byte has its top bit set, so no ASCII tag has this bit.
    static let nonASCII: UInt64 = 1 << 63

    init(_ name: String) {
        self.name = name
        var copy = name
        tag = copy.withUTF8 { bytes in
            // Eight bytes at a time: every key set into an object is made here.
            let raw = UnsafeRawBufferPointer(bytes)
            var head: UInt64 = 0
            var all: UInt64 = 0
            var i = 0
            while i + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if i == 0 { head = word }
                all |= word
                i += 8
            }
            var rest: UInt64 = 0
            var shift: UInt64 = 0
            while i < raw.count {
                rest |= UInt64(raw[i]) << shift
                shift += 8
                i += 1
            }
            if raw.count < 8 { head = rest }
            all |= rest
            // Any byte order gives a tag that tells names apart; a name shorter than eight bytes is
            // whole in `rest`, and shifting drops only an eighth byte.
            let tag = head << 8 | UInt64(min(raw.count, 255))
            return all & 0x8080_8080_8080_8080 == 0 ? tag : tag | Self.nonASCII
        }
    }

    /// Whether the names are equal as Strings are.
    @inline(__always)
    func matches(_ other: TemplateKey) -> Bool {
        if tag == other.tag {
            // Equal tags of ASCII names of up to seven bytes are equal names.
            return tag & (Self.nonASCII | 0xF8) == 0 || name == other.name
        }
        // Different ASCII names differ; a name with other bytes may still equal another.
        return (tag | other.tag) & Self.nonASCII != 0 && name == other.name
    }
}
