/// The translations of a document (other languages of its translation group).
struct TranslationSet {
    let site: SiteContext

    /// The ids of `document`'s translations in the corpus (its translation group's other
    /// documents), for a caller that reads them from the tables by id without copying them out.
    func translationIDs(of document: Document) -> [String] {
        guard let group = document.translationGroup,
              let members = site.corpus.manifest.translations.first(where: { $0.id == group })?.documents else { return [] }
        return members.filter { $0 != document.id && site.documentTables.documentsByID.index(forKey: $0) != nil }
    }

    /// The translations themselves, copied out of the tables (callers that only need their ids
    /// use `translationIDs`).
    func translations(of document: Document) -> [Document] {
        translationIDs(of: document).compactMap { site.documentTables.documentsByID[$0] }
    }
}

extension TranslationSet {
    /// The same chapter in the other languages of its group (language → path by `page`): where
    /// the language switcher goes, every language that shows it; and the `hreflang` alternates,
    /// only the ones that translated it, and none from an original shown in a translation's place
    /// (that page is in no language of its own).
    func chapterPages(_ shown: ShownChapter, page: (String) -> String) -> (alternates: [String: String], switches: [String: String]) {
        var alternates: [String: String] = [:], switches: [String: String] = [:]
        for other in site.languages where other != shown.lang {
            guard let there = site.shownChapters[other]?[shown.chapter.id], there.guide.translationGroup != nil,
                  there.guide.translationGroup == shown.guide.translationGroup else { continue }
            switches[other] = page(other)
            if !there.isUntranslated && !shown.isUntranslated { alternates[other] = page(other) }
        }
        return (alternates, switches)
    }
}
