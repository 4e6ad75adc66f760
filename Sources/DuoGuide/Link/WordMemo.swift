/// What each word adds to a text's `CheckpointAligner.Features`, worked out once per spelling,
/// with every term (stem or code word) numbered. The passages, questions and answers of a guide
/// repeat the same words many times: a word seen before costs one lookup of its spelling, and
/// features are sets of integers (`TermSet`) so that comparing them hashes nothing.
///
/// A plain value that its user owns and passes `inout` (one per document being linked). Valid for
/// one aligner only: the terms depend on its stopwords and glossary. Features are comparable only
/// when one memo made them all, since ids are its own.
struct WordMemo {
    /// Spellings (a word's UTF-8 bytes without final periods: NFC text spells a word one way) and
    /// terms, numbered by their bytes. A term's id is its number; equal terms are spelled alike,
    /// since the aligner makes them by folding NFC text (see `id(of:)`).
    private var spellings = ByteStringNumbers(), termIDs = ByteStringNumbers()
    /// The terms of spelling n as ids, its stems `stemIDs[terms[n].stems]` (one array for all
    /// words: a word seen again copies ids, retaining no array of its own). A word seen before,
    /// nearly all, costs no String made and hashed.
    private var terms: [(code: Int32?, stems: Range<Int>)] = []
    private var stemIDs: [Int32] = []

    /// The id of `term`, a word of NFC text folded by `WordFold` or cut from one at a scalar: such
    /// terms are in NFC too, so bytes tell equal (canonically equivalent) terms apart from others.
    mutating func id(of term: String) -> Int32 {
        let utf8 = term.utf8.span
        return Int32(termIDs.number(of: utf8, 0..<utf8.count).number)
    }

    /// Adds to `stems` and `code` the ids of the word spelled `written` (as split from a text),
    /// which `aligner` works out the first time the spelling is seen (final periods dropped).
    mutating func add(_ written: ArraySlice<UInt8>, stems: inout [Int32], code: inout [Int32], by aligner: CheckpointAligner) {
        var spelling = written
        while spelling.last == UInt8(ascii: ".") { spelling = spelling.dropLast() }
        guard !spelling.isEmpty else { return }
        let utf8 = spelling.span
        let (number, isNew) = spellings.number(of: utf8, 0..<utf8.count)
        if isNew {
            let found = aligner.terms(of: String(decoding: spelling, as: UTF8.self))
            let start = stemIDs.count
            for stem in found.stems { stemIDs.append(id(of: stem)) }
            terms.append((found.code.map { id(of: $0) }, start..<stemIDs.count))
        }
        if let id = terms[number].code { code.append(id) }
        for k in terms[number].stems { stems.append(stemIDs[k]) }
    }
}
