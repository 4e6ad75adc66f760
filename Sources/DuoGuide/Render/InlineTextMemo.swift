/// The pages whose inline HTML is alike. A text's HTML depends on the text, on whether it links,
/// and on where its links point: hrefs are relative, so they depend on the page's folder only, and
/// chapter references resolve against the guide. A chapter's paragraphs come again on the print
/// page (same folder), an entry on every symbol page that defines it: each is rendered once per
/// scope instead of once per page.
struct InlineLinkScope: Hashable, Sendable {
    var lang: String
    /// The page path up to its last `/` (empty for pages at the root).
    var folder: Substring
    var guide: String?

    init(lang: String, pagePath: String, guide: Document?) {
        self.lang = lang
        folder = pagePath.utf8.lastIndex(of: UInt8(ascii: "/")).map { pagePath[..<$0] } ?? ""
        self.guide = guide?.id
    }
}

/// What one build remembers about the prose of one language: each text's spans, found once, and
/// the HTML made of it. HTML that cannot depend on the page (the text has no spans, or is rendered
/// without links) is kept once for every scope; linked HTML is kept per scope.
struct InlineTextMemo: Sendable {
    /// A text and the scope its HTML was made for; nil when that HTML is the same for every page.
    struct HTMLKey: Hashable, Sendable {
        var text: UTF8Key
        var scope: InlineLinkScope?
    }

    let spans: RenderMemo<UTF8Key, InlineSpans>
    let html: RenderMemo<HTMLKey, String>

    /// `minimumCapacity`: the texts expected.
    init(minimumCapacity: Int = 0) {
        spans = RenderMemo(minimumCapacity: minimumCapacity)
        html = RenderMemo(minimumCapacity: minimumCapacity)
    }

    /// The key of a text's HTML: under `scope` only when something in it links.
    static func htmlKey(_ text: UTF8Key, spans: InlineSpans, links: Bool, scope: InlineLinkScope) -> HTMLKey {
        HTMLKey(text: text, scope: links && !spans.items.isEmpty ? scope : nil)
    }
}
