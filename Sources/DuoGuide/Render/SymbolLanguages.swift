/// One symbol across the site's languages, by language index (the order of the manifest's
/// languages): whether it has a page in each, and its mentions in each language's documents, in
/// reading order. A symbol page asks this of its own language and of every other one; one lookup
/// by the symbol's key answers all of them, where String-keyed tables per symbol and language
/// cost two hashes per question.
struct SymbolLanguages {
    /// Defined or mentioned in that language's documents.
    var hasPage: [Bool]
    var mentions: [[Symbol.Place]]
}
