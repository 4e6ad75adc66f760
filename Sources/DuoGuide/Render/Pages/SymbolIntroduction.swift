/// What a symbol page shows when its language has no entry for the name, so the page still says
/// what the name is: the sentence that introduces it (the one holding its first mention in
/// prose) and the first line of code that uses it, each with the place it comes from.
struct SymbolIntroduction {
    /// With its spans, cut from its paragraph's: the sentence is not scanned again.
    var sentence: (text: String, spans: InlineSpans)?
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
                if codeLine == nil, !place.snippet.isEmpty { (codeLine, codePlace) = (place.snippet, place) }
            } else if sentence == nil, let found = Self.sentence(naming: symbol.key, at: place.line, in: blocks, chapter: chapter,
                                                                site: site, inline: inline) {
                (sentence, sentencePlace) = (found, place)
            }
        }
    }

    /// The first sentence of the prose at `line` that names `key` (as the symbol scanner reads it),
    /// with its spans. Whether a text names it is read from the spans `inline` writes it with: a
    /// text the link stage scanned is not scanned again, and a sentence's are its paragraph's.
    private static func sentence(naming key: String, at line: Int, in blocks: [Block], chapter: Chapter?,
                                 site: SiteContext, inline: InlineRenderer) -> (String, InlineSpans)? {
        var found: (String, InlineSpans)?
        let look: (Chapter?, ProseVisitor.Piece) -> Void = { _, piece in
            // The scanner's keys are runs of the text it scans: a text without the key's bytes is not scanned.
            guard found == nil, case .prose(let text, let at) = piece, at == line, text.containsBytes(key) else { return }
            var spans = inline.spans(text)
            guard let first = spans.items.first(where: { if case .symbol(key) = $0.target { true } else { false } })?.range else { return }
            found = (text, spans)
            // The sentence holding that span (each is found after the last), its spans moved to its start.
            let bytes = Array(text.utf8)
            var lower = 0
            for sentence in site.sentences.value(for: UTF8Key(text), { SentenceSplitter.split(text) }) {
                let own = Array(sentence.utf8)
                while lower + own.count <= bytes.count, !bytes[lower..<lower + own.count].elementsEqual(own) { lower += 1 }
                let upper = lower + own.count
                guard lower <= first.lowerBound, first.upperBound <= upper else { lower = upper; continue }
                spans.items = spans.items.filter { lower <= $0.range.lowerBound && $0.range.upperBound <= upper }
                    .map { ($0.range.lowerBound - lower..<$0.range.upperBound - lower, $0.target) }
                found = (sentence, spans)
                return
            }
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
