/// A compiler-style message about the input: `path:line:column: error|warning: message`.
/// Errors stop a build; warnings are for what still produces a correct site.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Codable, Sendable { case error, warning }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String

    public init(_ severity: Severity, _ location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    public static func error(_ location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.error, location, message)
    }

    public static func warning(_ location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.warning, location, message)
    }

    public var description: String {
        "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}

/// Collects diagnostics while a stage runs; stages append, the driver decides what to do.
public struct DiagnosticLog: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public mutating func error(_ location: SourceLocation, _ message: String) {
        all.append(.error(location, message))
    }

    public mutating func warning(_ location: SourceLocation, _ message: String) {
        all.append(.warning(location, message))
    }

    public mutating func append(contentsOf other: [Diagnostic]) { all.append(contentsOf: other) }

    public var hasErrors: Bool { all.contains { $0.severity == .error } }
    public var errorCount: Int { all.filter { $0.severity == .error }.count }
    public var warningCount: Int { all.filter { $0.severity == .warning }.count }

    /// Sorted by file, then position, so output is stable whatever order stages ran in.
    public var sorted: [Diagnostic] { all.sorted { $0.location < $1.location } }
}
