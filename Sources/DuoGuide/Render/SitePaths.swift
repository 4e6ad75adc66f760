import Foundation  // memcmp

/// Where every page lives in the output, and relative links between them. All links are relative
/// so the site works opened from disk (file://) as well as served.
public struct SitePaths: Sendable {
    public init() {}

    public func root() -> String { "index.html" }
    public func notFound() -> String { "404.html" }
    public func home(_ lang: String) -> String { "\(lang)/index.html" }
    public func chapter(_ lang: String, _ chapterID: String) -> String { "\(lang)/\(Slug.make(chapterID)).html" }
    public func article(_ lang: String, _ slug: String) -> String { "\(lang)/articles/\(slug).html" }
    public func apiIndex(_ lang: String) -> String { "\(lang)/api/index.html" }
    public func symbol(_ lang: String, _ slug: String) -> String { "\(lang)/api/\(slug).html" }
    /// Page `page` (from 1) of a symbol's mentions: the first is the symbol page itself; the
    /// others add `--N` (a slug never holds two dashes in a row, so no symbol can take that name).
    public func symbol(_ lang: String, _ slug: String, page: Int) -> String {
        page <= 1 ? symbol(lang, slug) : "\(lang)/api/\(slug)--\(page).html"
    }
    public func quiz(_ lang: String, _ chapterID: String) -> String { "\(lang)/quiz/\(Slug.make(chapterID)).html" }
    public func review(_ lang: String) -> String { "\(lang)/review.html" }
    public func search(_ lang: String) -> String { "\(lang)/search.html" }
    public func print(_ lang: String) -> String { "\(lang)/print.html" }
    public func searchIndex(_ lang: String) -> String { "assets/search-\(lang).js" }
    public func languageScript(_ lang: String) -> String { "assets/lang-\(lang).js" }
    public func asset(_ name: String) -> String { "assets/\(name)" }

    /// The path of `target` as seen from the page at `from` (both relative to the site root).
    /// Every page computes a dozen of these, so it works on UTF-8 bytes without allocating parts:
    /// the folders of `from` (its non-empty parts but the last) shared with `target` are skipped,
    /// each remaining one becomes `../`, and the rest of `target` follows as it is.
    public func relative(from: String, to target: String) -> String {
        let (ups, rest) = from.withUTF8Bytes { f in target.withUTF8Bytes { t in SitePaths.climb(f, t) } }
        if ups == 0 && rest == 0 { return target }  // a page in the root: the target as it is
        return target.withUTF8Bytes { t in SitePaths.spelled(ups: ups, then: UnsafeBufferPointer(rebasing: t[rest...])) }
    }

    /// How many folders of `from` a link to `t` climbs out of, and where `t`'s first part not shared
    /// with `from` starts.
    private static func climb(_ f: UnsafeBufferPointer<UInt8>, _ t: UnsafeBufferPointer<UInt8>) -> (ups: Int, rest: Int) {
        let slash = UInt8(ascii: "/")
        let foldersEnd = SitePaths.foldersEnd(f)
        var ups = 0
        var shared = true
        var rest = 0  // where target's first part not shared with `from` starts
        var i = 0
        while i < foldersEnd {
            if f[i] == slash { i += 1; continue }
            var end = i
            while end < foldersEnd && f[end] != slash { end += 1 }
            if shared {
                // Target's next part must equal this folder and be followed by a slash (its last part is a file).
                var k = rest
                while k < t.count && t[k] != slash { k += 1 }
                if k < t.count && k - rest == end - i && memcmp(f.baseAddress! + i, t.baseAddress! + rest, end - i) == 0 {
                    rest = k + 1
                } else {
                    shared = false
                }
            }
            if !shared { ups += 1 }
            i = end
        }
        return (ups, rest)
    }

    /// `../` `ups` times, then `rest`, written straight into the String's storage (no array between).
    private static func spelled(ups: Int, then rest: UnsafeBufferPointer<UInt8>) -> String {
        let count = 3 * ups + rest.count
        return String(unsafeUninitializedCapacity: count) { out in
            var k = 0
            for _ in 0..<ups {
                out[k] = UInt8(ascii: "."); out[k + 1] = UInt8(ascii: "."); out[k + 2] = UInt8(ascii: "/")
                k += 3
            }
            if let base = rest.baseAddress, rest.count > 0 {
                (out.baseAddress! + k).update(from: base, count: rest.count)
            }
            return count
        }
    }

