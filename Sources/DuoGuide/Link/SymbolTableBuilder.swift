/// Builds the symbol table. A name becomes a symbol when an entry defines it (its title is code)
/// or when prose writes it as code; code samples then add mentions of known symbols but never
/// create new ones, so local variable names of a sample stay out of the API index. The text is
/// scanned beforehand, a document at a time (`DocumentSymbols`).
struct SymbolTableBuilder {
    /// Everything recorded about each key (the keys are the known symbols), found with one lookup
    /// per token.
    private var records: [String: Record] = [:]

    private struct Record {
        /// The best spelling so far: an entry title's wins; otherwise the most informative
        /// (longest) one seen.
        var spelling: String?
        var hasDefinitionSpelling = false
        var definitions: [Symbol.Place] = []
        /// Mentions in the order they were found (reading order within a line). A place found
        /// twice is kept twice here: `build` keeps one mention per line, the first found, which
        /// drops those too (see `orderOnePerLine`).
        var mentions: [Symbol.Place] = []

        /// Records a definition or a mention at `place`, written `candidate`: the spelling kept
        /// becomes the first definition's, or a longer one of the same kind as the kept one's.
        /// (A spelling is ASCII, identifiers and `.():@#`: its bytes are its Characters.)
        mutating func add(_ candidate: String, at place: Symbol.Place, isDefinition: Bool) {
            if isDefinition && !hasDefinitionSpelling || isDefinition == hasDefinitionSpelling && candidate.utf8.count > spelling?.utf8.count ?? 0 {
                spelling = candidate
            }
            hasDefinitionSpelling = hasDefinitionSpelling || isDefinition
            if isDefinition { definitions.append(place) } else { mentions.append(place) }
        }
    }

    /// Records a document's definitions and prose mentions. Documents are recorded in order.
    mutating func record(_ found: DocumentSymbols) {
        for (occurrences, isDefinition) in [(found.definitions, true), (found.mentions, false)] {
            for o in occurrences {
                records[o.token.key, default: Record()].add(o.token.spelling, at: o.place, isDefinition: isDefinition)
            }
        }
    }

    /// Adds mentions from code samples, for symbols already known from entries and prose: call it
    /// for each document once every document is recorded.
    mutating func recordCode(_ lines: [DocumentSymbols.CodeLine], document: String) {
        for line in lines {
            // Only a known key has a record.
            for key in line.keys {
                guard let r = records.index(forKey: key) else { continue }
                records.values[r].mentions.append(Symbol.Place(document: document, chapter: line.chapter, line: line.line, snippet: line.snippet))
            }
        }
    }

    /// The table, in the order of the keys lowercased.
    func build() -> [Symbol] {
        var slugs = SlugAllocator(reserved: ["index"])
        let order = records.keys.map { (lowercased: $0.lowercased(), key: $0) }.sorted { $0 < $1 }.map(\.key)
        return order.map { key in
            var record = records[key]!
            Self.orderOnePerLine(&record.mentions)
            return Symbol(key: key, name: record.spelling ?? key, slug: slugs.allocate(Self.slugText(key)),
                          definitions: record.definitions.sorted(), mentions: record.mentions)
        }
    }

    /// Mentions sorted by document and line, on one line in the order found, and then one per
    /// line, the first (its excerpt is kept). (Sorting a Set by document and line alone left
    /// same-line mentions in hash order, which differs per process, so two builds of the same
    /// content wrote different symbol pages and search indexes.) Their indices are sorted, not the
    /// places, each a few fields to move.
    static func orderOnePerLine(_ places: inout [Symbol.Place]) {
        let order = places.indices.sorted { (places[$0].document, places[$0].line, $0) < (places[$1].document, places[$1].line, $1) }
        var kept: [Symbol.Place] = []
        for k in order where kept.last.map({ ($0.document, $0.line) != (places[k].document, places[k].line) }) ?? true { kept.append(places[k]) }
        places = kept
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
}
