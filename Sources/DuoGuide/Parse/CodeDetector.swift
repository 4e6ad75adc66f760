import Foundation

/// Decides whether a paragraph is Swift code. The sources have no fences, so this works from the
/// layout of each line: prose is sentences (a capital or «¿» first, a final period), code is lines
/// that open or close braces, assign, call, start with a keyword or attribute, or continue a
/// member chain. It looks at one paragraph only, never at the other translations, so it works the
/// same for an article that exists in one language.
enum CodeDetector {
    static let keywordStarts = [
        "let ", "var ", "func ", "struct ", "enum ", "class ", "final ", "override ", "private ",
        "fileprivate ", "public ", "internal ", "static ", "import ", "return", "guard ", "if ", "else",
        "switch ", "case ", "default:", "for ", "while ", "extension ", "protocol ", "init(", "init {",
        "self.", "try ", "await ", "defer ", "@", "#if", "#else", "#endif", "#elseif", "//", "/*", "*/",
    ]
    /// With the set of their bytes: a line that lacks one of a marker's bytes, as prose mostly does, is not searched for it.
    static let markers = [" = ", "==", "!=", "->", "{ ", " }", "$0", "\\.", "&&", "||", "+=", "?? "].map { ($0, FrameworkClassifier.asciiBytes($0)) }
    /// What a code line may start with, and end with.
    static let codeFirsts = "{}()[].?:|&+-*/$\\"
    static let codeLasts = "{([,"

    static func isCode(_ paragraph: RawParagraph) -> Bool {
        if paragraph.isSingleLine { return !endsLikeSentence(paragraph.firstLine) && isStronglyCode(paragraph.firstLine) }
        // Multi-line: prose paragraphs in these sources are single lines, so several lines are code
        // when most of them look like code and none is a sentence. Bare identifiers such as
        // `content` or `background` are allowed between code lines.
        var codeLines = 0
        for line in paragraph.lines {
            if line.unicodeScalars.first(where: { $0 != " " }) == "•" || isSentence(line) { return false }
            if line.hasPrefix(" ") || isStronglyCode(line) || isBareIdentifier(line) { codeLines += 1 }
        }
        return codeLines * 2 >= paragraph.lines.count
    }

    /// A line no prose sentence would be: keyword first, braces, assignment, a call, a member chain.
    /// (Any one test decides: the cheap ones, which most code lines pass, come first.)
    static func isStronglyCode(_ line: String) -> Bool {
        let t = line.trimmingLeadingSpaces()
        if t.isEmpty { return false }
        // The marks are ASCII: a Character is one of them exactly when its ASCII value is.
        if let first = t.first?.asciiValue, codeFirsts.utf8.contains(first) { return true }
        if let last = t.last?.asciiValue, codeLasts.utf8.contains(last) { return true }
        if startsWithCall(t) || t.hasSuffix("->") { return true }
        // Only the keywords that start with the line's first byte can be its prefix.
        if keywordStarts.contains(where: { $0.utf8.first == t.utf8.first && t.hasCharacterPrefix($0) }) { return true }
        let present = FrameworkClassifier.asciiBytes(t)
        return markers.contains { $0.1 & present == $0.1 && t.containsCharacters($0.0) }
    }

    /// `Image("hero")`, `Chart()`, `ForEach(cards) {`: an identifier immediately followed by '('.
    static func startsWithCall(_ t: String) -> Bool {
        var sawIdentifier = false
        for ch in t.unicodeScalars {
            if ch.isASCII && ch.isLetter || ch == "_" || (sawIdentifier && (ch.isNumber || ch == ".")) {
                sawIdentifier = true
                continue
            }
            return sawIdentifier && ch == "("
        }
        return false
    }

    static func isBareIdentifier(_ line: String) -> Bool {
        let t = line.trimmingSpaces()
        return !t.isEmpty && t.unicodeScalars.allSatisfy { ($0.isLetter && $0.isASCII) || $0.isNumber || $0 == "_" }
    }

    static func endsLikeSentence(_ line: String) -> Bool {
        guard let last = line.last else { return false }
        return ".?!:»\"".contains(last) && !line.hasSuffix("...") || line.hasSuffix(".)")
    }

    /// Capital (or «¿/«) first, at least four words, a sentence mark last.
    static func isSentence(_ line: String) -> Bool {
        // The last mark first: it rules out nearly every code line, and costs less than the case.
        guard let last = line.last, ".?!".contains(last) else { return false }
        guard let first = line.first, first.isUppercase || "¿¡«".contains(first) else { return false }
        // Four words are enough: the rest of the line is one piece, never cut.
        return line.split(separator: " ", maxSplits: 3).count >= 4 && !isStronglyCode(line)
    }
}
