#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Brings source text to one canonical form so that cosmetic differences never change the model:
/// a byte-order mark, CRLF or CR line ends, Unicode NFD, no-break spaces, tabs and trailing spaces
/// all give the same lines as the clean text.
///
/// The rules are those of `linesThroughFoundation` (NFC over the whole text, then line ends, then
/// each line's spaces). Almost every line is made of `PlainScalar`s, which NFC leaves alone, so
/// lines are cut and cleaned on UTF-8 bytes and only the others go through Foundation's NFC.
/// (NFC never joins across a line end: CR and LF compose with nothing.)
enum TextNormalizer {
    static func lines(of text: String) -> [String] {
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var lines: [String] = []
        var line: [UInt8] = []
        let whole = text
        let done: Void? = whole.utf8.withContiguousStorageIfAvailable { bytes in
            /// Line `start..<end` of the text. A clean one (nearly every line) is copied out of the
            /// text, which is valid UTF-8 already: made from its bytes, it was validated again.
            func normalizedLine(_ start: Int, _ end: Int) -> String {
                let lineBytes = UnsafeBufferPointer(rebasing: bytes[start..<end])
                guard isClean(lineBytes) else { return normalizeLine(lineBytes, into: &line) }
                let utf8 = whole.utf8
                return String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]))
            }
            // Foundation's CR replacement leaves a CR alone, or doubles a CR LF, when a combining mark
            // follows; such texts keep the reference path, quirks and all.
            // (Without a CR, the usual case, there is nothing to look for.)
            let hasCR = firstOffset(of: 0x0D, in: bytes, from: 0) != nil
            guard !hasCR || !hasCRBeforeMark(bytes) else { return nil }
            if !hasCR {
                // LF only (the usual case): each line end found with memchr.
                var start = 0
                while let end = firstOffset(of: 0x0A, in: bytes, from: start) {
                    lines.append(normalizedLine(start, end))
                    start = end + 1
                }
                lines.append(normalizedLine(start, bytes.count))
                return ()
            }
            var start = 0
            var i = 0
            while i <= bytes.count {
                let atEnd = i == bytes.count
                guard atEnd || bytes[i] == 0x0A || bytes[i] == 0x0D else { i += 1; continue }
                lines.append(normalizedLine(start, i))
                if !atEnd, bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                i += 1
                start = i
            }
            return ()
        } ?? nil
        return done == nil ? linesThroughFoundation(text) : lines
    }

    /// One line (without its line end): cleaned byte by byte when all its scalars are plain,
    /// through Foundation's NFC otherwise. `buffer` is scratch space reused between lines.
    static func normalizeLine(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: inout [UInt8]) -> String {
        // Nearly every line is already clean: made as it is, without copying it byte by byte.
        if isClean(bytes) { return String(decoding: bytes, as: UTF8.self) }
        buffer.removeAll(keepingCapacity: true)
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            if lead < 0x80, lead != 0x0D {
                // ASCII (CR aside, which is not plain) is copied as it is, a tab as four spaces.
                if lead == 0x09 { buffer.append(contentsOf: [0x20, 0x20, 0x20, 0x20]) } else { buffer.append(lead) }
                i += 1
                continue
            }
            let (scalar, length) = decodeScalar(at: i, in: bytes)
            guard PlainScalar.isPlain(scalar) else {
                let nfc = String(decoding: bytes, as: UTF8.self).precomposedStringWithCanonicalMapping
                return normalizeLine(Substring(nfc))
            }
            if scalar == 0xA0 { buffer.append(0x20) } else { buffer.append(contentsOf: bytes[i..<(i + length)]) }
            i += length
        }
        // Plain scalars never join a space into a larger cluster: a final 0x20 byte is a final " ".
        while buffer.last == 0x20 { buffer.removeLast() }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Whether `normalizeLine` would return the line as it is: plain scalars only, no tab, no
    /// no-break space, no trailing space.
    static func isClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        if bytes.last == 0x20 { return false }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i < bytes.count {
            // Eight ASCII bytes at a time (most of a line), none a tab or a CR: a byte of
            // word ^ 0x09… or word ^ 0x0D… is zero exactly where the word has that byte.
            if i + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let tabs = word ^ 0x0909_0909_0909_0909, crs = word ^ 0x0D0D_0D0D_0D0D_0D0D
                let zeros = ((tabs &- 0x0101_0101_0101_0101) & ~tabs) | ((crs &- 0x0101_0101_0101_0101) & ~crs)
                if (word | zeros) & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
            }
            let lead = bytes[i]
            if lead < 0x80 {
                if lead == 0x09 || lead == 0x0D { return false }
                i += 1
                continue
            }
            let (scalar, length) = decodeScalar(at: i, in: bytes)
            if scalar == 0xA0 || !PlainScalar.isPlain(scalar) { return false }
            i += length
        }
        return true
    }

    /// The scalar whose encoding starts at `i` of valid UTF-8, and its length in bytes.
    static func decodeScalar(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int) {
        let lead = bytes[i]
        let (length, payload): (Int, UInt8) = switch lead {
        case ..<0x80: (1, lead)
        case ..<0xE0: (2, lead & 0x1F)
        case ..<0xF0: (3, lead & 0x0F)
        default: (4, lead & 0x07)
        }
        var value = UInt32(payload)
        for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
        return (value, length)
    }

    /// The offset of the first `byte` at or after `start`.
    static func firstOffset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
              let hit = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// Whether a line end CR or CR LF is followed by a scalar at or above U+0300 (lead byte 0xCC
    /// or more), such as a combining mark, which Foundation's replacement treats as part of it.
    static func hasCRBeforeMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for i in bytes.indices where bytes[i] == 0x0D {
            var next = i + 1
            if next < bytes.count, bytes[next] == 0x0A { next += 1 }
            if next < bytes.count, bytes[next] >= 0xCC { return true }
        }
        return false
    }

    /// The reference rules, on the whole text.
    static func linesThroughFoundation(_ text: String) -> [String] {
        // NFC first: NFD «ó» is two scalars and would defeat every phrase match.
        let text = text.precomposedStringWithCanonicalMapping
            .replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(normalizeLine)
    }

    static func normalizeLine(_ line: Substring) -> String {
        var out = ""
        out.reserveCapacity(line.utf8.count)
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\t": out += "    "
            case "\u{00A0}", "\u{202F}", "\u{2007}": out += " "
            case "\u{FEFF}", "\u{200B}": continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        while let last = out.last, last == " " { out.removeLast() }
        return out
    }
}
