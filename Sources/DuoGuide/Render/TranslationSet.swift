/// The translations of a document (other languages of its translation group).
struct TranslationSet {
    let site: SiteContext

    func translations(of document: Document) -> [Document] {
        guard let group = document.translationGroup,
              let members = site.corpus.manifest.translations.first(where: { $0.id == group })?.documents else { return [] }
        // One pass, and only the other documents copied out (a document is keyed by its id):
        // every document copy retains and releases its strings and arrays.
        var others: [Document] = []
        for id in members where id != document.id {
            if let other = site.documentsByID[id] { others.append(other) }
        }
        return others
    }
}
