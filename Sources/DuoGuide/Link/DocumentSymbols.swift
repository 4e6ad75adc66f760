/// Everything one document contributes to the symbol table, found by scanning its text alone.
/// Scanning is the expensive part of building the table and needs nothing but the parsed document,
/// so documents are scanned concurrently (and while they are linked); `SymbolTableBuilder` then
/// records the results one document after another, in manifest order, which keeps the table
/// exactly as a sequential pass makes it.
struct DocumentSymbols {
    /// A token and where it is: an entry for a definition, a line of prose for a mention.
    struct Occurrence {
        var token: SymbolScanner.Token
        var place: Symbol.Place
    }

    /// One line of a code sample with the keys written on it; only the keys that entries and
    /// prose make symbols become mentions, which is known once every document is recorded.
    struct CodeLine {
        var keys: [String]
        var text: Substring
        var line: Int
        var chapter: String?
    }

    /// The definitions and mentions found.
    var definitions: [Occurrence] = []
    var mentions: [Occurrence] = []
    var codeLines: [CodeLine] = []
    /// Every prose text with the UTF-8 spans of its symbols, for the render stage (`ProseSymbols`).
    var proseTexts: [(text: String, spans: [ProseSymbols.Span])] = []

    init() {}

    /// Scans `document`, and sets each entry's `symbols` to the keys its title defines.
    init(scanning document: inout Document, with scanner: SymbolScanner) {
        for c in document.chapters.indices {
            let chapterID = document.chapters[c].id
            for b in document.chapters[c].blocks.indices {
                guard case .entry(var entry) = document.chapters[c].blocks[b] else { continue }
                let tokens = scanner.scan(entry.title)
                var seen = Set<String>()
                entry.symbols = tokens.map(\.key).filter { seen.insert($0).inserted }
                document.chapters[c].blocks[b] = .entry(entry)
                for token in tokens {
                    definitions.append(Occurrence(token: token, place: Symbol.Place(
                        document: document.id, chapter: chapterID, line: entry.line, anchor: entry.anchor)))
                }
            }
        }
        let documentID = document.id
        ProseVisitor.visit(document) { chapter, piece in
            switch piece {
            case .prose(let text, let line):
                let (found, spans) = Self.scanProse(text, scanner)
                proseTexts.append((text, spans))
                for (token, snippet, symbols) in found {
                    mentions.append(Occurrence(token: token, place: Symbol.Place(
                        document: documentID, chapter: chapter?.id, line: line, snippet: snippet, snippetSymbols: symbols)))
                }
            case .code(let sample):
                // Cut at line feeds on UTF-8 and on scalars alike (a line feed is always a Character of
                // its own); the sample's scalars are read at once, a Substring's cost several times as much.
                let scalarLines = sample.code.scalarArray.split(separator: "\n", omittingEmptySubsequences: false)
                for (offset, line) in sample.code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
                    let tokens = scanner.scan(Array(scalarLines[offset]))
                    if tokens.isEmpty { continue }
                    codeLines.append(CodeLine(keys: tokens.map(\.key), text: Substring(line),
                                              line: sample.sourceLine(at: offset), chapter: chapter?.id))
                }
            }
        }
    }

    /// The tokens of a piece of prose, each with the excerpt around it and the UTF-8 ranges of the
    /// excerpt's symbols (see `Snippet.around(token:of:in:chars:utf8Offsets:)`); and the tokens as UTF-8
    /// spans of the whole text, which the render stage links without scanning the text again
    /// (ProseSymbolsTests holds them equal).
    static func scanProse(_ text: String, _ scanner: SymbolScanner)
        -> (tokens: [(SymbolScanner.Token, String, [Range<Int>]?)], spans: [ProseSymbols.Span]) {
        let chars = text.scalarArray
        let tokens = scanner.scan(chars)
        guard !tokens.isEmpty else { return ([], []) }
        let offsets = Snippet.utf8Offsets(chars.lazy.map(UTF8.width))
        let withSnippets = tokens.indices.map { k in
            let (snippet, symbols) = Snippet.around(token: k, of: tokens, in: text, chars: chars, utf8Offsets: offsets)
            return (tokens[k], snippet, symbols)
        }
        let spans = tokens.map { ProseSymbols.Span(range: offsets[$0.range.lowerBound]..<offsets[$0.range.upperBound], key: $0.key) }
        return (withSnippets, spans)
    }
}
