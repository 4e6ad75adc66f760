/// Line → fragment id for every block of a document, so any source line can be linked to.
enum LineAnchors {
    static func build(_ document: Document) -> [Int: String] {
        var map: [Int: String] = [:]
        func add(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case .heading(let h): map[h.line] = h.anchor
                case .checkpoints(let h, _): map[h.line] = h.anchor
                case .paragraph(let p), .caption(let p), .notYet(let p), .source(let p), .answers(_, let p):
                    map[p.line] = "L\(p.line)"
                case .code(let c):
                    for line in c.startLine...max(c.startLine, c.endLine) { map[line] = "L\(c.startLine)" }
                case .entry(let e): map[e.line] = e.anchor
                case .bulletList(let items), .numberedList(let items):
                    for item in items { map[item.line] = "L\(item.line)" }
                }
            }
        }
        add(document.intro)
        for chapter in document.chapters {
            map[chapter.line] = "top"
            add(chapter.blocks)
            for q in chapter.checkpoints { map[q.line] = q.id }
        }
        return map
    }
}
