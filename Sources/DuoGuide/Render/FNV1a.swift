/// 32-bit FNV-1a: small, stable across runs and platforms (Swift's Hasher is seeded per process).
struct FNV1a {
    private var value: UInt32 = 0x811C_9DC5

    mutating func combine(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt32(byte)
            value = value &* 0x0100_0193
        }
        value ^= 0xFF
        value = value &* 0x0100_0193
    }

    var hex: String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 8 - s.count) + s
    }
}
