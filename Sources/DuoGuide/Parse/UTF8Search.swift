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

    static func isPlain(_ s: String) -> Bool {
        // Bytes below 0xCC, CR aside, only encode scalars below U+0300: the common case, decided without decoding.
        let quick = s.utf8.withContiguousStorageIfAvailable { bytes in
            // A plain loop over the buffer: the generic UTF8View iteration was a measurable cost.
            var ok = true
            for byte in bytes where byte >= 0xCC || byte == 0x0D { ok = false; break }
            return ok
        } ?? s.utf8.allSatisfy { $0 < 0xCC && $0 != 0x0D }
        return quick || s.unicodeScalars.allSatisfy { PlainScalar.isPlain($0.value) }
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
            if memcmp(h + offset, n, needle.count) == 0 { return offset }
            start = offset + 1
        }
        return nil
    }
}
