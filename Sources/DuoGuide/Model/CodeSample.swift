/// The UI framework a code sample is written for, decided from its content.
public enum Framework: String, Hashable, Codable, Sendable {
    case swiftUI = "SwiftUI"
    case uiKit = "UIKit"
}

/// An unfenced Swift sample: one or more blank-line-separated paragraphs of code.
public struct CodeSample: Hashable, Sendable {
    public var startLine: Int
    public var endLine: Int
    public var code: String
    public var framework: Framework?

    public init(startLine: Int, endLine: Int, code: String, framework: Framework?) {
        self.startLine = startLine
        self.endLine = endLine
        self.code = code
        self.framework = framework
    }
}
