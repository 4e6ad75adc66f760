/// A language's API deck: one card per entry of the guide that says when to use it (or what it
/// does). The front is that text with the entry's own names masked, the learner recalls the API;
/// the back names it, says when not to use it and links the entry. Choices are the titles of the
/// other entries of the same chapter. Cards are quiz questions (same markup, schedule, progress
/// and review as a chapter's); their ids follow the entry's anchor, the same in every language,
/// so progress is shared across languages as a chapter quiz's is.
struct APIDeck {
    let site: SiteContext

    /// The id of the deck's quiz (`data-quiz`), which is also its page name under `quiz/`.
    static let id = "api-deck"
    /// Choices per card, the right one included, when the chapter has that many entries.
    static let choicesPerCard = 3

    func page(lang: String) throws -> Page? {
        guard let guide = site.corpus.guide(language: lang) else { return nil }
        let paths = site.paths
        let path = paths.apiDeck(lang)
        var alternates: [String: String] = [:]
        for other in site.languages where other != lang && site.corpus.guide(language: other) != nil {
            alternates[other] = paths.apiDeck(other)
        }
        let inline = site.inline(lang, from: path, guide: guide)
        let cards = self.cards(guide: guide, from: path, inline: inline)
        var context = try LayoutContext(site: site).make(
            lang: lang, path: path, title: site.string(lang, "apiDeck"), description: site.string(lang, "apiDeckIntro"),
            pageKind: "quiz", alternatePaths: alternates)
        context["quiz"] = .object([
            "chapterID": .string(Self.id),
            "isReview": .bool(false),
            "label": .string(site.string(lang, "apiIndex")),
            "titleHTML": .string(site.string(lang, "apiDeck")),
            "chapterHref": .string(paths.relative(from: path, to: paths.apiIndex(lang))),
            "total": .int(cards.count),
            "questions": .list(cards),
        ])
        return Page(path: path, template: "quiz", context: context)
    }

    /// A card's values that are the same on every page (nothing in them links), made once per
    /// guide: the deck and the review page each add the links of their own folder (as a quiz
    /// question's, see `QuizPages.Question`).
    struct Card: Sendable {
        var fields: TemplateValue
        var chapterIndex: Int
        var entry: Entry
        /// «<br>Cuándo no usarlo: » before the entry's `whenNotToUse` on the back, when it has one.
        var avoidLead: String?
    }

    /// The deck's cards as quiz questions, with links relative to `pagePath` (the deck or the
    /// review page).
    func cards(guide: Document, from pagePath: String, inline: InlineRenderer) -> [TemplateValue] {
        let paths = site.paths
        var chapter = (index: -1, href: "")
        return site.deckCards.value(for: guide.id) { unlinkedCards(guide: guide, inline: inline) }.map { card in
            if chapter.index != card.chapterIndex {
                chapter = (card.chapterIndex, paths.relative(from: pagePath, to: paths.chapter(guide.language, guide.chapters[card.chapterIndex].id)))
            }
            var back = inline.render(card.entry.title).markup
            if let lead = card.avoidLead, let avoid = card.entry.whenNotToUse { back += lead + inline.render(avoid).markup }
            return [
                "shared": card.fields,
                "answerHTML": .html(TrustedHTML(back)),
                "passageHref": .string(chapter.href + "#" + card.entry.anchor),
                "chapterHref": .string(chapter.href),
            ]
        }
    }

    private func unlinkedCards(guide: Document, inline: InlineRenderer) -> [Card] {
        let lang = guide.language
        let vocabulary = site.vocabulary(lang)
        // The leads of the fronts and backs, escaped once per guide.
        let lead = { (key: String) in HTMLEscaping.escape(site.string(lang, key) + site.string(lang, "colon")) + " " }
        let (useLead, doesLead, avoidLead) = (lead("whenToUse"), lead("whatItDoes"), "<br>" + lead("whenNotToUse"))
        // The guide and its translations in language order (for the hashes), once: the group's first guide makes the keys.
        lazy var members = ([guide] + TranslationSet(site: site).translations(of: guide).filter { $0.id != guide.id })
            .sorted { $0.language < $1.language }
        var cards: [Card] = []
        for (c, chapter) in guide.chapters.enumerated() {
            let entries = chapter.entries
            let label = ChapterLabel.short(chapter, vocabulary: vocabulary)
            // A title is a choice on up to `choicesPerCard` cards: its HTML is made once.
            let titles = entries.map { TemplateValue.html(inline.renderPlain($0.title)) }
            for (e, entry) in entries.enumerated() {
                guard let front = entry.whenToUse ?? (entry.description.isEmpty ? nil : entry.description) else { continue }
                let id = "\(Self.id)-\(entry.anchor)"  // the anchor names its chapter
                // The right title and the next ones of the chapter, in the chapter's order.
                let others = entries.count > 1
                    ? (1..<min(Self.choicesPerCard, entries.count)).map { (e + $0) % entries.count } : []
                let options = ([e] + others).sorted()
                let fields: TemplateValue = [
                    "id": .string(id),
                    "key": .string(QuizData(site: site).storageKey(id, guide: guide) { contentHash(entry, chapter: chapter, members: members) }),
                    "number": .int(cards.count + 1),
                    "questionHTML": .html(TrustedHTML((entry.whenToUse == nil ? doesLead : useLead)
                        + inline.renderPlain(Self.masking(entry, in: front)).markup)),
                    "chapterLabel": .string(label),
                    "hasChoices": .bool(options.count > 1),
                    "choices": .list(options.count > 1 ? options.enumerated().map { n, k in
                        .object(["index": .int(n), "html": titles[k], "correct": .bool(k == e)])
                    } : []),
                ]
                cards.append(Card(fields: fields, chapterIndex: c, entry: entry, avoidLead: entry.whenNotToUse == nil ? nil : avoidLead))
            }
        }
        return cards
    }

    /// `text` with the names the entry defines replaced by an ellipsis: the front must not give
    /// the answer away. Each replacement shortens the text, so the loop ends.
    static func masking(_ entry: Entry, in text: String) -> String {
        var text = text
        for name in entry.symbols.sorted(by: { $0.count > $1.count }) where name.count > 1 {
            while let found = text.characterRange(of: name) { text.replaceSubrange(found, with: "…") }
        }
        return text
    }

    /// A short hash of the entry in every language of the guide's translation group (`members`), so
    /// editing the entry in any language resets its card, and every language agrees on the key.
    private func contentHash(_ entry: Entry, chapter: Chapter, members: [Document]) -> String {
        var hasher = FNV1a()
        for member in members {
            guard let match = site.chapter(id: chapter.id, in: member)?.blocks.entry(anchor: entry.anchor) else { continue }
            hasher.combine(member.language)
            hasher.combine(match.title)
            hasher.combine(match.whenToUse ?? match.description)
        }
        return hasher.shortHex
    }
}
