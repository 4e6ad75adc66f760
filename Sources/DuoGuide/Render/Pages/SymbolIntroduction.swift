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
            } else if sentence == nil, let found = Self.sentence(naming: symbol.key, at: place.line, in: blocks, chapter: chapter, inline: inline) {
                (sentence, sentencePlace) = (found, place)
            }
        }
    }

    /// The first sentence of the prose at `line` that names `key` (as the symbol scanner reads it),
    /// with its spans. Whether a text names it is read from the spans `inline` writes it with: a
    /// text the link stage scanned is not scanned again, and a sentence's are its paragraph's.
    private static func sentence(naming key: String, at line: Int, in blocks: [Block], chapter: Chapter?, inline: InlineRenderer) -> (String, InlineSpans)? {
        var found: (String, InlineSpans)?
        let look: (Chapter?, ProseVisitor.Piece) -> Void = { _, piece in
            // The scanner's keys are runs of the text it scans: a text without the key's bytes is not scanned.
            guard found == nil, case .prose(let text, let at) = piece, at == line, text.containsBytes(key) else { return }
            var spans = inline.spans(text)
            guard let first = spans.items.first(where: { if case .symbol(key) = $0.target { true } else { false } })?.range else { return }
            // The sentence holding that span, its spans moved to its start (the paragraph when none holds it).
            guard let (sentence, range) = Self.sentence(of: text, holding: first) else { found = (text, spans); return }
            spans.items = spans.items.filter { range.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= range.upperBound }
                .map { ($0.range.lowerBound - range.lowerBound..<$0.range.upperBound - range.lowerBound, $0.target) }
            found = (sentence, spans)
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

    /// The sentence of `text` holding the UTF-8 range `span`, and its range, cut where
    /// `SentenceSplitter.split` cuts and trimmed as it trims (SymbolIntroductionTests); nil when
    /// none holds it. Only that sentence is made.
    static func sentence(of text: String, holding span: Range<Int>) -> (text: String, range: Range<Int>)? {
        let bytes = Array(text.utf8), cuts = SentenceSplitter.cuts(bytes)
        let (start, end) = (cuts.last { $0 <= span.lowerBound } ?? 0, cuts.first { $0 > span.lowerBound } ?? bytes.count)
        let sentence = String(decoding: bytes[start..<end], as: UTF8.self).trimmingSpaces()
        // Trimming takes spaces off the ends only: the sentence is the first run of its bytes in the cut.
        let own = Array(sentence.utf8)
        var lower = start
        while lower + own.count <= end, !bytes[lower..<lower + own.count].elementsEqual(own) { lower += 1 }
        guard !own.isEmpty, lower <= span.lowerBound, span.upperBound <= lower + own.count else { return nil }
        return (sentence, lower..<lower + own.count)
    }
}
