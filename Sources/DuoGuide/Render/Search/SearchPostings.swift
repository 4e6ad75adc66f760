/// The index's postings, gathered record by record into one flat array and then grouped by term
/// with one counting pass: no array per term grown posting by posting.
struct SearchPostings {
    /// One array of these, not an array per field: each append checks that the array is not shared.
    private struct Posting {
        var term: Int32
        var record: Int32
        var weight: Int32
    }

    private var postings: [Posting] = []

    /// Postings must come in record order: grouping keeps that order within each term.
    mutating func append(term: Int, record: Int, weight: Int) {
        postings.append(Posting(term: Int32(term), record: Int32(record), weight: Int32(weight)))
    }

    /// Grouped by term: flat (record, weight) pairs in record order, as the index writes them.
    struct Grouped {
        /// Term t's postings are numbers `starts[t] ..< starts[t + 1]`.
        let starts: [Int]
        /// 32-bit, like the postings: an index of a guide a thousand times the real one holds 6.8
        /// million pairs per language, and `Int` pairs were 110 MB of fresh memory for each.
        let pairs: [Int32]

        func isEmpty(_ term: Int) -> Bool { starts[term] == starts[term + 1] }
        /// Where term's pairs are in `pairs`.
        func pairRange(of term: Int) -> Range<Int> { 2 * starts[term]..<2 * starts[term + 1] }
    }

    func grouped(termCount: Int) -> Grouped {
        var starts = Array(repeating: 0, count: termCount + 1)
        for posting in postings { starts[Int(posting.term) + 1] += 1 }
        for t in 0..<termCount { starts[t + 1] += starts[t] }
        var next = starts
        // Through pointers: this runs once per posting, and each write to an array checked that
        // the array was not shared. Every pair is written once, so the array is not zeroed first.
        let pairs = [Int32](unsafeUninitializedCapacity: 2 * postings.count) { pairs, initialized in
            next.withUnsafeMutableBufferPointer { next in
                for posting in postings {
                    let term = Int(posting.term)
                    let at = 2 * next[term]
                    (pairs.baseAddress! + at).initialize(to: posting.record)
                    (pairs.baseAddress! + at + 1).initialize(to: posting.weight)
                    next[term] += 1
                }
            }
            initialized = 2 * postings.count
        }
        return Grouped(starts: starts, pairs: pairs)
    }
}
