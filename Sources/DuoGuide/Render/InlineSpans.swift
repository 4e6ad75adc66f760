/// The parts of a run of prose that become links: symbols written as code and chapter references,
/// sorted, without overlaps (a symbol wins over a chapter reference). They depend only on the text
/// and its language, so they are found once per build and reused by every page that shows the text.
struct InlineSpans: Sendable {
    enum Target: Sendable { case symbol(String), chapter(Int) }
    typealias Item = (range: Range<Int>, target: Target)

    /// Ranges as UTF-8 offsets: the scanners count Characters, and walking a paragraph's
    /// Characters again on every page that shows it cost more than the escaping. They are
    /// converted once, here, so the renderer copies bytes.
    var items: [Item]

    /// The scanners are borrowed: an initializer takes its arguments owned, and handing over
    /// their word lists cost four retains and releases per text.
    init(_ text: String, symbols: borrowing SymbolScanner, chapters: borrowing ChapterReferenceScanner) {
        let found = Self.characterItems(text, symbols: symbols, chapters: chapters)
        items = []
        guard !found.isEmpty else { return }
        items.reserveCapacity(found.count)
        // Spans are sorted and apart, so one forward walk finds every boundary. In plain text
        // every scalar is a Character, and a scalar starts at every byte that does not continue
        // one: the walk counts bytes instead of finding grapheme boundaries.
        if UTF8Search.isPlain(text) {
            var text = text  // `withUTF8` needs it mutable; a native string is not copied
            text.withUTF8 { bytes in
                var byte = 0, scalar = 0
                func utf8Offset(ofScalar target: Int) -> Int {
                    while scalar < target {
                        byte += 1
                        while byte < bytes.count, bytes[byte] & 0xC0 == 0x80 { byte += 1 }
                        scalar += 1
                    }
                    return byte
                }
                for (range, target) in found {
                    let lower = utf8Offset(ofScalar: range.lowerBound)
                    items.append((lower..<utf8Offset(ofScalar: range.upperBound), target))
                }
            }
            return
        }
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
    }

    /// The spans by their definition, as Character offsets (what the scanners find).
    static func characterItems(_ text: String, symbols: SymbolScanner, chapters: ChapterReferenceScanner) -> [Item] {
        var items: [Item] = symbols.scan(text).map { ($0.range, .symbol($0.key)) }
        let symbolCount = items.count
        for ref in chapters.scan(text) where !items[..<symbolCount].contains(where: { $0.range.overlaps(ref.range) }) {
            items.append((ref.range, .chapter(ref.number)))
        }
        items.sort { $0.range.lowerBound < $1.range.lowerBound }
        // Keep the first of any spans that overlap.
        var kept: [Item] = []
        for item in items where item.range.lowerBound >= (kept.last?.range.upperBound ?? 0) { kept.append(item) }
        return kept
    }
}
