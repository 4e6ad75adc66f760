import Foundation

/// `Content/locales/<language>.json`: every phrase the parser keys on in one language, and every
/// user-visible string of the site. Adding a language is adding one of these files (plus content).
public struct Vocabulary: Codable, Sendable {
    /// Fixed phrases of the source text, as they are written in this language.
    public struct ParserPhrases: Codable, Sendable {
        /// «Capítulo» in «Capítulo 4 · Título».
        public var chapter: String
        public var appendix: String
        public var caseStudy: String
        /// The separator between «Capítulo 4» and the title.
        public var titleSeparator: String
        /// Sentences that open a learning objective: «Al terminar podrás.»
        public var objectiveLeads: [String]
        /// Headings that open the numbered questions: «Punto de control».
        public var checkpointHeadings: [String]
        /// «Cuándo usarlo», matched with its colon (with or without a space before it).
        public var whenToUse: String
        public var whenNotToUse: String
        public var notYetLeads: [String]
        /// «Fuente», matched with its colon.
        public var source: String
        /// The appendix heading above the per-chapter answers.
        public var answersHeading: String
        /// «Respuestas.» opening the case study's answers paragraph.
        public var caseStudyAnswersLead: String
        /// Words prose uses to refer to chapters: «capítulo», «capítulos».
        public var chapterReferenceWords: [String]
        /// Words joining two chapter numbers: «capítulos 3 y 4», «capítulos 0 a 6».
        public var chapterReferenceJoiners: [String]
        /// Words too common to count as shared meaning when aligning answers to questions.
        public var stopwords: [String]
        /// Words offering alternatives in a question: «¿split u overlay?» → «o», «u».
        public var alternativeJoiners: [String]
        /// Words that negate what follows («no a la barra…»), so an answer naming both
        /// alternatives can still pick the one it does not reject.
        public var negations: [String]
        /// English words of API names and their words in this language (`left` → «izquierda»,
        /// `hinge` → «bisagra»), so a question written with code meets an answer written in prose.
        public var codeGlossary: [String: [String]]
    }

    public var language: String
    /// The language's own name, for the language chooser: «Español».
    public var languageName: String
    public var parser: ParserPhrases
    /// Site strings by key. Templates ask for them as `t.key`.
    public var site: [String: String]

    /// The site string `key` with its `{name}` placeholders filled from `values`: whole sentences
    /// stay whole, so each language orders the words its own way. A placeholder without a value is
    /// left as written; a missing key falls back to the key itself (VocabularyTests keep every key
    /// present in every locale). Values are inserted once, never scanned for placeholders again.
    public func format(_ key: String, _ values: [String: String]) -> String {
        Self.fill(site[key] ?? key, values)
    }

    /// `template` with its `{name}` placeholders filled from `values`. Pages fill a few of these
    /// each, so braces are found on the template's contiguous UTF-8 bytes (both are ASCII, never
    /// inside another character's encoding) in one pass, and the result is written as bytes: the
    /// generic searches of a `String.UTF8View` and Substring appends cost ten thousand
    /// instructions per call. A name is letters, digits and `_`.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var contiguous = template  // `withUTF8` needs it mutable; a native string is not copied
        return contiguous.withUTF8 { bytes in
            guard bytes.contains(UInt8(ascii: "{")) else { return nil }
            // A brace joined into a larger Character is not a brace: such templates are filled
            // Character by Character.
            guard bracesStandAlone(bytes) else { return fillByCharacter(template, values) }
            return fill(bytes, values)
        } ?? template
    }

    private static func fill(_ bytes: UnsafeBufferPointer<UInt8>, _ values: [String: String]) -> String {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        var copied = 0  // bytes before this are in `out`
        var i = 0
        while i < bytes.count {
            guard bytes[i] == open else { i += 1; continue }
            var nameEnd = i + 1
            while nameEnd < bytes.count && bytes[nameEnd] != close { nameEnd += 1 }
            guard nameEnd < bytes.count else { break }  // no `}` after this `{`, nor after any later one
            let name = UnsafeBufferPointer(rebasing: bytes[(i + 1)..<nameEnd])
            if !name.isEmpty, let value = placeholderValue(name, values) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<i]))
                out.append(contentsOf: value.utf8)
                copied = nameEnd + 1
                i = copied
            } else {
                i += 1  // not a placeholder: the `{` stays as written
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        return String(decoding: out, as: UTF8.self)
    }

    /// The value of the placeholder `name` (the bytes between a `{` and the next `}`), or nil when
    /// it is no placeholder name or has no value.
    private static func placeholderValue(_ name: UnsafeBufferPointer<UInt8>, _ values: [String: String]) -> String? {
        let string = String(decoding: name, as: UTF8.self)
        // An ASCII byte is a Character of its own unless a non-ASCII neighbour joins it, so an
        // ASCII name is tested byte by byte.
        let isName = name.allSatisfy { $0 < 0x80 }
            ? name.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x5F }
            : string.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return isName ? values[string] : nil
    }

    /// Whether every `{` and `}` byte is a Character of its own. Only a non-ASCII neighbour can
    /// join one into a larger Character (a combining mark, ZWJ or spacing mark after it, a
    /// prepended mark before it; no rule joins two ASCII characters but CR LF), so braces with
    /// ASCII on both sides are braces, whatever the rest of the text holds (dashes, quotes…).
    /// Beside a non-ASCII scalar, the pair is asked: every rule that can join a brace to a
    /// neighbour looks at those two scalars only.
    static func bracesStandAlone(_ template: String) -> Bool {
        var contiguous = template  // `withUTF8` needs it mutable; a native string is not copied
        return contiguous.withUTF8 { bracesStandAlone($0) }
    }

    /// `bracesStandAlone` of the string whose UTF-8 bytes are `bytes`.
    static func bracesStandAlone(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var previous: UInt8 = 0
        var suspect = false
        for byte in bytes {
            let isBrace = byte == open || byte == close
            if (isBrace && previous >= 0x80) || (byte >= 0x80 && (previous == open || previous == close)) { suspect = true; break }
            previous = byte
        }
        guard suspect else { return true }
        let template = String(decoding: bytes, as: UTF8.self)
        var before: Unicode.Scalar?
        for scalar in template.unicodeScalars {
            defer { before = scalar }
            guard let before else { continue }
            let besideBrace = ((scalar == "{" || scalar == "}") && !before.isASCII) || ((before == "{" || before == "}") && !scalar.isASCII)
            guard besideBrace else { continue }
            var pair = String.UnicodeScalarView()
            pair.append(before)
            pair.append(scalar)
            if String(pair).count == 1 { return false }
        }
        return true
    }

    /// `fill` by its definition: braces and names as Characters.
    static func fillByCharacter(_ template: String, _ values: [String: String]) -> String {
        var out = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            out += rest[..<open]
            let name = String(rest[afterOpen..<close])
            if let value = values[name], !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                out += value
                rest = rest[rest.index(after: close)...]
            } else {
                out.append("{")
                rest = rest[afterOpen...]
            }
        }
        out += rest
        return out
    }

    public static func load(from url: URL) throws -> Vocabulary {
        try ContentJSON.decode(Vocabulary.self, from: Data(contentsOf: url), reading: Vocabulary.init(json:))
    }
}
