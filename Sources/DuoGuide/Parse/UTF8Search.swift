#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Substring search on UTF-8 bytes, wherever that gives exactly the answer of Foundation's
/// `contains(_:)` and `range(of:)`, which compare by canonical equivalence through CFStringFind
/// and were the slowest part of parsing (and of `hasPrefix`, which compares Characters).
///
/// The two agree when the text and the needle are made of `PlainScalar`s. Such strings are in NFC
/// with every scalar its own grapheme cluster, so a slice of the text is canonically equivalent to
/// the needle exactly when it is byte-for-byte equal; and Foundation, which refuses matches that
/// end inside a cluster, has no such match to refuse. Any other text or needle takes Foundation's path.
struct UTF8Search {
    let text: String
    private let isPlain: Bool

    init(_ text: String) {
        self.text = text
        self.isPlain = Self.isPlain(text)
    }

    /// `text.contains(needle)` as Foundation answers it.
    func contains(_ needle: String) -> Bool {
        guard isPlain, Self.isPlain(needle), let found = byteRange(of: needle, backwards: false) else {
            return text.contains(needle)
        }
        return found != nil
    }

    /// `text.range(of: needle)` (with `.backwards`: the last match) as Foundation answers it.
    func range(of needle: String, backwards: Bool = false) -> Range<String.Index>? {
        guard isPlain, Self.isPlain(needle), let found = byteRange(of: needle, backwards: backwards) else {
            return text.range(of: needle, options: backwards ? .backwards : [])
        }
        guard let bytes = found else { return nil }
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
        return lower..<utf8.index(lower, offsetBy: bytes.count)
    }

    /// `text.hasPrefix(prefix)`, which compares Characters, as the standard library answers it.
    func hasPrefix(_ prefix: String) -> Bool {
        guard isPlain, Self.isPlain(prefix) else { return text.hasPrefix(prefix) }
        return text.utf8.starts(with: prefix.utf8)
    }

    /// `text.hasPrefix(prefix)` as the standard library answers it, looking only at the start of
    /// the text (the parser asks it of whole paragraphs). A plain prefix at the start of text whose
    /// first bytes, one scalar past the prefix, encode scalars below U+0300 (none of which joins a
    /// neighbour into a larger Character) is a byte prefix ending at a Character boundary.
    static func hasPrefix(_ text: String, _ prefix: String) -> Bool {
        let answer = onBytes(text, prefix) { bytes, start -> Bool? in
            guard hasOnlyLowBytes(UnsafeBufferPointer(rebasing: bytes.prefix(start.count + 4))) else { return nil }
            return bytes.count >= start.count && bytes.prefix(start.count).elementsEqual(start)
        }
        return answer ?? text.hasPrefix(prefix)
    }

