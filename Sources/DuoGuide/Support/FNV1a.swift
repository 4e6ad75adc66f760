/// 64-bit FNV-1a: small and stable across runs and platforms (Swift's Hasher is seeded per
/// process), for identities that must survive rebuilds: quiz storage keys, build fingerprints.
struct FNV1a {
    private var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        value ^= 0xFF
        value = value &* 0x0000_0100_0000_01B3
    }

    mutating func combine(_ text: String) { combine(bytes: text.utf8) }

    /// Bulk bytes eight at a time, with no separator after them (so a run fed in pieces hashes the
    /// same whatever the pieces, when each piece but the last is a multiple of eight bytes long).
    /// Not FNV-1a, whose multiply per byte made hashing the content of a large guide slower than
    /// reading it: for fingerprints, which need only change when the bytes do. Each step (xor,
    /// multiply by an odd number, xor-shift) is a bijection of the value, so changing any one
    /// word always changes the result.
    mutating func combine<Bytes: Collection<UInt8>>(words bytes: Bytes) {
        var word: UInt64 = 0
        var filled = 0
        for byte in bytes {
            word |= UInt64(byte) << (8 * filled)  // little-endian: the first byte lowest
            filled += 1
            if filled == 8 {
                value ^= word
                value = value &* 0x0000_0100_0000_01B3
                value ^= value >> 29
                word = 0
                filled = 0
            }
        }
        // The last bytes, fewer than eight, one at a time.
        for k in 0..<filled {
            value ^= (word >> (8 * k)) & 0xFF
            value = value &* 0x0000_0100_0000_01B3
        }
    }

    /// The low 32 bits: enough to notice that one question's text changed.
    var shortHex: String { String(hex.suffix(8)) }

    var hex: String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
