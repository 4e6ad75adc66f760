/// Distinct byte strings numbered 0, 1, 2, … in order of first sight, their bytes kept one after
/// another in one array. A lookup hashes and compares raw bytes in an open-addressing table:
/// no `String`, no `Hasher`, no allocation per key, for the search index, which looks up every
/// word of a guide. Byte equality is stricter than `String`'s canonical equivalence (see `UTF8Key`).
///
/// Keys are hashed and compared eight bytes at a time, through pointers: a lookup of a word of a
/// guide (~36K a build) cost ~190 instructions byte by byte with a bounds check per byte.
struct ByteStrings {
    /// String n is `storage[ends[n - 1]..<ends[n]]` (from 0 for the first). Past the last string
    /// the array has room to spare (zeros), so new strings are copied in place instead of appended
    /// (`append(contentsOf:)` cost ~110 instructions a call before the copy).
    private(set) var storage: [UInt8]
    /// How much of `storage` the strings use.
    private var used = 0
    private var ends: [Int] = []
    private var hashes: [Int] = []
    /// Linear probing, kept at most half full. A slot holds a string's number + 1 in its low half
    /// and the high half of the string's hash in its high half (one load tells a different string
    /// from a candidate); 0 when empty. (Numbers stay far below 2³².)
    private var slots: [UInt64]

    /// Room for about `expectedCount` strings before the table grows: the search index sizes its
    /// tables from the length of the text it reads, since growing rehashed every string (~0.9M
    /// instructions for a guide's six tables).
    init(expectedCount: Int = 512) {
        var slotCount = 1024
        while slotCount < 2 * expectedCount { slotCount *= 2 }
        slots = Array(repeating: 0, count: slotCount)
        storage = Array(repeating: 0, count: 8 * slotCount)
        ends.reserveCapacity(slotCount / 2)
        hashes.reserveCapacity(slotCount / 2)
    }

    var count: Int { ends.count }

    /// The number of `key`, which is added if new.
    mutating func intern(_ key: UnsafeBufferPointer<UInt8>) -> (number: Int, isNew: Bool) {
        let hash = ByteStrings.hash(key)
        let tag = UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
        let mask = slots.count - 1
        var slot = hash & mask
        let found: Int? = slots.withUnsafeBufferPointer { slots in
            storage.withUnsafeBufferPointer { stored in
                while true {
                    let entry = slots[slot]
                    if entry == 0 { return nil }
                    if entry & 0xFFFF_FFFF_0000_0000 == tag {
                        let n = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                        let start = n == 0 ? 0 : ends[n - 1]
                        if ends[n] - start == key.count && ByteStrings.equal(stored.baseAddress! + start, key) { return n }
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
        if let found { return (found, false) }
        let n = count
        add(key)
        hashes.append(hash)
        slots[slot] = ByteStrings.slot(hash: hash, number: n)
        if 2 * count > slots.count { grow() }
        return (n, true)
    }

    private static func slot(hash: Int, number: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000 | UInt64(number + 1)
    }

    mutating func intern(_ key: String) -> (number: Int, isNew: Bool) {
        return key.withUTF8Bytes { intern($0) }
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

    /// Copies `key` after the last string, doubling the room first if it does not fit.
    private mutating func add(_ key: UnsafeBufferPointer<UInt8>) {
        if used + key.count > storage.count {
            storage += repeatElement(0, count: max(storage.count, key.count))
        }
        if let source = key.baseAddress {
            let at = used
            storage.withUnsafeMutableBufferPointer { $0.baseAddress!.advanced(by: at).update(from: source, count: key.count) }
        }
        used += key.count
        ends.append(used)
    }

    /// Whether the `key.count` bytes at `stored` are `key`'s, compared a word at a time.
    private static func equal(_ stored: UnsafePointer<UInt8>, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = key.baseAddress else { return true }
        let a = UnsafeRawPointer(stored), b = UnsafeRawPointer(base), count = key.count
        guard count >= 8 else { return shortWord(a, count) == shortWord(b, count) }
        var i = 0
        while i + 8 < count {
            if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != b.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
            i += 8
        }
        return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }

    /// The `count` (< 8) bytes at `p` in one word, with no load past them: keys are slices of a
    /// text, and a key at its end has nothing readable after it. Four bytes or more are two
    /// overlapping four-byte loads, which together cover every byte.
    private static func shortWord(_ p: UnsafeRawPointer, _ count: Int) -> UInt64 {
        if count >= 4 {
            return UInt64(p.loadUnaligned(as: UInt32.self)) | UInt64(p.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
        }
        var word: UInt64 = 0
        for k in 0..<count { word = word << 8 | UInt64(p.load(fromByteOffset: k, as: UInt8.self)) }
        return word
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: 2 * slots.count)
        let mask = slots.count - 1
        slots.withUnsafeMutableBufferPointer { slots in
            for (n, hash) in hashes.enumerated() {
                var slot = hash & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = ByteStrings.slot(hash: hash, number: n)
            }
        }
    }

    /// The key's words (each full eight bytes and then its last eight, or for a shorter key its
    /// bytes in one word) and its length mixed by multiplication, then the high bits folded into
    /// the low ones the table indexes by.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        let count = key.count
        var h = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        if let base = key.baseAddress {
            let p = UnsafeRawPointer(base)
            if count >= 8 {
                var i = 0
                while i + 8 < count {
                    h = (h ^ p.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                    i += 8
                }
                h = (h ^ p.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            } else {
                h = (h ^ shortWord(p, count)) &* 0xFF51_AFD7_ED55_8CCD
            }
        }
        h ^= h >> 29
        h = h &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 32
        return Int(truncatingIfNeeded: h & 0x7FFF_FFFF_FFFF_FFFF)
    }
}
