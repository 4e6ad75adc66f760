/// A site string with `{name}` placeholders, cut once into its text and its placeholders. Symbol
/// pages fill the same few strings on every page, so the braces are found once; `Vocabulary.format`
/// fills through one of these too, so there is one definition of a placeholder.
struct PhraseTemplate: Sendable {
    enum Piece: Sendable {
        case text(String)
        /// `written` is the placeholder as written (`{name}`), kept when `name` has no value.
        case placeholder(name: String, written: String)
    }

    private let pieces: [Piece]

    /// A placeholder is `{`, a name of letters, digits and `_`, and the first `}` after it;
    /// any other `{` is text. Braces are Characters: one joined to a mark is not a brace.
    init(_ template: String) {
        var pieces: [Piece] = []
        var text = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            let name = rest[afterOpen..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                text += rest[..<open]
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                pieces.append(.placeholder(name: String(name), written: String(rest[open...close])))
                rest = rest[rest.index(after: close)...]
            } else {
                text += rest[..<afterOpen]
                rest = rest[afterOpen...]
            }
        }
        text += rest
        if !text.isEmpty { pieces.append(.text(text)) }
        self.pieces = pieces
    }

    /// The template with each placeholder that has a value in `values` replaced by it; the others
    /// are left as written. Values are inserted once, never scanned for placeholders again.
    func fill(_ values: [String: String]) -> String {
        fill { values[$0] }
    }

    /// `fill` with the values written in place (no two with one name): symbol pages fill a few
    /// phrases per page with one to four values each, too few to be worth a dictionary.
    func fill(pairs values: KeyValuePairs<String, String>) -> String {
        fill { name in values.first { $0.key == name }?.value }
    }

    private func fill(value: (String) -> String?) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text): out += text
            case .placeholder(let name, let written): out += value(name) ?? written
            }
        }
        return out
    }
}
