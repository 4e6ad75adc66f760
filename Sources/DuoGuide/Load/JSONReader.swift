/// Reads the JSON of the content folder (the manifest and the locale files: objects, arrays and
/// strings) into `JSONReader.Value`s, on bytes. JSONDecoder spent about 300 instructions a byte on
/// these few kilobytes, before any page could be built.
///
/// It only reads what it is sure JSONDecoder reads the same way, and says nil for anything else:
/// numbers, escapes that make no scalar (a lone surrogate), a key given twice, bytes that are not
/// UTF-8, a byte order mark, and every syntax error. The caller then asks JSONDecoder, so a file
/// this reader declines decodes, or fails with the same diagnostic, exactly as before.
struct JSONReader {
    indirect enum Value: Equatable {
        case string(String)
        case array([Value])
        case object([String: Value])
        case bool(Bool)
        case null

        var string: String? {
            if case .string(let s) = self { return s }
            return nil
        }

        /// An array of strings, nil if anything else.
        var strings: [String]? {
            guard case .array(let items) = self else { return nil }
            var out: [String] = []
            out.reserveCapacity(items.count)
            for item in items {
                guard case .string(let s) = item else { return nil }
                out.append(s)
            }
            return out
        }

        var object: [String: Value]? {
            if case .object(let members) = self { return members }
            return nil
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The value `bytes` hold, or nil when this reader declines them (see above).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        var reader = JSONReader(bytes: bytes)
        guard let value = reader.value() else { return nil }
        reader.skipSpace()
        return reader.i == bytes.count ? value : nil
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): i += 1
            default: return
            }
        }
    }

    private mutating func value() -> Value? {
        skipSpace()
        guard i < bytes.count else { return nil }
        switch bytes[i] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(Value.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return nil  // numbers among them: no field of these files is one
        }
    }

    private mutating func literal(_ word: StaticString, _ value: Value) -> Value? {
        let count = word.utf8CodeUnitCount
        guard bytes.count - i >= count else { return nil }
        for k in 0..<count where bytes[i + k] != word.utf8Start[k] { return nil }
        i += count
        return value
    }

    private mutating func object() -> Value? {
        i += 1  // {
        var members: [String: Value] = [:]
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
            i += 1
            guard let value = value(), members.updateValue(value, forKey: key) == nil else { return nil }
            skipSpace()
            guard i < bytes.count else { return nil }
            defer { i += 1 }
            if bytes[i] == UInt8(ascii: "}") { return .object(members) }
            guard bytes[i] == UInt8(ascii: ",") else { return nil }
        }
    }

    private mutating func array() -> Value? {
        i += 1  // [
        var items: [Value] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return .array(items)
        }
        while true {
            guard let item = value() else { return nil }
            items.append(item)
            skipSpace()
            guard i < bytes.count else { return nil }
            defer { i += 1 }
            if bytes[i] == UInt8(ascii: "]") { return .array(items) }
            guard bytes[i] == UInt8(ascii: ",") else { return nil }
        }
    }

    /// The string starting at the quote at `i`. A string without escapes (nearly all) is its bytes;
    /// one with escapes is rebuilt scalar by scalar.
    private mutating func string() -> String? {
        i += 1  // "
        let start = i
        var hasEscape = false
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { return nil }
            if byte == UInt8(ascii: "\\") {
                hasEscape = true
                i += 1  // the escaped byte is skipped: it may be a quote
            }
            i += 1
        }
        guard i < bytes.count else { return nil }
        let content = UnsafeBufferPointer(rebasing: bytes[start..<i])
        i += 1  // "
        return hasEscape ? Self.unescaped(content) : String(validating: content, as: UTF8.self)
    }

    private static func unescaped(_ content: UnsafeBufferPointer<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(content.count)
        var k = 0
        while k < content.count {
            let byte = content[k]
            k += 1
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                continue
            }
            guard k < content.count else { return nil }
            let escaped = content[k]
            k += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hex4(content, at: k) else { return nil }
                k += 4
                var value = UInt32(unit)
                if (0xD800..<0xDC00).contains(unit) {
                    // A high surrogate makes a scalar only with the low one escaped right after it.
                    guard k + 1 < content.count, content[k] == UInt8(ascii: "\\"), content[k + 1] == UInt8(ascii: "u"),
                          let low = hex4(content, at: k + 2), (0xDC00..<0xE000).contains(low) else { return nil }
                    k += 6
                    value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(value) else { return nil }
                out.append(contentsOf: UTF8.encode(scalar)!)
            default:
                return nil
            }
        }
        return out.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) }
    }

    private static func hex4(_ content: UnsafeBufferPointer<UInt8>, at k: Int) -> UInt16? {
        guard content.count - k >= 4 else { return nil }
        var value: UInt16 = 0
        for byte in content[k..<(k + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
