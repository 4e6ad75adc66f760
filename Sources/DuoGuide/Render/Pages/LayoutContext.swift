/// The values every page's layout needs: language, strings, relative roots, the language switcher
/// (landing on the same page in the other language) and the `hreflang` alternates.
struct LayoutContext {
    let site: SiteContext

    /// `alternatePaths`: the same page in other languages (language → path); a language missing
    /// from it has no such page, and the switcher says so with `missingNote` instead of a dead link.
    /// `switchPaths`, when given, is where the language switcher goes instead: the closest page
    /// in that language when there is no same page (the `hreflang` alternates stay exact).
    func make(lang: String, path: String, title: String, description: String, pageKind: String,
              alternatePaths: [String: String], switchPaths: [String: String]? = nil, missingNote: String? = nil,
              chapterID: String? = nil) -> TemplateObject {
        let paths = site.paths
        let codes = site.languages
        // One pass over the languages: the same page in each, as seen from this one, is the
        // alternate and, unless the switcher goes elsewhere, the switcher's link (computed once).
        let here = paths.relative(from: path, to: path)
        var languages: [TemplateValue] = []
        languages.reserveCapacity(codes.count)
        var alternates: [TemplateValue] = []
        if alternatePaths.count > 0 { alternates.reserveCapacity(codes.count + 1) }
        for code in codes {
            let same = code == lang ? here : alternatePaths[code].map { paths.relative(from: path, to: $0) }
            let href: String?
            if code == lang {
                href = here
            } else if let switchPaths {
                href = switchPaths[code].map { paths.relative(from: path, to: $0) }
            } else {
                href = same
            }
            var entry = TemplateObject()
            entry.reserveCapacity(4)
            entry[Keys.code] = .string(code)
            entry[Keys.name] = .string(site.languageName(code))
            entry[Keys.href] = href.map { .string($0) } ?? .null
            entry[Keys.current] = .bool(code == lang)
            languages.append(.object(entry))
            if alternatePaths.count > 0, let same {
                alternates.append(Self.alternate(hreflang: code, href: same))
            }
        }
        if alternatePaths.count > 0 {
            alternates.append(Self.alternate(hreflang: "x-default", href: paths.relative(from: path, to: paths.root())))
        }
        // The folder's values enter the page as one shared object, `layout` (layout.html renders
        // inside `{{#layout}}`, so its names are found there and the page's own names one frame
        // further out). Copied field by field into every page, they were retained per page and
        // released again when the page was dropped.
        let layout = site.folderLinks.value(for: Self.folderKey(lang: lang, path: path)) {
            .object(folderValues(lang: lang, path: path))
        }
        var context = TemplateObject()
        context.reserveCapacity(8 + 12)  // the layout's values and the page maker's own
        context[Keys.layout] = layout
        context[Keys.title] = .string(title)
        context[Keys.description] = .string(description)
        context[Keys.pageKind] = .string(pageKind)
        context[Keys.chapterID] = chapterID.map { .string($0) } ?? .null
        context[Keys.languages] = .list(languages)
        context[Keys.alternates] = .list(alternates)
        context[Keys.missingNote] = missingNote.map { .string($0) } ?? .null
        return context
    }

    /// The layout's values that depend only on the language and the page's folder (its strings, the
    /// way back to the root, its links), made once per folder and shared by every page in it.
    private func folderValues(lang: String, path: String) -> TemplateObject {
        let paths = site.paths
        return [
            "lang": .string(lang),
            "t": site.strings(lang),
            "root": .string(paths.toRoot(from: path)),
            "homeHref": .string(paths.relative(from: path, to: paths.home(lang))),
            "searchHref": .string(paths.relative(from: path, to: paths.search(lang))),
            "apiHref": .string(paths.relative(from: path, to: paths.apiIndex(lang))),
            "printHref": .string(paths.relative(from: path, to: paths.print(lang))),
            "reviewHref": .string(paths.relative(from: path, to: paths.review(lang))),
            "languageScript": .string(paths.relative(from: path, to: paths.languageScript(lang))),
            "searchScript": .string(paths.relative(from: path, to: paths.searchIndex(lang))),
            "langRoot": .string(paths.relative(from: path, to: "\(lang)/")),
            // The block flags every block lacks, for partials/blocks (see `BlockPresenter.kindDefaults`).
            "blockKinds": BlockPresenter.kindDefaults,
        ]
    }

    /// The language and the page's folder (the path up to its last slash), as one memo key.
    private static func folderKey(lang: String, path: String) -> String {
        // On contiguous bytes: the generic `lastIndex(of:)` on a UTF-8 view costs more than the key.
        let folderEnd = path.withUTF8Bytes { bytes in
            var end = bytes.count
            while end > 0 && bytes[end - 1] != UInt8(ascii: "/") { end -= 1 }
            return end > 0 ? end - 1 : 0
        }
        let folder = path.utf8.prefix(folderEnd)
        var key = lang
        key.reserveCapacity(lang.utf8.count + 1 + folderEnd)
        key.append("\u{0}")
        key.append(contentsOf: Substring(folder))
        return key
    }

    private static func alternate(hreflang: String, href: String) -> TemplateValue {
        var entry = TemplateObject()
        entry.reserveCapacity(2)
        entry[Keys.hreflang] = .string(hreflang)
        entry[Keys.href] = .string(href)
        return .object(entry)
    }

    /// The names the layout sets on every page, made into keys once.
    private enum Keys {
        static let code = TemplateKey("code")
        static let name = TemplateKey("name")
        static let href = TemplateKey("href")
        static let current = TemplateKey("current")
        static let hreflang = TemplateKey("hreflang")
        static let title = TemplateKey("title")
        static let description = TemplateKey("description")
        static let pageKind = TemplateKey("pageKind")
        static let chapterID = TemplateKey("chapterID")
        static let languages = TemplateKey("languages")
        static let alternates = TemplateKey("alternates")
        static let missingNote = TemplateKey("missingNote")
        static let layout = TemplateKey("layout")
    }
}
