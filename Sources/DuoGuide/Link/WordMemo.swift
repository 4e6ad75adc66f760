import Foundation

/// What each word adds to a text's `CheckpointAligner.Features`, remembered per spelling, with every
/// term (stem or code word) numbered. The passages, questions and answers of a guide repeat the same
/// words many times: folding and stemming each occurrence again (NSString folding for accented
/// words, Unicode property lookups per character) was most of the aligner's time, and hashing the
/// resulting strings into sets for every comparison most of the rest. With the memo a known word
/// costs one lookup of its bytes, and features are sets of integers (`TermSet`).
///
/// A plain value that its user owns and passes `inout` (one per document being linked), so nothing
/// is shared between threads. Valid for one aligner only: the terms depend on its stopwords and
/// glossary. Features are comparable only when one memo made them all, since ids are its own.
struct WordMemo {
    /// A word's share of the features as term ids: its folded spelling when it looks like code,
    /// and the stems it stands for (its own and its glossary translations'), a range of `stemIDs`.
    private struct Contribution {
        var code: Int32?
        var stems: Range<Int>
    }

    /// Spelling (the word as split from the text, final periods included) → index in `contributions`.
    private var spellings = SpellingTable(capacity: Self.expectedWords)
    private var contributions: [Contribution] = []
    private var stemIDs: [Int32] = []
    /// Terms are told apart as Strings, `==` included (canonical equivalence), as the sets of
    /// strings the aligner used to compare were. Nearly every term is ASCII (folded prose): those
    /// are looked up by their bytes, hashed with FNV-1a, since two ASCII strings are equal exactly
    /// when their bytes are. The few others are kept as Strings.
    private var asciiTermIDs = SpellingTable(capacity: Self.expectedWords)
    private var otherTermIDs: [String: Int32] = [:]
    private var termCount: Int32 = 0
    /// Room for folding a new prose word, reused.
    private var foldRoom: [UInt8] = []

    init() {}

    /// About as many distinct spellings as a guide has (each has about 1,800), and as many terms.
    private static let expectedWords = 2048

    /// The id of `term`; equal strings get equal ids.
    mutating func id(of term: String) -> Int32 {
        if let id = term.withUTF8Bytes({ bytes in bytes.allSatisfy { $0 < 0x80 } ? id(ofASCII: bytes) : nil }) { return id }
        // A term beyond ASCII can still equal an ASCII one (`K`, the Kelvin sign, is `K`): exactly
        // when its canonical decomposition is ASCII, and then it takes that term's id.
        var decomposed = term.decomposedStringWithCanonicalMapping
        if let id = decomposed.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? id(ofASCII: bytes) : nil }) { return id }
        if let id = otherTermIDs[term] { return id }
        otherTermIDs[term] = termCount
        termCount += 1
        return termCount - 1
    }

    /// `id(of:)` for the term spelled by `bytes`, all ASCII.
    mutating func id(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        if let id = asciiTermIDs.value(for: bytes) { return id }
        asciiTermIDs.insert(bytes, value: termCount)
        termCount += 1
        return termCount - 1
    }

    /// Adds to `stems` and `code` the ids of the word spelled `spelling`, which `aligner` works out
    /// the first time the spelling is seen. (The aligner is passed rather than a closure over it:
    /// making that closure copied the aligner's sets for every word.)
    mutating func add(_ spelling: UnsafeBufferPointer<UInt8>, stems: inout [Int32], code: inout [Int32],
                      by aligner: CheckpointAligner) {
        let index: Int
        if let known = spellings.value(for: spelling) {
            index = Int(known)
        } else {
            let start = stemIDs.count
            var codeID: Int32?
            // The fold's room is taken out of the memo while the memo numbers the stem.
            var folded = foldRoom
            foldRoom = []
            switch aligner.proseWord(spelling, folded: &folded) {
            case .noTerms: break
            case .stem(let length, let translations):
                stemIDs.append(folded.withUnsafeBufferPointer { id(ofASCII: UnsafeBufferPointer(rebasing: $0[..<length])) })
                for translation in translations { stemIDs.append(id(of: translation)) }
            case .other:
                if let word = aligner.codeWord(spelling, folded: &folded) {
                    folded.withUnsafeBufferPointer { lower in
                        codeID = id(ofASCII: UnsafeBufferPointer(rebasing: lower[..<word.length]))
                        for part in word.parts {
                            stemIDs.append(id(ofASCII: UnsafeBufferPointer(rebasing: lower[part.stem])))
                            for translation in part.translations { stemIDs.append(id(of: translation)) }
                        }
                    }
                    break
                }
                let found = aligner.terms(ofSpelling: String(decoding: spelling, as: UTF8.self))
                for stem in found.stems { stemIDs.append(id(of: stem)) }
                codeID = found.code.map { id(of: $0) }
            }
            foldRoom = folded
            contributions.append(Contribution(code: codeID, stems: start..<stemIDs.count))
            index = contributions.count - 1
            spellings.insert(spelling, value: Int32(index))
        }
        let contribution = contributions[index]
        if let id = contribution.code { code.append(id) }
        for k in contribution.stems { stems.append(stemIDs[k]) }
    }
}
