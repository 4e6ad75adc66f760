/// The UI framework a code sample is written for, decided from its content.
public enum Framework: String, Hashable, Codable, Sendable {
    case swiftUI = "SwiftUI"
    case uiKit = "UIKit"
}

/// An unfenced Swift sample: one or more blank-line-separated paragraphs of code.
public struct CodeSample: Hashable, Sendable {
    public var startLine: Int
    public var endLine: Int
    /// The code; paragraphs of one sample are separated by exactly one empty line, whatever
    /// number of blank lines separated them in the source.
    public var code: String
    public var framework: Framework?
    /// The source line of each line of `code` (an empty separator line gets the line after the
    /// paragraph above it).
    public var sourceLines: [Int]

    public init(startLine: Int, endLine: Int, code: String, framework: Framework?, sourceLines: [Int]? = nil) {
        self.startLine = startLine
        self.endLine = endLine
        self.code = code
        self.framework = framework
        self.sourceLines = sourceLines ?? Array(startLine..<(startLine + code.split(separator: "\n", omittingEmptySubsequences: false).count))
    }

    /// The source line of line `index` (0-based) of the code.
    public func sourceLine(at index: Int) -> Int {
        sourceLines.indices.contains(index) ? sourceLines[index] : startLine + index
    }
}
