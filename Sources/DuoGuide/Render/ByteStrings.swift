/// Distinct byte strings numbered 0, 1, 2, … in order of first sight, their bytes kept one after
/// another in one array. A lookup hashes and compares raw bytes in an open-addressing table:
/// no `String`, no `Hasher`, no allocation per key, for the search index, which looks up every
/// word of a guide. Byte equality is stricter than `String`'s canonical equivalence (see `UTF8Key`).
struct ByteStrings {
    /// String n is `storage[ends[n - 1]..<ends[n]]` (from 0 for the first).
    private(set) var storage: [UInt8] = []
    private var ends: [Int] = []
    private var hashes: [Int] = []
    /// Linear probing, kept at most half full. A slot holds a string's number + 1 in its low half
    /// and the high half of the string's hash in its high half (one load tells a different string
    /// from a candidate); 0 when empty. (Numbers stay far below 2³².)
    private var slots: [UInt64] = Array(repeating: 0, count: 1024)

    var count: Int { ends.count }

    /// The number of `key`, which is added if new.
    mutating func intern(_ key: UnsafeBufferPointer<UInt8>) -> (number: Int, isNew: Bool) {
        let hash = ByteStrings.hash(key)
        let tag = UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
        var slot = hash & (slots.count - 1)
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let n = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if bytesEqual(n, key) { return (n, false) }
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        let n = count
        storage.append(contentsOf: key)
        ends.append(storage.count)
        hashes.append(hash)
        slots[slot] = ByteStrings.slot(hash: hash, number: n)
        if 2 * count > slots.count { grow() }
        return (n, true)
    }

    private static func slot(hash: Int, number: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000 | UInt64(number + 1)
    }

    mutating func intern(_ key: String) -> (number: Int, isNew: Bool) {
        var key = key
        return key.withUTF8 { intern($0) }
    }

    func range(of n: Int) -> Range<Int> {
        (n == 0 ? 0 : ends[n - 1])..<ends[n]
    }

    /// Whether string `a` sorts before string `b` by their bytes, as `JSONValue.sortedObject` orders keys.
    func precedes(_ a: Int, _ b: Int) -> Bool {
        let x = range(of: a), y = range(of: b)
        return storage.withUnsafeBufferPointer { $0[x].lexicographicallyPrecedes($0[y]) }
    }

    /// `numbers.sorted(by: precedes)`, comparing first the strings' leading eight bytes as one
    /// integer (big-endian, zero-padded, so where the integers differ the strings differ the same
    /// way) and the bytes only when they are equal: the search index sorts thousands of terms.
    func sortedByBytes(_ numbers: [Int]) -> [Int] {
        let keyed: [(lead: UInt64, number: Int)] = storage.withUnsafeBufferPointer { bytes in
            numbers.map { n in
                var lead: UInt64 = 0
                let r = range(of: n)
                for k in 0..<8 { lead = lead << 8 | UInt64(k < r.count ? bytes[r.lowerBound + k] : 0) }
                return (lead, n)
            }
        }
        return keyed.sorted { $0.lead != $1.lead ? $0.lead < $1.lead : precedes($0.number, $1.number) }.map(\.number)
    }

    private func bytesEqual(_ n: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let r = range(of: n)
        guard r.count == key.count else { return false }
        return storage.withUnsafeBufferPointer { stored in
            var i = 0
            while i < key.count {
                if stored[r.lowerBound + i] != key[i] { return false }
                i += 1
            }
            return true
        }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: 2 * slots.count)
        for (n, hash) in hashes.enumerated() {
            var slot = hash & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = ByteStrings.slot(hash: hash, number: n)
        }
    }

    /// FNV-1a, then its high bits folded into the low ones the table indexes by.
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key {
            h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        h ^= h >> 29
        h = h &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 32
        return Int(truncatingIfNeeded: h & 0x7FFF_FFFF_FFFF_FFFF)
    }
}
