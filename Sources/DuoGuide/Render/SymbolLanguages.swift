/// One symbol across the site's languages, by language index (the order of the manifest's
/// languages): whether it has a page in each, which of its mentions are in each language's
/// documents (in reading order), and which of its definitions are in each. A symbol page asks
/// this of its own language and of every other one; one lookup by the symbol's key answers all of
/// them, where String-keyed tables per symbol and language cost two hashes per question.
struct SymbolLanguages {
    /// Defined or mentioned in that language's documents.
    var hasPage: [Bool]
    /// Indices into the symbol's `mentions`: copies of the places took a place's 80 bytes for
    /// every mention of the corpus (massif, ×100: 13.6 MB; ten times that at ×1000).
    var mentions: [[Int]]
    /// Indices into the symbol's `definitions` of those in that language's documents, in order:
    /// the symbol page, the API index and the search index filtered the definitions by language
    /// for each page, row and record, copying (and retaining the strings of) every place kept.
    var definitions: [[Int]]
}
