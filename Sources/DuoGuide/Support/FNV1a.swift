/// 64-bit FNV-1a: small and stable across runs and platforms (Swift's Hasher is seeded per
/// process), for identities that must survive rebuilds: quiz storage keys, build fingerprints.
struct FNV1a {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        value ^= 0xFF
        value = value &* 0x0000_0100_0000_01B3
    }

    mutating func combine(_ text: String) { text.withContiguousUTF8 { combine(bytes: $0) } }

    /// The low 32 bits: enough to notice that one question's text changed.
    var shortHex: String { String(hex.suffix(8)) }

    var hex: String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
