import Foundation

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
    /// The bytes' hash, made once: one key is looked up in several memos (a paragraph's spans, its
    /// HTML, its symbols), and a dictionary compares it with every key it probes (it keeps no
    /// hashes), so unequal keys are told apart by this before their bytes are read.
    private let bytesHash: Int

    init(_ text: String) { self.init(text[...]) }

    init(_ text: Substring) {
        self.text = text
        var hasher = Hasher()
        text.withContiguousUTF8 { bytes in
            hasher.combine(bytes.count)
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        bytesHash = hasher.finalize()
    }

    static func == (a: UTF8Key, b: UTF8Key) -> Bool {
        guard a.bytesHash == b.bytesHash, a.text.utf8.count == b.text.utf8.count else { return false }
        return a.text.withContiguousUTF8 { x in
            b.text.withContiguousUTF8 { y in x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(bytesHash)
    }
}
