/// Finds what is written as code inside prose (and inside code): `NavigationSplitView`,
/// `horizontalSizeClass`, `UIView.ReservedRegion`, `.split`, `reservedRegions(kind:options:)`,
/// `@Environment`, `#available`, `\.displayScale`. Plain words are never symbols: «Split View»,
/// «status», «overlay» or «content» count only when written as code (`.overlay`, `content.frame`).
///
/// A token is code-like when it is camelCase (`isActive`), has several capitals (`ZStack`,
/// `UIWindow`), contains an underscore (`IPHONEOS_DEPLOYMENT_TARGET`), is called (`state(for:)`),
/// is a leading-dot member (`.split`), an attribute, a directive or a key path.
struct SymbolScanner {
    struct Token: Equatable {
        /// The symbol's key: the name without argument labels (`reservedRegions`, `.split`).
        var key: String
        /// The name as written, with its labels when it was written as a signature.
        var spelling: String
        /// Scalar offsets in the scanned text of the part that names the symbol.
        var range: Range<Int>
    }

    /// Swift keywords are never API symbols even when written as calls (`init(lowerThan:)`).
    static let keywords: Set<String> = [
        "if", "else", "let", "var", "func", "init", "return", "guard", "switch", "case", "default", "for",
        "while", "struct", "class", "enum", "extension", "protocol", "import", "self", "Self", "super",
        "true", "false", "nil", "in", "try", "await", "some", "any", "private", "public", "static",
        "final", "override", "where", "as", "is", "do", "catch", "throw", "throws", "weak", "inout",
    ]

    /// Swift's attributes spelled in lowercase; any other `@word` is not code.
    static let lowercaseAttributes: Set<String> = [
        "main", "objc", "escaping", "available", "discardableResult", "unknown", "inlinable", "frozen",
        "preconcurrency", "testable", "propertyWrapper", "resultBuilder", "autoclosure", "dynamicMemberLookup",
        "usableFromInline", "nonobjc", "unchecked", "Sendable", "MainActor",
    ]

    /// Product and framework names that look like code («iPhone», «SwiftUI»): never symbols.
    let notSymbols: Set<String>

    init(notSymbols: [String]) { self.notSymbols = Set(notSymbols) }

    /// The tokens of `text`; their ranges count Unicode scalars.
    func scan(_ text: String) -> [Token] { scan(text.scalarArray) }

