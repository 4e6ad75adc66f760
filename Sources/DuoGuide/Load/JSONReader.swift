/// Reads the JSON of the content folder (the manifest and the locale files) into `JSONReader.Value`s.
/// JSONDecoder on this toolchain says only "not valid JSON" for a syntax error; an author editing a
/// locale needs the line and column of the mistake, which this reader gives.
struct JSONReader {
    indirect enum Value: Equatable {
        case string(String)
        case number(String)
        case array([Value])
        case object([String: Value])
        case bool(Bool)
        case null
    }

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

    /// The value `bytes` hold; a byte order mark before it is allowed, as JSONDecoder allows it.
    static func read(_ bytes: [UInt8]) throws(SyntaxError) -> Value {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.i = 3 }
        let value = try reader.value()
        reader.skipSpace()
        guard reader.i == bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return value
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

    private mutating func value() throws(SyntaxError) -> Value {
        skipSpace()
        guard i < bytes.count else { throw error("expected a value, found the end of the file") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("expected a value, found \(found)")
        }
    }

    private mutating func literal(_ word: String, _ value: Value) throws(SyntaxError) -> Value {
        guard bytes[i...].starts(with: word.utf8) else { throw error("expected a value, found \(found)") }
        i += word.utf8.count
        return value
    }

    /// A number as written (no field of the content files is one; unknown fields may be).
    private mutating func number() throws(SyntaxError) -> Value {
        let start = i
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
        return .number(String(decoding: bytes[start..<i], as: UTF8.self))
    }

    private mutating func object() throws(SyntaxError) -> Value {
        i += 1  // {
        var members: [String: Value] = [:]
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a field name in quotes, found \(found)") }
            let key = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after the field name, found \(found)") }
            i += 1
            members[key] = try value()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ",") || bytes[i] == UInt8(ascii: "}") else {
                throw error("expected ',' or '}' after a field, found \(found)")
            }
            i += 1
            if bytes[i - 1] == UInt8(ascii: "}") { return .object(members) }
        }
    }

    private mutating func array() throws(SyntaxError) -> Value {
        i += 1  // [
        var items: [Value] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return .array(items)
        }
        while true {
            items.append(try value())
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ",") || bytes[i] == UInt8(ascii: "]") else {
                throw error("expected ',' or ']' after an item, found \(found)")
            }
            i += 1
            if bytes[i - 1] == UInt8(ascii: "]") { return .array(items) }
        }
    }

    /// The string starting at the quote at `i`.
    private mutating func string() throws(SyntaxError) -> String {
        let start = i
        i += 1  // "
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20 else { throw error("a control character must be escaped in a string") }
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                i += 1
                continue
            }
            let escapeStart = i
            i += 1
            guard i < bytes.count else { throw error("unterminated string", at: start) }
            let escaped = bytes[i]
            i += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var value = UInt32(try hex4(escapeStart))
                if (0xD800..<0xDC00).contains(value) {
                    // A high surrogate makes a scalar only with the low one escaped right after it.
                    guard bytes[i...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                        throw error("a lone surrogate in \\u escape", at: escapeStart)
                    }
                    i += 2
                    let low = UInt32(try hex4(escapeStart))
                    guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate in \\u escape", at: escapeStart) }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(value) else { throw error("a lone surrogate in \\u escape", at: escapeStart) }
                out.append(contentsOf: UTF8.encode(scalar)!)
            default:
                throw error("unknown escape '\\\(Unicode.Scalar(escaped))'", at: escapeStart)
            }
        }
        i += 1  // "
        guard let text = String(validating: out, as: UTF8.self) else { throw error("a string that is not UTF-8", at: start) }
        return text
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
