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
    /// Texts of this renderer's language already prepared in this build (their spans depend on the
    /// language: chapter references are its words). A text's links are written again on each page
    /// that shows it: finding the linked HTML by the text costs about as much as writing it.
    var textMemo: RenderMemo<UTF8Key, PreparedHTML<InlineSpans.Target>>? = nil
    /// The symbols the link stage found in each prose text: a text found there is scanned for
    /// chapter references only. Nil (or a text not in it): scanned for both.
    var proseSymbols: ProseSymbols? = nil

    func render(_ text: String) -> TrustedHTML {
        TrustedHTML(html(text))
    }

    /// Code set as code but nothing linked: for text that lands inside a link or a button, where a
    /// nested link would be invalid HTML.
    func renderPlain(_ text: String) -> TrustedHTML {
        TrustedHTML(html(text, links: false))
    }

    /// The text's HTML without links, and where its spans are in it.
    func prepared(_ text: String) -> PreparedHTML<InlineSpans.Target> {
        guard let textMemo else { return Self.prepare(text, spans: spans(text)) }
        let key = UTF8Key(text)
        return textMemo.value(for: key) { Self.prepare(text, spans: spans(text, key: key)) }
    }

    /// `key`: the text's, when the caller made it already.
    func spans(_ text: String, key: UTF8Key? = nil) -> InlineSpans {
        guard let proseSymbols, let known = proseSymbols.spans(of: key ?? UTF8Key(text)) else {
            return InlineSpans(text, symbols: symbolScanner, chapters: chapterScanner)
        }
        return InlineSpans(text, knownSymbols: known, chapters: chapterScanner)
    }

    func html(_ text: String, links: Bool = true) -> String {
        let prepared = prepared(text)
        guard links else { return prepared.html }
        return prepared.linked { target in
            switch target {
            case .symbol(let key): symbolHref(key).map { ("sym", $0) }
            case .chapter(let number): chapterHref(number).map { ("chapter-ref", $0) }
            }
        }
    }

    /// The HTML without links (symbols set as code, chapter references as text).
    static func html(_ text: String, spans: InlineSpans) -> String {
        prepare(text, spans: spans).html
    }

    /// The HTML written on UTF-8: spans are UTF-8 ranges, and every piece of text between and
    /// inside them is escaped straight from the text's bytes; each span's stretch is where a link
    /// wraps it (a symbol's includes its `<code>` tags).
    static func prepare(_ text: String, spans: InlineSpans) -> PreparedHTML<InlineSpans.Target> {
        let spans = spans.items
        if spans.isEmpty { return PreparedHTML(html: HTMLEscaping.escape(text), stretches: []) }
        var stretches: [PreparedHTML<InlineSpans.Target>.Stretch] = []
        stretches.reserveCapacity(spans.count)
        let html = text.withContiguousUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + spans.count * 16)
            var done = 0
            for (range, target) in spans {
                HTMLEscaping.append(utf8: bytes[done..<range.lowerBound], to: &out)
                let start = out.count
                let isSymbol = if case .symbol = target { true } else { false }
                if isSymbol { out += "<code>".utf8 }
                HTMLEscaping.append(utf8: bytes[range], to: &out)
                if isSymbol { out += "</code>".utf8 }
                stretches.append(.init(range: start..<out.count, target: target))
                done = range.upperBound
            }
            HTMLEscaping.append(utf8: bytes[done...], to: &out)
            return String(decoding: out, as: UTF8.self)
        }
        return PreparedHTML(html: html, stretches: stretches)
    }
}
