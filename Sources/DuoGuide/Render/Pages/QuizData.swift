/// Identity of quiz questions in the browser's storage. The key is the question id (the same in
/// every language, so progress survives a language switch) plus a short hash of the question and
/// answer in all translations: editing one question changes only its own hash, and the browser
/// then resets only that question.
struct QuizData {
    let site: SiteContext

    func contentHash(_ q: Checkpoint, guide: Document) -> String {
        var hasher = FNV1a()
        // In language order, not «this page's language first»: every language must agree on the hash.
        let documents = ([guide] + TranslationSet(site: site).translations(of: guide)).sorted { $0.language < $1.language }
        for document in documents {
            guard let match = site.checkpoint(id: q.id, in: document) else { continue }
            hasher.combine(document.language)
            hasher.combine(match.question)
            hasher.combine(match.answer)
        }
        return hasher.hex
    }

    /// «chapter-4-q2:1a2b3c4d»: what the page and the scripts agree on.
    func storageKey(_ q: Checkpoint, guide: Document) -> String { "\(q.id):\(contentHash(q, guide: guide))" }
}

/// 32-bit FNV-1a: small, stable across runs and platforms (Swift's Hasher is seeded per process).
struct FNV1a {
    private var value: UInt32 = 0x811C_9DC5

    mutating func combine(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt32(byte)
            value = value &* 0x0100_0193
        }
        value ^= 0xFF
        value = value &* 0x0100_0193
    }

    var hex: String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 8 - s.count) + s
    }
}
