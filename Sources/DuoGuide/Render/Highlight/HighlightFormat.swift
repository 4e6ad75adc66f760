/// Turns classified tokens into HTML: `<span class="…">` per run of same-kind tokens, plain text for
/// identifiers, punctuation and whitespace, and `<a class="sym">` around names the symbol table knows.
/// Every piece of text goes through `HTMLEscaping.escape`.
struct HighlightFormat {
    /// The span class for a kind, or nil when the kind is written as plain text.
    static func cssClass(for kind: SwiftTokenKind) -> String? {
        switch kind {
        case .keyword: return "k"
        case .type: return "t"
        case .string: return "s"
        case .number: return "n"
        case .comment: return "c"
        case .attribute: return "a"
        case .directive: return "d"
        case .keyPath: return "kp"
        case .dotMember: return "m"
        case .call: return "f"
        case .property: return "p"
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
    func prepare(_ tokens: [SwiftToken]) -> PreparedCode {
        var pieces: [PreparedCode.Piece] = []
        var plain: [UInt8] = []  // escaped text of tokens that can never link, and span tags, joined
        var index = 0
        while index < tokens.count {
            let kind = tokens[index].kind
            var end = index + 1
            while end < tokens.count, tokens[end].kind == kind { end += 1 }
            let cssClass = Self.cssClass(for: kind)
            if let cssClass {
                // Three appends, not an interpolated String per run.
                plain += "<span class=\"".utf8
                plain += cssClass.utf8
                plain += "\">".utf8
            }
            for token in tokens[index..<end] {
                var names = Self.symbolCandidates(for: token)
                names.removeAll(where: \.isEmpty)
                if names.isEmpty {
                    HTMLEscaping.append(token.text, to: &plain)
                    continue
                }
                if !plain.isEmpty { pieces.append(PreparedCode.Piece(html: plain, names: [])); plain = [] }
                var html: [UInt8] = []
                HTMLEscaping.append(token.text, to: &html)
                pieces.append(PreparedCode.Piece(html: html, names: names))
            }
            if cssClass != nil { plain += "</span>".utf8 }
            index = end
        }
        if !plain.isEmpty { pieces.append(PreparedCode.Piece(html: plain, names: [])) }
        return PreparedCode(pieces: pieces, byteCount: pieces.reduce(0) { $0 + $1.html.count })
    }

    /// The HTML of prepared code, each linkable token linked to the first of its names `link` knows.
    func html(_ code: PreparedCode, link: (String) -> String?) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(code.byteCount + 512)
        for piece in code.pieces {
            if let href = piece.names.lazy.compactMap(link).first {
                out += "<a class=\"sym\" href=\"".utf8
                HTMLEscaping.append(href, to: &out)
                out += "\">".utf8
                out += piece.html
                out += "</a>".utf8
            } else {
                out += piece.html
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// Highlighted code before its links are chosen (see `HighlightFormat.prepare`): UTF-8 HTML in
/// pieces, each either one linkable token with the names it may link by, or a stretch of
/// markup and tokens that never link (no names).
struct PreparedCode: Sendable {
    struct Piece: Sendable {
        var html: [UInt8]
        var names: [String]
    }

    var pieces: [Piece]
    /// The size of the HTML without links.
    var byteCount: Int
}
