/// Walks every piece of text of a document with the chapter it belongs to, so passes that read
/// text (symbol mentions, search records) visit the same places without knowing the block kinds.
enum ProseVisitor {
    enum Piece {
        case prose(String, line: Int)
        case code(CodeSample)
    }

    static func visit(_ document: Document, _ body: (_ chapter: Chapter?, _ piece: Piece) -> Void) {
        for block in document.intro { visit(block, chapter: nil, body) }
        for chapter in document.chapters {
            body(chapter, .prose(chapter.title, line: chapter.line))
            if let objective = chapter.objective { body(chapter, .prose(objective, line: chapter.line)) }
            for block in chapter.blocks { visit(block, chapter: chapter, body) }
            for q in chapter.checkpoints { body(chapter, .prose(q.question, line: q.line)) }
        }
    }

    static func visit(_ block: Block, chapter: Chapter?, _ body: (Chapter?, Piece) -> Void) {
        switch block {
        case .heading(let h): body(chapter, .prose(h.text, line: h.line))
        case .paragraph(let p), .caption(let p), .notYet(let p), .source(let p), .answers(_, let p):
            body(chapter, .prose(p.text, line: p.line))
        case .code(let c): body(chapter, .code(c))
        case .entry(let e):
            for text in [e.title, e.description, e.whenToUse, e.whenNotToUse].compactMap({ $0 }) {
                body(chapter, .prose(text, line: e.line))
            }
        case .bulletList(let items), .numberedList(let items):
            for item in items { body(chapter, .prose(item.text, line: item.line)) }
        case .checkpoints: break
        }
    }
}
