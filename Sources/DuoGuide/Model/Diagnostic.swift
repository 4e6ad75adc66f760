/// A compiler-style message about the input: `path:line:column: error|warning: message`.
/// Errors stop a build; warnings are for what still produces a correct site. Notes point at
/// related places (the same line in a translation) or say how to fix it (`help:`), so one mistake
/// is one diagnostic.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Codable, Sendable { case error, warning }

    /// A line printed under the diagnostic: `note:` with an optional place, or `help:`.
    public struct Note: Hashable, Sendable {
        public enum Kind: String, Sendable { case note, help }

        public var kind: Kind
        public var location: SourceLocation?
        public var message: String

        public static func note(_ message: String, at location: SourceLocation? = nil) -> Note {
            Note(kind: .note, location: location, message: message)
        }

        public static func help(_ message: String) -> Note {
            Note(kind: .help, message: message)
        }
    }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    public var notes: [Note] = []
    /// Set on the warnings about a translation behind its original, which `duoguide translations`
    /// counts: a tool reads this, never the wording of the message.
    public var lag: TranslationLag?

    public enum TranslationLag: Hashable, Sendable { case outOfDate, notTranslated }

    public static func error(_ location: SourceLocation, _ message: String, notes: [Note] = []) -> Diagnostic {
        Diagnostic(severity: .error, location: location, message: message, notes: notes)
    }

    public static func warning(_ location: SourceLocation, _ message: String, notes: [Note] = []) -> Diagnostic {
        Diagnostic(severity: .warning, location: location, message: message, notes: notes)
    }

    /// The same diagnostic as an error, for `--warnings-as-errors`.
    public var asError: Diagnostic {
        var promoted = self
        promoted.severity = .error
        return promoted
    }

    /// The first line only, as tests and logs compare it; `DiagnosticPrinter` prints the rest.
    public var description: String {
        "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}

/// Collects diagnostics while a stage runs; stages append, the driver decides what to do.
public struct DiagnosticLog: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public mutating func error(_ location: SourceLocation, _ message: String, notes: [Diagnostic.Note] = []) {
        all.append(.error(location, message, notes: notes))
    }

    public mutating func warning(_ location: SourceLocation, _ message: String, notes: [Diagnostic.Note] = [],
                                 lag: Diagnostic.TranslationLag? = nil) {
        var warning = Diagnostic.warning(location, message, notes: notes)
        warning.lag = lag
        all.append(warning)
    }

    public mutating func append(contentsOf other: [Diagnostic]) { all.append(contentsOf: other) }
    mutating func removeAll(where shouldBeRemoved: (Diagnostic) -> Bool) { all.removeAll(where: shouldBeRemoved) }

    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// Sorted by file, then position, so output is stable whatever order stages ran in.
    public var sorted: [Diagnostic] { all.sorted { $0.location < $1.location } }
}
