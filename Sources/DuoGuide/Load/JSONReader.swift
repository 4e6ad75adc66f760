/// Finds where the JSON of a content file (the manifest, a locale, the translation record) breaks
/// the syntax. JSONDecoder on this toolchain says only "not valid JSON" for a syntax error; an
/// author editing a locale needs the line and column of the mistake, which this reader gives.
/// `ContentFile` asks it only about a file JSONDecoder refused.
struct JSONReader {
    /// A syntax error and where it is: `line` and `column` count from 1, the column in Unicode
    /// scalars, as an editor counts characters.
    struct SyntaxError: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var i = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Reads the one value `bytes` hold, throwing at the first syntax error; a byte order mark
    /// before it is allowed, as JSONDecoder allows it.
    static func read(_ bytes: [UInt8]) throws(SyntaxError) {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.i = 3 }
        try reader.value()
        reader.skipSpace()
        guard reader.i == bytes.count else { throw reader.error("unexpected text after the JSON value") }
    }

    private func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
        let offset = min(offset ?? i, bytes.count)
        var line = 1, column = 1
        for byte in bytes[..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte: a new scalar
                column += 1
            }
        }
        return SyntaxError(line: line, column: column, message: message)
    }

    /// What is at `i`, for messages: the scalar, or the end of the file.
    private var found: String {
        guard i < bytes.count else { return "the end of the file" }
        var end = i + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[i..<end], as: UTF8.self))'"
    }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
    }

    private mutating func value() throws(SyntaxError) {
        skipSpace()
        guard i < bytes.count else { throw error("expected a value, found the end of the file") }
        switch bytes[i] {
        case UInt8(ascii: "{"): try elements(close: "}", what: "a field")
        case UInt8(ascii: "["): try elements(close: "]", what: "an item")
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw error("expected a value, found \(found)")
        }
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        guard bytes[i...].starts(with: word.utf8) else { throw error("expected a value, found \(found)") }
        i += word.utf8.count
    }

    private mutating func number() throws(SyntaxError) {
        func digits() -> Int {
            let first = i
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
            return i - first
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        let integerStart = i
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("expected a digit, found \(found)") }
        guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
            throw error("a number may not start with 0", at: integerStart)
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw error("expected a digit, found \(found)") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw error("expected a digit, found \(found)") }
        }
    }

    /// An object (`close` is `}`: its members are `"name": value`) or an array (`]`: values),
    /// from the opening bracket at `i`.
    private mutating func elements(close: Unicode.Scalar, what: String) throws(SyntaxError) {
        let isObject = close == "}"
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: close) {
            i += 1
            return
        }
        while true {
            if isObject {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a field name in quotes, found \(found)") }
                try string()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after the field name, found \(found)") }
                i += 1
            }
            try value()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ",") || bytes[i] == UInt8(ascii: close) else {
                throw error("expected ',' or '\(close)' after \(what), found \(found)")
            }
            i += 1
            if bytes[i - 1] == UInt8(ascii: close) { return }
        }
    }

    /// The string starting at the quote at `i`. Its bytes are UTF-8 exactly when the text they
    /// stand for is: an escape is ASCII and stands for whole scalars.
    private mutating func string() throws(SyntaxError) {
        let start = i
        i += 1  // "
        while true {
            guard i < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20 else { throw error("a control character must be escaped in a string") }
            i += 1
            guard byte == UInt8(ascii: "\\") else { continue }
            let escapeStart = i - 1
            guard i < bytes.count else { throw error("unterminated string", at: start) }
            let escaped = bytes[i]
            i += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                continue
            case UInt8(ascii: "u"):
                let value = try hex4(escapeStart)
                if (0xD800..<0xDC00).contains(value) {
                    // A high surrogate makes a scalar only with the low one escaped right after it.
                    guard bytes[i...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                        throw error("a lone surrogate in \\u escape", at: escapeStart)
                    }
                    i += 2
                    guard (0xDC00..<0xE000).contains(try hex4(escapeStart)) else {
                        throw error("a lone surrogate in \\u escape", at: escapeStart)
                    }
                } else if (0xDC00..<0xE000).contains(value) {
                    throw error("a lone surrogate in \\u escape", at: escapeStart)
                }
            default:
                throw error("unknown escape '\\\(Unicode.Scalar(escaped))'", at: escapeStart)
            }
        }
        i += 1  // "
        guard String(validating: bytes[(start + 1)..<(i - 1)], as: UTF8.self) != nil else {
            throw error("a string that is not UTF-8", at: start)
        }
    }

    /// Four hex digits at `i`, for the `\u` escape starting at `escapeStart`.
    private mutating func hex4(_ escapeStart: Int) throws(SyntaxError) -> UInt16 {
        guard bytes.count - i >= 4, let value = UInt16(String(decoding: bytes[i..<(i + 4)], as: UTF8.self), radix: 16),
              bytes[i..<(i + 4)].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") }) else {
            throw error("expected four hex digits in \\u escape", at: escapeStart)
        }
        i += 4
        return value
    }
}
