/// One record's terms as `SearchIndexBuilder` weighs them: which are in the title, how often each
/// is in the body, which appeared there as a symbol name. Kept in an array indexed by term number
/// and reused from record to record, cleared through the list of terms the record touched: no
/// dictionary or set is made per record.
struct RecordTermTally {
    /// What the record has of one term.
    private struct TermState {
        var inTitle = false
        var asSymbolInBody = false
        var bodyCount: Int32 = 0
        var isTouched: Bool { inTitle || bodyCount > 0 }
    }

    private var states: [TermState] = []
    /// The terms with a state, in order of first touch.
    private var touched: [Int] = []

    mutating func title(_ term: Int) {
        touch(term)
        states[term].inTitle = true
    }

    mutating func body(_ term: Int, asSymbol: Bool) {
        touch(term)
        states[term].bodyCount += 1
        if asSymbol { states[term].asSymbolInBody = true }
    }

    /// Hands each touched term and its weight to `emit` and clears the tally for the next record.
    /// A term's weight is `titleWeight` if the title has it, plus, if the body has it, its capped
    /// body weight and the symbol bonus when it appeared there as a symbol name.
    mutating func drain(titleWeight: Int, _ emit: (_ term: Int, _ weight: Int) -> Void) {
        for term in touched {
            let state = states[term]
            var weight = state.inTitle ? titleWeight : 0
            if state.bodyCount > 0 {
                weight += min(Int(state.bodyCount) * SearchIndexBuilder.bodyWeight, SearchIndexBuilder.bodyCap)
                if state.asSymbolInBody { weight += SearchIndexBuilder.bodySymbolBonus }
            }
            emit(term, weight)
            states[term] = TermState()
        }
        touched.removeAll(keepingCapacity: true)
    }

    /// Notes the record has `term`. Terms are numbered as they are met: room for the new ones,
    /// and some to spare.
    private mutating func touch(_ term: Int) {
        if term >= states.count {
            states += repeatElement(TermState(), count: max(term + 1, 2 * states.count) - states.count)
        }
        if !states[term].isTouched { touched.append(term) }
    }
}
