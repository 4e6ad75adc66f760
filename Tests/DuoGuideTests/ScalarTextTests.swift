import XCTest
@testable import DuoGuide

/// The link stage's scalar classes must be what `Character` says of the scalar alone, for the
/// Latin-1 letters that `ScalarText` answers itself as for every other scalar.
final class ScalarTextTests: XCTestCase {
    func testClassesAreCharactersForEveryScalarUpToU0250() {
        for value in UInt32(0)..<0x250 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            XCTAssertEqual(scalar.isUppercase, character.isUppercase, "U+\(String(value, radix: 16))")
            XCTAssertEqual(scalar.isLowercase, character.isLowercase, "U+\(String(value, radix: 16))")
            XCTAssertEqual(scalar.isLetter, character.isLetter, "U+\(String(value, radix: 16))")
            XCTAssertEqual(scalar.isNumber, character.isNumber, "U+\(String(value, radix: 16))")
        }
    }
}
