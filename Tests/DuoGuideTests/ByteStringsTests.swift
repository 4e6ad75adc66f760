import XCTest
@testable import DuoGuide

/// `ByteStrings`, which hashes and compares keys a word at a time through pointers, against a
/// dictionary keyed by the bytes: the same numbers, in order of first sight, for keys of every
/// length around the word size, keys that differ in one byte only, and keys cut from the end of
/// a buffer (nothing may be read past them).
final class ByteStringsTests: XCTestCase {
    /// Keys over few letters, so that many share prefixes, suffixes and lengths.
    private static func randomKey(using rng: inout SeededGenerator) -> [UInt8] {
        let length = Int.random(in: 0...40, using: &rng)
        return (0..<length).map { _ in [0x61, 0x62, 0xC3, 0xA1, 0x00][Int.random(in: 0..<5, using: &rng)] }
    }

    private func checkAgainstDictionary(_ keys: [[UInt8]], expectedCount: Int) {
        var strings = ByteStrings(expectedCount: expectedCount)
        var reference: [[UInt8]: Int] = [:]
        for key in keys {
            let expected = reference[key]
            // A buffer of exactly the key's size: a word load past its end would read outside it.
            let got = key.withUnsafeBufferPointer { bytes in
                let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
                defer { copy.deallocate() }
                _ = copy.initialize(from: bytes)
                return strings.intern(UnsafeBufferPointer(copy))
            }
            XCTAssertEqual(got.number, expected ?? reference.count, "\(key)")
            XCTAssertEqual(got.isNew, expected == nil, "\(key)")
            if expected == nil { reference[key] = reference.count }
        }
        XCTAssertEqual(strings.count, reference.count)
        for (key, n) in reference {
            XCTAssertEqual(Array(strings.storage[strings.range(of: n)]), key)
        }
    }

    func testNumbersKeysAsADictionaryOfTheirBytesDoes() {
        var rng = SeededGenerator(seed: 8_117)
        var keys: [[UInt8]] = []
        for _ in 0..<20_000 {
            let key = ByteStringsTests.randomKey(using: &rng)
            keys.append(key)
            // Again, and with one byte changed: equal hashes of the unchanged words must not pass.
            if Int.random(in: 0..<3, using: &rng) == 0 { keys.append(key) }
            if !key.isEmpty {
                var changed = key
                let at = Int.random(in: 0..<key.count, using: &rng)
                changed[at] = changed[at] == 0x61 ? 0x62 : 0x61
                keys.append(changed)
            }
        }
        // Tables that grow many times and one sized up front.
        checkAgainstDictionary(keys, expectedCount: 0)
        checkAgainstDictionary(keys, expectedCount: keys.count)
    }

    func testEveryLengthAroundTheWordSize() {
        var keys: [[UInt8]] = []
        for length in 0...24 {
            let base = (0..<length).map { UInt8(0x61 + $0 % 26) }
            keys.append(base)
            for at in 0..<length {
                var changed = base
                changed[at] = 0x41
                keys.append(changed)
            }
        }
        checkAgainstDictionary(keys + keys.reversed(), expectedCount: 0)
    }

    func testSortedByBytesMatchesPrecedes() {
        var rng = SeededGenerator(seed: 31)
        var strings = ByteStrings()
        for _ in 0..<3_000 {
            ByteStringsTests.randomKey(using: &rng).withUnsafeBufferPointer { _ = strings.intern($0) }
        }
        let numbers = Array((0..<strings.count).shuffled(using: &rng))
        XCTAssertEqual(strings.sortedByBytes(numbers), numbers.sorted(by: strings.precedes))
    }
}
