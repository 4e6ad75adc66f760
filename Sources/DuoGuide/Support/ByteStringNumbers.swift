/// Numbers distinct short byte strings (words' UTF-8 bytes) in order of first sight, for lookups
/// by the ten thousand: a string's first sixteen bytes are packed into two words and hashed by one
/// multiplication, where a `Dictionary` runs `Hasher` for every lookup. Open addressing with
/// linear probing, the slots kept at most half full.
struct ByteStringNumbers {
    /// A string as the table tells strings apart: its first sixteen bytes packed little-endian into
    /// two words, any further bytes mixed into the second (each step a bijection, so keys stay as
    /// distinct as their bytes, and strings that share sixteen bytes do not share a hash), and its
    /// length. Packed a byte at a time, so that a scanner that reads a word's bytes anyway packs it
    /// on the way. Plain words: copied and compared without reference counting.
    struct Key {
        private(set) var head: UInt64 = 0, tail: UInt64 = 0, count = 0

        init() {}

        init(_ utf8: borrowing Span<UInt8>, _ bytes: Range<Int>) {
            for i in bytes { append(utf8[i]) }
        }

        mutating func append(_ byte: UInt8) {
            let shift = 8 &* UInt64(truncatingIfNeeded: count)
            if count < 8 { head |= UInt64(byte) &<< shift } else if count < 16 { tail |= UInt64(byte) &<< (shift &- 64) }
            else { tail = (tail ^ UInt64(byte)) &* 0x100_0000_01B3 }
            count &+= 1
        }

        /// Fibonacci hashing: the top bits of the product depend on every bit of the words.
        var hash: UInt64 { (head ^ (tail &+ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) &* 0x9E37_79B9_7F4A_7C15 }
    }

    /// A string's number, or -1 for an empty slot; `1 << bits` slots, at first room for the
    /// 2,048 strings that a language's guide has about.
    private var slots = [Int](repeating: -1, count: 1 << 12), bits = 12
    /// Each string's key, and where its bytes past the sixteenth start in `rests`.
    private var keys: [(key: Key, rest: Int)] = []
    /// The bytes past the sixteenth of the strings longer than that, end to end.
    private var rests: [UInt8] = []

    /// The number of the string at `bytes` of `utf8`, and whether it was met here first.
    mutating func number(of utf8: borrowing Span<UInt8>, _ bytes: Range<Int>) -> (number: Int, isNew: Bool) {
        number(of: Key(utf8, bytes), utf8, bytes)
    }

    /// `number(of:_:)` for a string whose key its caller packed.
    mutating func number(of key: Key, _ utf8: borrowing Span<UInt8>, _ bytes: Range<Int>) -> (number: Int, isNew: Bool) {
        var slot = slot(of: key.hash)
        while slots[slot] >= 0 {
            let (other, rest) = keys[slots[slot]]
            if other.head == key.head && other.tail == key.tail && other.count == key.count
                && (key.count <= 16 || (bytes.lowerBound + 16..<bytes.upperBound).allSatisfy { rests[rest + $0 - bytes.lowerBound - 16] == utf8[$0] }) {
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
                var slot = self.slot(of: entry.key.hash)
                while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = number
            }
        }
        return (keys.count - 1, true)
    }

    /// The first slot to look in for a key of `hash`.
    private func slot(of hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash >> UInt64(UInt64.bitWidth - bits))
    }
}
