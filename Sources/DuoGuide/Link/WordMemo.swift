/// What each word adds to a text's `CheckpointAligner.Features`, remembered per spelling. The
/// passages, questions and answers of a guide repeat the same words many times, and folding and
/// stemming each occurrence again (NSString folding for accented words, Unicode property lookups
/// per character) was most of the aligner's time.
///
/// A plain value that its user owns and passes `inout` (one per document being linked), so nothing
/// is shared between threads. Valid for one aligner only: the contribution depends on its
/// stopwords and glossary.
struct WordMemo {
    /// A word's share of the features: its folded spelling when it looks like code, and the stems
    /// it stands for (its own and its glossary translations').
    struct Contribution {
        var code: String?
        var stems: [String]
    }

    /// By the word as split from the text, final periods included: a hit costs one hash, with no
    /// String made. (Keys keep their texts alive, which lasts only as long as the memo.)
    private var contributions: [Spelling: Contribution] = [:]

    init() {}

    subscript(word: Substring) -> Contribution? {
        get { contributions[Spelling(word: word)] }
        set { contributions[Spelling(word: word)] = newValue }
    }

    /// A word compared and hashed as UTF-8 bytes: exactly the same spelling, found without the
    /// canonical-equivalence hashing of String and Substring (a tenth of the aligner's time).
    struct Spelling: Hashable {
        var word: Substring

        static func == (a: Spelling, b: Spelling) -> Bool {
            a.word.utf8.count == b.word.utf8.count && a.word.utf8.elementsEqual(b.word.utf8)
        }

        func hash(into hasher: inout Hasher) {
            // The same bytes must hash alike whether or not the text is stored contiguously.
            let hashed: Void? = word.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil {
                Array(word.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
            }
        }
    }
}
