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
        let root = paths.toRoot(from: path)
        var languages: [TemplateValue] = []
        for code in site.languages {
            let target = code == lang ? path : (switchPaths ?? alternatePaths)[code]
            languages.append(.object([
                "code": .string(code),
                "name": .string(site.vocabulary(code).languageName),
                "href": target.map { .string(paths.relative(from: path, to: $0)) } ?? .null,
                "current": .bool(code == lang),
            ]))
        }
        var alternates: [TemplateValue] = []
        if alternatePaths.count > 0 {
            var all = alternatePaths
            all[lang] = path
            for code in site.languages {
                guard let p = all[code] else { continue }
                alternates.append(.object(["hreflang": .string(code), "href": .string(paths.relative(from: path, to: p))]))
            }
            alternates.append(.object(["hreflang": .string("x-default"), "href": .string(paths.relative(from: path, to: paths.root()))]))
        }
        var context = site.folderLinks.value(for: "\(lang)\u{0}\(path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? "")") {
            folderLinks(lang: lang, path: path)
        }
        // Set one by one into the folder's links (no second dictionary to merge); the page's
        // values win, and every page adds its own values to this copy.
        context.reserveCapacity(context.count + 10 + 12)
        context["lang"] = .string(lang)
        context["t"] = site.strings(lang)
        context["root"] = .string(root)
        context["title"] = .string(title)
        context["description"] = .string(description)
        context["pageKind"] = .string(pageKind)
        context["chapterID"] = chapterID.map { .string($0) } ?? .null
        context["languages"] = .list(languages)
        context["alternates"] = .list(alternates)
        context["missingNote"] = missingNote.map { .string($0) } ?? .null
        return context
    }

    /// The layout's links that depend only on the language and the page's folder, made once per
    /// folder and reused by every page in it.
    private func folderLinks(lang: String, path: String) -> TemplateObject {
        let paths = site.paths
        return [
            "homeHref": .string(paths.relative(from: path, to: paths.home(lang))),
            "searchHref": .string(paths.relative(from: path, to: paths.search(lang))),
            "apiHref": .string(paths.relative(from: path, to: paths.apiIndex(lang))),
            "printHref": .string(paths.relative(from: path, to: paths.print(lang))),
            "reviewHref": .string(paths.relative(from: path, to: paths.review(lang))),
            "languageScript": .string(paths.relative(from: path, to: paths.languageScript(lang))),
            "searchScript": .string(paths.relative(from: path, to: paths.searchIndex(lang))),
            "langRoot": .string(paths.relative(from: path, to: "\(lang)/")),
        ]
    }
}
