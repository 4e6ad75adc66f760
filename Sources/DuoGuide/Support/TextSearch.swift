import Foundation

extension String {
    /// The first (or, `backwards`, the last) place where `needle` occurs as whole Characters; an
    /// empty needle occurs nowhere, as in Foundation.
    ///
    /// The text is in NFC (Load normalises it), so a run of Characters equals the needle exactly
    /// when their UTF-8 bytes do and the match starts and ends at Character boundaries. Searching
    /// the bytes avoids Foundation's `range(of:)`, which copies both strings to UTF-16 at every
    /// call.
    func characterRange(of needle: String, backwards: Bool = false) -> Range<Index>? {
        let length = needle.utf8.count
        let found = byteRange(of: needle, backwards: backwards) { start in
            isCharacterBoundary(atUTF8Offset: start) && isCharacterBoundary(atUTF8Offset: start + length)
        }
        guard let found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: found.lowerBound)
        return lower..<utf8.index(lower, offsetBy: found.count)
    }

    /// Whether the UTF-8 bytes of `needle` occur anywhere in the text's, Character boundaries or
    /// not: a cheap way to rule out a scan that could only find what these bytes spell.
    func containsBytes(_ needle: String) -> Bool {
        byteRange(of: needle, backwards: false) { _ in true } != nil
    }

    /// The byte range of the first (or last) match of `needle`'s bytes that `accept` takes.
    private func byteRange(of needle: String, backwards: Bool, accept: (Int) -> Bool) -> Range<Int>? {
        withContiguousUTF8 { bytes in
            needle.withContiguousUTF8 { Self.byteMatch(of: $0, in: bytes, backwards: backwards, accept: accept) }
        }
    }

    /// Whether `needle` occurs in the text as whole Characters.
    func containsCharacters(_ needle: String) -> Bool {
        characterRange(of: needle) != nil
    }

    /// `hasPrefix(prefix)` for NFC text and an NFC prefix: the bytes match and the prefix ends at a
    /// Character boundary of the text. `hasPrefix` compares Character by Character unless it knows
    /// both strings are ASCII.
    func hasCharacterPrefix(_ prefix: String) -> Bool {
        var bytes = utf8.makeIterator()
        for byte in prefix.utf8 where bytes.next() != byte { return false }
        return isCharacterBoundary(atUTF8Offset: prefix.utf8.count)
    }

    private func isCharacterBoundary(atUTF8Offset offset: Int) -> Bool {
        String.Index(utf8.index(utf8.startIndex, offsetBy: offset), within: self) != nil
    }

    /// The byte range of the first (or last) match of `needle` that `accept` takes. Going forwards,
    /// memchr finds each candidate first byte: most of a text is not one.
    private static func byteMatch(of needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, backwards: Bool,
                                  accept: (Int) -> Bool) -> Range<Int>? {
        guard !needle.isEmpty, needle.count <= text.count, let base = text.baseAddress else { return nil }
        func matches(at start: Int) -> Bool {
            for k in 1..<needle.count where text[start + k] != needle[k] { return false }
            return accept(start)
        }
        let lastStart = text.count - needle.count
        if backwards {
            return stride(from: lastStart, through: 0, by: -1).first { text[$0] == needle[0] && matches(at: $0) }.map { $0..<($0 + needle.count) }
        }
        var start = 0
        while start <= lastStart, let hit = memchr(base + start, Int32(needle[0]), lastStart - start + 1) {
            let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if matches(at: offset) { return offset..<(offset + needle.count) }
            start = offset + 1
        }
        return nil
    }
}
