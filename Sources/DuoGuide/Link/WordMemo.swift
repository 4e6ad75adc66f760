/// What each word adds to a text's `CheckpointAligner.Features`, remembered per spelling, with every
/// term (stem or code word) numbered. The passages, questions and answers of a guide repeat the same
/// words many times: folding and stemming each occurrence again was most of the aligner's time,
/// and features are sets of integers (`TermSet`) so that comparing them hashes nothing.
///
/// A plain value that its user owns and passes `inout` (one per document being linked). Valid for
/// one aligner only: the terms depend on its stopwords and glossary. Features are comparable only
/// when one memo made them all, since ids are its own.
struct WordMemo {
    /// A word's share of the features as term ids.
    private struct Contribution {
        var code: Int32?
        var stems: [Int32]
    }

    /// By spelling: the word as split from the text, final periods included. A String, not the
    /// Substring: a word fits in a small string, which hashes and compares without a slice's
    /// normalisation checks.
    private var contributions: [String: Contribution] = [:]
    /// Equal strings (`==`, canonical equivalence) get equal ids.
    private var termIDs: [String: Int32] = [:]

    init() {}

    /// The id of `term`.
    mutating func id(of term: String) -> Int32 {
        if let id = termIDs[term] { return id }
        let id = Int32(termIDs.count)
        termIDs[term] = id
        return id
    }

    /// Adds to `stems` and `code` the ids of the word spelled `spelling`, which `aligner` works out
    /// the first time the spelling is seen.
    mutating func add(_ spelling: Substring, stems: inout [Int32], code: inout [Int32], by aligner: CheckpointAligner) {
        let contribution: Contribution
        let key = String(spelling)
        if let known = contributions[key] {
            contribution = known
        } else {
            let terms = aligner.terms(ofSpelling: spelling)
            contribution = Contribution(code: terms.code.map { id(of: $0) }, stems: terms.stems.map { id(of: $0) })
            contributions[key] = contribution
        }
        if let id = contribution.code { code.append(id) }
        stems.append(contentsOf: contribution.stems)
    }
}
