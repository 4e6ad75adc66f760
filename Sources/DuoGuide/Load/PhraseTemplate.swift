/// A site string with `{name}` placeholders, cut once into its text and its placeholders. Symbol
/// pages fill the same few strings on every page, and finding the braces again for each fill
/// cost several times the filling; `Vocabulary.format` fills through one of these too, so there
/// is one definition of a placeholder. `Vocabulary.fillByCharacter`, the Character-level
/// definition, is what the tests hold it to.
struct PhraseTemplate: Sendable {
    enum Piece: Sendable {
        case text(String)
        /// `written` is the placeholder as written (`{name}`), kept when `name` has no value.
        case placeholder(name: String, written: String)
    }

    let template: String
    /// Nil when a brace is joined into a larger Character (it is then no brace): such a template
    /// is filled Character by Character.
    private let pieces: [Piece]?

    /// Braces are found on the template's UTF-8 bytes (both are ASCII, never inside another
    /// character's encoding). Which `{…}` are placeholders does not depend on the values: a name
    /// never holds a `{`, so after a placeholder without a value the next brace is the one after
    /// its `}`, where filling it would have gone on too.
    init(_ template: String) {
        self.template = template
        pieces = template.withUTF8Bytes { bytes in
            // A brace joined into a larger Character is not a brace.
            Vocabulary.bracesStandAlone(bytes) ? Self.cut(bytes) : nil
        }
    }

    private static func cut(_ bytes: UnsafeBufferPointer<UInt8>) -> [Piece] {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        var pieces: [Piece] = []
        var copied = 0  // bytes before this are in `pieces`
        var i = 0
        while i < bytes.count {
            guard bytes[i] == open else { i += 1; continue }
            var nameEnd = i + 1
            while nameEnd < bytes.count && bytes[nameEnd] != close { nameEnd += 1 }
            guard nameEnd < bytes.count else { break }  // no `}` after this `{`, nor after any later one
            let name = UnsafeBufferPointer(rebasing: bytes[(i + 1)..<nameEnd])
            if !name.isEmpty, isPlaceholderName(name) {
                if copied < i { pieces.append(.text(string(copied..<i))) }
                pieces.append(.placeholder(name: string((i + 1)..<nameEnd), written: string(i..<(nameEnd + 1))))
                copied = nameEnd + 1
                i = copied
            } else {
                i += 1  // not a placeholder: the `{` stays as written
            }
        }
        if copied < bytes.count { pieces.append(.text(string(copied..<bytes.count))) }
        return pieces
    }

    /// A name is letters, digits and `_`. An ASCII byte is a Character of its own unless a
    /// non-ASCII neighbour joins it, so an ASCII name is tested byte by byte.
    private static func isPlaceholderName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.allSatisfy { $0 < 0x80 }
            ? name.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x5F }
            : String(decoding: name, as: UTF8.self).allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The template with each placeholder that has a value in `values` replaced by it; the others
    /// are left as written. Values are inserted once, never scanned for placeholders again.
    func fill(_ values: [String: String]) -> String {
        guard let pieces else { return Vocabulary.fillByCharacter(template, values) }
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text): out += text
            case .placeholder(let name, let written): out += values[name] ?? written
            }
        }
        return out
    }

    /// `fill` with the values written in place (no two with one name): symbol pages fill a few
    /// phrases per page with one to four values each, and making a dictionary of them cost about
    /// as much as the filling.
    func fill(pairs values: KeyValuePairs<String, String>) -> String {
        guard let pieces else {
            return Vocabulary.fillByCharacter(template, Dictionary(values.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a }))
        }
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text): out += text
            case .placeholder(let name, let written): out += values.first { $0.key == name }?.value ?? written
            }
        }
        return out
    }
}
