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
        /// Character offsets in the scanned text of the part that names the symbol.
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

    var notSymbols: Set<String> { lists.notSymbols }
    let lists: WordLists

    init(notSymbols: [String]) { lists = WordLists(notSymbols: Set(notSymbols)) }

    func scan(_ text: String) -> [Token] {
        guard Self.mayHoldToken(text) else { return [] }
        return UTF8Search.isPlain(text) ? scan(Unicode.Scalar.array(of: text)) : scan(Array(text))
    }

    /// `text` as Characters or, for plain text, as scalars (`ScannedCharacter`); ranges count those.
    func scan<C: ScannedCharacter>(_ c: [C]) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        while i < c.count {
            let ch = c[i]
            let previous: C? = i > 0 ? c[i - 1] : nil
            // Evaluated only where a branch needs it: Character.isLetter is a Unicode property lookup.
            let atWordStart = { previous.map { !isIdentifierChar($0) && !$0.isLetter } ?? true }
            if (ch == "@" || ch == "#"), atWordStart(), i + 1 < c.count, isIdentifierStart(c[i + 1]) {
                let end = identifierEnd(c, from: i + 1)
                let name = C.string(c[i..<end])
                // `@Environment`, `@main`: attributes. `@sarunw` in prose is a social handle, not code.
                if ch == "#" || c[i + 1].isUppercase || Self.lowercaseAttributes.contains(String(name.dropFirst())) {
                    tokens.append(Token(key: name, spelling: name, range: i..<end))
                }
                i = end
                continue
            }
            if ch == "\\", i + 2 < c.count, c[i + 1] == ".", isIdentifierStart(c[i + 2]) {
                let end = identifierEnd(c, from: i + 2)
                let name = C.string(c[(i + 2)..<end])
                tokens.append(Token(key: name, spelling: name, range: (i + 2)..<end))  // written as a key path: code
                i = end
                continue
            }
            if ch == ".", i + 1 < c.count, c[i + 1].isASCII, c[i + 1].isLowercase,
               previous.map(Self.opensMember) ?? true {
                let end = identifierEnd(c, from: i + 1)
                let base = C.string(c[i..<end])
                var spellingEnd = end
                if end < c.count, c[end] == "(", let close = matchingParen(c, from: end), isLabelList(c[(end + 1)..<close]) {
                    spellingEnd = close + 1
                }
                tokens.append(Token(key: base, spelling: C.string(c[i..<spellingEnd]), range: i..<spellingEnd))
                i = spellingEnd
                continue
            }
            if isIdentifierStart(ch), previous == "." || atWordStart() {
                var shape = IdentifierShape()
                let end = identifierEnd(c, from: i, shape: &shape)
                var wordEnd = end
                let isMember = previous == "."
                // A chain of types: `UIView.ReservedRegion`, `UIWindowScene.ActivationAction`.
                if !isMember, ch.isUppercase {
                    while wordEnd + 1 < c.count, c[wordEnd] == ".", c[wordEnd + 1].isASCII, c[wordEnd + 1].isUppercase {
                        wordEnd = identifierEnd(c, from: wordEnd + 1)
                    }
                }
                if wordEnd < c.count, c[wordEnd] == "(" {
                    let word = C.string(c[i..<wordEnd])
                    let bare = C.string(c[i..<end])
                    if !lists.isKeyword(bare), !lists.isNotSymbol(word) {
                        if let close = matchingParen(c, from: wordEnd), isLabelList(c[(wordEnd + 1)..<close]) {
                            tokens.append(Token(key: word, spelling: C.string(c[i...close]), range: i..<(close + 1)))
                            i = close + 1
                            continue
                        }
                        tokens.append(Token(key: word, spelling: word, range: i..<wordEnd))
                    }
                    i = wordEnd
                    continue
                }
                // Most words are plain prose: classified before making a String. A chain of types
                // has a period, which is code; otherwise the word's shape decides
                // (`isCodeLikeASCII(c[i..<wordEnd])`, counted while its end was found).
                if wordEnd > end || shape.isCodeLike {
                    let word = C.string(c[i..<wordEnd])
                    if !lists.isNotSymbol(word), !lists.isKeyword(word) {
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

    /// camelCase, several capitals with lowercase between, or an underscore joining words.
    func isCodeLikeWord(_ word: String) -> Bool {
        let letters = word.filter { $0.isLetter }
        guard letters.count >= 2, !notSymbols.contains(word) else { return false }
        let uppers = word.filter { $0.isUppercase }.count
        let hasLower = word.contains { $0.isLowercase }
        if word.utf8.contains(UInt8(ascii: "_")) { return word.count > 2 && uppers + (hasLower ? 1 : 0) >= 2 }
        guard hasLower else { return false }  // «HIG», «API», «QR»: abbreviations, not symbols
        if word.first!.isLowercase { return uppers >= 1 }
        return uppers >= 2
    }

    /// `word.contains(".") || isCodeLikeWord(word)` without its `notSymbols` test, for a word of
    /// identifier characters and dots (all ASCII), counted on the characters without allocating.
    static func isCodeLikeASCII<C: ScannedCharacter>(_ word: ArraySlice<C>) -> Bool {
        var letters = 0, uppers = 0, hasLower = false, hasUnderscore = false
        for ch in word {
            guard let a = ch.asciiValue else { return false }
            switch a {
            case UInt8(ascii: "."): return true
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): letters += 1; uppers += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"): letters += 1; hasLower = true
            case UInt8(ascii: "_"): hasUnderscore = true
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
    static func opensMember<C: ScannedCharacter>(_ ch: C) -> Bool {
        [" ", "(", "[", "«", "\"", "'", ",", ":", "/", "="].contains(ch)
    }

    // ASCII tests on the byte: the same answers as Character.isLetter / isNumber for ASCII, without
    // a Unicode property lookup per character.
    func isIdentifierStart<C: ScannedCharacter>(_ ch: C) -> Bool {
        guard let a = ch.asciiValue else { return false }
        return (a >= 65 && a <= 90) || (a >= 97 && a <= 122) || a == 95
    }
    func isIdentifierChar<C: ScannedCharacter>(_ ch: C) -> Bool {
        guard let a = ch.asciiValue else { return false }
        return isIdentifierByte(a)
    }
    func isIdentifierByte(_ a: UInt8) -> Bool {
        (a >= 65 && a <= 90) || (a >= 97 && a <= 122) || (a >= 48 && a <= 57) || a == 95
    }

    /// `identifierEnd`, counting on the way what `isCodeLikeASCII` counts.
    func identifierEnd<C: ScannedCharacter>(_ c: [C], from start: Int, shape: inout IdentifierShape) -> Int {
        var j = start
        while j < c.count, let a = c[j].asciiValue, isIdentifierByte(a) {
            shape.add(a)
            j += 1
        }
        return j
    }

    /// The counts `isCodeLikeASCII` makes of a word of identifier characters (ASCII, no period).
    struct IdentifierShape {
        var count = 0
        var letters = 0
        var uppers = 0
        var hasLower = false
        var hasUnderscore = false
        var firstIsLowercase = false

        mutating func add(_ a: UInt8) {
            switch a {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): letters += 1; uppers += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                letters += 1
                hasLower = true
                if count == 0 { firstIsLowercase = true }
            case UInt8(ascii: "_"): hasUnderscore = true
            default: break
            }
            count += 1
        }

        /// `isCodeLikeASCII` of the word.
        var isCodeLike: Bool {
            guard letters >= 2 else { return false }
            if hasUnderscore { return count > 2 && uppers + (hasLower ? 1 : 0) >= 2 }
            guard hasLower else { return false }
            return firstIsLowercase ? uppers >= 1 : uppers >= 2
        }
    }

    func identifierEnd<C: ScannedCharacter>(_ c: [C], from start: Int) -> Int {
        var j = start
        while j < c.count, isIdentifierChar(c[j]) { j += 1 }
        return j
    }

    func matchingParen<C: ScannedCharacter>(_ c: [C], from open: Int) -> Int? {
        var depth = 0
        var j = open
        while j < c.count {
            if c[j] == "(" { depth += 1 } else if c[j] == ")" { depth -= 1; if depth == 0 { return j } }
            j += 1
        }
        return nil
    }

    /// `kind:options:`, `_:`, `to:with:`, or empty: a signature, not a call with values.
    func isLabelList<C: ScannedCharacter>(_ s: ArraySlice<C>) -> Bool {
        if s.isEmpty { return true }
        guard s.last == ":" else { return false }
        return s.allSatisfy { isIdentifierChar($0) || $0 == ":" }
    }
}
