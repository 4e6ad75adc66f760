/// One record's terms as `SearchIndexBuilder` weighs them: which are in the title, how often each
/// is in the body, which appeared there as a symbol name. Kept in arrays indexed by term number
/// and reused from record to record, cleared through the list of terms the record touched: no
/// dictionary or set is made per record.
struct RecordTermTally {
    private static let touchedMark: UInt8 = 1, titleMark: UInt8 = 2, symbolMark: UInt8 = 4

    private var marks: [UInt8] = []
    private var bodyCounts: [Int] = []
    /// The terms with a mark, in order of first touch.
    private var touched: [Int] = []

    mutating func title(_ term: Int) {
        mark(term, RecordTermTally.titleMark)
    }

    mutating func body(_ term: Int, asSymbol: Bool) {
        mark(term, asSymbol ? RecordTermTally.symbolMark : 0)
        bodyCounts[term] += 1
    }

    /// Hands each touched term and its weight to `emit` and clears the tally for the next record.
    /// A term's weight is `titleWeight` if the title has it, plus, if the body has it, its capped
    /// body weight and the symbol bonus when it appeared there as a symbol name.
    mutating func drain(titleWeight: Int, _ emit: (_ term: Int, _ weight: Int) -> Void) {
        for term in touched {
            var weight = marks[term] & RecordTermTally.titleMark != 0 ? titleWeight : 0
            if bodyCounts[term] > 0 {
                weight += min(bodyCounts[term] * SearchIndexBuilder.bodyWeight, SearchIndexBuilder.bodyCap)
                if marks[term] & RecordTermTally.symbolMark != 0 { weight += SearchIndexBuilder.bodySymbolBonus }
            }
            emit(term, weight)
            marks[term] = 0
            bodyCounts[term] = 0
        }
        touched.removeAll(keepingCapacity: true)
    }

    private mutating func mark(_ term: Int, _ mark: UInt8) {
        if term >= marks.count {
            // Terms are numbered as they are met: room for the new ones, and some to spare.
            let room = max(term + 1, 2 * marks.count)
            marks += repeatElement(0, count: room - marks.count)
            bodyCounts += repeatElement(0, count: room - bodyCounts.count)
        }
        if marks[term] == 0 { touched.append(term) }
        marks[term] |= RecordTermTally.touchedMark | mark
    }
}
