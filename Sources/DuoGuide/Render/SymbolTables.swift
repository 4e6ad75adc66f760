/// What page builders look up about the symbols: each by key, which have a page in which
/// language and where, and each one's mentions per language. It needs the symbol table and each
/// document's language only, so a build makes it as soon as the symbol table is built, while the
/// translations are still checked (see `Compiler.compile`).
struct SymbolTables: Sendable {
    let symbolByKey: [String: Symbol]
    /// Symbol keys with a page in each language (defined or mentioned in that language's documents).
    let symbolsByLanguage: [String: Set<String>]
    /// Per language: symbol key → its page, for the symbols with a page in that language. Prose
    /// links a symbol per mention, and each link made its page path again.
    let symbolPagesByLanguage: [String: [String: String]]
    /// Per symbol key: in which languages it has a page and its mentions in each language's
    /// documents, in order, by language index (see `SymbolLanguages`).
    let symbolLanguages: [String: SymbolLanguages]
    /// Per document id: its language.
    let languageOfDocument: [String: String]

    init(symbols: [Symbol], documents: [Document], languages siteLanguages: [String], paths: SitePaths) {
        symbolByKey = Dictionary(symbols.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        var byLanguage: [String: Set<String>] = [:]
        var symbolLanguages: [String: SymbolLanguages] = [:]
        symbolLanguages.reserveCapacity(symbols.count)
        let languageOf = Dictionary(documents.map { ($0.id, $0.language) }, uniquingKeysWith: { a, _ in a })
        languageOfDocument = languageOf
        // A symbol's places come in runs from one document, so a document's language is looked up
        // once per run; and each symbol gathers its languages and mentions in short lists (a corpus
        // has a handful of languages) before it touches the String-keyed tables, once per language
        // rather than once per place.
        var lastDocument: String?
        var lastLanguage: String?
        func language(of place: Symbol.Place) -> String? {
            if place.document != lastDocument {
                lastDocument = place.document
                lastLanguage = languageOf[place.document]
            }
            return lastLanguage
        }
        for symbol in symbols {
            var languages: [String] = []
            var definitions = [[Int]](repeating: [], count: siteLanguages.count)
            var mentions = definitions
            for (d, place) in symbol.definitions.enumerated() {
                guard let lang = language(of: place) else { continue }
                if !languages.contains(lang) { languages.append(lang) }
                if let l = siteLanguages.firstIndex(of: lang) { definitions[l].append(d) }
            }
            for (m, place) in symbol.mentions.enumerated() {
                guard let lang = language(of: place) else { continue }
                if !languages.contains(lang) { languages.append(lang) }
                if let l = siteLanguages.firstIndex(of: lang) { mentions[l].append(m) }
            }
            for lang in languages { byLanguage[lang, default: []].insert(symbol.key) }
            symbolLanguages[symbol.key] = SymbolLanguages(
                hasPage: siteLanguages.map { languages.contains($0) },
                mentions: mentions,
                definitions: definitions)
        }
        symbolsByLanguage = byLanguage
        symbolPagesByLanguage = Dictionary(uniqueKeysWithValues: byLanguage.map { [symbolByKey] lang, keys in
            (lang, Dictionary(uniqueKeysWithValues: keys.compactMap { key in symbolByKey[key].map { (key, paths.symbol(lang, $0.slug)) } }))
        })
        self.symbolLanguages = symbolLanguages
    }
}
