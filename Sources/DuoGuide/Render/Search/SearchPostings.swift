/// The index's postings, gathered record by record into one flat array and then grouped by term
/// with one counting pass: no array per term grown posting by posting.
struct SearchPostings {
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
        var pairs = [Int32](repeating: 0, count: 2 * postings.count)
        for posting in postings {
            let term = Int(posting.term)
            pairs[2 * next[term]] = posting.record
            pairs[2 * next[term] + 1] = posting.weight
            next[term] += 1
        }
        return Grouped(starts: starts, pairs: pairs)
    }
}
