/// `SearchIndexBuilder.tokenRanges` on UTF-8 bytes: the same tokens (maximal runs of letters,
/// digits and combining marks), each handed over as a slice of the text's bytes, without an index
/// into `String` or a `Substring` per token. ASCII is decided byte by byte; any other scalar is
/// decoded and asked `SearchIndexBuilder.isTokenScalar`, the one definition of a token scalar.
enum ByteTokenizer {
    static func forEachToken(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        text.withUTF8Bytes { forEachToken(in: $0, body) }
    }

    /// `bytes` must be valid UTF-8, as a `String`'s are.
    static func forEachToken(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var start = -1
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            if lead < 0x80 {
                if isTokenASCII(lead) {
                    // The rest of a run of ASCII letters and digits in a tight loop: most bytes of
                    // a guide are in one, and a step of the general loop cost twice as much a byte.
                    if start < 0 { start = i }
                    i += 1
                    while i < bytes.count && bytes[i] < 0x80 && isTokenASCII(bytes[i]) { i += 1 }
                } else {
                    if start >= 0 {
                        body(UnsafeBufferPointer(rebasing: bytes[start..<i]))
                        start = -1
                    }
                    i += 1
                }
                continue
            }
            let width: Int
            var value: UInt32
            if lead >= 0xF0 {
                width = 4
                value = UInt32(lead & 0x07)
            } else if lead >= 0xE0 {
                width = 3
                value = UInt32(lead & 0x0F)
            } else {
                width = 2
                value = UInt32(lead & 0x1F)
            }
            for k in 1..<width { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
            let inToken: Bool
            if value < ByteTokenizer.latinEnd {
                inToken = ByteTokenizer.latinTokenScalars[Int(value) - 0x80]
            } else {
                inToken = Unicode.Scalar(value).map(SearchIndexBuilder.isTokenScalar) ?? false
            }
            if inToken {
                if start < 0 { start = i }
            } else if start >= 0 {
                body(UnsafeBufferPointer(rebasing: bytes[start..<i]))
                start = -1
            }
            i += width
        }
        if start >= 0 { body(UnsafeBufferPointer(rebasing: bytes[start..<bytes.count])) }
    }

    /// One bit per byte: `0`–`9` below 0x40; `A`–`Z` and `a`–`z` from 0x40 (see `isTokenScalar`).
    @inline(__always)
    private static func isTokenASCII(_ byte: UInt8) -> Bool {
        byte < 0x40 ? (0x03FF_0000_0000_0000 as UInt64) >> byte & 1 != 0 : (0x07FF_FFFE_07FF_FFFE as UInt64) >> (byte & 0x3F) & 1 != 0
    }

    /// `isTokenScalar` of U+0080 up to `latinEnd`, asked once per process: the guides' accented
    /// letters come by the thousand, and each answer was a general category lookup.
    static let latinEnd: UInt32 = 0x300
    static let latinTokenScalars: [Bool] = (0x80..<latinEnd).map { SearchIndexBuilder.isTokenScalar(Unicode.Scalar($0)!) }
}
