/// A cursor over the paragraphs of one section, in the spirit of Ink's `Reader`: block parsers are
/// written in these few verbs, so each reads like a description of the layout it recognises.
struct ParagraphReader {
    private var paragraphs: [RawParagraph]
    private(set) var index = 0

    init(_ paragraphs: [RawParagraph]) { self.paragraphs = paragraphs }

    var isAtEnd: Bool { index >= paragraphs.count }
    var current: RawParagraph? { isAtEnd ? nil : paragraphs[index] }

    func lookAhead(_ distance: Int = 1) -> RawParagraph? {
        let i = index + distance
        return i < paragraphs.count ? paragraphs[i] : nil
    }

    mutating func read() -> RawParagraph? {
        guard let p = current else { return nil }
        index += 1
        return p
    }

    /// Puts `p` in place of the current paragraph: a near miss of a phrase, spelled right.
    mutating func replaceCurrent(with p: RawParagraph) {
        guard !isAtEnd else { return }
        paragraphs[index] = p
    }

    /// Reads paragraphs while `condition` holds.
    mutating func read(while condition: (RawParagraph) -> Bool) -> [RawParagraph] {
        var out: [RawParagraph] = []
        while let p = current, condition(p) {
            out.append(p)
            index += 1
        }
        return out
    }
}
