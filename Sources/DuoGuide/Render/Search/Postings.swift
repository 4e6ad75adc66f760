/// Each term's postings, made as the records are read in order: a term met again in the record
/// it was last met in adds to that posting; met in a later record, it gets a new posting at the
/// end of its list. So each term's postings come out in record order without a sort, and a
/// record's weight for a term is tallied as its hits come.
struct Postings {
    /// Where a record has a term: in its title, or in its body, read there as a symbol name or not.
    enum Place { case title, body, bodyAsSymbol }

    /// What one record has of one term. Small (twelve bytes), as a guide has tens of thousands.
    struct Posting {
        var record: Int32
        /// The term's next posting, or -1.
        var next: Int32 = -1
        var inTitle = false, asSymbol = false
        /// Body hits, counted up to `bodyCap`: a weight of at least one a hit reads no more.
        var bodyCount: UInt8 = 0

        mutating func add(_ place: Place) {
            if place == .title { inTitle = true } else { bodyCount = min(bodyCount + 1, UInt8(SearchIndexBuilder.bodyCap)) }
            asSymbol = asSymbol || place == .bodyAsSymbol
        }

        /// The weight of the term in this record of `kind`: the kind's title weight if the title
        /// has it, plus, if the body has it, its capped body weight and the symbol bonus when it
        /// appeared there as a symbol name.
        func weight(kind: SearchRecord.Kind) -> Int {
            let title = inTitle ? SearchIndexBuilder.titleWeight(of: kind) : 0
            return title + min(Int(bodyCount) * SearchIndexBuilder.bodyWeight, SearchIndexBuilder.bodyCap) + (asSymbol ? SearchIndexBuilder.bodySymbolBonus : 0)
        }
    }

    private(set) var postings: [Posting] = []
    /// Each term's first and last posting, by term number; -1 for a term with none yet.
    private var ends: [(first: Int32, last: Int32)] = []

    mutating func add(term: Int, record: Int, place: Place) {
        if term >= ends.count { ends += repeatElement((first: -1, last: -1), count: term + 1 - ends.count) }
        let last = Int(ends[term].last)
        guard last < 0 || postings[last].record != record else { return postings[last].add(place) }
        var posting = Posting(record: Int32(record))
        posting.add(place)
        postings.append(posting)
        let new = Int32(postings.count - 1)
        if last < 0 { ends[term] = (new, new) } else { postings[last].next = new; ends[term].last = new }
    }

    /// The index of the first posting of `term` in `postings`, each linking to the next in record
    /// order through `next`; -1 for none.
    func first(of term: Int) -> Int { term < ends.count ? Int(ends[term].first) : -1 }
}
