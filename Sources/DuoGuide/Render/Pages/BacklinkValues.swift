/// The template values of backlinks: one per mention on a symbol page (thousands per build), one
/// per chapter they are grouped by, and the chapters the API index names per symbol. Their field
/// names are made into keys once, as `LayoutContext` does with its own: a dictionary literal made
/// each key again and went through an array of pairs, half of the cost of such a small object.
enum BacklinkValues {
    /// A mention: where it is and its snippet (`href`, `snippetHTML`).
    static func mention(href: String, snippetHTML: TrustedHTML) -> TemplateValue {
        var object = TemplateObject()
        object.reserveCapacity(2)
        object[Keys.href] = .string(href)
        object[Keys.snippetHTML] = .html(snippetHTML)
        return .object(object)
    }

    /// The mentions of one chapter or article (`title`, `href`, `items`).
    static func group(title: String, href: String, items: [TemplateValue]) -> TemplateValue {
        var object = TemplateObject()
        object.reserveCapacity(3)
        object[Keys.title] = .string(title)
        object[Keys.href] = .string(href)
        object[Keys.items] = .list(items)
        return .object(object)
    }

    /// A chapter in an API index row (`label`, `title`, `href`).
    static func chapter(label: String, title: String, href: String) -> TemplateValue {
        var object = TemplateObject()
        object.reserveCapacity(3)
        object[Keys.label] = .string(label)
        object[Keys.title] = .string(title)
        object[Keys.href] = .string(href)
        return .object(object)
    }

    private enum Keys {
        static let href = TemplateKey("href")
        static let snippetHTML = TemplateKey("snippetHTML")
        static let title = TemplateKey("title")
        static let items = TemplateKey("items")
        static let label = TemplateKey("label")
    }
}
