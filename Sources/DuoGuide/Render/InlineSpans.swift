/// The parts of a run of prose that become links: symbols written as code and chapter references,
/// sorted, without overlaps (a symbol wins over a chapter reference). They depend only on the text
/// and its language, so they are found once per build and reused by every page that shows the text.
struct InlineSpans: Sendable {
    enum Target: Sendable { case symbol(String), chapter(Int) }
    typealias Item = (range: Range<Int>, target: Target)

    /// Ranges as UTF-8 offsets: the scanners count Characters; converted once, here, the renderer
    /// cuts the text on its bytes on every page that shows it.
    var items: [Item]

    init(_ text: String, symbols: borrowing SymbolScanner, chapters: borrowing ChapterReferenceScanner) {
        items = Self.utf8Items(text, Self.characterItems(text, symbols: symbols, chapters: chapters))
    }

    /// The same spans from the text's symbols as the link stage found them (`ProseSymbols`): only
    /// chapter references are looked for. The Character offsets the scanners count map to UTF-8
    /// offsets in the same order, so ordering and dropping overlaps on UTF-8 ranges keeps the
    /// same spans as `characterItems` does (ProseSymbolsTests holds them equal).
    init(_ text: String, knownSymbols: [ProseSymbols.Span], chapters: borrowing ChapterReferenceScanner) {
        var found: [Item] = knownSymbols.map { ($0.range, .symbol($0.key)) }
        let references = chapters.scan(text)
        if !references.isEmpty {
            found += Self.utf8Items(text, references.map { ($0.range, .chapter($0.number)) })
        }
        items = Self.withoutOverlaps(found, symbolCount: knownSymbols.count)
    }

    /// The spans by their definition, as Character offsets (what the scanners find).
    static func characterItems(_ text: String, symbols: SymbolScanner, chapters: ChapterReferenceScanner) -> [Item] {
        let found: [Item] = symbols.scan(text).map { ($0.range, .symbol($0.key)) }
        return withoutOverlaps(found + chapters.scan(text).map { ($0.range, .chapter($0.number)) }, symbolCount: found.count)
    }

    /// `items`, symbols first, sorted: chapter references that overlap a symbol are dropped, then
    /// the first of any spans that overlap is kept.
    private static func withoutOverlaps(_ found: [Item], symbolCount: Int) -> [Item] {
        var items = Array(found[..<symbolCount])
        for ref in found[symbolCount...] where !items[..<symbolCount].contains(where: { $0.range.overlaps(ref.range) }) {
            items.append(ref)
        }
        items.sort { $0.range.lowerBound < $1.range.lowerBound }
        var kept: [Item] = []
        for item in items where item.range.lowerBound >= (kept.last?.range.upperBound ?? 0) { kept.append(item) }
        return kept
    }

    /// `found` (Character ranges, sorted and apart) as UTF-8 ranges.
    private static func utf8Items(_ text: String, _ found: [Item]) -> [Item] {
        guard !found.isEmpty else { return [] }
        var items: [Item] = []
        items.reserveCapacity(found.count)
        // Spans are sorted and apart, so one forward walk finds every boundary.
        var offset = 0
        var index = text.startIndex
        func utf8Offset(ofCharacter target: Int) -> Int {
            index = text.index(index, offsetBy: target - offset)
            offset = target
            return text.utf8.distance(from: text.startIndex, to: index)
        }
        for (range, target) in found {
            let lower = utf8Offset(ofCharacter: range.lowerBound)
            items.append((lower..<utf8Offset(ofCharacter: range.upperBound), target))
        }
        return items
    }
}
