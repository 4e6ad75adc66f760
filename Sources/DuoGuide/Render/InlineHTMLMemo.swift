import Foundation

/// Inline HTML already rendered in this build, per set of pages that link alike. A text's HTML
/// depends on the text, on whether it links, and on where its links point: hrefs are relative, so
/// they depend on the page's folder only, and chapter references resolve against the guide. A
/// chapter's paragraphs come again on the print page (same folder), an entry on every symbol page
/// that defines it: each is rendered once per folder instead of once per page.
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

/// The pages of one `InlineLinkScope`, as an identity: each text's entry in `InlineTextMemo`
/// files the linked HTML made for those pages under it.
final class InlineHTMLMemo: Sendable {}

/// What one build remembers about the prose of one language: each text's spans, found once, and
/// the HTML made of it. One lookup of the text serves both (a separate memo for the spans and one
/// per scope for the HTML hashed and probed for the same text up to four times). HTML that cannot
/// depend on the page (the text has no spans, or is rendered without links) is kept once for every
/// scope; linked HTML is kept per scope.
final class InlineTextMemo: @unchecked Sendable {
    /// One HTML of a text: linked for the pages of `scope`, or without links (`scope` nil).
    private struct Made {
        var scope: InlineHTMLMemo?  // held, so no other scope can take its identity
        var html: String
    }

    /// One text: its spans and the HTML made of it so far (changed only under the memo's lock).
    private final class Entry {
        let spans: InlineSpans
        var made: [Made] = []
        init(spans: InlineSpans) { self.spans = spans }
    }

    private let lock = NSLock()
    private var entries: [UTF8Key: Entry]

    /// `minimumCapacity`: the texts expected (see `RenderMemo`).
    init(minimumCapacity: Int = 0) {
        entries = Dictionary(minimumCapacity: minimumCapacity)
    }

    /// The spans of the text of `key`, or `make()`'s, remembered. `make` runs outside the lock.
    func spans(_ key: UTF8Key, _ make: () -> InlineSpans) -> InlineSpans {
        lock.lock()
        if let entry = entries[key] { lock.unlock(); return entry.spans }
        lock.unlock()
        let spans = make()
        lock.lock()
        _ = entry(for: key, spans: spans)
        lock.unlock()
        return spans
    }

    /// The HTML of the text of `key` for the pages of `scope`, linked or not: remembered, or made by
    /// `make` from the text's spans (found by `spans` for a text not seen before), and remembered.
    /// Both run outside the lock: two threads may both make a missing HTML, and both get an equal one.
    func html(_ key: UTF8Key, scope: InlineHTMLMemo, links: Bool,
              spans: () -> InlineSpans, make: (InlineSpans) -> String) -> String {
        lock.lock()
        let known = entries[key]
        if let known {
            let wanted = Self.scope(of: known.spans, links: links, in: scope)
            if let made = known.made.first(where: { $0.scope === wanted }) { lock.unlock(); return made.html }
        }
        lock.unlock()
        let found = known?.spans ?? spans()
        let html = make(found)
        lock.lock()
        (known ?? entry(for: key, spans: found)).made.append(Made(scope: Self.scope(of: found, links: links, in: scope), html: html))
        lock.unlock()
        return html
    }

    /// Under which scope a text's HTML is kept: none when nothing in it can link (no spans, or
    /// rendered without links), so every page shares it; otherwise the pages' own.
    private static func scope(of spans: InlineSpans, links: Bool, in scope: InlineHTMLMemo) -> InlineHTMLMemo? {
        links && !spans.items.isEmpty ? scope : nil
    }

    /// The entry of `key`, added with `spans` when there is none. The lock is held.
    private func entry(for key: UTF8Key, spans: InlineSpans) -> Entry {
        if let entry = entries[key] { return entry }
        let entry = Entry(spans: spans)
        entries[key] = entry
        return entry
    }
}
