/// One record's terms as `SearchIndexBuilder` weighs them: which are in the title, how often each
/// is in the body, which appeared there as a symbol name.
struct RecordTermTally {
    private struct TermState {
        var inTitle = false
        var asSymbolInBody = false
        var bodyCount = 0
    }

    private var states: [Int: TermState] = [:]

    mutating func title(_ term: Int) {
        states[term, default: TermState()].inTitle = true
    }

    mutating func body(_ term: Int, asSymbol: Bool) {
        states[term, default: TermState()].bodyCount += 1
        if asSymbol { states[term]!.asSymbolInBody = true }
    }

    /// Hands each term and its weight to `emit` (in no particular order) and clears the tally for
    /// the next record. A term's weight is `titleWeight` if the title has it, plus, if the body has
    /// it, its capped body weight and the symbol bonus when it appeared there as a symbol name.
    mutating func drain(titleWeight: Int, _ emit: (_ term: Int, _ weight: Int) -> Void) {
        for (term, state) in states {
            var weight = state.inTitle ? titleWeight : 0
            if state.bodyCount > 0 {
                weight += min(state.bodyCount * SearchIndexBuilder.bodyWeight, SearchIndexBuilder.bodyCap)
                if state.asSymbolInBody { weight += SearchIndexBuilder.bodySymbolBonus }
            }
            emit(term, weight)
        }
        states.removeAll(keepingCapacity: true)
    }
}
