/// The index's postings, gathered record by record into flat arrays and then grouped by term with
/// one counting pass: no array per term grown posting by posting.
struct SearchPostings {
    private var terms: [Int] = []
    private var records: [Int] = []
    private var weights: [Int] = []

    /// Postings must come in record order: grouping keeps that order within each term.
    mutating func append(term: Int, record: Int, weight: Int) {
        terms.append(term)
        records.append(record)
        weights.append(weight)
    }

    /// Grouped by term: flat (record, weight) pairs in record order, as the index writes them.
    struct Grouped {
        /// Term t's postings are numbers `starts[t] ..< starts[t + 1]`.
        let starts: [Int]
        let pairs: [Int]

        func isEmpty(_ term: Int) -> Bool { starts[term] == starts[term + 1] }
        /// Where term's pairs are in `pairs`.
        func pairRange(of term: Int) -> Range<Int> { 2 * starts[term]..<2 * starts[term + 1] }
    }

    func grouped(termCount: Int) -> Grouped {
        var starts = Array(repeating: 0, count: termCount + 1)
        for term in terms { starts[term + 1] += 1 }
        for t in 0..<termCount { starts[t + 1] += starts[t] }
        var next = starts
        var pairs = Array(repeating: 0, count: 2 * terms.count)
        for (i, term) in terms.enumerated() {
            let at = 2 * next[term]
            pairs[at] = records[i]
            pairs[at + 1] = weights[i]
            next[term] += 1
        }
        return Grouped(starts: starts, pairs: pairs)
    }
}
