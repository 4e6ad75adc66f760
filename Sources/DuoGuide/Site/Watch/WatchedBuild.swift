import Synchronization

/// `serve --watch`: each rebuild tells the server's open pages how it went. A good build that
/// changed the site reloads them; a failed one shows its diagnostics over them (they keep the
/// last good build, since a failed build writes nothing) until the next good build reloads them.
/// Nothing of this is in the site: the overlay is drawn by the server's live-reload script.
public final class WatchedBuild: Sendable {
    private let builder: SiteBuilder
    private let server: StaticFileServer
    /// Whether the pages show a failed build's problems.
    private let showsProblems = Atomic<Bool>(false)

    public init(builder: SiteBuilder, server: StaticFileServer) {
        self.builder = builder
        self.server = server
    }

    /// Builds, tells the pages, and returns the outcome for the terminal.
    @discardableResult
    public func rebuild() -> SiteBuilder.Outcome {
        let outcome = builder.build()
        if outcome.succeeded {
            let hadProblems = showsProblems.exchange(false, ordering: .relaxed)
            if hadProblems || outcome.written?.noChanges == false { server.notifyReload() }
        } else {
            showsProblems.store(true, ordering: .relaxed)
            server.showProblems(Self.problems(of: outcome))
        }
        return outcome
    }

    /// The outcome's diagnostics as the terminal shows them (without colour), then its failure.
    static func problems(of outcome: SiteBuilder.Outcome) -> [BuildProblem] {
        let printer = DiagnosticPrinter(useColor: false)
        let sources = SourceLines()
        var problems = outcome.diagnostics.map { BuildProblem(severity: $0.severity.rawValue, text: printer.format($0, sources: sources)) }
        if let failure = outcome.failureLine { problems.append(BuildProblem(severity: "error", text: failure)) }
        if problems.isEmpty { problems.append(BuildProblem(severity: "error", text: "error: the build failed")) }
        return problems
    }
}
