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

    func html(_ tokens: [SwiftToken], link: (String) -> String?) -> String {
        var out = ""
        var index = 0
        while index < tokens.count {
            let kind = tokens[index].kind
            var end = index + 1
            while end < tokens.count, tokens[end].kind == kind { end += 1 }
            let cssClass = Self.cssClass(for: kind)
            if let cssClass { out += "<span class=\"\(cssClass)\">" }
            for token in tokens[index..<end] {
                out += linked(token, link: link)
            }
            if cssClass != nil { out += "</span>" }
            index = end
        }
        return out
    }

    private func linked(_ token: SwiftToken, link: (String) -> String?) -> String {
        let text = HTMLEscaping.escape(token.text)
        for name in Self.symbolCandidates(for: token) where !name.isEmpty {
            if let href = link(name) {
                return "<a class=\"sym\" href=\"\(HTMLEscaping.escape(href))\">\(text)</a>"
            }
        }
        return text
    }
}
