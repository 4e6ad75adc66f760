import Foundation
import XCTest
@testable import DuoGuide

/// `LargeBlockShelf` and `ByteBlock` together: a freed buffer of 64 MiB or more is handed to the
/// next large buffer (so its pages are not faulted in again), growing into a kept block keeps the
/// bytes written so far, and small blocks are never kept.
final class LargeBlockShelfTests: XCTestCase {
    let large = LargeBlockShelf.minimumSize

    override func tearDown() {
        ByteBlock.shelf.releaseAll()
    }

    func testAFreedLargeBufferIsTheNextLargeOne() {
        ByteBlock.shelf.releaseAll()
        let first = ByteBlock.resized(nil, to: large + 4096)
        first[0] = 42
        ByteBlock.free(first)
        XCTAssertEqual(ByteBlock.shelf.count, 1, "a freed large block was not kept")
        let second = ByteBlock.resized(nil, to: large)
        XCTAssertEqual(second, first, "the next large buffer did not get the kept block")
        XCTAssertEqual(ByteBlock.shelf.count, 0)
        ByteBlock.free(second)
    }

    func testGrowingIntoAKeptBlockKeepsTheBytes() {
        ByteBlock.shelf.releaseAll()
        let kept = ByteBlock.resized(nil, to: large * 2)
        ByteBlock.free(kept)
        var buffer = ByteBlock.resized(nil, to: 1 << 20)
        for i in 0..<(1 << 20) { buffer[i] = UInt8(truncatingIfNeeded: i &* 31) }
        buffer = ByteBlock.resized(buffer, to: large + 1)
        XCTAssertEqual(buffer, kept, "growing past the threshold did not take the kept block")
        XCTAssertTrue((0..<(1 << 20)).allSatisfy { buffer[$0] == UInt8(truncatingIfNeeded: $0 &* 31) }, "the bytes written before growing were lost")
        ByteBlock.free(buffer)
    }

    func testSmallBlocksAreNeverKept() {
        ByteBlock.shelf.releaseAll()
        let small = ByteBlock.resized(nil, to: 1 << 20)
        ByteBlock.free(small)
        XCTAssertEqual(ByteBlock.shelf.count, 0)
    }

    func testTheShelfKeepsAtMostItsCapacityAndHandsOutTheSmallestThatFits() {
        let shelf = LargeBlockShelf(capacity: 2)
        let sizes = [large * 3, large + 100, large * 2]
        let blocks = sizes.map { ByteBlock.resized(nil, to: $0) }
        defer { shelf.releaseAll() }
        XCTAssertTrue(shelf.keep(blocks[0], size: sizes[0]))
        XCTAssertTrue(shelf.keep(blocks[1], size: sizes[1]))
        XCTAssertFalse(shelf.keep(blocks[2], size: sizes[2]), "kept past its capacity")
        _ = shelf.take(atLeast: large * 3)
        XCTAssertFalse(shelf.keep(blocks[2], size: large - 1), "kept a block under the minimum")
        XCTAssertTrue(shelf.keep(blocks[0], size: sizes[0]))
        free(blocks[2])
        XCTAssertNil(shelf.take(atLeast: large * 4), "handed out a block too small")
        XCTAssertEqual(shelf.take(atLeast: large), blocks[1], "not the smallest block that fits")
        XCTAssertEqual(shelf.take(atLeast: large), blocks[0])
        XCTAssertNil(shelf.take(atLeast: large))
        free(blocks[0])
        free(blocks[1])
    }
}
