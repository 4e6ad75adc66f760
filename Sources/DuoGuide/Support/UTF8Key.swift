/// A text used as a dictionary key by its UTF-8 bytes. `String` hashes and compares by canonical
/// equivalence, which runs Unicode normalisation over non-ASCII text on every lookup, and memos
/// are keyed by whole paragraphs of Spanish, Portuguese and French. Byte equality is stricter than
/// canonical equality, so two spellings of one text are only ever two entries, never a wrong hit
/// (a hit returns HTML made from the other spelling's bytes).
struct UTF8Key: Hashable, Sendable {
    let text: Substring

    init(_ text: String) { self.init(text[...]) }
    init(_ text: Substring) { self.text = text }

    static func == (a: UTF8Key, b: UTF8Key) -> Bool {
        a.text.utf8.elementsEqual(b.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text.utf8.count)
        for byte in text.utf8 { hasher.combine(byte) }
    }
}
