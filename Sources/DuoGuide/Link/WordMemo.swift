/// What each word adds to a text's `CheckpointAligner.Features`, worked out once per spelling,
/// with every term (stem or code word) numbered. The passages, questions and answers of a guide
/// repeat the same words many times: a word seen before costs one lookup of its spelling, and
/// features are sets of integers (`TermSet`) so that comparing them hashes nothing.
///
/// A plain value that its user owns and passes `inout` (one per document being linked). Valid for
/// one aligner only: the terms depend on its stopwords and glossary. Features are comparable only
/// when one memo made them all, since ids are its own.
struct WordMemo {
    /// A word's UTF-8 bytes without final periods (NFC text spells a word one way) as a key, with
    /// their hash made in one pass: hashing a byte slice feeds the hasher one byte at a time.
    private struct Spelling: Hashable {
        let bytes: ArraySlice<UInt8>
        let fnv: UInt64

        init(_ bytes: ArraySlice<UInt8>) {
            var hash = FNV1a()
            hash.combine(bytes: bytes)
            (self.bytes, fnv) = (bytes, hash.value)
        }

        func hash(into hasher: inout Hasher) { hasher.combine(fnv) }
        static func == (a: Spelling, b: Spelling) -> Bool { a.fnv == b.fnv && a.bytes == b.bytes }
    }

    /// A word's share of the features as term ids, its stems `stemIDs[stems]` (one array for all
    /// words: a word seen again copies ids, retaining no array of its own). A word seen before,
    /// nearly all, costs no String made and hashed.
    private var bySpelling: [Spelling: (code: Int32?, stems: Range<Int>)]
    private var stemIDs: [Int32] = []
    /// Equal strings (`==`, canonical equivalence) get equal ids.
    private var termIDs: [String: Int32]

    /// A guide holds a few thousand spellings and terms: room for them at once, not grown a dozen times.
    init() { (bySpelling, termIDs) = (Dictionary(minimumCapacity: 4096), Dictionary(minimumCapacity: 4096)) }

    /// The id of `term`.
    mutating func id(of term: String) -> Int32 {
        if let id = termIDs[term] { return id }
        let id = Int32(termIDs.count)
        termIDs[term] = id
        return id
    }

    /// Adds to `stems` and `code` the ids of the word spelled `written` (as split from a text),
    /// which `aligner` works out the first time the spelling is seen (final periods dropped).
    mutating func add(_ written: ArraySlice<UInt8>, stems: inout [Int32], code: inout [Int32], by aligner: CheckpointAligner) {
        var spelling = written
        while spelling.last == UInt8(ascii: ".") { spelling = spelling.dropLast() }
        guard !spelling.isEmpty else { return }
        let key = Spelling(spelling)
        let terms: (code: Int32?, stems: Range<Int>)
        if let known = bySpelling[key] {
            terms = known
        } else {
            let found = aligner.terms(of: String(decoding: spelling, as: UTF8.self))
            let start = stemIDs.count
            for stem in found.stems { stemIDs.append(id(of: stem)) }
            terms = (found.code.map { id(of: $0) }, start..<stemIDs.count)
            bySpelling[key] = terms
        }
        if let id = terms.code { code.append(id) }
        for k in terms.stems { stems.append(stemIDs[k]) }
    }
}
