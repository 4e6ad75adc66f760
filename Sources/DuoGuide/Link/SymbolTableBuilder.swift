/// Builds the symbol table. A name becomes a symbol when an entry defines it (its title is code)
/// or when prose writes it as code; code samples then add mentions of known symbols but never
/// create new ones, so local variable names of a sample stay out of the API index. The text is
/// scanned beforehand, a document at a time (`DocumentSymbols`).
struct SymbolTableBuilder {
    private var spellings: [String: String] = [:]
    private var definitions: [String: [Symbol.Place]] = [:]
    /// Mentions in the order they were found (reading order within a line), without duplicates.
    private var mentions: [String: Mentions] = [:]
    private var known: Set<String> = []

    /// One symbol's mentions, without duplicates (one lookup of the key finds them).
    private struct Mentions {
        var places: [Symbol.Place] = []
        /// The same places as a set, made only once a symbol has many: most symbols have a handful
        /// of mentions, and comparing a place with each was cheaper than hashing it into a set
        /// grown from empty for every symbol (a third of recording).
        var seen: Set<Symbol.Place>?

        static let linearLimit = 16

        mutating func add(_ place: Symbol.Place) {
            if seen == nil, places.count >= Self.linearLimit { seen = Set(places) }
            if seen != nil {
                if seen!.insert(place).inserted { places.append(place) }
            } else if !places.contains(place) {
                places.append(place)
            }
        }
    }

    /// Records a document's definitions and prose mentions. Documents are recorded in order.
    mutating func record(_ found: DocumentSymbols) {
        for definition in found.definitions {
            let token = definition.token
            known.insert(token.key)
            prefer(spelling: token.spelling, for: token.key, fromDefinition: true)
            definitions[token.key, default: []].append(definition.place)
        }
        for mention in found.mentions {
            let token = mention.token
            known.insert(token.key)
            prefer(spelling: token.spelling, for: token.key, fromDefinition: false)
            addMention(mention.place, for: token.key)
        }
    }

    /// Adds mentions from code samples, for symbols already known from entries and prose: call it
    /// for each document once every document is recorded.
    mutating func recordCode(_ found: DocumentSymbols, document: String) {
        for line in found.codeLines {
            for key in line.keys where known.contains(key) {
                addMention(Symbol.Place(document: document, chapter: line.chapter, line: line.line,
                                        snippet: line.text.trimmingSpaces()), for: key)
            }
        }
    }

    private mutating func addMention(_ place: Symbol.Place, for key: String) {
        mentions[key, default: Mentions()].add(place)
    }

    /// Mentions sorted by document and line; on one line, in the order found. (Sorting a Set by
    /// document and line alone left same-line mentions in hash order, which differs per process,
    /// so two builds of the same content wrote different symbol pages and search indexes.)
    static func ordered(_ places: [Symbol.Place]) -> [Symbol.Place] {
        places.enumerated().sorted { a, b in
            (a.element.document, a.element.line, a.offset) < (b.element.document, b.element.line, b.offset)
        }.map(\.element)
    }

    func build() -> [Symbol] {
        var slugs = SlugAllocator(reserved: ["index"])
        // Each key lowercased once, not at every comparison.
        let order = known.map { (lowercased: $0.lowercased(), key: $0) }.sorted { $0 < $1 }.map(\.key)
        return order.map { key in
            Symbol(key: key, name: spellings[key] ?? key, slug: slugs.allocate(Self.slugText(key)),
                   definitions: (definitions[key] ?? []).sorted(),
                   mentions: Self.onePerLine(Self.ordered(mentions[key]?.places ?? [])))
        }
    }

    /// A line naming a symbol twice is one mention (the first excerpt is kept). `places` are in
    /// `ordered` order, where the mentions of one line are next to each other: the first of each
    /// run is the first of its line, found without hashing every place.
    static func onePerLine(_ places: [Symbol.Place]) -> [Symbol.Place] {
        var kept: [Symbol.Place] = []
        for place in places where kept.last.map({ $0.line != place.line || $0.document != place.document }) ?? true {
            kept.append(place)
        }
        return kept
    }

    /// `.split` and `split` must not share a page name: the leading punctuation is spelled out.
    static func slugText(_ key: String) -> String {
        switch key.first {
        case ".": return "dot-" + key.dropFirst()
        case "@": return "at-" + key.dropFirst()
        case "#": return "hash-" + key.dropFirst()
        default: return key
        }
    }

    /// An entry title's spelling wins; otherwise the most informative (longest) one seen.
    private var definitionSpellings: Set<String> = []
    private mutating func prefer(spelling: String, for key: String, fromDefinition: Bool) {
        if fromDefinition {
            if !definitionSpellings.contains(key) || spelling.count > (spellings[key]?.count ?? 0) {
                spellings[key] = spelling
            }
            definitionSpellings.insert(key)
        } else if !definitionSpellings.contains(key), spelling.count > (spellings[key]?.count ?? 0) {
            spellings[key] = spelling
        }
    }
}
