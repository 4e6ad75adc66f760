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
        return x.withContiguousStorageIfAvailable { p in
            y.withContiguousStorageIfAvailable { q in p.elementsEqual(q) }
        }.flatMap { $0 } ?? x.elementsEqual(y)
    }

    func hash(into hasher: inout Hasher) {
        let bytes = text.utf8
        if bytes.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in bytes { hasher.combine(byte) }
        }
    }
}
