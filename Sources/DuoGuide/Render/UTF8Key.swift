import Foundation  // memcmp

/// A text used as a dictionary key by its UTF-8 bytes. `String` hashes and compares by canonical
/// equivalence, which runs Unicode normalisation over non-ASCII text on every lookup: for a memo
/// keyed by whole paragraphs of Spanish that was a visible share of the build. Byte equality is
/// stricter than canonical equality, so two spellings of one text are only ever two entries,
/// never a wrong hit.
struct UTF8Key: Hashable, Sendable {
    let text: Substring
    /// The bytes `hash(into:)` gives the hasher, folded once when the key is made: one text's key
    /// is hashed in every memo it is looked up in and again when its value is stored, and
    /// sampling the bytes each time cost more than the rest of the hashing.
    private let sample: UInt64

    init(_ text: String) { self.init(text[...]) }
    init(_ text: Substring) {
        self.text = text
        let bytes = text.utf8
        sample = bytes.withContiguousStorageIfAvailable { Self.sample(of: UnsafeRawBufferPointer($0)) }
            ?? Array(bytes).withUnsafeBytes { Self.sample(of: $0) }
    }

    static func == (a: UTF8Key, b: UTF8Key) -> Bool {
        let x = a.text.utf8, y = b.text.utf8
        guard a.sample == b.sample, x.count == y.count else { return false }
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
        hasher.combine(text.utf8.count)
        hasher.combine(sample)
    }

    /// Bytes hashed from each end and from the middle of a long text.
    static let samplePart = 32

    /// Every byte of a short text, and `samplePart` bytes from the start, the middle and the end
    /// of a long one, folded into one word (`==` settles any texts the fold confuses).
    private static func sample(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        let part = samplePart
        var folded: UInt64 = 0
        func fold(_ word: UInt64) {
            folded = (folded ^ word) &* 0x0000_0100_0000_01B3
            folded ^= folded >> 29
        }
        guard bytes.count > 3 * part else {
            var offset = 0
            while offset + 8 <= bytes.count {
                fold(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var last: UInt64 = 0
            while offset < bytes.count {
                last = last << 8 | UInt64(bytes[offset])
                offset += 1
            }
            fold(last)
            return folded
        }
        for start in [0, (bytes.count - part) / 2, bytes.count - part] {
            for offset in stride(from: start, to: start + part, by: 8) {
                fold(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
        }
        return folded
    }
}
