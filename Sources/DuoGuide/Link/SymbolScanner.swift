/// Finds what is written as code inside prose (and inside code): `NavigationSplitView`,
/// `horizontalSizeClass`, `UIView.ReservedRegion`, `.split`, `reservedRegions(kind:options:)`,
/// `@Environment`, `#available`, `\.displayScale`. Plain words are never symbols: «Split View»,
/// «status», «overlay» or «content» count only when written as code (`.overlay`, `content.frame`).
///
/// A token is code-like when it is camelCase (`isActive`), has several capitals (`ZStack`,
/// `UIWindow`), contains an underscore (`IPHONEOS_DEPLOYMENT_TARGET`), is called (`state(for:)`),
/// is a leading-dot member (`.split`), an attribute, a directive or a key path.
///
/// The scan reads UTF-8: identifiers are ASCII («información» is prose, whatever its letters), as
/// is every mark around a token but «, and no byte of a longer scalar is below 0x80.
struct SymbolScanner {
    struct Token: Equatable {
        /// The symbol's key: the name without argument labels (`reservedRegions`, `.split`).
        var key: String
        /// The name as written, with its labels when it was written as a signature.
        var spelling: String
        /// UTF-8 offsets in the scanned text of the part that names the symbol.
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

    /// The tokens of `text`, at UTF-8 offsets.
    func scan(_ text: some StringProtocol) -> [Token] { text.withContiguousUTF8 { scan(utf8: $0) } }

    /// The tokens of valid UTF-8 text, at its indices.
    func scan<Bytes: RandomAccessCollection<UInt8>>(utf8 c: Bytes) -> [Token] where Bytes.Index == Int {
        var tokens: [Token] = []
        func text(_ range: Range<Int>) -> String { String(decoding: c[range], as: UTF8.self) }
        var i = c.startIndex
        while i < c.endIndex {
            let ch = c[i]
            if Self.isIdentifierStart(ch) {
                let previous = Self.scalar(before: i, in: c)
                let word = Self.identifier(c, from: i)
                // Inside a word (after «ó» in «información»): the rest of its identifier characters
                // start nothing, as none is at a word start, so they are passed at once.
                guard previous == "." || Self.startsWord(after: previous) else {
                    i = word.end
                    continue
                }
                var wordEnd = word.end
                // A chain of types: `UIView.ReservedRegion`, `UIWindowScene.ActivationAction`.
                if previous != ".", Self.isUpper(ch) {
                    while wordEnd + 1 < c.endIndex, c[wordEnd] == UInt8(ascii: "."), Self.isUpper(c[wordEnd + 1]) {
                        wordEnd = Self.identifier(c, from: wordEnd + 1).end
                    }
                }
                if wordEnd < c.endIndex, c[wordEnd] == UInt8(ascii: "(") {
                    let name = text(i..<wordEnd)
                    if !Self.keywords.contains(word.end == wordEnd ? name : text(i..<word.end)), !notSymbols.contains(name) {
                        if let close = Self.matchingParen(c, from: wordEnd), Self.isLabelList(c[(wordEnd + 1)..<close]) {
                            tokens.append(Token(key: name, spelling: text(i..<(close + 1)), range: i..<(close + 1)))
                            i = close + 1
                            continue
                        }
                        tokens.append(Token(key: name, spelling: name, range: i..<wordEnd))
                    }
                    i = wordEnd
                    continue
                }
                // Most words are plain prose, told apart by the letters the walk to their end
                // counted. A chain of types has a period, which is code (no keyword has either).
                if wordEnd > word.end || word.isCodeLike, case let name = text(i..<wordEnd), !notSymbols.contains(name) {
                    tokens.append(Token(key: name, spelling: name, range: i..<wordEnd))
                }
                i = wordEnd
                continue
            }
            switch ch {
            case UInt8(ascii: "@"), UInt8(ascii: "#"):
                guard Self.startsWord(after: Self.scalar(before: i, in: c)), i + 1 < c.endIndex, Self.isIdentifierStart(c[i + 1]) else { break }
                let end = Self.identifier(c, from: i + 1).end
                let name = text(i..<end)
                // `@Environment`, `@main`: attributes. `@sarunw` in prose is a social handle, not code.
                if ch == UInt8(ascii: "#") || Self.isUpper(c[i + 1]) || Self.lowercaseAttributes.contains(text((i + 1)..<end)) {
                    tokens.append(Token(key: name, spelling: name, range: i..<end))
                }
                i = end
                continue
            case UInt8(ascii: "\\"):
                guard i + 2 < c.endIndex, c[i + 1] == UInt8(ascii: "."), Self.isIdentifierStart(c[i + 2]) else { break }
                let end = Self.identifier(c, from: i + 2).end
                let name = text((i + 2)..<end)
                tokens.append(Token(key: name, spelling: name, range: (i + 2)..<end))  // written as a key path: code
                i = end
                continue
            case UInt8(ascii: "."):
                // A leading-dot member comes first or after one of ` ([«"',:/=`.
                guard i + 1 < c.endIndex, Self.isLower(c[i + 1]),
                      Self.scalar(before: i, in: c).map({ " ([«\"',:/=".unicodeScalars.contains($0) }) ?? true else { break }
                let end = Self.identifier(c, from: i + 1).end
                var spellingEnd = end
                if end < c.endIndex, c[end] == UInt8(ascii: "("), let close = Self.matchingParen(c, from: end), Self.isLabelList(c[(end + 1)..<close]) {
                    spellingEnd = close + 1
                }
                let base = text(i..<end)
                tokens.append(Token(key: base, spelling: spellingEnd == end ? base : text(i..<spellingEnd), range: i..<spellingEnd))
                i = spellingEnd
                continue
            default: break
            }
            i += 1
        }
        return tokens
    }