    /// What `body` answers from the contiguous bytes of `text` and of a plain `affix`; nil when
    /// either is not contiguous, the affix is not plain, or `body` cannot tell (the caller then
    /// asks Characters). Reading the bytes in place costs a few instructions each, where the
    /// String's UTF-8 view cost a few tens per byte.
    private static func onBytes(_ text: String, _ affix: String,
                                _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool?) -> Bool? {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
            affix.utf8.withContiguousStorageIfAvailable { affixBytes in
                isPlain(affixBytes) ? body(bytes, affixBytes) : nil
            } ?? nil
        }
        return answer ?? nil
    }

    /// Whether every byte is below 0xCC and none is CR: each encodes a scalar below U+0300 or
    /// continues one.
    private static func hasOnlyLowBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0xCC && $0 != 0x0D }
    }

    /// `text.hasSuffix(suffix)` the same way, at the end of the text: the scalar before the suffix
    /// (up to four bytes) must also be below U+0300, as a prepended scalar would take the suffix's
    /// first character into its own.
    static func hasSuffix(_ text: String, _ suffix: String) -> Bool {
        let answer = onBytes(text, suffix) { bytes, end -> Bool? in
            guard hasOnlyLowBytes(UnsafeBufferPointer(rebasing: bytes.suffix(end.count + 4))) else { return nil }
            return bytes.count >= end.count && bytes.suffix(end.count).elementsEqual(end)
        }
        return answer ?? text.hasSuffix(suffix)
    }

    /// `text` without its final Characters that are among `characters` (ASCII ones): on bytes
    /// when the text is plain (one scalar per Character, so the final Characters are the final
    /// bytes), by Character otherwise.
    static func droppingFinal(_ characters: String, from text: String) -> String {
        guard isPlain(text) else {
            var text = text
            while let last = text.last, characters.contains(last) { text.removeLast() }
            return text
        }
        let bytes = Array(characters.utf8)
        let utf8 = text.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, bytes.contains(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        return end == utf8.endIndex ? text : String(text[..<end])
    }

    static func isPlain(_ s: String) -> Bool {
        s.utf8.withContiguousStorageIfAvailable(isPlain) ?? s.unicodeScalars.allSatisfy { PlainScalar.isPlain($0.value) }
    }

    /// `isPlain` on the bytes of a String (valid UTF-8), in one pass: eight bytes at a time where
    /// none is 0xCC or more (most of any text, accented Latin included), and a scalar decoded only
    /// at a byte of 0xCC or more, which always starts one (bytes below 0xCC, CR aside, encode
    /// scalars below U+0300 or continue one). Every text is asked this, often more than once; a
    /// line with one bullet or ideograph used to be asked again scalar by scalar through the
    /// String's scalar view.
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i < bytes.count {
            if i + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                // Is any byte CR, that is, is any byte of word ^ CRs zero? (Exact for "any": a
                // byte of 0x80 or more never makes the test true.)
                let crs = word ^ 0x0D0D_0D0D_0D0D_0D0D
                if (crs &- 0x0101_0101_0101_0101) & ~crs & 0x8080_8080_8080_8080 != 0 { return false }
                if word & 0x8080_8080_8080_8080 == 0 || !hasLeadOfU0300OrMore(word) {
                    i += 8
                    continue
                }
            }
            let byte = bytes[i]
            if byte == 0x0D { return false }
            guard byte >= 0xCC else {
                i += 1
                continue
            }
            let (value, length) = TextNormalizer.decodeScalar(at: i, in: bytes)
            guard PlainScalar.isPlain(value) else { return false }
            i += length
        }
        return true
    }

    /// Whether any of the eight bytes of `word` is 0xCC or more. For a byte of 0x80 or more, its
    /// low seven bits plus 0x34 reach 0x80 exactly when the byte is 0xCC or more, and never carry
    /// into the next byte (0x7F + 0x34 < 0x100); bytes below 0x80 are masked out after.
    private static func hasLeadOfU0300OrMore(_ word: UInt64) -> Bool {
        ((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x3434_3434_3434_3434) & word & 0x8080_8080_8080_8080 != 0
    }

    /// The byte offsets of the first (or last) match; nil when the text is not contiguous UTF-8.
    private func byteRange(of needle: String, backwards: Bool) -> Range<Int>?? {
        text.utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { needle in
                Self.find(needle, in: haystack, backwards: backwards).map { $0..<($0 + needle.count) }
            }
        } ?? nil
    }

    /// Naive search, with memchr to skip to each candidate first byte going forwards: the needles
    /// are short phrases and API names, so nothing cleverer pays for itself.
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, backwards: Bool) -> Int? {
        // Foundation finds the empty string nowhere.
        guard !needle.isEmpty, needle.count <= haystack.count,
              let h = haystack.baseAddress, let n = needle.baseAddress else { return nil }
        let lastStart = haystack.count - needle.count
        if backwards {
            // The first byte compared before the rest: a call to memcmp at every position was most
            // of a backwards search.
            let first = n.pointee
            for start in stride(from: lastStart, through: 0, by: -1) where h[start] == first && memcmp(h + start, n, needle.count) == 0 {
                return start
            }
            return nil
        }
        let first = Int32(n.pointee)
        var start = 0
        while start <= lastStart {
            guard let hit = memchr(h + start, first, lastStart - start + 1) else { return nil }
            let offset = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - h
            // The second byte before calling memcmp: needles starting with a space meet one at
            // every word.
            if needle.count == 1 || h[offset + 1] == n[1], memcmp(h + offset, n, needle.count) == 0 { return offset }
            start = offset + 1
        }
        return nil
    }
}
