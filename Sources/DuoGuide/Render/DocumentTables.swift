/// What page builders look up about the documents: each by id, the page of each place, chapters
/// and checkpoints by id, chapters by number, and the anchor of each source line. It depends on
/// the documents alone, not on the symbol table, so a build makes it while the symbol table is
/// being built (see `Compiler.compile(_:log:besideParse:beside:)`).
struct DocumentTables: Sendable {
    let documentsByID: [String: Document]
    /// Per document id (the documents of `documentsByID`): the page of each place in it.
    let documentPages: [String: DocumentPages]
    /// Per document id: chapter id → index of the first chapter with that id, and checkpoint id →
    /// the first checkpoint with that id. `Document.chapter(id:)` is a linear search, and page
    /// builders look chapters up per symbol mention and per question: quadratic at scale.
    let chapterIndex: [String: [String: Int]]
    let checkpointIndex: [String: [String: Checkpoint]]
    /// Per document id: chapter number → id of the first chapter with that number (chapter
    /// references in prose are resolved per mention).
    let chapterByNumber: [String: [Int: String]]
    /// Per document: source line → fragment id of the block holding that line.
    let lineAnchors: [String: LineAnchors]

    init(_ documents: [Document], paths: SitePaths) {
        documentsByID = Dictionary(documents.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        documentPages = documentsByID.mapValues { DocumentPages($0, paths: paths) }
        var chapterIndex: [String: [String: Int]] = [:]
        var checkpointIndex: [String: [String: Checkpoint]] = [:]
        var chapterByNumber: [String: [Int: String]] = [:]
        for document in documents where chapterIndex[document.id] == nil {
            var chapters: [String: Int] = [:]
            var checkpoints: [String: Checkpoint] = [:]
            var numbers: [Int: String] = [:]
            for (i, chapter) in document.chapters.enumerated() {
                if chapters[chapter.id] == nil { chapters[chapter.id] = i }
                if let number = chapter.number, numbers[number] == nil { numbers[number] = chapter.id }
                for q in chapter.checkpoints where checkpoints[q.id] == nil { checkpoints[q.id] = q }
            }
            chapterIndex[document.id] = chapters
            checkpointIndex[document.id] = checkpoints
            chapterByNumber[document.id] = numbers
        }
        self.chapterIndex = chapterIndex
        self.checkpointIndex = checkpointIndex
        self.chapterByNumber = chapterByNumber
        lineAnchors = Dictionary(documents.map { ($0.id, LineAnchors($0)) }, uniquingKeysWith: { _, last in last })
    }
}
