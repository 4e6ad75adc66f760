/// Builds the symbol table. A name becomes a symbol when an entry defines it (its title is code)
/// or when prose writes it as code; code samples then add mentions of known symbols but never
/// create new ones, so local variable names of a sample stay out of the API index.
struct SymbolTableBuilder {
    let scanner: SymbolScanner

    private var spellings: [String: String] = [:]
    private var definitions: [String: [Symbol.Place]] = [:]
    /// Mentions in the order they were found (reading order within a line), without duplicates.
    private var mentions: [String: [Symbol.Place]] = [:]
    private var mentionSet: [String: Set<Symbol.Place>] = [:]
    private var known: Set<String> = []

    init(scanner: SymbolScanner) { self.scanner = scanner }

    /// Fills each entry's `symbols` and records definitions and prose mentions.
    mutating func collect(_ document: inout Document) {
        for c in document.chapters.indices {
            let chapterID = document.chapters[c].id
            for b in document.chapters[c].blocks.indices {
                guard case .entry(var entry) = document.chapters[c].blocks[b] else { continue }
                let tokens = scanner.scan(entry.title)
                entry.symbols = unique(tokens.map(\.key))
                for token in tokens {
                    known.insert(token.key)
                    prefer(spelling: token.spelling, for: token.key, fromDefinition: true)
                    definitions[token.key, default: []].append(
                        Symbol.Place(document: document.id, chapter: chapterID, line: entry.line, anchor: entry.anchor))
                }
                document.chapters[c].blocks[b] = .entry(entry)
            }
        }
        let documentID = document.id
        ProseVisitor.visit(document) { chapter, piece in
            guard case .prose(let text, let line) = piece else { return }
            let tokens = scanner.scan(text)
            let chars = tokens.isEmpty ? [] : Array(text)
            for token in tokens {
                known.insert(token.key)
                prefer(spelling: token.spelling, for: token.key, fromDefinition: false)
                addMention(Symbol.Place(document: documentID, chapter: chapter?.id, line: line,
                                        snippet: Snippet.around(token.range, in: chars)), for: token.key)
            }
        }
    }

    /// Adds mentions from code samples, for symbols already known from entries and prose.
    mutating func collectCode(_ document: Document) {
        ProseVisitor.visit(document) { chapter, piece in
            guard case .code(let sample) = piece else { return }
            for (offset, line) in sample.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let text = String(line)
                for token in scanner.scan(text) where known.contains(token.key) {
                    addMention(Symbol.Place(document: document.id, chapter: chapter?.id, line: sample.sourceLine(at: offset),
                                            snippet: text.trimmingSpaces()), for: token.key)
                }
            }
        }
    }

    private mutating func addMention(_ place: Symbol.Place, for key: String) {
        if mentionSet[key, default: []].insert(place).inserted { mentions[key, default: []].append(place) }
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
        return known.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }.map { key in
            Symbol(key: key, name: spellings[key] ?? key, slug: slugs.allocate(Self.slugText(key)),
                   definitions: (definitions[key] ?? []).sorted(),
                   mentions: Self.onePerLine(Self.ordered(mentions[key] ?? [])))
        }
    }

    /// A line naming a symbol twice is one mention (the first excerpt is kept).
    static func onePerLine(_ places: [Symbol.Place]) -> [Symbol.Place] {
        var seen = Set<String>()
        return places.filter { seen.insert("\($0.document)\u{0}\($0.line)").inserted }
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

    private func unique(_ keys: [String]) -> [String] {
        var seen = Set<String>()
        return keys.filter { seen.insert($0).inserted }
    }
}
