import Foundation

/// Prints diagnostics as compilers do: `path:line:column: error: message`, the source line quoted
/// under it with a caret at the column, then each `note:` (quoted too when it has a place) and
/// `help:`. Colour only on a terminal, never when NO_COLOR is set.
public struct DiagnosticPrinter: Sendable {
    public var useColor: Bool

    public init(useColor: Bool) { self.useColor = useColor }

    public static func forStandardError(environment: [String: String] = ProcessInfo.processInfo.environment) -> DiagnosticPrinter {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return DiagnosticPrinter(useColor: !noColor && isatty(2) != 0)
    }

    /// The whole diagnostic, lines joined by newlines (no newline at the end). Without `sources`,
    /// or when the line cannot be read, the quote is left out.
    public func format(_ d: Diagnostic, sources: SourceLines? = nil) -> String {
        var lines = [heading(d.location, label: d.severity.rawValue, style: d.severity == .error ? Style.error : Style.warning, d.message)]
        lines += quote(d.location, sources)
        for note in d.notes {
            let style = note.kind == .note ? Style.note : Style.help
            if let location = note.location {
                lines.append(heading(location, label: note.kind.rawValue, style: style, note.message))
                lines += quote(location, sources)
            } else {
                lines.append(paint(note.kind.rawValue + ":", style) + " " + note.message)
            }
        }
        return lines.joined(separator: "\n")
    }

    public func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning"))"
    }

    private func heading(_ location: SourceLocation, label: String, style: String, _ message: String) -> String {
        paint("\(location.file):\(location.line):\(location.column):", Style.bold) + " " + paint(label + ":", style) + " " + message
    }

    /// ` 413 | the line` and `     | ^` under it. The caret's indent repeats the line's tabs, so it
    /// lands under the column whatever the terminal's tab width.
    private func quote(_ location: SourceLocation, _ sources: SourceLines?) -> [String] {
        guard let text = sources?.line(location.line, of: location.file) else { return [] }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count + 2)
        let indent = String(text.prefix(max(location.column - 1, 0)).map { $0 == "\t" ? "\t" : " " })
        return [paint(" \(number) |", Style.gutter) + " " + text,
                paint("\(gutter)|", Style.gutter) + " " + indent + paint("^", Style.caret)]
    }

    private func paint(_ text: String, _ style: String) -> String {
        useColor ? style + text + Style.reset : text
    }

    /// ANSI styles, as clang and swiftc colour their diagnostics.
    private enum Style {
        static let bold = "\u{1B}[1m"
        static let error = "\u{1B}[1;31m"
        static let warning = "\u{1B}[1;35m"
        static let note = "\u{1B}[1;36m"
        static let help = "\u{1B}[1;32m"
        static let gutter = "\u{1B}[34m"
        static let caret = "\u{1B}[1;32m"
        static let reset = "\u{1B}[0m"
    }
}
