/// A template problem, found at load time (syntax, unknown partial or layout) or at render time
/// (unknown name). `description` is `file:line:column: error: message`, the format editors and CI
/// annotate.
public struct TemplateError: Error, CustomStringConvertible, Equatable, Sendable {
    public let file: String
    /// 1-based.
    public let line: Int
    /// 1-based, counted in characters.
    public let column: Int
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    init(_ message: String, at location: TemplateLocation) {
        self.init(file: location.file, line: location.line, column: location.column, message: message)
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// Where a tag starts: its opening `{{`, by byte offset. Line and column are counted for messages
/// only: every `\n` byte ends a line (alone or in `\r\n`), and columns count characters.
struct TemplateLocation: Sendable, Equatable {
    let file: String
    let source: String
    let offset: Int

    var line: Int { 1 + source.utf8.prefix(offset).count { $0 == UInt8(ascii: "\n") } }

    var column: Int {
        let utf8 = source.utf8, end = utf8.index(utf8.startIndex, offsetBy: offset)
        let lineStart = utf8[..<end].lastIndex(of: UInt8(ascii: "\n")).map(utf8.index(after:)) ?? utf8.startIndex
        return 1 + source[lineStart ..< end].count
    }
}
