/// Parses a standalone article: a title line, then headings, prose, code and bullets.
struct ArticleParser {
    let file: SourceFile
    let entry: Manifest.DocumentEntry
    let vocabulary: Vocabulary
    let translationGroup: String?

    func parse(into log: inout DiagnosticLog) -> Document {
        let paragraphs = RawParagraph.split(file.lines)
        let title = paragraphs.first?.text ?? ""
        var parser = SectionParser(file: file, corrector: PhraseCorrector(phrases: vocabulary.parser), context: .article, sectionID: "article", log: log)
        parser.parse(Array(paragraphs.dropFirst()))
        log = parser.log
        return Document(id: entry.id, kind: .article, language: entry.language, source: file.path, title: title,
                        intro: parser.blocks, chapters: [], translationGroup: translationGroup,
                        slug: Slug.make(entry.slug ?? entry.id))
    }
}
