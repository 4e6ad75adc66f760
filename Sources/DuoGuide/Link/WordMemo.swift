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
    /// What spelling n adds to features: its code word's id (-1 for none) and its stems,
    /// `stemIDs[terms[n].stems]` (one array for all spellings, so that none keeps its own).
    private var terms: [(code: Int32, stems: Range<Int>)] = []
    private var stemIDs: [Int32] = []

    /// The id of `term`, a word of NFC text folded by `WordFold` or cut from one at a scalar: such
    /// terms are in NFC too, so bytes tell equal (canonically equivalent) terms apart from others.
    mutating func id(of utf8: borrowing Span<UInt8>) -> Int32 {
        Int32(termIDs.number(of: utf8, 0..<utf8.count).number)
    }

    /// Adds to `stems` and `code` the ids of the terms of the words of `text`, each spelling's
    /// worked out by `aligner` the first time it is seen. Words are cut on UTF-8 (every separator
    /// is a scalar of its own in NFC text, and no byte of another scalar's encoding looks like
    /// one) and lose their final periods.
    mutating func add(_ text: String, stems: inout [Int32], code: inout [Int32], by aligner: CheckpointAligner) {
        let bytes = Array(text.utf8), utf8 = bytes.span
        var start = 0, i = 0
        while i <= utf8.count {
            let length = i < utf8.count ? Self.separatorLength(utf8, at: i) : 1
            if length == 0 { i += 1; continue }
            var end = i
            while end > start, utf8[end - 1] == UInt8(ascii: ".") { end -= 1 }
            if start < end {
                let (number, isNew) = spellings.number(of: utf8, start..<end)
                if isNew {
                    let first = stemIDs.count
                    var codeID: Int32 = -1
                    aligner.terms(of: bytes[start..<end]) { term, isCode in
                        let id = id(of: term.span)
                        if isCode { codeID = id } else { stemIDs.append(id) }
                    }
                    terms.append((codeID, first..<stemIDs.count))
                }
                if terms[number].code >= 0 { code.append(terms[number].code) }
                for k in terms[number].stems { stems.append(stemIDs[k]) }
            }
            i += length
            start = i
        }
    }

    /// The length in UTF-8 of the word separator that starts at `i`, or 0.
    static func separatorLength(_ utf8: borrowing Span<UInt8>, at i: Int) -> Int {
        switch utf8[i] {
        case 0x20, 0x21, 0x22, 0x28, 0x29, 0x2C, 0x3A, 0x3B, 0x3F: return 1  // space ! " ( ) , : ; ?
        case 0xC2 where i + 1 < utf8.count: return [0xA1, 0xAB, 0xBB, 0xBF].contains(utf8[i + 1]) ? 2 : 0  // ¡ « » ¿
        default: return 0
        }
    }
}
