/// The template values of backlinks: one per mention on a symbol page, one per chapter they are
/// grouped by, and the chapters the API index names per symbol.
enum BacklinkValues {
    /// A mention: where it is and its snippet (`href`, `snippetHTML`).
    static func mention(href: String, snippetHTML: TrustedHTML) -> TemplateValue {
        ["href": .string(href), "snippetHTML": .html(snippetHTML)]
    }

    /// The mentions of one chapter or article (`title`, `href`, `items`).
    static func group(title: String, href: String, items: [TemplateValue]) -> TemplateValue {
        ["title": .string(title), "href": .string(href), "items": .list(items)]
    }

    /// A chapter in an API index row (`label`, `title`, `href`).
    static func chapter(label: String, title: String, href: String) -> TemplateValue {
        ["label": .string(label), "title": .string(title), "href": .string(href)]
    }
}
