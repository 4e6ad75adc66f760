/// Where the places of one document are shown: the page of each of its chapters, or the article's
/// page. Backlinks and definition lists ask for thousands of places, so each page path is made
/// once per document rather than once per place.
struct DocumentPages: Sendable {
    let language: String
    let kind: Document.Kind
    /// The article's page, or the guide's home (for a place outside any chapter).
    let page: String
    /// Chapter id → its page, for the chapters of a guide.
    let chapters: [String: String]

    init(_ document: Document, paths: SitePaths) {
        language = document.language
        kind = document.kind
        switch document.kind {
        case .article:
            page = paths.article(document.language, document.slug)
            chapters = [:]
        case .guide:
            page = paths.home(document.language)
            var chapters: [String: String] = [:]
            for chapter in document.chapters where chapters[chapter.id] == nil {
                chapters[chapter.id] = paths.chapter(document.language, chapter.id)
            }
            self.chapters = chapters
        }
    }

    /// The page that shows a place in this document (`SiteContext.href` adds the fragment).
    func page(chapter: String?, paths: SitePaths) -> String {
        guard kind == .guide, let chapter else { return page }
        return chapters[chapter] ?? paths.chapter(language, chapter)
    }
}
