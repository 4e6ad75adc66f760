/// Turns classified tokens into HTML: `<span class="…">` per run of same-kind tokens, plain text for
/// identifiers, punctuation and whitespace, and `<a class="sym">` around names the symbol table knows.
/// Every piece of text goes through `HTMLEscaping.escape`.
struct HighlightFormat: Sendable {
    /// The opening tag of a kind's span, or nil when the kind is written as plain text. A switch, not
    /// a table: a kind with a raw value hashes its raw value's string.
    static func spanTag(for kind: SwiftTokenKind) -> String? {
        switch kind {
        case .keyword: return #"<span class="k">"#
        case .type: return #"<span class="t">"#
        case .string: return #"<span class="s">"#
        case .number: return #"<span class="n">"#
        case .comment: return #"<span class="c">"#
        case .attribute: return #"<span class="a">"#
        case .directive: return #"<span class="d">"#
        case .keyPath: return #"<span class="kp">"#
        case .dotMember: return #"<span class="m">"#
        case .call: return #"<span class="f">"#
        case .property: return #"<span class="p">"#
        case .identifier, .punctuation, .whitespace, .plainText: return nil
        }
    }

    /// The names to look a token up by, most specific first; empty when the kind never links.
    static func symbolCandidates(for token: SwiftToken) -> [String] {
        let text = token.text
        switch token.kind {
        case .type, .call, .property, .identifier:
            // A backtick is one ASCII byte: without that byte no Character is a backtick, and the
            // filter below would keep the text as it is (most names; it walked their Characters).
            guard text.utf8.contains(UInt8(ascii: "`")) else { return [text] }
            let bare = String(text.filter { $0 != "`" })
            return bare == text ? [text] : [text, bare]
        case .dotMember:
            return [text, String(text.drop(while: { $0 == "." }))]
        case .keyPath:
            let path = String(text.drop(while: { $0 == "\\" || $0 == "." }))
            var names = [path]
            if let last = path.split(separator: ".").last, String(last) != path { names.append(String(last)) }
            return names
        default:
            return []
        }
    }

    /// Everything about the HTML of `tokens` that does not depend on the links: runs of one
    /// kind with their span tags, text escaped once, and the names each linkable token is
    /// looked up by. A sample shown in several languages and folders is prepared once.
    /// `mayLink`: whether a name can ever link; a token none of whose names can is not kept.
    func prepare(_ tokens: [SwiftToken], mayLink: (String) -> Bool = { _ in true }) -> PreparedCode {
        var html: [UInt8] = []
        var linkable: [PreparedCode.Linkable] = []
        var index = 0
        while index < tokens.count {
            let kind = tokens[index].kind
            var end = index + 1
            while end < tokens.count, tokens[end].kind == kind { end += 1 }
            let tag = Self.spanTag(for: kind)
            if let tag { html += tag.utf8 }
            for token in tokens[index..<end] {
                let names = Self.symbolCandidates(for: token)
                let start = html.count
                HTMLEscaping.append(token.text, to: &html)
                if names.contains(where: { !$0.isEmpty && mayLink($0) }) {
                    linkable.append(PreparedCode.Linkable(range: start..<html.count, names: names.filter { !$0.isEmpty }))
                }
            }
            if tag != nil { html += "</span>".utf8 }
            index = end
        }
        return PreparedCode(html: html, linkable: linkable)
    }

    /// The HTML of prepared code, each linkable token linked to the first of its names `link` knows.
    func html(_ code: PreparedCode, link: (String) -> String?) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(code.html.count + 512)
        var done = 0
        for token in code.linkable {
            guard let href = token.names.lazy.compactMap(link).first else { continue }
            out += code.html[done..<token.range.lowerBound]
            out += "<a class=\"sym\" href=\"".utf8
            HTMLEscaping.append(href, to: &out)
            out += "\">".utf8
            out += code.html[token.range]
            out += "</a>".utf8
            done = token.range.upperBound
        }
        out += code.html[done...]
        return String(decoding: out, as: UTF8.self)
    }
}

/// Highlighted code before its links are chosen (see `HighlightFormat.prepare`): the UTF-8 HTML
/// without links, and where in it each token that may link is, with the names it may link by.
/// One buffer for the sample, not one per token: formatting copies the stretches between links.
struct PreparedCode: Sendable {
    struct Linkable: Sendable {
        /// The token's escaped text in `html`.
        var range: Range<Int>
        var names: [String]
    }

    var html: [UInt8]
    var linkable: [Linkable]
}