    func scan(_ c: [Unicode.Scalar]) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        while i < c.count {
            let ch = c[i]
            let previous: Unicode.Scalar? = i > 0 ? c[i - 1] : nil
            // Evaluated only where a branch needs it: isLetter beyond ASCII is a Unicode property lookup.
            let atWordStart = { previous.map { !isIdentifierChar($0) && !$0.isLetter } ?? true }
            if (ch == "@" || ch == "#"), atWordStart(), i + 1 < c.count, isIdentifierStart(c[i + 1]) {
                let end = identifierEnd(c, from: i + 1)
                let name = String(scalars: c[i..<end])
                // `@Environment`, `@main`: attributes. `@sarunw` in prose is a social handle, not code.
                if ch == "#" || c[i + 1].isUppercase || Self.lowercaseAttributes.contains(String(name.dropFirst())) {
                    tokens.append(Token(key: name, spelling: name, range: i..<end))
                }
                i = end
                continue
            }
            if ch == "\\", i + 2 < c.count, c[i + 1] == ".", isIdentifierStart(c[i + 2]) {
                let end = identifierEnd(c, from: i + 2)
                let name = String(scalars: c[(i + 2)..<end])
                tokens.append(Token(key: name, spelling: name, range: (i + 2)..<end))  // written as a key path: code
                i = end
                continue
            }
            if ch == ".", i + 1 < c.count, c[i + 1].isASCII, c[i + 1].isLowercase,
               previous.map(Self.opensMember) ?? true {
                let end = identifierEnd(c, from: i + 1)
                let base = String(scalars: c[i..<end])
                var spellingEnd = end
                if end < c.count, c[end] == "(", let close = matchingParen(c, from: end), isLabelList(c[(end + 1)..<close]) {
                    spellingEnd = close + 1
                }
                let spelling = spellingEnd == end ? base : String(scalars: c[i..<spellingEnd])
                tokens.append(Token(key: base, spelling: spelling, range: i..<spellingEnd))
                i = spellingEnd
                continue
            }
            if isIdentifierStart(ch), previous == "." || atWordStart() {
                let end = identifierEnd(c, from: i)
                var wordEnd = end
                let isMember = previous == "."
                // A chain of types: `UIView.ReservedRegion`, `UIWindowScene.ActivationAction`.
                if !isMember, ch.isUppercase {
                    while wordEnd + 1 < c.count, c[wordEnd] == ".", c[wordEnd + 1].isASCII, c[wordEnd + 1].isUppercase {
                        wordEnd = identifierEnd(c, from: wordEnd + 1)
                    }
                }
                if wordEnd < c.count, c[wordEnd] == "(" {
                    let word = String(scalars: c[i..<wordEnd])
                    let bare = end == wordEnd ? word : String(scalars: c[i..<end])
                    if !Self.keywords.contains(bare), !notSymbols.contains(word) {
                        if let close = matchingParen(c, from: wordEnd), isLabelList(c[(wordEnd + 1)..<close]) {
                            tokens.append(Token(key: word, spelling: String(scalars: c[i...close]), range: i..<(close + 1)))
                            i = close + 1
                            continue
                        }
                        tokens.append(Token(key: word, spelling: word, range: i..<wordEnd))
                    }
                    i = wordEnd
                    continue
                }
                // Most words are plain prose: classified before making a String. A chain of types
                // has a period, which is code; otherwise the word's shape decides (no keyword has it).
                if Self.isCodeLike(c[i..<wordEnd]) {
                    let word = String(scalars: c[i..<wordEnd])
                    if !notSymbols.contains(word) {
                        tokens.append(Token(key: word, spelling: word, range: i..<wordEnd))
                    }
                }
                i = wordEnd
                continue
            }
            // Inside a word (after «ó» in «información»): the rest of its identifier characters
            // start nothing, as none is at a word start, so they are passed at once.
            i = isIdentifierStart(ch) ? identifierEnd(c, from: i) : i + 1
        }
        return tokens
    }

    /// Whether a word of identifier characters and dots reads as code: it has a period (a chain
    /// of types), is camelCase, has several capitals with lowercase between («HIG», «API» and
    /// «QR» are abbreviations), or has an underscore joining words.
    static func isCodeLike(_ word: ArraySlice<Unicode.Scalar>) -> Bool {
        var letters = 0, uppers = 0, hasLower = false, hasUnderscore = false
        for ch in word {
            guard ch.isASCII else { return false }
            switch ch {
            case ".": return true
            case "A"..."Z": letters += 1; uppers += 1
            case "a"..."z": letters += 1; hasLower = true
            case "_": hasUnderscore = true
            default: break
            }
        }
        guard letters >= 2 else { return false }
        if hasUnderscore { return word.count > 2 && uppers + (hasLower ? 1 : 0) >= 2 }
        guard hasLower else { return false }
        if word.first!.isLowercase { return uppers >= 1 }
        return uppers >= 2
    }

    /// `" ([«\"',:/=".contains(ch)`: what may come right before a leading-dot member.
    static func opensMember(_ ch: Unicode.Scalar) -> Bool {
        [" ", "(", "[", "«", "\"", "'", ",", ":", "/", "="].contains(ch)
    }

    // Identifiers are ASCII: «información» is prose, whatever its letters.
    func isIdentifierStart(_ ch: Unicode.Scalar) -> Bool { ch.isASCII && (ch.isLetter || ch == "_") }
    func isIdentifierChar(_ ch: Unicode.Scalar) -> Bool { ch.isASCII && (ch.isLetter || ch.isNumber || ch == "_") }

    func identifierEnd(_ c: [Unicode.Scalar], from start: Int) -> Int {
        c[start...].firstIndex { !isIdentifierChar($0) } ?? c.count
    }

    func matchingParen(_ c: [Unicode.Scalar], from open: Int) -> Int? {
        var depth = 0
        for j in open..<c.count {
            if c[j] == "(" { depth += 1 } else if c[j] == ")" { depth -= 1; if depth == 0 { return j } }
        }
        return nil
    }

    /// `kind:options:`, `_:`, `to:with:`, or empty: a signature, not a call with values.
    func isLabelList(_ s: ArraySlice<Unicode.Scalar>) -> Bool {
        s.isEmpty || s.last == ":" && s.allSatisfy { isIdentifierChar($0) || $0 == ":" }
    }
}
