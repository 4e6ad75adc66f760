import Foundation

/// Case and accent folding as Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive],
/// locale: nil)` answers it, made byte by byte for the text these sources are written in: ASCII and
/// the accented letters of Latin-1 («á», «Ñ», «ç», «ü»). Each of those folds on its own, whatever
/// surrounds it, to one lowercase ASCII letter (`LatinFoldingTests` checks every one against
/// Foundation, alone and in random text). Foundation bridges through NSString for every call, which
/// was most of the cost of slugging a heading and of the aligner's first sight of an accented word.
enum LatinFolding {
    /// The folded text, or nil when `text` has a scalar outside ASCII and the table (`Æ`, `ß`, a
    /// combining mark…): only Foundation knows those.
    static func folded(_ text: String) -> String? {
        folded(utf8: text.utf8).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `folded` on UTF-8 bytes, for callers that keep words as bytes.
    static func folded(utf8: some Collection<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            if byte < 0x80 {
                out.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
                continue
            }
            guard byte == 0xC3, let second = iterator.next(), let base = base(ofLatin1: second) else { return nil }
            out.append(base)
        }
        return out
    }

    /// The lowercase ASCII letter that the scalar encoded as C3 `second` folds to, if the table
    /// has it (U+00C0…U+00FF are encoded as C3 80…C3 BF).
    static func base(ofLatin1 second: UInt8) -> UInt8? {
        guard second >= 0x80, second <= 0xBF else { return nil }
        let base = baseLetters[Int(second - 0x80)]
        return base == noBase ? nil : base
    }

    private static let noBase = UInt8(ascii: "-")

    /// The base letter of U+00C0 + i, lowercase, or `noBase` for the letters that fold to something
    /// else (`Æ` → `æ`, `ß` → `ss`, `Ø` → `ø`) and for `×` and `÷`. Upper half first, then lower.
    private static let baseLetters: [UInt8] = Array("aaaaaa-ceeeeiiii-nooooo--uuuuy--aaaaaa-ceeeeiiii-nooooo--uuuuy-y".utf8)
}