    /// The site path a relative link on the page at `page` points to, the inverse of `relative`:
    /// `../pt/cap-4.html` seen from `es/cap-4.html` → `pt/cap-4.html`. `..` above the root stays at
    /// the root. The sitemap resolves every page's alternates, so this works on UTF-8 bytes too.
    public func resolve(_ href: String, from page: String) -> String {
        page.withUTF8Bytes { p in
            href.withUTF8Bytes { h in
                String(unsafeUninitializedCapacity: SitePaths.resolvedCapacity(h, from: p)) { out in
                    SitePaths.resolve(h, from: p, into: out)
                }
            }
        }
    }

    /// `resolve` for a caller that writes bytes (the sitemap): `body` reads the resolved path's
    /// UTF-8 from a temporary buffer, and no String is made (making one cost more than resolving).
    func withResolved<R>(_ href: String, from page: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        page.withUTF8Bytes { p in
            href.withUTF8Bytes { h in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SitePaths.resolvedCapacity(h, from: p)) { out in
                    body(UnsafeBufferPointer(rebasing: out[..<SitePaths.resolve(h, from: p, into: out)]))
                }
            }
        }
    }

    /// Where the folders of a page path end: at the start of its last non-empty part (the file).
    /// The folders are the non-empty parts before it.
    private static func foldersEnd(_ path: UnsafeBufferPointer<UInt8>) -> Int {
        let slash = UInt8(ascii: "/")
        var end = path.count
        while end > 0 && path[end - 1] == slash { end -= 1 }
        while end > 0 && path[end - 1] != slash { end -= 1 }
        return end
    }

    /// Room enough for what `resolve(_:from:into:)` writes: every part it keeps is followed by a
    /// slash, so the page's folders and the link's parts fit in their lengths and one more byte.
    private static func resolvedCapacity(_ href: UnsafeBufferPointer<UInt8>, from page: UnsafeBufferPointer<UInt8>) -> Int {
        page.count + href.count + 1
    }

    /// Writes the resolved path into `out` (`resolvedCapacity` bytes); returns its length.
    private static func resolve(_ href: UnsafeBufferPointer<UInt8>, from page: UnsafeBufferPointer<UInt8>,
                                into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        /// Calls `part` with the start and end of every non-empty part of `bytes[..<end]`.
        func forEachPart(_ bytes: UnsafeBufferPointer<UInt8>, upTo end: Int, _ part: (Int, Int) -> Void) {
            var i = 0
            while i < end {
                if bytes[i] == slash { i += 1; continue }
                var e = i
                while e < end && bytes[e] != slash { e += 1 }
                part(i, e)
                i = e
            }
        }
        // Written straight into the caller's storage (no array between).
        let base = out.baseAddress!
        var count = 0
        func keep(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
            (base + count).update(from: bytes.baseAddress! + start, count: end - start)
            count += end - start
            base[count] = slash
            count += 1
        }
        // The page's folders, each followed by a slash.
        forEachPart(page, upTo: SitePaths.foldersEnd(page)) { start, end in keep(page, start, end) }
        forEachPart(href, upTo: href.count) { start, end in
            if end - start == 2 && href[start] == dot && href[start + 1] == dot {
                // Drop the last folder: back to the slash before it, or to the start.
                if count > 0 { count -= 1 }
                while count > 0 && base[count - 1] != slash { count -= 1 }
            } else if !(end - start == 1 && href[start] == dot) {
                keep(href, start, end)
            }
        }
        return max(count - 1, 0)  // no slash after the last part
    }

    /// Prefix that leads from the page at `from` back to the site root: "", "../", "../../".
    public func toRoot(from: String) -> String {
        // One `../` per folder: the non-empty parts of `from` but the last, counted on bytes.
        var parts = 0
        var inPart = false
        for byte in from.utf8 {
            if byte == UInt8(ascii: "/") { inPart = false } else if !inPart { inPart = true; parts += 1 }
        }
        return String(repeating: "../", count: max(0, parts - 1))
    }
}
