import Foundation
import Synchronization

/// `duoguide build`: compile the content, render every page, write the site atomically. Any error
/// diagnostic stops the build before anything is written, so the previous site stays as it was.
public struct SiteBuilder: Sendable {
    public struct Options: Sendable {
        public var contentDirectory: URL
        public var contentDisplayPath: String
        public var templatesDirectory: URL
        public var outputDirectory: URL
        public var concurrent: Bool
        /// Render every page even when the inputs match the site's record (unchanged pages are
        /// still not rewritten: the writer compares bytes).
        public var force: Bool = false
        /// Warnings stop the build as errors do (`--warnings-as-errors`, for CI).
        public var warningsAsErrors: Bool = false

        public init(contentDirectory: URL, contentDisplayPath: String, templatesDirectory: URL, outputDirectory: URL,
                    concurrent: Bool = true) {
            self.contentDirectory = contentDirectory
            self.contentDisplayPath = contentDisplayPath
            self.templatesDirectory = templatesDirectory
            self.outputDirectory = outputDirectory
            self.concurrent = concurrent
        }
    }

    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic] = []
        /// nil when the build stopped before writing.
        public var written: SiteWriter.Report?
        public var pages = 0
        public var files = 0
        public var languages = 0
        public var symbols = 0
        /// Stage name and seconds, in pipeline order.
        public var timings: [(String, Double)] = []
        /// A failure that is not a content diagnostic (a template error, a write error).
        public var failure: String?
        public var succeeded: Bool { failure == nil && !diagnostics.contains { $0.severity == .error } && written != nil }

        /// The failure as a line to print: a template error already reads `path:line:column: error: …`.
        public var failureLine: String? {
            failure.map { $0.hasPrefix("/") || $0.contains(": error:") ? $0 : "error: \($0)" }
        }
    }

    public var options: Options

    public init(options: Options) { self.options = options }

    /// An error thrown on the way (the output folder, the templates, rendering, writing) is the
    /// outcome's failure. With `end` (a process that ends with the build), the outcome of a site
    /// written goes to `end` while the compiled guide is still in memory: exiting returns that
    /// memory at once, where freeing it object by object takes milliseconds (compilers end the
    /// same way).
    public func build(thenExit end: ((Outcome) -> Never)? = nil) -> Outcome {
        var outcome = Outcome()
        do {
            try build(into: &outcome, end: end)
        } catch {
            outcome.failure = "\(error)"
        }
        return outcome
    }

    private func build(into outcome: inout Outcome, end: ((Outcome) -> Never)?) throws {
        let options = self.options
        var clock = StageClock()

        // Nothing changed since the build that made the output: skip the work. Only an output
        // folder with a build record can be up to date.
        let previous = options.force ? nil : BuildRecord.read(in: options.outputDirectory)
        let knownFingerprint = previous.map { _ in
            BuildFingerprint.of(content: options.contentDirectory, templates: options.templatesDirectory)
        }
        if let previous, previous.fingerprint == knownFingerprint?.hash, previous.isIntact(in: options.outputDirectory) {
            clock.lap("fingerprint")
            outcome.pages = previous.pages
            outcome.files = previous.files.count
            outcome.languages = previous.languages
            outcome.symbols = previous.symbols
            outcome.written = SiteWriter.Report(written: 0, unchanged: previous.files.count, removed: 0,
                                                bytes: previous.files.values.reduce(0, +))
            outcome.timings = clock.laps
            return
        }
        clock.lap("fingerprint")

        // The templates do not depend on the content: they are read on a thread of their own, in
        // the time the load and the parse leave a core idle, and used once the content is compiled.
        // Template errors are reported only for content without errors, so an author sees the
        // problems in the order they can fix them. An output that cannot be written (a missing
        // parent, a folder that is not a site of ours) is said before anything is compiled; every
        // return before `finish` (which drops the new folder when it fails) drops it.
        let readTemplates = Background { Result { try TemplateLibrary(directory: options.templatesDirectory) } }
        let session = try SiteWriter(output: options.outputDirectory).begin()
        var finishing = false
        defer { if !finishing { session.abandon() } }
        var log = DiagnosticLog()
        let loaded = ContentLoader(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplayPath).load(into: &log)
        clock.lap("load")
        // The inputs are hashed beside the parse, the renderer's document tables made beside the
        // symbol table and its symbol tables right after it (see `Compiler.compile`).
        let compiled = loaded.map { content in
            Compiler.compile(content, log: &log, besideParse: { knownFingerprint ?? BuildFingerprint.of(content: options.contentDirectory,
                                                                                                       templates: options.templatesDirectory) },
                             beside: { DocumentTables($0, paths: SitePaths()) },
                             afterSymbols: { SymbolTables(symbols: $0, documents: $1, languages: content.manifest.languages, paths: SitePaths()) })
        }
        clock.lap("parse+link")
        outcome.diagnostics = options.warningsAsErrors ? log.sorted.map(\.asError) : log.sorted
        guard let (corpus, fingerprint, tables, symbolTables) = compiled else { return }
        outcome.languages = corpus.manifest.languages.count
        outcome.symbols = corpus.symbols.count
        if outcome.diagnostics.contains(where: { $0.severity == .error }) {
            outcome.timings = clock.laps
            return
        }

        let templates = try readTemplates.value.get()
        // Pages go to the new site folder as they are rendered: memory never holds the whole site.
        let renderer = SiteRenderer(corpus: corpus, documents: tables, symbols: symbolTables, templates: templates, templatesDirectory: options.templatesDirectory)
        try renderer.render(concurrent: options.concurrent) { file in try session.add(file) }
        let sizes = session.fileSizes
        outcome.files = sizes.count
        outcome.pages = sizes.keys.filter { $0.hasSuffix(".html") }.count
        clock.lap("render")
        let record = BuildRecord(fingerprint: fingerprint.hash, pages: outcome.pages, languages: outcome.languages,
                                 symbols: outcome.symbols, files: sizes)
        finishing = true
        outcome.written = try session.finish(record: record.serialized())
        clock.lap("write")
        outcome.timings = clock.laps
        if let end { withExtendedLifetime((corpus, tables, templates, renderer)) { end(outcome) } }
    }

    /// Whether the output should be built before it is served: it is missing, or it is a site of
    /// ours whose inputs changed since (or whose files did). A folder that is not a site of ours
    /// is served as it is.
    public var outputIsMissingOrStale: Bool {
        guard FileManager.default.fileExists(atPath: options.outputDirectory.path) else { return true }
        guard let record = BuildRecord.read(in: options.outputDirectory) else { return false }
        let fingerprint = BuildFingerprint.of(content: options.contentDirectory, templates: options.templatesDirectory)
        return record.fingerprint != fingerprint.hash || !record.isIntact(in: options.outputDirectory)
    }
}
