/// Identity of quiz questions in the browser's storage. The key is the question id (the same in
/// every language, so progress survives a language switch) plus a short hash of the question and
/// answer in all translations: editing one question changes only its own hash, and the browser
/// then resets only that question.
struct QuizData {
    let site: SiteContext

    func contentHash(_ q: Checkpoint, guide: Document) -> String {
        var hasher = FNV1a()
        // In language order, not «this page's language first»: every language must agree on the hash.
        // The translations by id, their language and question read from the tables, without
        // copying each document out.
        var members: [(language: String, id: String?)] = [(guide.language, nil)]
        for id in TranslationSet(site: site).translationIDs(of: guide) {
            if let language = site.symbolTables.languageOfDocument[id] ?? site.documentTables.documentsByID[id]?.language {
                members.append((language, id))
            }
        }
        members.sort { $0.language < $1.language }
        for member in members {
            let match = member.id.map { site.checkpoint(id: q.id, inDocument: $0) } ?? site.checkpoint(id: q.id, in: guide)
            guard let match else { continue }
            hasher.combine(member.language)
            hasher.combine(match.question)
            hasher.combine(match.answer)
        }
        return hasher.shortHex
    }

    /// «chapter-4-q2:1a2b3c4d»: what the page and the scripts agree on. Made once per question
    /// and translation group: the chapter, print, quiz, review and home pages all show it, and the
    /// hash reads the question and answer in every language.
    func storageKey(_ q: Checkpoint, guide: Document) -> String {
        storageKey(q.id, guide: guide) { contentHash(q, guide: guide) }
    }

    /// «id:hash», remembered for every guide of `guide`'s translation group (the hash reads them
    /// all, so it is the same for each): a question's, or an API card's (`APIDeck`).
    func storageKey(_ id: String, guide: Document, hash: () -> String) -> String {
        site.quizStorageKeys.value(for: (guide.translationGroup.map { "group \($0)" } ?? guide.id) + "/" + id) { "\(id):\(hash())" }
    }
}
