/// A standalone article. Articles exist in one language: the switcher says so instead of linking
/// to a page that does not exist.
struct ArticlePage {
    let site: SiteContext

    func make(article: Document) throws -> Page {
        let lang = article.language
        let paths = site.paths
        let path = paths.article(lang, article.slug)
        let inline = site.inline(lang, from: path, guide: site.corpus.guide(language: lang))
        let presenter = BlockPresenter(site: site, lang: lang, pagePath: path, inline: inline)
        var alternates: [String: String] = [:]
        for other in TranslationSet(site: site).translations(of: article) {
            alternates[other.language] = paths.article(other.language, other.slug)
        }
        let missing = site.languages.filter { $0 != lang && alternates[$0] == nil }
        let vocabulary = site.vocabulary(lang)
        let note = missing.isEmpty ? nil : vocabulary.format("onlyAvailableIn", ["language": vocabulary.languageName])
        let headings = article.headings
        var context = try LayoutContext(site: site).make(
            lang: lang, path: path, title: article.title, description: article.title, pageKind: "article",
            alternatePaths: alternates, missingNote: note)
        context["article"] = .object([
            "titleHTML": .html(inline.render(article.title)),
            "blocks": .list(presenter.present(article.intro)),
            "toc": .list(headings.map { .object(["anchor": .string($0.anchor), "html": .html(inline.renderPlain($0.text))]) }),
        ])
        return Page(path: path, template: "article", context: context)
    }
}
