import XCTest
@testable import DuoGuide

/// `JSONBytes` writes what the plain String writer writes, on hostile text and numbers.
final class JSONBytesTests: XCTestCase {
    static let alphabet: [Unicode.Scalar] = {
        var scalars = Array("abcxyzABCXYZ0189 .,;:-_'\"<>&\\/()?!\n\t".unicodeScalars)
        scalars += Array("áéíóúñÑÁÉçÇãõâêôàèùëïüœŒæßøÆĳŉłđðþ".unicodeScalars)
        scalars += Array("«»·—…¿¡ ½²ΣσςΩйЖ漢字😀👍🏽ﬁ".unicodeScalars)
        scalars += ["\u{301}", "\u{308}", "\u{2028}", "\u{2029}", "\u{1}", "\u{1F}", "\u{7F}", "\u{200D}", "\u{2027}", "\u{202A}"]
        return scalars
    }()

    static func randomText(length: Int, using rng: inout SeededGenerator, from alphabet: [Unicode.Scalar] = alphabet) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length { scalars.append(alphabet.randomElement(using: &rng)!) }
        return String(scalars)
    }

    func testJSONBytesWritesStringsAsTheReferenceWriter() {
        var rng = SeededGenerator(seed: 31)
        var texts = ["", "\u{2028}", "\u{E2}\u{80}", "x\u{2029}", "\u{2027}\u{202A}€", "</script>", "\u{0}\u{1F}\u{7F}"]
        for _ in 0..<3_000 { texts.append(JSONBytesTests.randomText(length: Int.random(in: 0...30, using: &rng), using: &rng)) }
        // One character to escape at every place of a plain string around the word size: in a
        // word looked at whole, in the last few bytes (looked at as one word too), or nowhere.
        for length in 0...19 {
            texts.append(String(repeating: "a", count: length))
            for at in 0..<length {
                for special in ["\"", "\\", "<", "&", "\n", "\u{1}", "\u{2028}", "é"] {
                    texts.append(String(repeating: "a", count: at) + special + String(repeating: "b", count: length - at - 1))
                }
            }
        }
        for text in texts {
            var reference = ""
            ReferenceJSONWriter.writeString(text, into: &reference)
            XCTAssertEqual(JSONValue.string(text).serialized(), reference, text.debugDescription)
        }
        for n in [0, 7, 9, 10, 99, 100, 12_345, -1, -10, Int.max, Int.min] + Array(-1_001...1_001) {
            XCTAssertEqual(JSONValue.int(n).serialized(), String(n))
        }
        let tree = JSONValue.object([("a", .array([.int(1), .string("x"), .null, .bool(true), .array([]), .object([])])), ("b", .object([("c", .bool(false))]))])
        XCTAssertEqual(tree.serialized(), ReferenceJSONWriter.serialized(tree))
        XCTAssertEqual(tree.serialized(pretty: true), ReferenceJSONWriter.serialized(tree, pretty: true))
    }
}
