/// A set of terms (stems or code words) as the ids one `WordMemo` gave them, kept sorted: the
/// aligner compares every sentence with every question and every passage with every question, and
/// counting common ids in two sorted arrays is a walk over integers where `Set<String>` hashed
/// every string again. Ids mean something only within their memo, so two sets are compared only
/// when the same memo made both.
struct TermSet {
    private(set) var ids: [Int32]

    /// The distinct ids of `ids`, in any order and with repeats.
    init(_ ids: [Int32]) {
        self.ids = ids.sorted().reduce(into: []) { unique, id in if unique.last != id { unique.append(id) } }
    }

    /// `|self ∩ other|`.
    func intersectionCount(_ other: TermSet) -> Int {
        var i = 0, j = 0, common = 0
        let a = ids, b = other.ids
        while i < a.count, j < b.count {
            if a[i] == b[j] { common += 1 }
            // After a common id, the other set's is the smaller one and goes next.
            if a[i] <= b[j] { i += 1 } else { j += 1 }
        }
        return common
    }
}
