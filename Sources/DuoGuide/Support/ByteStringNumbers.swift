/// Numbers distinct short byte strings (words' UTF-8 bytes) in order of first sight, for lookups
/// by the ten thousand: a string's first sixteen bytes are packed into two words and hashed by one
/// multiplication, where a `Dictionary` runs `Hasher` for every lookup. Open addressing with
/// linear probing, the slots kept at most half full.
struct ByteStringNumbers {
    /// A string's length and first sixteen bytes in two words, its further bytes mixed into the
    /// second (a bijection per byte: strings sharing sixteen bytes do not share a hash). Packed a
    /// byte at a time, so a scanner that reads a word's bytes anyway packs it on the way.
    struct Key: Equatable {
        private(set) var head: UInt64 = 0, tail: UInt64 = 0, count = 0

        mutating func append(_ byte: UInt8) {
            let shift = 8 &* UInt64(truncatingIfNeeded: count)
            if count < 8 { head |= UInt64(byte) &<< shift } else if count < 16 { tail |= UInt64(byte) &<< (shift &- 64) }
            else { tail = (tail ^ UInt64(byte)) &* 0x100_0000_01B3 }
            count &+= 1
        }

        /// The slot of `1 << bits` to look in first. Fibonacci hashing: the top bits of the product
        /// depend on every bit of the words.
        func firstSlot(bits: Int) -> Int {
            Int(truncatingIfNeeded: ((head ^ (tail &+ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
        }
    }

    /// A string's number, or -1 for an empty slot; `1 << bits` slots, at first room for the
    /// 2,048 strings that a language's guide has about.
    private var slots = [Int](repeating: -1, count: 1 << 12), bits = 12
    /// Each string's key, and where its bytes past the sixteenth are in `rests`, end to end.
    private var keys: [(key: Key, rest: Int)] = [], rests: [UInt8] = []

    /// The number of the string at `bytes` of `utf8`, and whether it was met here first; `key`
    /// is the string's, when its caller packed it.
    mutating func number(of utf8: borrowing Span<UInt8>, _ bytes: Range<Int>, key: Key? = nil) -> (number: Int, isNew: Bool) {
        let key = key ?? bytes.reduce(into: Key()) { $0.append(utf8[$1]) }
        var slot = key.firstSlot(bits: bits)
        while slots[slot] >= 0 {
            let (other, rest) = keys[slots[slot]]
            if other == key && (key.count <= 16 || (bytes.lowerBound + 16..<bytes.upperBound).allSatisfy { rests[rest + $0 - bytes.lowerBound - 16] == utf8[$0] }) {
                return (slots[slot], false)
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = keys.count
        keys.append((key, rests.count))
        for i in bytes.dropFirst(16) { rests.append(utf8[i]) }
        if 2 * keys.count > slots.count {
            bits += 1
            slots = Array(repeating: -1, count: 1 << bits)
            for (number, entry) in keys.enumerated() {
                slot = entry.key.firstSlot(bits: bits)
                while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = number
            }
        }
        return (keys.count - 1, true)
    }
}
