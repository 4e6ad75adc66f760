/// Decides whether a paragraph is Swift code. The sources have no fences, so this works from the
/// layout of each line: prose is sentences (a capital or «¿» first, a final period), code is lines
/// that open or close braces, assign, call, start with a keyword or attribute, or continue a
/// member chain. It looks at one paragraph only, never at the other translations, so it works the
/// same for an article that exists in one language.
///
/// Each test is written twice: on Characters, its definition, and on the bytes of a plain line
/// (`PlainBytes`), which is every line of the sources and gives the same answers without grapheme
/// breaking (`CodeDetectorOracleTests` holds the two together).
enum CodeDetector {
    static let keywordStarts = [
        "let ", "var ", "func ", "struct ", "enum ", "class ", "final ", "override ", "private ",
        "fileprivate ", "public ", "internal ", "static ", "import ", "return", "guard ", "if ", "else",
        "switch ", "case ", "default:", "for ", "while ", "extension ", "protocol ", "init(", "init {",
        "self.", "try ", "await ", "defer ", "@", "#if", "#else", "#endif", "#elseif", "//", "/*", "*/",
    ]
    static let markers = [" = ", "==", "!=", "->", "{ ", " }", "$0", "\\.", "&&", "||", "+=", "?? "]
    /// What a code line may start with, and end with.
    static let codeFirsts = "{}()[].?:|&+-*/$\\"
    static let codeLasts = "{([,"

    // All ASCII, so plain.
    private static let keywordStartBytes = keywordStarts.map { Array($0.utf8) }
    private static let markerBytes = markers.map { Array($0.utf8) }
    private static let codeFirstBytes = Set(codeFirsts.utf8)
    private static let codeLastBytes = Set(codeLasts.utf8)
    private static let bulletBytes = Array("•".utf8)
    private static let arrowBytes = Array("->".utf8)
    private static let ellipsisBytes = Array("...".utf8)
    private static let periodParenBytes = Array(".)".utf8)
    private static let sentenceEnds = Set(".?!:»\"".unicodeScalars)
    private static let sentenceOpeners = Set("¿¡«".unicodeScalars)

    static func isCode(_ paragraph: RawParagraph) -> Bool {
        if paragraph.isSingleLine {
            let line = paragraph.firstLine
            if endsLikeSentence(line) { return false }
            return isStronglyCode(line)
        }
        // Multi-line: prose paragraphs in these sources are single lines, so several lines are code
        // when most of them look like code and none is a sentence. Bare identifiers such as
        // `content` or `background` are allowed between code lines.
        var codeLines = 0
        for line in paragraph.lines {
            let verdict = PlainBytes.of(line) { plain -> LineVerdict in
                if plain.droppingLeadingSpaces().hasPrefix(bulletBytes) || isSentence(plain) { return .prose }
                return isStronglyCode(plain) || isBareIdentifier(plain) || plain.firstByte == UInt8(ascii: " ") ? .code : .neither
            } ?? {
                if line.trimmingLeadingSpaces().hasPrefix("•") || isSentenceByCharacter(line) { return .prose }
                return isStronglyCodeByCharacter(line) || isBareIdentifierByCharacter(line) || line.hasPrefix(" ") ? .code : .neither
            }()
            switch verdict {
            case .prose: return false
            case .code: codeLines += 1
            case .neither: break
            }
        }
        return codeLines * 2 >= paragraph.lines.count
    }

    private enum LineVerdict { case prose, code, neither }

    /// A line no prose sentence would be: keyword first, braces, assignment, a call, a member chain.
    static func isStronglyCode(_ line: String) -> Bool {
        PlainBytes.of(line, isStronglyCode) ?? isStronglyCodeByCharacter(line)
    }

    static func isStronglyCodeByCharacter(_ line: String) -> Bool {
        let t = line.trimmingLeadingSpaces()
        if t.isEmpty { return false }
        let search = UTF8Search(t)
        if keywordStarts.contains(where: { search.hasPrefix($0) }) { return true }
        if let first = t.first, codeFirsts.contains(first) { return true }
        if let last = t.last, codeLasts.contains(last) { return true }
        if t.hasSuffix("->") || t.hasSuffix(")") && startsWithCallByCharacter(t) { return true }
        for marker in markers where search.contains(marker) {
            return true
        }
        return startsWithCallByCharacter(t)
    }

