/// One page to render: where it goes, which template, and the values the template sees.
struct Page {
    var path: String
    var template: String
    var context: TemplateObject
}

/// What the sitemap needs of a page, kept after the page itself is rendered and dropped.
struct SitemapEntry {
    var path: String
    /// `hreflang` alternates as the layout lists them (hrefs relative to the page).
    var alternates: [(hreflang: String, href: String)]

    init(_ page: Page) {
        path = page.path
        alternates = []
        guard case .list(let items)? = page.context[Keys.alternates] else { return }
        alternates.reserveCapacity(items.count)
        for item in items {
            guard case .object(let fields) = item, case .string(let lang)? = fields[Keys.hreflang],
                  case .string(let href)? = fields[Keys.href] else { continue }
            alternates.append((lang, href))
        }
    }

    /// The names read from every page, made into keys once (not per page and alternate).
    private enum Keys {
        static let alternates = TemplateKey("alternates")
        static let hreflang = TemplateKey("hreflang")
        static let href = TemplateKey("href")
    }
}

/// A file of the output: a rendered page, a generated script, or a copied asset.
public struct OutputFile: Sendable {
    public var path: String
    public var bytes: FileBytes

    public init(path: String, bytes: FileBytes) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, bytes: FileBytes(bytes))
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: FileBytes(text.utf8))
    }
}