    /// An identifier's end, and whether it reads as code, as its letters say: camelCase, several
    /// capitals with lowercase between («HIG», «API» and «QR» are abbreviations), or an underscore
    /// joining words.
    static func identifier<Bytes: RandomAccessCollection<UInt8>>(_ c: Bytes, from start: Int) -> (end: Int, isCodeLike: Bool)
    where Bytes.Index == Int {
        var end = start, uppers = 0, lowers = 0, hasUnderscore = false
        while end < c.endIndex, isIdentifierChar(c[end]) {
            if isLower(c[end]) { lowers += 1 } else if isUpper(c[end]) { uppers += 1 } else if c[end] == UInt8(ascii: "_") { hasUnderscore = true }
            end += 1
        }
        return (end, hasUnderscore ? end - start > 2 && uppers + min(lowers, 1) >= 2 : lowers > 0 && uppers >= (isLower(c[start]) ? 1 : 2))
    }

    /// The scalar that ends right before the byte at `i`, decoded only when it is beyond ASCII.
    @inline(__always)
    static func scalar<Bytes: RandomAccessCollection<UInt8>>(before i: Int, in c: Bytes) -> Unicode.Scalar? where Bytes.Index == Int {
        guard i > c.startIndex else { return nil }
        if c[i - 1] < 0x80 { return Unicode.Scalar(c[i - 1]) }
        var decoder = UTF8(), bytes = c[(c[..<i].lastIndex { $0 & 0xC0 != 0x80 } ?? c.startIndex)..<i].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&bytes) else { return nil }
        return scalar
    }

    /// A word starts after nothing, or after neither an identifier character nor another letter.
    static func startsWord(after previous: Unicode.Scalar?) -> Bool {
        previous.map { !($0.isASCII && isIdentifierChar(UInt8($0.value))) && !$0.isLetter } ?? true
    }

    static func isUpper(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }
    static func isLower(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "a") < 26 }
    static func isIdentifierStart(_ byte: UInt8) -> Bool { isLower(byte) || isUpper(byte) || byte == UInt8(ascii: "_") }
    static func isIdentifierChar(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || byte &- UInt8(ascii: "0") < 10 }

    static func matchingParen<Bytes: RandomAccessCollection<UInt8>>(_ c: Bytes, from open: Int) -> Int? where Bytes.Index == Int {
        var depth = 0
        for j in open..<c.endIndex {
            if c[j] == UInt8(ascii: "(") { depth += 1 } else if c[j] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { return j } }
        }
        return nil
    }

    /// `kind:options:`, `_:`, `to:with:`, or empty: a signature, not a call with values.
    static func isLabelList(_ s: some BidirectionalCollection<UInt8>) -> Bool {
        s.isEmpty || s.last == UInt8(ascii: ":") && s.allSatisfy { isIdentifierChar($0) || $0 == UInt8(ascii: ":") }
    }
}
