/// One page to render: where it goes, which template, and the values the template sees.
struct Page {
    var path: String
    var template: String
    var context: TemplateObject
}

/// What the sitemap needs of a page, kept after the page itself is rendered and dropped.
struct SitemapEntry {
    var path: String
    /// `hreflang` alternates as the layout lists them, by their site paths.
    var alternates: [(hreflang: String, path: String)]

    init(_ page: Page) {
        path = page.path
        guard case .list(let items)? = page.context["alternates"] else { alternates = []; return }
        alternates = items.compactMap { item in
            guard case .object(let fields) = item, case .string(let lang)? = fields["hreflang"],
                  case .string(let alternate)? = fields["path"] else { return nil }
            return (lang, alternate)
        }
    }
}
