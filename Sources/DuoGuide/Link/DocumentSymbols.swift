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

    /// One line of a code sample with its keys and its excerpt (made here, documents being scanned at
    /// once); only keys that entries and prose make symbols become mentions, once all are recorded.
    struct CodeLine {
        var keys: [String]
        var snippet: String
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
                // Line by line, cut at the line feeds of the sample's UTF-8.
                sample.code.withContiguousUTF8 { bytes in
                    for (offset, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
                        let tokens = scanner.scan(utf8: line)
                        if tokens.isEmpty { continue }
                        codeLines.append(CodeLine(keys: tokens.map(\.key), snippet: String(decoding: line, as: UTF8.self).trimmingSpaces(),
                                                  line: sample.sourceLine(at: offset), chapter: chapter?.id))
                    }
                }
            }
        }
    }

    /// The tokens of a piece of prose, each with the excerpt around it and the UTF-8 ranges of the
    /// excerpt's symbols (see `Snippet.around(token:of:in:utf8:scalarCount:)`); and the tokens as
    /// spans, which the render stage links without scanning the text again.
    static func scanProse(_ text: String, _ scanner: SymbolScanner)
        -> (tokens: [(SymbolScanner.Token, String, [Range<Int>]?)], spans: [ProseSymbols.Span]) {
        text.withContiguousUTF8 { bytes in
            let tokens = scanner.scan(utf8: bytes)
            guard !tokens.isEmpty else { return ([], []) }
            let scalarCount = bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            let withSnippets = tokens.indices.map { k in
                let (snippet, symbols) = Snippet.around(token: k, of: tokens, in: text, utf8: bytes, scalarCount: scalarCount)
                return (tokens[k], snippet, symbols)
            }
            return (withSnippets, tokens.map { ProseSymbols.Span(range: $0.range, key: $0.key) })
        }
    }
}
