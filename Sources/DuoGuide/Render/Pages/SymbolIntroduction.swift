/// What a symbol page shows when its language has no entry for the name, so the page still says
/// what the name is: the sentence that introduces it (the one holding its first mention in
/// prose) and the first line of code that uses it, each with the place it comes from.
struct SymbolIntroduction {
    var sentence: String?
    var sentencePlace: Symbol.Place?
    var codeLine: String?
    var codePlace: Symbol.Place?

    /// `mentions`: indices into `symbol.mentions` of its mentions in the page's language, in
    /// reading order. Only the first prose mention and the first code mention are read. `inline`:
    /// the renderer the page writes the sentence with.
    init(symbol: Symbol, mentions: [Int], site: SiteContext, inline: InlineRenderer) {
        for m in mentions where sentence == nil || codeLine == nil {
            let place = symbol.mentions[m]
            guard let document = site.documentTables.documentsByID[place.document] else { continue }
            let chapter = place.chapter.flatMap { site.chapter(id: $0, in: document) }
            let blocks = chapter?.blocks ?? document.intro
            if blocks.contains(where: { if case .code(let c) = $0 { c.startLine <= place.line && place.line <= c.endLine } else { false } }) {
                if codeLine == nil, !place.snippet.isEmpty {
                    codeLine = place.snippet
                    codePlace = place
                }
            } else if sentence == nil, let found = Self.sentence(naming: symbol.key, at: place.line, in: blocks, chapter: chapter,
                                                                site: site, inline: inline) {
                sentence = found
                sentencePlace = place
            }
        }
    }

    /// The first sentence of the prose at `line` that names `key` (as the symbol scanner reads it).
    /// Whether a text names it is read from the spans `inline` writes it with: a text the link
    /// stage scanned is not scanned again, and the sentence found is scanned once, for both.
    private static func sentence(naming key: String, at line: Int, in blocks: [Block], chapter: Chapter?,
                                 site: SiteContext, inline: InlineRenderer) -> String? {
        // The scanner's keys are runs of the text it scans: a text without the key's bytes is not scanned.
        func names(_ text: String) -> Bool {
            text.containsBytes(key) && inline.spans(text).items.contains { if case .symbol(let k) = $0.target { k == key } else { false } }
        }
        var found: String?
        let look: (Chapter?, ProseVisitor.Piece) -> Void = { _, piece in
            guard found == nil, case .prose(let text, let at) = piece, at == line, names(text) else { return }
            found = site.sentences.value(for: UTF8Key(text)) { SentenceSplitter.split(text) }.first(where: names) ?? text
        }
        if let chapter {
            look(chapter, .prose(chapter.title, line: chapter.line))
            if let objective = chapter.objective { look(chapter, .prose(objective, line: chapter.line)) }
        }
        // An entry's texts are gathered into an array to be visited: only the one at the line is.
        for block in blocks where found == nil {
            if case .entry(let e) = block, e.line != line { continue }
            ProseVisitor.visit(block, chapter: chapter, look)
        }
        for q in chapter?.checkpoints ?? [] where found == nil { look(chapter, .prose(q.question, line: q.line)) }
        return found
    }
}
