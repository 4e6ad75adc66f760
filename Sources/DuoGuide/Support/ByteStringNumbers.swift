/// Numbers distinct short byte strings (words' UTF-8 bytes) in order of first sight, for lookups
/// by the ten thousand: a string's first sixteen bytes are packed into two words and hashed by one
/// multiplication, where a `Dictionary` runs `Hasher` for every lookup. Open addressing with
/// linear probing, the slots kept at most half full.
struct ByteStringNumbers {
    /// Plain words, so that a key is copied and compared without reference counting: a string
    /// longer than sixteen bytes keeps the rest of its bytes in `rests`, from `rest` on.
    private struct Key {
        var head: UInt64 = 0, tail: UInt64 = 0, count: Int, rest = 0

        init(_ utf8: borrowing Span<UInt8>, _ bytes: Range<Int>) {
            count = bytes.count
            // Little-endian: the first eight bytes in `head`, the next eight in `tail`.
            let middle = min(bytes.lowerBound + 8, bytes.upperBound), end = min(bytes.lowerBound + 16, bytes.upperBound)
            for i in bytes.lowerBound..<middle { head |= UInt64(utf8[i]) &<< (8 &* UInt64(i &- bytes.lowerBound)) }
            for i in middle..<end { tail |= UInt64(utf8[i]) &<< (8 &* UInt64(i &- middle)) }
            // The rest mixed into `tail` too (each step a bijection, so keys stay as distinct as
            // their bytes), or strings that share their first sixteen bytes would share a hash.
            for i in end..<bytes.upperBound { tail = (tail ^ UInt64(utf8[i])) &* 0x100_0000_01B3 }
        }

        /// Fibonacci hashing: the top bits of the product depend on every bit of the words.
        var hash: UInt64 { (head ^ (tail &+ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) &* 0x9E37_79B9_7F4A_7C15 }
    }

    /// A string's number, or -1 for an empty slot; `1 << bits` slots, at first room for the
    /// 2,048 strings that a language's guide has about.
    private var slots = [Int](repeating: -1, count: 1 << 12), bits = 12
    private var keys: [Key] = []
    /// The bytes past the sixteenth of the strings longer than that, end to end.
    private var rests: [UInt8] = []

    /// The number of the string at `bytes` of `utf8`, and whether it was met here first.
    mutating func number(of utf8: borrowing Span<UInt8>, _ bytes: Range<Int>) -> (number: Int, isNew: Bool) {
        var key = Key(utf8, bytes), slot = slot(of: key.hash)
        while slots[slot] >= 0 {
            let other = keys[slots[slot]]
            if other.head == key.head && other.tail == key.tail && other.count == key.count
                && (key.count <= 16 || (bytes.lowerBound + 16..<bytes.upperBound).allSatisfy { rests[other.rest + $0 - bytes.lowerBound - 16] == utf8[$0] }) {
                return (slots[slot], false)
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        if key.count > 16 {
            key.rest = rests.count
            for i in bytes.dropFirst(16) { rests.append(utf8[i]) }
        }
        slots[slot] = keys.count
        keys.append(key)
        if 2 * keys.count > slots.count {
            bits += 1
            slots = Array(repeating: -1, count: 1 << bits)
            for (number, key) in keys.enumerated() {
                var slot = self.slot(of: key.hash)
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
