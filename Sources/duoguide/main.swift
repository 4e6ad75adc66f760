import DuoGuide
import Foundation

// The command line: argument parsing and printing only. Everything else is in the DuoGuide library.

exit(Tool.run(Array(CommandLine.arguments.dropFirst())))

/// One subcommand: its options and what it does with them (the exit status).
struct Command: Sendable {
    var name: String
    var summary: String
    var options: [ArgumentParser.Option]
    var run: @Sendable (ArgumentParser.Parsed) -> Int32

    var usage: String {
        "usage: duoguide \(name) [options]\n\n\(summary)\n\noptions:\n" + ArgumentParser(options: options).optionsHelp()
    }
}

enum Tool {
    static let version = "duoguide 0.1.0"
    static let printer = DiagnosticPrinter.forStandardError()

    static let commonOptions: [ArgumentParser.Option] = [
        .value("content", "DIR", "content folder (default: Content)"),
        .flag("help", "show this help"),
    ]

    static let commands: [Command] = [
        Command(name: "build", summary: "build the static site", options: commonOptions + [
            .value("templates", "DIR", "templates folder (default: Templates)"),
            .value("output", "DIR", "output folder (default: Site)"),
            .flag("timings", "print the time spent in each stage"),
            .flag("serial", "render on one core (for comparison)"),
            .flag("force", "render every page even if nothing changed (unchanged files are still not rewritten)"),
            .flag("warnings-as-errors", "fail on warnings too (for CI)"),
        ], run: { runBuild($0) }),
        Command(name: "check", summary: "check the content and print diagnostics", options: commonOptions + [
            .flag("warnings-as-errors", "fail on warnings too (for CI)"),
        ], run: { runCheck($0) }),
        Command(name: "translations", summary: "report translations whose original changed (--update records them as matching)",
                options: commonOptions + [
            .flag("update", "record every translation as matching the current version of its original (translations.json)"),
        ], run: { runTranslations($0) }),
        Command(name: "export", summary: "export the model (--json to stdout, or --markdown DIR)", options: commonOptions + [
            .flag("json", "print the model as JSON (see docs/json-export.md)"),
            .value("markdown", "DIR", "write a Hugo content tree to DIR"),
        ], run: { runExport($0) }),
        Command(name: "serve", summary: "serve the site on 127.0.0.1, building it first when it is missing or out of date", options: commonOptions + [
            .value("port", "N", "port (default: 8000)"),
            .value("host", "ADDR", "address to listen on (default: 127.0.0.1; 0.0.0.0 to open it from a phone)"),
            .value("output", "DIR", "site folder to serve (default: Site)"),
            .value("templates", "DIR", "templates folder (default: Templates)"),
            .flag("watch", "rebuild when Content/ or Templates/ change and reload open pages"),
            .flag("log", "print one line per request"),
        ], run: { runServe($0) }),
    ]

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            printError(usage)
            return 2
        }
        if first == "--help" || first == "-h" || first == "help" { print(usage); return 0 }
        if first == "--version" { print(version); return 0 }
        guard let command = commands.first(where: { $0.name == first }) else {
            printError("error: unknown command '\(first)'")
            printError(usage)
            return 2
        }
        do {
            let parsed = try ArgumentParser(options: command.options).parse(Array(arguments.dropFirst()))
            if parsed.has("help") { print(command.usage); return 0 }
            return command.run(parsed)
        } catch {
            printError("error: \(error)")
            printError(command.usage)
            return 2
        }
    }

    static var usage: String {
        var lines = ["usage: duoguide <command> [options]", "", "commands:"]
        for c in commands { lines.append("  " + c.name.padding(toLength: 8, withPad: " ", startingAt: 0) + c.summary) }
        lines += ["", "options:", "  --help     show help (also: duoguide <command> --help)", "  --version  print the version"]
        return lines.joined(separator: "\n")
    }

    static func printError(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

    static func report(_ diagnostics: [Diagnostic]) {
        let sources = SourceLines()
        for d in diagnostics { printError(printer.format(d, sources: sources)) }
    }

    static func contentURL(_ parsed: ArgumentParser.Parsed) -> (URL, String) {
        let path = parsed.value("content") ?? "Content"
        return (URL(fileURLWithPath: path), path)
    }

    static func runCheck(_ parsed: ArgumentParser.Parsed) -> Int32 {
        let (url, display) = contentURL(parsed)
        var (_, diagnostics) = Compiler.compile(contentDirectory: url, displayRoot: display)
        if parsed.has("warnings-as-errors") { diagnostics = diagnostics.map(\.asError) }
        report(diagnostics)
        printError(printer.summary(diagnostics))
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }

    /// Without --update, `check` limited to the state of the translations (chapters possibly out
    /// of date, chapters not translated yet); with it, the record rewritten from the content as it is now.
    static func runTranslations(_ parsed: ArgumentParser.Parsed) -> Int32 {
        let (url, display) = contentURL(parsed)
        let (record, diagnostics) = Compiler.currentTranslationRecord(contentDirectory: url, displayRoot: display)
        guard parsed.has("update") else {
            let stale = diagnostics.filter { $0.lag == .outOfDate }
            let missing = diagnostics.filter { $0.lag == .notTranslated }
            report(stale + missing)
            printError("\(stale.count) chapter\(stale.count == 1 ? "" : "s") possibly out of date" + (missing.isEmpty ? "" : ", \(missing.count) not translated yet"))
            return 0
        }
        guard let record else {
            report(diagnostics)
            printError(printer.summary(diagnostics))
            return 1
        }
        do {
            try Data(record.serialized.utf8).write(to: url.appendingPathComponent(TranslationRecord.fileName), options: .atomic)
        } catch {
            printError("error: cannot write \(display)/\(TranslationRecord.fileName): \(error.localizedDescription)")
            return 1
        }
        let chapters = record.matched.values.reduce(0) { $0 + $1.count }
        printError("recorded \(chapters) chapters of \(record.matched.count) translations in \(display)/\(TranslationRecord.fileName)")
        return 0
    }

    static func runExport(_ parsed: ArgumentParser.Parsed) -> Int32 {
        let (url, display) = contentURL(parsed)
        guard parsed.has("json") != (parsed.value("markdown") != nil) else {
            printError("error: export needs exactly one of --json or --markdown DIR")
            printError(commands.first { $0.name == "export" }!.usage)
            return 2
        }
        let (corpus, diagnostics) = Compiler.compile(contentDirectory: url, displayRoot: display)
        report(diagnostics)
        guard let corpus, !diagnostics.contains(where: { $0.severity == .error }) else { return 1 }
        if parsed.has("json") {
            print(JSONExporter().export(corpus).serialized(pretty: true))
            return 0
        }
        let directory = URL(fileURLWithPath: parsed.value("markdown")!)
        do {
            let count = try MarkdownExporter().write(corpus, to: directory)
            printError("wrote \(count) Markdown pages to \(directory.path)")
            return 0
        } catch {
            printError("error: \(error)")
            return 1
        }
    }

    static func buildOptions(_ parsed: ArgumentParser.Parsed) -> SiteBuilder.Options {
        let (url, display) = contentURL(parsed)
        var options = SiteBuilder.Options(
            contentDirectory: url, contentDisplayPath: display,
            templatesDirectory: URL(fileURLWithPath: parsed.value("templates") ?? "Templates"),
            outputDirectory: URL(fileURLWithPath: parsed.value("output") ?? "Site"),
            concurrent: !parsed.has("serial"))
        options.force = parsed.has("force")
        options.warningsAsErrors = parsed.has("warnings-as-errors")
        return options
    }

    /// Runs `build`, then prints its outcome; true when the site was written.
    @discardableResult
    static func printBuild(options: SiteBuilder.Options, timings: Bool = false, _ build: () -> SiteBuilder.Outcome) -> Bool {
        let start = ContinuousClock.now
        return printOutcome(build(), options: options, timings: timings, since: start)
    }

    /// Prints a build's diagnostics, its failure, the stage times when asked, and one summary
    /// line; true when the site was written.
    static func printOutcome(_ outcome: SiteBuilder.Outcome, options: SiteBuilder.Options, timings: Bool, since start: ContinuousClock.Instant) -> Bool {
        let ms = (ContinuousClock.now - start) / .milliseconds(1)
        report(outcome.diagnostics)
        if let failure = outcome.failureLine { printError(failure) }
        if timings {
            for (stage, seconds) in outcome.timings {
                printError("  " + stage.padding(toLength: 18, withPad: " ", startingAt: 0) + String(format: "%8.1f ms", seconds * 1000))
            }
        }
        guard outcome.succeeded, let written = outcome.written else {
            // A template or write failure is one more error than the content diagnostics show.
            var all = outcome.diagnostics
            if let failure = outcome.failure {
                all.append(.error(SourceLocation(file: options.templatesDirectory.path, line: 1), failure))
            }
            printError("build failed: \(printer.summary(all)); \(options.outputDirectory.path) left as it was")
            return false
        }
        let change = written.noChanges ? "no changes, nothing rewritten" : "\(written.written) written, \(written.unchanged) unchanged, \(written.removed) removed"
        let warnings = outcome.diagnostics.isEmpty ? "" : " (\(printer.summary(outcome.diagnostics)))"
        printError(String(format: "built %d pages (%d files: %@) in %d languages, %d symbols, %.2f MB, in %.0f ms%@",
                          outcome.pages, outcome.files, change, outcome.languages, outcome.symbols,
                          Double(written.bytes) / 1_000_000, ms, warnings))
        return true
    }

    /// The process ends inside the build once the site is written (see `SiteBuilder.build(thenExit:)`).
    static func runBuild(_ parsed: ArgumentParser.Parsed) -> Int32 {
        let (options, start) = (buildOptions(parsed), ContinuousClock.now)
        let end = { (outcome: SiteBuilder.Outcome) in printOutcome(outcome, options: options, timings: parsed.has("timings"), since: start) }
        return end(SiteBuilder(options: options).build(thenExit: { exit(end($0) ? 0 : 1) })) ? 0 : 1
    }

    static func runServe(_ parsed: ArgumentParser.Parsed) -> Int32 {
        let port: Int
        do {
            port = try ArgumentParser.integer(parsed.value("port") ?? "8000", option: "port", range: 0...65535)
        } catch {
            printError("error: \(error)")
            return 2
        }
        let host = parsed.value("host") ?? "127.0.0.1"
        let watch = parsed.has("watch")
        let options = buildOptions(parsed)
        let output = options.outputDirectory.path
        if !StaticFileServer.isLoopback(host) {
            printError("warning: listening on \(host): other devices on the network can open the site"
                       + (watch ? " and see the build's diagnostics" : "") + "; --host 127.0.0.1 keeps it on this machine")
        }
        // Threads started from here on inherit the blocked mask, so only sigwait() sees Ctrl-C.
        SignalWaiter.blockTerminationSignals()
        let server = StaticFileServer(root: options.outputDirectory, host: host, port: UInt16(port), liveReload: watch,
                                      accessLog: parsed.has("log") ? .standardError : nil)
        let builder = SiteBuilder(options: options)
        let watched = WatchedBuild(builder: builder, server: server)
        if watch || builder.outputIsMissingOrStale {
            if !printBuild(options: options, { watched.rebuild() }) {
                guard FileManager.default.fileExists(atPath: output) else {
                    printError("error: nothing to serve: \(output) does not exist")
                    return 1
                }
                printError("serving the last good build of \(output)")
            }
        }
        do {
            try server.start()
        } catch {
            printError("error: \(error)")
            return 1
        }
        printError("serving \(parsed.value("output") ?? "Site") at \(server.address) (Ctrl-C to stop)")
        let watcher = watch
            ? ChangeWatcher(paths: [options.contentDirectory, options.templatesDirectory]) {
                printBuild(options: options) { watched.rebuild() }
            }
            : nil
        watcher?.start()
        SignalWaiter.waitForTermination()
        watcher?.stop()
        server.stop()
        printError("stopped")
        return 0
    }
}
