/// A file of the output: a rendered page, a generated script, or a copied asset.
public struct OutputFile: Sendable {
    public var path: String
    public var bytes: FileBytes

    public init(path: String, bytes: FileBytes) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// The bytes of one output file, as the renderer hands them to the writer.
public typealias FileBytes = [UInt8]
