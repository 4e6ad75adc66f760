/// One symbol across the site's languages, by language index (the order of the manifest's
/// languages): whether it has a page in each, which of its mentions are in each language's
/// documents (in reading order), and which of its definitions are in each. A symbol page asks
/// this of its own language and of every other one; one lookup by the symbol's key answers all of
/// them, where String-keyed tables per symbol and language cost two hashes per question.
struct SymbolLanguages {
    /// Defined or mentioned in that language's documents.
    var hasPage: [Bool]
    /// Indices into the symbol's `mentions`, not copies of the places.
    var mentions: [[Int]]
    /// Indices into the symbol's `definitions` of those in that language's documents, in order:
    /// found once for the symbol page, the API index and the search index alike.
    var definitions: [[Int]]
}
