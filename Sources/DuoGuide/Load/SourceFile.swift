/// A loaded source document: its path for diagnostics and its normalised lines (index 0 = line 1).
public struct SourceFile: Sendable {
    public var path: String
    public var lines: [String]

    public func location(line: Int, column: Int = 1) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }
}

// In an extension, so that the memberwise `init(path:lines:)` stays.
extension SourceFile {
    public init(path: String, text: String) {
        // A String is valid UTF-8.
        self.init(path: path, lines: TextNormalizer.lines(of: Array(text.utf8))!)
    }
}
