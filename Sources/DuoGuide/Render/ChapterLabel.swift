/// «Capítulo 4 · Deja que…» for numbered chapters, the heading as written otherwise.
enum ChapterLabel {
    static func short(_ chapter: Chapter, vocabulary: Vocabulary) -> String {
        switch chapter.kind {
        case .chapter: return "\(vocabulary.parser.chapter) \(chapter.number ?? 0)"
        case .appendix: return vocabulary.site["appendix"] ?? vocabulary.parser.appendix
        case .caseStudy: return vocabulary.site["caseStudy"] ?? vocabulary.parser.caseStudy
        }
    }
}
