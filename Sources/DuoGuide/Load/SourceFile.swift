/// A loaded source document: its path for diagnostics and its normalised lines (index 0 = line 1).
public struct SourceFile: Sendable {
    public var path: String
    public var lines: [String]

    public func location(line: Int, column: Int = 1) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }
}
