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
}
