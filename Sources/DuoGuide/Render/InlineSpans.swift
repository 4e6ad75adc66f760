/// The parts of a run of prose that become links: symbols written as code and chapter references,
/// sorted, without overlaps (a symbol wins over a chapter reference). They depend only on the text
/// and its language, so they are found once per build and reused by every page that shows the text.
struct InlineSpans: Sendable {
    enum Target: Sendable { case symbol(String), chapter(Int) }
    typealias Item = (range: Range<Int>, target: Target)

    /// Ranges as UTF-8 offsets, as the symbol scanner finds them: the chapter scanner counts
    /// scalars, and walking a paragraph's scalars again on every page that shows it cost more
    /// than the escaping. They are converted once, here, so the renderer copies bytes.
    var items: [Item]

    /// The spans from the text's symbols, as the link stage (`ProseSymbols`) or the symbol scanner
    /// found them: only chapter references are looked for. The scalar offsets the chapter scanner counts map to
    /// UTF-8 offsets in the same order, so ordering and dropping overlaps on UTF-8 ranges keeps
    /// the spans found by scalar (ProseSymbolsTests holds them equal).
    init(_ text: String, knownSymbols: [ProseSymbols.Span], chapters: borrowing ChapterReferenceScanner) {
        let symbols: [Item] = knownSymbols.map { ($0.range, .symbol($0.key)) }
        let references = chapters.scan(text)
        // The scanner's symbols are sorted and apart already: only references can overlap them.
        items = references.isEmpty ? symbols
            : Self.withoutOverlaps(symbols + Self.utf8Items(text, references.map { ($0.range, .chapter($0.number)) }),
                                   symbolCount: symbols.count)
    }

    /// Symbols only, at UTF-8 ranges already found (sorted, apart), for HTML without links: their
    /// keys, which only links read, are not needed.
    init(symbols: [Range<Int>]) {
        items = symbols.map { ($0, .symbol("")) }
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

    /// `found` (scalar ranges, sorted and apart) as UTF-8 ranges.
    private static func utf8Items(_ text: String, _ found: [Item]) -> [Item] {
        // Spans are sorted and apart, so one forward walk finds every boundary: a scalar starts at
        // every byte that does not continue one.
        let bytes = Array(text.utf8)
        var byte = 0, scalar = 0
        func utf8Offset(ofScalar target: Int) -> Int {
            while scalar < target {
                byte += 1
                while byte < bytes.count, bytes[byte] & 0xC0 == 0x80 { byte += 1 }
                scalar += 1
            }
            return byte
        }
        return found.map { range, target in
            let lower = utf8Offset(ofScalar: range.lowerBound)
            return (lower..<utf8Offset(ofScalar: range.upperBound), target)
        }
    }
}
