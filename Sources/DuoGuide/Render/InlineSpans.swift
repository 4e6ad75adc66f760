/// The parts of a run of prose that become links: symbols written as code and chapter references,
/// as Character offsets, sorted, without overlaps (a symbol wins over a chapter reference). They
/// depend only on the text and its language, so they are found once per build and reused by
/// every page that shows the text.
struct InlineSpans: Sendable {
    enum Target: Sendable { case symbol(String), chapter(Int) }

    var items: [(range: Range<Int>, target: Target)]

    init(_ text: String, symbols: SymbolScanner, chapters: ChapterReferenceScanner) {
        var items: [(range: Range<Int>, target: Target)] = symbols.scan(text).map { ($0.range, .symbol($0.key)) }
        let symbolCount = items.count
        for ref in chapters.scan(text) where !items[..<symbolCount].contains(where: { $0.range.overlaps(ref.range) }) {
            items.append((ref.range, .chapter(ref.number)))
        }
        items.sort { $0.range.lowerBound < $1.range.lowerBound }
        // Keep the first of any spans that overlap.
        var kept: [(range: Range<Int>, target: Target)] = []
        for item in items where item.range.lowerBound >= (kept.last?.range.upperBound ?? 0) { kept.append(item) }
        self.items = kept
    }
}
