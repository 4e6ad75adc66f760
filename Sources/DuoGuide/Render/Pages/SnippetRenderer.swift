/// The text of a backlink: a mention's snippet with its code set as code and nothing linked (the
/// snippet sits inside the backlink's `<a>`). Unlinked, a chapter reference is plain text, so a
/// snippet's HTML depends on its symbols alone, never on the page or on its chapter references:
/// it is scanned for symbols only (its chapter scanner knows no words), and is what the page's
/// own renderer writes unlinked (SnippetRendererTests).
///
/// A mention's snippet mostly comes with its symbols' ranges (`Place.snippetSymbols`, kept by the
/// link stage, which scanned the text it was cut from): it is then written without any scan.
///
/// A final class: one is made per language and every symbol page of it shares it.
final class SnippetRenderer: Sendable {
    /// Symbols only, nothing remembered.
    let excerpts: InlineRenderer

    /// The HTML of snippets scanned for symbols, shared by the languages' renderers.
    let scannedSnippets: RenderMemo<UTF8Key, TrustedHTML>

    init(site: SiteContext, lang: String, scannedSnippets: RenderMemo<UTF8Key, TrustedHTML> = RenderMemo()) {
        self.scannedSnippets = scannedSnippets
        var noWords = site.vocabulary(lang).parser
        noWords.chapterReferenceWords = []
        noWords.chapterReferenceJoiners = []
        // The hrefs are never asked for: nothing is linked.
        excerpts = InlineRenderer(
            symbolScanner: site.symbolScanner, chapterScanner: ChapterReferenceScanner(phrases: noWords),
            symbolHref: { _ in nil }, chapterHref: { _ in nil })
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
}
