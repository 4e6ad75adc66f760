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
    private var contributions: [Substring: Contribution] = [:]

    init() {}

    subscript(word: Substring) -> Contribution? {
        get { contributions[word] }
        set { contributions[word] = newValue }
    }
}
