/// The text of a backlink: a mention's snippet with its code set as code and nothing linked (the
/// snippet sits inside the backlink's `<a>`). Unlinked, a chapter reference is plain text, so a
/// snippet's HTML depends on its symbols alone, never on the page or on its chapter references.
///
/// A snippet that is a whole prose text goes through the language's span memo: its chapter shows
/// the same text, and the spans found for one page serve the other. An excerpt («… text …», see
/// `Snippet.around`) is shown nowhere else, so it is scanned for symbols only (its chapter scanner
/// knows no words, and finds nothing) and not remembered. Either way the HTML is the same, since
/// an unlinked chapter reference is plain text (SnippetRendererTests).
///
/// A mention's snippet mostly comes with its symbols' ranges (`Place.snippetSymbols`, kept by the
/// link stage, which scanned the text it was cut from): it is then written without any scan.
///
/// A final class: one is made per language and every symbol page of it shares it.
final class SnippetRenderer: Sendable {
    /// Symbols and chapter references, through the language's text memo (spans only: no HTML memo).
    let wholeTexts: InlineRenderer
    /// Symbols only, nothing remembered.
    let excerpts: InlineRenderer

    /// The HTML of snippets scanned for symbols, shared by the languages' renderers.
    let scannedSnippets: RenderMemo<UTF8Key, TrustedHTML>

    init(site: SiteContext, lang: String, scannedSnippets: RenderMemo<UTF8Key, TrustedHTML> = RenderMemo()) {
        self.scannedSnippets = scannedSnippets
        let phrases = site.vocabulary(lang).parser
        var noWords = phrases
        noWords.chapterReferenceWords = []
        noWords.chapterReferenceJoiners = []
        // The hrefs are never asked for: nothing is linked.
        wholeTexts = InlineRenderer(
            symbolScanner: site.symbolScanner,
            chapterScanner: site.chapterScanners[lang] ?? ChapterReferenceScanner(phrases: phrases),
            symbolHref: { _ in nil }, chapterHref: { _ in nil }, textMemo: site.textMemos[lang],
            proseSymbols: site.corpus.proseSymbols)
        excerpts = InlineRenderer(
            symbolScanner: site.symbolScanner, chapterScanner: ChapterReferenceScanner(phrases: noWords),
            symbolHref: { _ in nil }, chapterHref: { _ in nil })
    }

    func html(_ snippet: String) -> TrustedHTML {
        (Self.isExcerpt(snippet) ? excerpts : wholeTexts).renderPlain(snippet)
    }

    /// The HTML of a mention's snippet, from its symbols' ranges when the link stage kept them.
    /// A prose mention's are kept, so a snippet without them is nearly always a line of code:
    /// it is scanned for symbols only, once for every language (the translations share their
    /// code, and a snippet's symbols are the same in any language).
    func html(of place: Symbol.Place) -> TrustedHTML {
        guard let symbols = place.snippetSymbols else {
            return scannedSnippets.value(for: UTF8Key(place.snippet)) { excerpts.renderPlain(place.snippet) }
        }
        return TrustedHTML(Self.html(place.snippet, symbols: symbols))
    }

    /// `text` escaped, with each of `symbols` (sorted UTF-8 ranges, apart) set in `<code>`: what
    /// `InlineRenderer` writes unlinked for those symbols (a chapter reference is plain text).
    static func html(_ text: String, symbols: [Range<Int>]) -> String {
        InlineRenderer.html(text, spans: InlineSpans(symbols: symbols))
    }

    /// Whether the snippet was cut out of a longer text: it starts with "… " or ends with " …".
    /// Only the cost depends on the answer, not the HTML.
    static func isExcerpt(_ snippet: String) -> Bool {
        snippet.utf8.starts(with: "… ".utf8) || snippet.utf8.reversed().starts(with: " …".utf8.reversed())
    }
}
