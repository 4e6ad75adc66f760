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

/// Where a tag starts: the position of its opening `{{`.
struct TemplateLocation: Sendable, Equatable {
    let file: String
    let line: Int
    let column: Int
}
