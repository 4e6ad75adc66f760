/// A text used as a dictionary key by its UTF-8 bytes. `String` hashes and compares by canonical
/// equivalence, which runs Unicode normalisation over non-ASCII text on every lookup, and memos
/// are keyed by whole paragraphs of Spanish, Portuguese and French. Byte equality is stricter than
/// canonical equality, so two spellings of one text are only ever two entries, never a wrong hit
/// (a hit returns HTML made from the other spelling's bytes).
///
/// The bytes are read where the string keeps them: keys are looked up for every paragraph of
/// every page and every word of the search index.
struct UTF8Key: Hashable, Sendable {
    let text: Substring

    init(_ text: String) { self.init(text[...]) }
    init(_ text: Substring) { self.text = text }

    static func == (a: UTF8Key, b: UTF8Key) -> Bool {
        a.text.withContiguousUTF8 { x in b.text.withContiguousUTF8 { y in x.elementsEqual(y) } }
    }

    func hash(into hasher: inout Hasher) {
        text.withContiguousUTF8 { bytes in
            hasher.combine(bytes.count)
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
    }
}
