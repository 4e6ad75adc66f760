/// A text used as a dictionary key by its UTF-8 bytes. `String` hashes and compares by canonical
/// equivalence, which runs Unicode normalisation over non-ASCII text on every lookup, and memos
/// are keyed by whole paragraphs of Spanish, Portuguese and French. Byte equality is stricter than
/// canonical equality, so two spellings of one text are only ever two entries, never a wrong hit
/// (a hit returns HTML made from the other spelling's bytes).
///
/// The bytes are read where the string keeps them (a `Span`), eight to a word for the hasher:
/// keys are looked up for every paragraph of every page and every word of the search index.
struct UTF8Key: Hashable, Sendable {
    let text: Substring

    init(_ text: String) { self.init(text[...]) }
    init(_ text: Substring) { self.text = text }

    static func == (a: UTF8Key, b: UTF8Key) -> Bool {
        let x = a.text.utf8.span, y = b.text.utf8.span
        guard x.count == y.count else { return false }
        for i in x.indices where x[i] != y[i] { return false }
        return true
    }

    func hash(into hasher: inout Hasher) {
        let bytes = text.utf8.span
        hasher.combine(bytes.count)
        var word: UInt64 = 0
        for i in bytes.indices {
            word = word << 8 | UInt64(bytes[i])
            if i & 7 == 7 {
                hasher.combine(word)
                word = 0
            }
        }
        hasher.combine(word)
    }
}
