/// Where one record has one term: in its title, or in its body, read there as a symbol name or
/// not. The index collects hits in record order and groups them by term; the hits of one term in
/// one record make its weight there.
struct TermHit {
    enum Place { case title, body, bodyAsSymbol }

    var term: Int
    var record: Int
    var place: Place

    /// The weight of a term in a record of `kind` that has it at `hits`: the kind's title weight
    /// if the title has it, plus, if the body has it, its capped body weight and the symbol bonus
    /// when it appeared there as a symbol name.
    static func weight(_ hits: ArraySlice<TermHit>, kind: SearchRecord.Kind) -> Int {
        var weight = 0, bodyCount = 0, asSymbol = false
        for hit in hits {
            if hit.place == .title { weight = SearchIndexBuilder.titleWeight(of: kind) } else { bodyCount += 1 }
            asSymbol = asSymbol || hit.place == .bodyAsSymbol
        }
        guard bodyCount > 0 else { return weight }
        return weight + min(bodyCount * SearchIndexBuilder.bodyWeight, SearchIndexBuilder.bodyCap) + (asSymbol ? SearchIndexBuilder.bodySymbolBonus : 0)
    }
}
