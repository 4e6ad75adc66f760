import Foundation  // memcmp

/// A text used as a dictionary key by its UTF-8 bytes. `String` hashes and compares by canonical
/// equivalence, which runs Unicode normalisation over non-ASCII text on every lookup, and memos
/// are keyed by whole paragraphs of Spanish, Portuguese and French. Byte equality is stricter than
/// canonical equality, so two spellings of one text are only ever two entries, never a wrong hit
/// (a hit returns HTML made from the other spelling's bytes).
///
/// The bytes are hashed and compared where the string keeps them, within the closure that lends
/// them: keys are looked up for every paragraph of every page and every word of the search index.
struct UTF8Key: Hashable, Sendable {
    let text: Substring

    init(_ text: String) { self.init(text[...]) }
    init(_ text: Substring) { self.text = text }

    static func == (a: UTF8Key, b: UTF8Key) -> Bool {
        guard a.text.utf8.count == b.text.utf8.count else { return false }
        return a.withBytes { x in b.withBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    func hash(into hasher: inout Hasher) {
        withBytes { hasher.combine(bytes: $0) }
    }

    /// The text's UTF-8 bytes, in place when the string is contiguous (native strings are).
    private func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) { return result }
        return Array(text.utf8).withUnsafeBytes(body)
    }
}
