/// The translations of a document (other languages of its translation group).
struct TranslationSet {
    let site: SiteContext

    func translations(of document: Document) -> [Document] {
        guard let group = document.translationGroup,
              let members = site.corpus.manifest.translations.first(where: { $0.id == group })?.documents else { return [] }
        return members.compactMap { site.documentsByID[$0] }.filter { $0.id != document.id }
    }
}
