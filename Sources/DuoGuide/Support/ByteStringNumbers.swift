/// Numbers distinct short byte strings (words' UTF-8 bytes) in order of first sight, for lookups
/// by the ten thousand: a string's first sixteen bytes are packed into two words and hashed by one
/// multiplication, where a `Dictionary` runs `Hasher` for every lookup. Open addressing with
/// linear probing, the slots kept at most half full.
struct ByteStringNumbers {
    /// Only a string longer than sixteen bytes keeps an array, for the rest of its bytes.
    private struct Key: Equatable {
        var head: UInt64 = 0, tail: UInt64 = 0, count: Int, rest: [UInt8]?

        init(_ utf8: borrowing Span<UInt8>, _ bytes: Range<Int>) {
            count = bytes.count
            // Last byte first, each pushed in at the bottom: the first eight end in `head`.
            for i in bytes.prefix(16).reversed() {
                (head, tail) = (head &<< 8 | UInt64(utf8[i]), tail &<< 8 | head >> 56)
            }
            guard count > 16 else { return }
            rest = bytes.dropFirst(16).map { utf8[$0] }
            // Mixed into `tail` too (each step a bijection, so keys stay as distinct as their
            // bytes), or strings that share their first sixteen bytes would share a hash.
            for i in bytes.dropFirst(16) { tail = (tail ^ UInt64(utf8[i])) &* 0x100_0000_01B3 }
        }

        /// Fibonacci hashing: the top bits of the product depend on every bit of the words.
        var hash: UInt64 { (head ^ (tail &+ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) &* 0x9E37_79B9_7F4A_7C15 }
    }

    /// A string's number, or -1 for an empty slot; `1 << bits` slots, at first room for the
    /// 2,048 strings that a language's guide has about.
    private var slots = [Int](repeating: -1, count: 1 << 12), bits = 12
    private var keys: [Key] = []

    /// The number of the string at `bytes` of `utf8`, and whether it was met here first.
    mutating func number(of utf8: borrowing Span<UInt8>, _ bytes: Range<Int>) -> (number: Int, isNew: Bool) {
        let key = Key(utf8, bytes), slot = slot(of: key)
        if slots[slot] >= 0 { return (slots[slot], false) }
        slots[slot] = keys.count
        keys.append(key)
        if 2 * keys.count > slots.count {
            bits += 1
            slots = Array(repeating: -1, count: 1 << bits)
            for (number, key) in keys.enumerated() { slots[self.slot(of: key)] = number }
        }
        return (keys.count - 1, true)
    }

    /// Where `key` is, or the empty slot where it goes.
    private func slot(of key: Key) -> Int {
        var slot = Int(truncatingIfNeeded: key.hash >> UInt64(UInt64.bitWidth - bits))
        while slots[slot] >= 0 && keys[slots[slot]] != key { slot = (slot + 1) & (slots.count - 1) }
        return slot
    }
}
