/// A raw piece of Swift source, before the grammar gives it meaning.
struct SwiftSegment: Equatable {
    enum Kind: Equatable {
        /// Identifiers and keywords alike, including `$0`, `$binding` and `` `escaped` ``.
        case identifier
        case number
        /// A whole string literal: quotes, escapes and `\(…)` interpolations.
        case string
        /// A whole `//` line comment (without the newline) or `/* … */` block comment (nested).
        case comment
        /// A run of operator characters (`==`, `&&`, `..<`) or one punctuation character (`(`, `.`, `@`, `#`, `\`).
        case punctuation
        /// Spaces and tabs.
        case whitespace
        /// `\n`, `\r` or `\r\n`.
        case newline
        /// Anything else: emoji, control characters.
        case other
    }

    var kind: Kind
    var text: String
}

/// Splits Swift source into segments. Works on Unicode scalars, so every segment is an exact slice of
/// the input and concatenating the segments gives the input back. Total: every step consumes at least
/// one scalar, unterminated strings and comments end at the end of the line or input, and nesting of
/// string interpolations is bounded, so no input can make it crash or loop.
struct SwiftTokenizer: Sendable {
    /// Deeper string-in-interpolation nesting than this is scanned as plain characters.
    static let maxInterpolationDepth = 16

    func segments(_ code: String) -> [SwiftSegment] {
        // The scanner counts scalars; each segment's text is then cut from the UTF-8 bytes between
        // the byte offsets of its first and past-last scalar (one copy, no scalar-by-scalar append).
        let bytes = Array(code.utf8)
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(bytes.count)
        offsets.reserveCapacity(bytes.count + 1)
        var offset = 0
        for scalar in code.unicodeScalars {
            scalars.append(scalar)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        let scanner = Scanner(scalars: scalars)
        var segments: [SwiftSegment] = []
        var i = 0
        while i < scalars.count {
            let (kind, scanned) = scanner.scan(at: i)
            let end = min(max(scanned, i + 1), scalars.count) // always make progress
            segments.append(SwiftSegment(kind: kind, text: String(decoding: bytes[offsets[i]..<offsets[end]], as: UTF8.self)))
            i = end
        }
        return segments
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var count: Int { scalars.count }

        func at(_ i: Int) -> Unicode.Scalar? { i >= 0 && i < count ? scalars[i] : nil }

        /// Returns the kind of the segment starting at `i` and the index just past it.
        func scan(at i: Int) -> (SwiftSegment.Kind, Int) {
            let c = scalars[i]
            switch c {
            case "\n":
                return (.newline, i + 1)
            case "\r":
                return (.newline, at(i + 1) == "\n" ? i + 2 : i + 1)
            case "/" where at(i + 1) == "/":
                var j = i
                while let c = at(j), c != "\n", c != "\r" { j += 1 }
                return (.comment, j)
            case "/" where at(i + 1) == "*":
                return (.comment, blockCommentEnd(from: i))
            case "\"":
                return (.string, stringEnd(from: i, depth: 0) ?? i + 1)
            case "#":
                if let end = stringEnd(from: i, depth: 0) { return (.string, end) }
                return (.punctuation, i + 1)
            case "$" where at(i + 1).map(Self.isIdentifierContinue) == true:
                return (.identifier, identifierEnd(from: i + 1))
            case "`":
                let end = identifierEnd(from: i + 1)
                if end > i + 1, at(end) == "`" { return (.identifier, end + 1) }
                return (.punctuation, i + 1)
            case ".":
                if at(i + 1) == "." { return (.punctuation, operatorEnd(from: i, allowDots: true)) }
                return (.punctuation, i + 1)
            default:
                break
            }
            if Self.isDigit(c) { return (.number, numberEnd(from: i)) }
            if Self.isIdentifierStart(c) { return (.identifier, identifierEnd(from: i)) }
            if Self.isOperator(c) { return (.punctuation, operatorEnd(from: i, allowDots: false)) }
            if Self.isHorizontalSpace(c) {
                var j = i + 1
                while let d = at(j), Self.isHorizontalSpace(d) { j += 1 }
                return (.whitespace, j)
            }
            if c.isASCII { return (.punctuation, i + 1) }
            var j = i + 1
            while let d = at(j), !d.isASCII, !Self.isIdentifierStart(d), !Self.isHorizontalSpace(d) { j += 1 }
            return (.other, j)
        }

        // MARK: Comments

        /// Block comments nest in Swift; an unterminated one runs to the end of the input.
        func blockCommentEnd(from i: Int) -> Int {
            var depth = 0
            var j = i
            while j < count {
                if scalars[j] == "/", at(j + 1) == "*" {
                    depth += 1; j += 2
                } else if scalars[j] == "*", at(j + 1) == "/" {
                    depth -= 1; j += 2
                    if depth == 0 { return j }
                } else {
                    j += 1
                }
            }
            return count
        }

        // MARK: Strings

        /// If a string literal (plain, multi-line or raw) starts at `i`, the index just past it; an
        /// unterminated single-line literal stops before the newline, a multi-line one at the end of input.
        func stringEnd(from i: Int, depth: Int) -> Int? {
            var j = i
            var hashes = 0
            while at(j) == "#" { hashes += 1; j += 1 }
            guard at(j) == "\"" else { return nil }
            let multiline = at(j + 1) == "\"" && at(j + 2) == "\""
            j += multiline ? 3 : 1
            while j < count {
                let c = scalars[j]
                if c == "\\", hashesFollow(j + 1, hashes) {
                    let k = j + 1 + hashes
                    if at(k) == "(" {
                        j = interpolationEnd(from: k, multiline: multiline, depth: depth)
                    } else if let e = at(k), multiline || (e != "\n" && e != "\r") {
                        j = k + 1
                    } else {
                        j = k
                    }
                    continue
                }
                if c == "\"" {
                    if multiline {
                        if at(j + 1) == "\"", at(j + 2) == "\"", hashesFollow(j + 3, hashes) { return j + 3 + hashes }
                    } else if hashesFollow(j + 1, hashes) {
                        return j + 1 + hashes
                    }
                    j += 1
                    continue
                }
                if !multiline, c == "\n" || c == "\r" { return j }
                j += 1
            }
            return count
        }

        func hashesFollow(_ i: Int, _ n: Int) -> Bool {
            guard n > 0 else { return true }
            guard i + n <= count else { return false }
            return scalars[i..<(i + n)].allSatisfy { $0 == "#" }
        }

        /// `i` is at the `(` of `\(`; returns the index just past the matching `)`, or the line end
        /// (single-line strings) or input end if there is none.
        func interpolationEnd(from i: Int, multiline: Bool, depth: Int) -> Int {
            var parens = 0
            var j = i
            while j < count {
                let c = scalars[j]
                switch c {
                case "(":
                    parens += 1; j += 1
                case ")":
                    parens -= 1; j += 1
                    if parens == 0 { return j }
                case "\"", "#":
                    if depth < SwiftTokenizer.maxInterpolationDepth, let end = stringEnd(from: j, depth: depth + 1) {
                        j = max(end, j + 1)
                    } else {
                        j += 1
                    }
                case "\n", "\r":
                    if !multiline { return j }
                    j += 1
                default:
                    j += 1
                }
            }
            return count
        }

        // MARK: Words, numbers, operators

        func identifierEnd(from i: Int) -> Int {
            var j = i
            while let c = at(j), Self.isIdentifierContinue(c) { j += 1 }
            return j
        }

        /// Decimal, hex, binary and octal literals with `_` separators, fractions and exponents.
        /// A `.` only belongs to the number when a digit follows, so `1...5` and `x.0.1` split sensibly.
        func numberEnd(from i: Int) -> Int {
            let hex = scalars[i] == "0" && (at(i + 1) == "x" || at(i + 1) == "X")
            var j = i + 1
            while let c = at(j) {
                if Self.isDigit(c) || Self.isASCIILetter(c) || c == "_" {
                    j += 1
                } else if c == ".", let d = at(j + 1), Self.isDigit(d) || (hex && Self.isHexDigit(d)) {
                    j += 1
                } else if c == "+" || c == "-", let p = at(j - 1),
                          hex ? (p == "p" || p == "P") : (p == "e" || p == "E"),
                          let d = at(j + 1), Self.isDigit(d) {
                    j += 1
                } else {
                    break
                }
            }
            return j
        }

        /// A run of operator characters; stops before a comment opener. Dots only join a run that
        /// starts with a dot (`...`, `..<`), as in Swift itself.
        func operatorEnd(from i: Int, allowDots: Bool) -> Int {
            var j = i
            while let c = at(j), Self.isOperator(c) || (allowDots && c == ".") {
                if j > i, c == "/", at(j + 1) == "/" || at(j + 1) == "*" { break }
                j += 1
            }
            return j
        }

        // MARK: Character classes

        static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
        static func isHexDigit(_ c: Unicode.Scalar) -> Bool {
            isDigit(c) || (c >= "a" && c <= "f") || (c >= "A" && c <= "F")
        }
        static func isASCIILetter(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") }
        static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
            if c.isASCII { return isASCIILetter(c) || c == "_" }
            return c.properties.isXIDStart
        }
        static func isIdentifierContinue(_ c: Unicode.Scalar) -> Bool {
            if c.isASCII { return isASCIILetter(c) || isDigit(c) || c == "_" }
            return c.properties.isXIDContinue
        }
        static func isOperator(_ c: Unicode.Scalar) -> Bool {
            switch c {
            case "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?": return true
            default: return false
            }
        }
        /// White space but line breaks; in ASCII (Unicode's White_Space there) space, tab, VT and FF.
        static func isHorizontalSpace(_ c: Unicode.Scalar) -> Bool {
            if c.isASCII { return c == " " || c == "\t" || c == "\u{0B}" || c == "\u{0C}" }
            return c.properties.isWhitespace
        }
    }
}
