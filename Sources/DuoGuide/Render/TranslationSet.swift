/// The translations of a document (other languages of its translation group).
struct TranslationSet {
    let site: SiteContext

    /// The ids of `document`'s translations in the corpus (its translation group's other
    /// documents), for a caller that reads them from the tables by id without copying them out.
    func translationIDs(of document: Document) -> [String] {
        guard let group = document.translationGroup,
              let members = site.corpus.manifest.translations.first(where: { $0.id == group })?.documents else { return [] }
        return members.filter { $0 != document.id && site.documentsByID.index(forKey: $0) != nil }
    }

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
