/// A chapter as one language's site shows it. A translation may lag behind its original: each
/// chapter it does not have yet is shown from the original, in the original's language and marked
/// as not yet translated (as Hugo and Docusaurus fall back to the default language), so every
/// language has a page, a quiz, a place in the lists and in search for every chapter.
struct ShownChapter: Sendable {
    /// The guide the chapter comes from: the language's own, or the original of its group.
    let guide: Document
    let index: Int
    /// The language of the site that shows it.
    let lang: String
    /// The language of the group's original, for a translation's chapters (nil in the original).
    let originalLanguage: String?
    /// The language's own translation was recorded against an older version of the original.
    let isPossiblyOutOfDate: Bool

    var chapter: Chapter { guide.chapters[index] }
    /// The original shown in the place of a chapter the translation does not have yet.
    var isUntranslated: Bool { guide.language != lang }
    /// The language of the chapter's text when it is not the page's, for `lang` attributes.
    var contentLang: TemplateValue { isUntranslated ? .string(guide.language) : .null }
}

/// The chapters of one language's site: its guide's, in their order, with the original's chapters
/// it lacks each put before the next chapter that follows it in the original.
struct ShownChapters: Sendable {
    let list: [ShownChapter]
    /// Chapter id → the first shown chapter with that id; chapter number → that chapter's id.
    private let byID: [String: Int]
    let idByNumber: [Int: String]

    init(guide: Document, original: Document?, outOfDate: Set<String>) {
        let lang = guide.language
        let originalLanguage = original?.language
        func own(_ i: Int) -> ShownChapter {
            ShownChapter(guide: guide, index: i, lang: lang, originalLanguage: originalLanguage,
                         isPossiblyOutOfDate: outOfDate.contains(guide.chapters[i].id))
        }
        var list: [ShownChapter] = []
        var next = 0  // the original's first chapter not yet placed
        if let original {
            let ownIDs = Set(guide.chapters.map(\.id))
            let originalIndex = Dictionary(original.chapters.indices.map { (original.chapters[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
            func placeMissing(upTo end: Int) {
                for i in next..<end where !ownIDs.contains(original.chapters[i].id) {
                    list.append(ShownChapter(guide: original, index: i, lang: lang, originalLanguage: original.language, isPossiblyOutOfDate: false))
                }
                next = max(next, end)
            }
            for (i, chapter) in guide.chapters.enumerated() {
                if let j = originalIndex[chapter.id], j >= next { placeMissing(upTo: j + 1) }
                list.append(own(i))
            }
            placeMissing(upTo: original.chapters.count)
        } else {
            list = guide.chapters.indices.map(own)
        }
        self.list = list
        var byID: [String: Int] = [:], idByNumber: [Int: String] = [:]
        for (i, shown) in list.enumerated() {
            if byID[shown.chapter.id] == nil { byID[shown.chapter.id] = i }
            if let number = shown.chapter.number, idByNumber[number] == nil { idByNumber[number] = shown.chapter.id }
        }
        self.byID = byID
        self.idByNumber = idByNumber
    }

    subscript(id: String) -> ShownChapter? { byID[id].map { list[$0] } }

    /// Every language's, for the languages that have a guide; a guide's original is the first
    /// document of its translation group.
    static func all(_ corpus: Corpus) -> [String: ShownChapters] {
        var all: [String: ShownChapters] = [:]
        for lang in corpus.manifest.languages {
            guard let guide = corpus.guide(language: lang) else { continue }
            let first = corpus.manifest.translations.first { $0.id == guide.translationGroup }?.documents.first
            let original = first == guide.id ? nil : corpus.documents.first { $0.id == first && $0.kind == .guide }
            all[lang] = ShownChapters(guide: guide, original: original, outOfDate: corpus.possiblyOutOfDate[guide.id] ?? [])
        }
        return all
    }
}
