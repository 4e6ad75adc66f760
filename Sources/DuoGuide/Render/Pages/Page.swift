/// One page to render: where it goes, which template, and the values the template sees.
struct Page {
    var path: String
    var template: String
    var context: [String: TemplateValue]
}

/// A file of the output: a rendered page, a generated script, or a copied asset.
public struct OutputFile: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
