/// HTML made before its links are chosen: the markup without links, and the stretches of it that a
/// link may wrap, each with what it would link to. A prose text or a code sample is prepared once
/// per build (escaping, code tags, highlighting); each page then wraps the stretches whose target
/// has a page, copying the markup between them, and a page that links none of them shares it.
struct PreparedHTML<Target: Sendable>: Sendable {
    struct Stretch: Sendable {
        /// UTF-8 offsets in `html`.
        var range: Range<Int>
        var target: Target
    }

    /// The markup without links.
    var html: String
    /// Sorted and apart.
    var stretches: [Stretch]

    /// `html` with each stretch whose target `link` gives a class and an href wrapped in
    /// `<a class="…" href="…">` (the href escaped); `html` itself when none links.
    func linked(_ link: (Target) -> (cssClass: StaticString, href: String)?) -> String {
        var out: [UInt8] = []
        html.withContiguousUTF8 { bytes in
            var done = 0
            for stretch in stretches {
                guard let anchor = link(stretch.target) else { continue }
                if out.isEmpty { out.reserveCapacity(bytes.count + 64 * stretches.count) }
                out += bytes[done..<stretch.range.lowerBound]
                out += "<a class=\"".utf8
                anchor.cssClass.withUTF8Buffer { out += $0 }
                out += "\" href=\"".utf8
                HTMLEscaping.append(anchor.href, to: &out)
                out += "\">".utf8
                out += bytes[stretch.range]
                out += "</a>".utf8
                done = stretch.range.upperBound
            }
            if !out.isEmpty { out += bytes[done...] }
        }
        return out.isEmpty ? html : String(decoding: out, as: UTF8.self)
    }
}
