/// Renders a run of prose as HTML: the text escaped, every symbol written as code set in `<code>`
/// and linked to its symbol page, every chapter reference («capítulo 7») linked to the chapter.
/// This is one of the two places that produce trusted markup (the other is the highlighter).
struct InlineRenderer {
    let symbolScanner: SymbolScanner
    let chapterScanner: ChapterReferenceScanner
    /// href for a symbol key from the current page, or nil when the symbol has no page.
    let symbolHref: (String) -> String?
    /// href for a chapter number from the current page, or nil when there is no such chapter.
    let chapterHref: (Int) -> String?
    /// Fragments already rendered for pages in the same folder and language (links depend only on those).
    var memo: RenderMemo? = nil
    var memoScope = ""

    func render(_ text: String) -> TrustedHTML {
        TrustedHTML(html(text))
    }

    /// Code set as code but nothing linked: for text that lands inside a link or a button, where a
    /// nested link would be invalid HTML.
    func renderPlain(_ text: String) -> TrustedHTML {
        TrustedHTML(html(text, links: false))
    }

    func html(_ text: String, links: Bool = true) -> String {
        guard let memo else { return compute(text, links: links) }
        return memo.value(for: "\(memoScope)\u{0}\(links)\u{0}\(text)") { compute(text, links: links) }
    }

    private func compute(_ text: String, links: Bool) -> String {
        enum Span { case symbol(String), chapter(Int) }
        var spans: [(Range<Int>, Span)] = []
        for token in symbolScanner.scan(text) { spans.append((token.range, .symbol(token.key))) }
        for ref in chapterScanner.scan(text) where !spans.contains(where: { $0.0.overlaps(ref.range) }) {
            spans.append((ref.range, .chapter(ref.number)))
        }
        spans.sort { $0.0.lowerBound < $1.0.lowerBound }
        let chars = Array(text)
        var out = ""
        var i = 0
        for (range, span) in spans where range.lowerBound >= i {
            out += HTMLEscaping.escape(String(chars[i..<range.lowerBound]))
            let inner = HTMLEscaping.escape(String(chars[range]))
            switch span {
            case .symbol(let key):
                if links, let href = symbolHref(key) {
                    out += "<a class=\"sym\" href=\"\(HTMLEscaping.escape(href))\"><code>\(inner)</code></a>"
                } else {
                    out += "<code>\(inner)</code>"
                }
            case .chapter(let number):
                if links, let href = chapterHref(number) {
                    out += "<a class=\"chapter-ref\" href=\"\(HTMLEscaping.escape(href))\">\(inner)</a>"
                } else {
                    out += inner
                }
            }
            i = range.upperBound
        }
        out += HTMLEscaping.escape(String(chars[i...]))
        return out
    }
}
