import Foundation
import XCTest
@testable import DuoGuide

/// `FileStatus` against what Foundation says of the same paths (the no-op check used
/// `attributesOfItem` before), including a symbolic link, whose own size `lstat` gives.
final class FileStatusTests: XCTestCase {
    func testSizesAndDatesMatchFoundation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duoguide-status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("page.html"), link = folder.appendingPathComponent("link-with-a-long-name.html")
        try Data(repeating: 0x61, count: 12_345).write(to: file)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: file.path)

        let fileStatus = try XCTUnwrap(FileStatus.ofLinkOrFile(atPath: file.path))
        XCTAssertEqual(fileStatus.size, 12_345)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        let date = try XCTUnwrap(attributes[.modificationDate] as? Date)
        XCTAssertEqual(fileStatus.modified, date.timeIntervalSince1970, accuracy: 0.001)

        // The link itself (its target's path is its content) against what it points to.
        let linkStatus = try XCTUnwrap(FileStatus.ofLinkOrFile(atPath: link.path))
        XCTAssertEqual(linkStatus.size, file.path.utf8.count)
        XCTAssertEqual(linkStatus.size, (try FileManager.default.attributesOfItem(atPath: link.path)[.size] as? NSNumber)?.intValue)
        XCTAssertEqual(FileStatus.ofFile(atPath: link.path)?.size, 12_345)

        XCTAssertNil(FileStatus.ofLinkOrFile(atPath: folder.appendingPathComponent("missing").path))
        XCTAssertNil(FileStatus.ofFile(atPath: folder.appendingPathComponent("missing").path))
    }
}
