import Foundation

/// Turns the bytes of a source file into its normalised lines, or explains precisely why it
/// cannot: empty, binary (NUL bytes), invalid UTF-8 (with the byte offset), or too large.
enum SourceDecoder {
    /// Larger inputs are refused up front (before they are read: `ContentLoader` checks the size)
    /// so a stray paste can never exhaust memory; a guide a thousand times the real one is well
    /// inside.
    static let maximumBytes = 256 * 1024 * 1024

    enum Failure: Error, Equatable {
        case empty
        case tooLarge(bytes: Int)
        case binary(offset: Int)
        case invalidUTF8(offset: Int, line: Int, column: Int)

        /// Where the mistake is: a bad byte's own place, the top of the file otherwise.
        var line: Int { if case .invalidUTF8(_, let line, _) = self { line } else { 1 } }
        var column: Int { if case .invalidUTF8(_, _, let column) = self { column } else { 1 } }
    }

    static func decode(_ data: Data) -> Result<[String], Failure> {
        if data.count > maximumBytes { return .failure(.tooLarge(bytes: data.count)) }
        let bytes = [UInt8](data)
        // Each line is validated as it becomes a String; the place of the first NUL or bad byte
        // is looked for only when there is one.
        guard let lines = TextNormalizer.lines(of: bytes) else {
            if let nul = bytes.firstIndex(of: 0) { return .failure(.binary(offset: nul)) }
            let bad = firstInvalidUTF8Offset(bytes) ?? 0
            var line = 1, lineStart = 0
            for i in 0..<bad where bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
            return .failure(.invalidUTF8(offset: bad, line: line, column: bad - lineStart + 1))
        }
        // Empty when every Character is whitespace. The first byte that is not ASCII whitespace
        // tells when it is ASCII: such a byte starts a Character of its own.
        let first = bytes.first { !(0x09...0x0D).contains($0) && $0 != 0x20 }
        let blank = first.map { $0 >= 0x80 && String(decoding: bytes, as: UTF8.self).allSatisfy(\.isWhitespace) } ?? true
        return blank ? .failure(.empty) : .success(lines)
    }

    /// Offset of the first byte that does not start or continue a well-formed UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &input) { offset += scalar.count }
        return offset < bytes.count ? offset : nil
    }
}
