import Foundation  // memcmp

/// A text used as a dictionary key by its UTF-8 bytes. `String` hashes and compares by canonical
/// equivalence, which runs Unicode normalisation over non-ASCII text on every lookup: for a memo
/// keyed by whole paragraphs of Spanish that was a visible share of the build. Byte equality is
/// stricter than canonical equality, so two spellings of one text are only ever two entries,
/// never a wrong hit.
struct UTF8Key: Hashable, Sendable {
    let text: Substring

    init(_ text: String) { self.text = text[...] }
    init(_ text: Substring) { self.text = text }

    static func == (a: UTF8Key, b: UTF8Key) -> Bool {
        let x = a.text.utf8, y = b.text.utf8
        guard x.count == y.count else { return false }
        // memcmp: a hit compares the whole text, and it is the same text (often the same storage).
        return x.withContiguousStorageIfAvailable { p in
            y.withContiguousStorageIfAvailable { q in p.isEmpty || p.baseAddress == q.baseAddress || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0 }
        }.flatMap { $0 } ?? x.elementsEqual(y)
    }

    /// Hashes the length and a sample of the bytes (the start, the middle and the end, folded into
    /// one word), not all of them: keys are whole paragraphs and code samples, looked up once per
    /// page that shows them, and hashing every byte cost more than rendering a hit. Texts that
    /// differ only outside the sample share a hash and are told apart by `==`.
    func hash(into hasher: inout Hasher) {
        let bytes = text.utf8
        hasher.combine(bytes.count)
        if bytes.withContiguousStorageIfAvailable({ Self.combineSample(of: UnsafeRawBufferPointer($0), into: &hasher) }) == nil {
            Array(bytes).withUnsafeBytes { Self.combineSample(of: $0, into: &hasher) }
        }
    }

    /// Bytes hashed from each end and from the middle of a long text.
    static let samplePart = 32

    private static func combineSample(of bytes: UnsafeRawBufferPointer, into hasher: inout Hasher) {
        let part = samplePart
        guard bytes.count > 3 * part else { hasher.combine(bytes: bytes); return }
        // The sample folded into one word first: the hasher's rounds per byte cost more than
        // the lookups they serve, and `==` settles any key the fold confuses.
        var folded: UInt64 = 0
        for start in [0, (bytes.count - part) / 2, bytes.count - part] {
            for offset in stride(from: start, to: start + part, by: 8) {
                folded = (folded ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x0000_0100_0000_01B3
                folded ^= folded >> 29
            }
        }
        hasher.combine(folded)
    }
}
