/// A position in a source file: 1-based line and column, as editors and compilers count them.
public struct SourceLocation: Hashable, Codable, Sendable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
