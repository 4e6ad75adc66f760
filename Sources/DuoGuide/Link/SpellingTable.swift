/// A hash table from spellings (a word's exact UTF-8 bytes) to small numbers, for `WordMemo`.
///
/// The aligner looks up every word of every text it compares, tens of thousands per guide. With
/// `Dictionary`, each lookup hashed the word through `Hasher` (SipHash) and compared keys through
/// generic UTF-8 view iteration, most of a lookup's cost; here a word is hashed with FNV-1a and
/// compared in place, byte by byte. Keys are copied into one byte arena, so the table keeps no
/// text alive.
struct SpellingTable {
    private struct Entry {
        var hash: UInt64
        var start: Int
        var length: Int
        var value: Int32
    }

    /// Indices into `entries`, -1 where empty; a power of two long, at most half full.
    private var slots = [Int32](repeating: -1, count: 64)
    private var entries: [Entry] = []
    private var arena: [UInt8] = []

    init() {}

    /// A table with room for `capacity` spellings of about eight bytes before it grows: growing
    /// rehashes every entry and copies the arena, several times over for a table filled from empty.
    init(capacity: Int) {
        var slotCount = 64
        while slotCount < 2 * capacity { slotCount *= 2 }
        slots = [Int32](repeating: -1, count: slotCount)
        entries.reserveCapacity(capacity)
        arena.reserveCapacity(8 * capacity)
    }

    var count: Int { entries.count }

    /// The value stored for `spelling`, if any.
    func value(for spelling: UnsafeBufferPointer<UInt8>) -> Int32? {
        let hash = Self.hash(spelling)
        let slot = find(spelling, hash: hash)
        let entry = slots[slot]
        return entry < 0 ? nil : entries[Int(entry)].value
    }

    /// Stores `value` for `spelling`, which must not be in the table yet.
    mutating func insert(_ spelling: UnsafeBufferPointer<UInt8>, value: Int32) {
        if (entries.count + 1) * 2 > slots.count { grow() }
        let hash = Self.hash(spelling)
        let slot = find(spelling, hash: hash)
        precondition(slots[slot] < 0, "spelling already stored")
        slots[slot] = Int32(entries.count)
        entries.append(Entry(hash: hash, start: arena.count, length: spelling.count, value: value))
        arena.append(contentsOf: spelling)
    }

    /// The slot holding `spelling`, or the empty slot where it would go (linear probing).
    private func find(_ spelling: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = slots[slot]
            if index < 0 { return slot }
            let entry = entries[Int(index)]
            if entry.hash == hash, entry.length == spelling.count, equals(entry, spelling) { return slot }
            slot = (slot + 1) & mask
        }
    }

    private func equals(_ entry: Entry, _ spelling: UnsafeBufferPointer<UInt8>) -> Bool {
        guard entry.length > 0 else { return true }
        return arena.withUnsafeBufferPointer { stored in
            // Spellings are words, a few bytes long: compared in place, byte by byte, where the
            // call to memcmp cost more than the comparison.
            let key = stored.baseAddress! + entry.start
            for k in 0..<entry.length where key[k] != spelling[k] { return false }
            return true
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    /// 64-bit FNV-1a, then the high bits folded down: slots are chosen by the low bits.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash ^ (hash >> 29)
    }
}