    static func isStronglyCode(_ line: PlainBytes) -> Bool {
        let t = line.droppingLeadingSpaces()
        guard let first = t.firstByte, let last = t.lastByte else { return false }
        if keywordStartBytes.contains(where: t.hasPrefix) { return true }
        if codeFirstBytes.contains(first) || codeLastBytes.contains(last) { return true }
        if last == UInt8(ascii: ">") && t.hasSuffix(arrowBytes) || last == UInt8(ascii: ")") && startsWithCall(t) { return true }
        if markerBytes.contains(where: t.contains) { return true }
        return startsWithCall(t)
    }

    /// `Image("hero")`, `Chart()`, `ForEach(cards) {`: an identifier immediately followed by '('.
    static func startsWithCall(_ t: String) -> Bool {
        PlainBytes.of(t, startsWithCall) ?? startsWithCallByCharacter(t)
    }

    static func startsWithCallByCharacter(_ t: String) -> Bool {
        var sawIdentifier = false
        for ch in t {
            // isASCII first: it spares a Unicode property lookup for every non-ASCII character.
            if ch.isASCII && ch.isLetter || ch == "_" || (sawIdentifier && (ch.isNumber || ch == ".")) {
                sawIdentifier = true
                continue
            }
            return sawIdentifier && ch == "("
        }
        return false
    }

    static func startsWithCall(_ t: PlainBytes) -> Bool {
        var sawIdentifier = false
        for scalar in t.scalars {
            if scalar.isASCII && scalar.isLetter || scalar == "_" || (sawIdentifier && (scalar.isNumber || scalar == ".")) {
                sawIdentifier = true
                continue
            }
            return sawIdentifier && scalar == "("
        }
        return false
    }

    static func isBareIdentifier(_ line: String) -> Bool {
        PlainBytes.of(line, isBareIdentifier) ?? isBareIdentifierByCharacter(line)
    }

    static func isBareIdentifierByCharacter(_ line: String) -> Bool {
        let t = line.trimmingSpaces()
        return !t.isEmpty && t.allSatisfy { ($0.isLetter && $0.isASCII) || $0.isNumber || $0 == "_" }
    }

    static func isBareIdentifier(_ line: PlainBytes) -> Bool {
        let t = line.trimmingSpaces()
        return !t.isEmpty && t.scalars.allSatisfy { ($0.isLetter && $0.isASCII) || $0.isNumber || $0 == "_" }
    }

    static func endsLikeSentence(_ line: String) -> Bool {
        PlainBytes.of(line, endsLikeSentence) ?? endsLikeSentenceByCharacter(line)
    }

    static func endsLikeSentenceByCharacter(_ line: String) -> Bool {
        guard let last = line.last else { return false }
        return ".?!:»\"".contains(last) && !line.hasSuffix("...") || line.hasSuffix(".)")
    }

    static func endsLikeSentence(_ line: PlainBytes) -> Bool {
        guard let last = line.lastScalar else { return false }
        return sentenceEnds.contains(last) && !line.hasSuffix(ellipsisBytes) || line.hasSuffix(periodParenBytes)
    }

    /// Capital (or «¿/«) first, at least four words, a sentence mark last.
    static func isSentence(_ line: String) -> Bool {
        PlainBytes.of(line, isSentence) ?? isSentenceByCharacter(line)
    }

    static func isSentenceByCharacter(_ line: String) -> Bool {
        guard let first = line.first, first.isUppercase || "¿¡«".contains(first) else { return false }
        guard let last = line.last, ".?!".contains(last) else { return false }
        return line.split(separator: " ").count >= 4 && !isStronglyCodeByCharacter(line)
    }

    static func isSentence(_ line: PlainBytes) -> Bool {
        guard let first = line.firstScalar, first.isUppercase || sentenceOpeners.contains(first) else { return false }
        guard let last = line.lastByte, last == UInt8(ascii: ".") || last == UInt8(ascii: "?") || last == UInt8(ascii: "!") else { return false }
        return wordCount(line, atLeast: 4) && !isStronglyCode(line)
    }

    /// Whether `line` has at least `minimum` runs of non-spaces (`split(separator: " ")`).
    private static func wordCount(_ line: PlainBytes, atLeast minimum: Int) -> Bool {
        var words = 0
        var inWord = false
        for byte in line.bytes {
            if byte == UInt8(ascii: " ") {
                inWord = false
            } else if !inWord {
                inWord = true
                words += 1
                if words >= minimum { return true }
            }
        }
        return false
    }
}
