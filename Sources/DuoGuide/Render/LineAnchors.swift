/// Line → fragment id for every block of a document, so any source line can be linked to.
/// Held by line number in an array: the lines are dense (1 up to the last block's).
struct LineAnchors: Sendable {
    private var anchors: [String?] = []

    /// The fragment id of the block holding `line`, if a block holds it.
    subscript(line: Int) -> String? {
        line >= 0 && line < anchors.count ? anchors[line] : nil
    }

    private mutating func set(_ line: Int, _ anchor: String) {
        guard line >= 0 else { return }
        if line >= anchors.count { anchors.append(contentsOf: repeatElement(nil, count: line + 1 - anchors.count)) }
        anchors[line] = anchor
    }

    init(_ document: Document) {
        func add(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case .heading(let h): set(h.line, h.anchor)
                case .checkpoints(let h, _): set(h.line, h.anchor)
                case .paragraph(let p), .caption(let p), .notYet(let p), .source(let p), .answers(_, let p):
                    set(p.line, "L\(p.line)")
                case .code(let c):
                    let anchor = "L\(c.startLine)"
                    for line in c.startLine...max(c.startLine, c.endLine) { set(line, anchor) }
                case .entry(let e): set(e.line, e.anchor)
                case .bulletList(let items), .numberedList(let items):
                    for item in items { set(item.line, "L\(item.line)") }
                }
            }
        }
        add(document.intro)
        for chapter in document.chapters {
            set(chapter.line, "top")
            add(chapter.blocks)
            for q in chapter.checkpoints { set(q.line, q.id) }
        }
    }
}
