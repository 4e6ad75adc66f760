/// A cursor over the paragraphs of one section, in the spirit of Ink's `Reader`: block parsers are
/// written in these few verbs, so each reads like a description of the layout it recognises.
struct ParagraphReader {
    private var paragraphs: [RawParagraph]
    private var index = 0

    init(_ paragraphs: [RawParagraph]) { self.paragraphs = paragraphs }

    var current: RawParagraph? { index < paragraphs.count ? paragraphs[index] : nil }
    var next: RawParagraph? { index + 1 < paragraphs.count ? paragraphs[index + 1] : nil }

    mutating func read() -> RawParagraph? {
        guard let p = current else { return nil }
        index += 1
        return p
    }

    /// Puts `p` in place of the current paragraph: a near miss of a phrase, spelled right.
    mutating func replaceCurrent(with p: RawParagraph) {
        if index < paragraphs.count { paragraphs[index] = p }
    }
}
