import Foundation

/// Prints diagnostics to stderr, coloured only on a terminal and never when NO_COLOR is set.
public struct DiagnosticPrinter: Sendable {
    public var useColor: Bool

    public init(useColor: Bool) { self.useColor = useColor }

    public static func forStandardError(environment: [String: String] = ProcessInfo.processInfo.environment) -> DiagnosticPrinter {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return DiagnosticPrinter(useColor: !noColor && isatty(2) != 0)
    }

    public func format(_ d: Diagnostic) -> String {
        guard useColor else { return d.description }
        let color = d.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;35m"
        let reset = "\u{1B}[0m"
        let bold = "\u{1B}[1m"
        return "\(bold)\(d.location.file):\(d.location.line):\(d.location.column):\(reset) \(color)\(d.severity.rawValue):\(reset) \(d.message)"
    }

    public func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning"))"
    }
}
