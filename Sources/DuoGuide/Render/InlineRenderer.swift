/// Renders a run of prose as HTML: the text escaped, every symbol written as code set in `<code>`
/// and linked to its symbol page, every chapter reference («capítulo 7») linked to the chapter.
/// This is one of the two places that produce trusted markup (the other is the highlighter).
struct InlineRenderer: Sendable {
    let symbolScanner: SymbolScanner
    let chapterScanner: ChapterReferenceScanner
    /// href for a symbol key from the current page, or nil when the symbol has no page.
    let symbolHref: @Sendable (String) -> String?
    /// href for a chapter number from the current page, or nil when there is no such chapter.
    let chapterHref: @Sendable (Int) -> String?
    /// Spans already found in this build for texts of this renderer's language (chapter references
    /// are words of the language, so each language has its own). A text's HTML is made again on
    /// each page that shows it: finding the HTML by the text costs about as much as writing it.
    var textMemo: RenderMemo<UTF8Key, InlineSpans>? = nil
    /// The symbols the link stage found in each prose text: a text found there is scanned for
    /// chapter references only. Nil (or a text not in it): scanned for both.
    var proseSymbols: ProseSymbols? = nil

    func render(_ text: String) -> TrustedHTML { TrustedHTML(html(text)) }

    /// Code set as code but nothing linked: for text that lands inside a link or a button, where a
    /// nested link would be invalid HTML.
    func renderPlain(_ text: String) -> TrustedHTML { TrustedHTML(html(text, links: false)) }

    func spans(_ text: String) -> InlineSpans {
        let key = UTF8Key(text)
        return textMemo?.value(for: key) { findSpans(text, key: key) } ?? findSpans(text, key: key)
    }

    private func findSpans(_ text: String, key: UTF8Key) -> InlineSpans {
        let known = proseSymbols?.spans(of: key) ?? symbolScanner.scan(text).map { ProseSymbols.Span(range: $0.range, key: $0.key) }
        return InlineSpans(text, knownSymbols: known, chapters: chapterScanner)
    }

    func html(_ text: String, links: Bool = true) -> String {
        links ? Self.html(text, spans: spans(text), symbolHref: symbolHref, chapterHref: chapterHref) : Self.html(text, spans: spans(text))
    }

    /// The HTML written on UTF-8: spans are UTF-8 ranges, and every piece of text between and
    /// inside them is escaped straight from the text's bytes. Without hrefs (the default) symbols
    /// are set as code and chapter references as text.
    static func html(_ text: String, spans: InlineSpans, symbolHref: (String) -> String? = { _ in nil },
                     chapterHref: (Int) -> String? = { _ in nil }) -> String {
        let spans = spans.items
        if spans.isEmpty { return HTMLEscaping.escape(text) }
        return text.withContiguousUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + spans.count * 96)  // room for each span's tags and href
            var done = 0
            for (range, target) in spans {
                HTMLEscaping.append(utf8: bytes[done..<range.lowerBound], to: &out)
                switch target {
                case .symbol(let key):
                    let href = symbolHref(key)
                    if let href {
                        out += "<a class=\"sym\" href=\"".utf8
                        HTMLEscaping.append(href, to: &out)
                    }
                    out += (href == nil ? "<code>" : "\"><code>").utf8
                    HTMLEscaping.append(utf8: bytes[range], to: &out)
                    out += (href == nil ? "</code>" : "</code></a>").utf8
                case .chapter(let number):
                    if let href = chapterHref(number) {
                        out += "<a class=\"chapter-ref\" href=\"".utf8
                        HTMLEscaping.append(href, to: &out)
                        out += "\">".utf8
                        HTMLEscaping.append(utf8: bytes[range], to: &out)
                        out += "</a>".utf8
                    } else {
                        HTMLEscaping.append(utf8: bytes[range], to: &out)
                    }
                }
                done = range.upperBound
            }
            HTMLEscaping.append(utf8: bytes[done...], to: &out)
            return String(decoding: out, as: UTF8.self)
        }
    }
}
