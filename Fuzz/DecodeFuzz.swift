// libFuzzer target `decode`: bytes → SourceDecoder → TextNormalizer (normalised lines).
//
// Besides crashes and sanitizer reports it traps when
// - the decoder refuses or accepts the wrong inputs: text iff non-empty, not only whitespace, no
//   NUL and well-formed UTF-8; a refusal's offset is the first NUL or
//   the first byte that is not well-formed UTF-8, with the right line and column;
// - a normalised line holds a line feed, a tab, a no-break or zero-width space, a byte-order mark
//   or a trailing space;
// - normalising the lines again changes them (byte for byte).
import Foundation
@testable import DuoGuide

/// Every call this target makes into DuoGuide: adapt here when the library's API moves.
private enum Library {
    enum Decoded {
        case lines([String])
        case empty
        case tooLarge
        case binary(offset: Int)
        case invalidUTF8(offset: Int, line: Int, column: Int)
    }

    static func decode(_ bytes: [UInt8]) -> Decoded {
        switch SourceDecoder.decode(Data(bytes)) {
        case .success(let lines): .lines(lines)
        case .failure(.empty): .empty
        case .failure(.tooLarge): .tooLarge
        case .failure(.binary(let offset)): .binary(offset: offset)
        case .failure(.invalidUTF8(let offset, let line, let column)): .invalidUTF8(offset: offset, line: line, column: column)
        }
    }

    /// What the loader makes of a decoded file: its normalised lines.
    static func lines(_ text: String) -> [String] { TextNormalizer.lines(of: Array(text.utf8)) ?? [] }

}

@_cdecl("LLVMFuzzerTestOneInput")
public func decodeFuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = fuzzInput(data, count)
    let firstNUL = bytes.firstIndex(of: 0)
    switch Library.decode(bytes) {
    case .lines(let lines):
        require(firstNUL == nil && isWellFormedUTF8(bytes[...]), "accepted binary or ill-formed bytes")
        require(!String(decoding: bytes, as: UTF8.self).allSatisfy(\.isWhitespace), "accepted a file of whitespace only")
        checkLines(lines)
    case .empty:
        require(bytes.isEmpty || (firstNUL == nil && isWellFormedUTF8(bytes[...])
                                  && String(decoding: bytes, as: UTF8.self).allSatisfy(\.isWhitespace)),
                "refused as empty a file with content")
    case .tooLarge:
        require(false, "refused \(count) bytes as too large")
    case .binary(let offset):
        require(offset == firstNUL, "binary at offset \(offset), first NUL at \(firstNUL.map(String.init) ?? "none")")
    case .invalidUTF8(let offset, let line, let column):
        require(firstNUL == nil, "a NUL byte reported as invalid UTF-8")
        // The prefix before it is well-formed, and no sequence starting at it completes.
        require(offset < count && isWellFormedUTF8(bytes[..<offset])
                    && (1...min(4, count - offset)).allSatisfy { !isWellFormedUTF8(bytes[..<(offset + $0)]) },
                "invalid UTF-8 reported at \(offset) of \(count)")
        let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        require(line == 1 + bytes[..<offset].filter { $0 == 0x0A }.count && column == offset - lineStart + 1,
                "invalid UTF-8 at \(offset) reported at line \(line), column \(column)")
    }
    return 0
}

private func checkLines(_ lines: [String]) {
    for (i, line) in lines.enumerated() {
        require(!line.unicodeScalars.contains { forbidden.contains($0) }, "line \(i + 1) keeps a character normalisation removes: \(line.debugDescription)")
        require(line.utf8.last != 0x20, "line \(i + 1) ends in a space: \(line.debugDescription)")
    }
    let again = Library.lines(lines.joined(separator: "\n"))
    require(sameBytes(again, lines), "normalising the lines again changes them: \(lines.debugDescription) → \(again.debugDescription)")
}

/// Lines compared byte for byte: `==` on strings holds canonically equivalent ones equal, and the
/// stages after this one match phrases on UTF-8 bytes, where NFC and NFD differ.
private func sameBytes(_ a: [String], _ b: [String]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
}

/// Line ends, tab, no-break spaces, byte-order mark and zero-width space: none survives normalisation.
/// (A CR before a combining mark does: Foundation's line-end replacement leaves the pair, one grapheme.)
private let forbidden: Set<Unicode.Scalar> = ["\n", "\t", "\u{00A0}", "\u{202F}", "\u{2007}", "\u{FEFF}", "\u{200B}"]
