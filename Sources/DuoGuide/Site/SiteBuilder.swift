import Foundation
import Synchronization

/// `duoguide build`: compile the content, render every page, write the site atomically. Any error
/// diagnostic stops the build before anything is written, so the previous site stays as it was.
public struct SiteBuilder {
    public struct Options: Sendable {
        public var contentDirectory: URL
        public var contentDisplayPath: String
        public var templatesDirectory: URL
        public var outputDirectory: URL
        public var concurrent: Bool
        /// Render every page even when the inputs match the site's record (unchanged pages are
        /// still not rewritten: the writer compares bytes).
        public var force: Bool = false
        /// For a process that exits right after this one build: the model and the render state
        /// (tens of thousands of objects) are left for the exit to reclaim at once instead of being
        /// freed one by one (about 3 ms). A long-running process (`serve`) must leave it false.
        public var leavesModelToExit: Bool = false

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
        public var diagnostics: [Diagnostic]
        /// nil when the build stopped before writing.
        public var written: SiteWriter.Report?
        public var pages: Int
        public var files: Int
        public var languages: Int
        public var symbols: Int
        /// Stage name and seconds, in pipeline order.
        public var timings: [(String, Double)]
        /// A failure that is not a content diagnostic (a template error, a write error).
        public var failure: String?
        public var succeeded: Bool { failure == nil && !diagnostics.contains { $0.severity == .error } && written != nil }
    }

    public var options: Options

    public init(options: Options) { self.options = options }

    public func build() -> Outcome {
        var timings: [(String, Double)] = []
        var clock = ContinuousClock.now
        func lap(_ stage: String) {
            let now = ContinuousClock.now
            let d = clock.duration(to: now)
            timings.append((stage, Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18))
            clock = now
        }
        var outcome = Outcome(diagnostics: [], written: nil, pages: 0, files: 0, languages: 0, symbols: 0, timings: [], failure: nil)

        // Nothing changed since the build that made the output: skip the work. Only an output
        // folder with a build record can be up to date; for any other the fingerprint is needed
        // just for the new record, and is computed beside the compile.
        let contentDirectory = options.contentDirectory, templatesDirectory = options.templatesDirectory
        let markerPath = options.outputDirectory.path + "/" + SiteWriter.marker
        let previous = options.force ? nil : (try? String(contentsOfFile: markerPath, encoding: .utf8)).flatMap(BuildRecord.parse)
        let fingerprint = BackgroundValue { BuildFingerprint.of(content: contentDirectory, templates: templatesDirectory) }
        if let previous, previous.fingerprint == fingerprint.value.hash, previous.isIntact(in: options.outputDirectory) {
            lap("fingerprint")
            outcome.pages = previous.pages
            outcome.files = previous.files.count
            outcome.languages = previous.languages
            outcome.symbols = previous.symbols
            outcome.written = SiteWriter.Report(written: 0, unchanged: previous.files.count, removed: 0,
                                                bytes: previous.files.values.reduce(0, +))
            outcome.timings = timings
            return outcome
        }
        lap("fingerprint")

        // The new site's folder is made before anything is compiled: an output that cannot be
        // written (a missing parent it cannot create, a folder that is not a site of ours) is said
        // at once, not after the whole guide was compiled (12 s at ×1000). Every return before
        // the site is handed to `finish` (which drops it itself when it fails) drops it again.
        let session: SiteWriter.Session
        do {
            session = try SiteWriter(output: options.outputDirectory).begin()
        } catch {
            outcome.failure = "\(error)"
            return outcome
        }
        var finishing = false
        defer { if !finishing { session.abandon() } }

        // The templates do not depend on the content: they are read and parsed while the content
        // is compiled. Their errors are still reported only for content without errors.
        let templateLibrary = BackgroundValue { Result { try TemplateLibrary(directory: templatesDirectory) } }

        var log = DiagnosticLog()
        let loader = ContentLoader(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplayPath)
        guard let content = loader.load(into: &log) else {
            outcome.diagnostics = log.sorted
            return outcome
        }
        lap("load")
        // The renderer's tables of the documents are made on one core while the symbol table is
        // built on the other (they need the linked documents only).
        var documentTables: DocumentTables?
        let corpus = Compiler.compile(content, log: &log, besideSymbols: { documents in
            documentTables = DocumentTables(documents, paths: SitePaths())
        })
        lap("parse+link")
        outcome.diagnostics = log.sorted
        outcome.languages = corpus.manifest.languages.count
        outcome.symbols = corpus.symbols.count
        if log.hasErrors { outcome.timings = timings; return outcome }

        let templates: TemplateLibrary
        do {
            templates = try templateLibrary.value.get()
        } catch {
            outcome.failure = "\(error)"
            return outcome
        }
        lap("templates")
        // Pages go to the new site folder as they are rendered (see `SiteWriter.Session`): the
        // stages overlap, and memory never holds the whole site.
        let renderer = SiteRenderer(corpus: corpus, documents: documentTables, templates: templates,
                                    templatesDirectory: options.templatesDirectory)
        let written = Mutex<[String: Int]>([:])
        do {
            try renderer.render(concurrent: options.concurrent) { file in
                try session.add(file)
                written.withLock { $0[file.path] = file.bytes.count }
            }
        } catch {
            outcome.failure = "\(error)"
            return outcome
        }
        let sizes = written.withLock { $0 }
        outcome.files = sizes.count
        outcome.pages = sizes.keys.filter { $0.hasSuffix(".html") }.count
        lap("render")
        let record = BuildRecord(fingerprint: fingerprint.value.hash, pages: outcome.pages, languages: outcome.languages,
                                 symbols: outcome.symbols, files: sizes)
        finishing = true
        do {
            outcome.written = try session.finish(record: record.serialized())
        } catch {
            outcome.failure = "\(error)"
            return outcome
        }
        lap("write (rest)")
        if options.leavesModelToExit {
            _ = Unmanaged.passRetained(ExitReclaimed([content, corpus, templates, renderer]))
        } else {
            ByteBlock.shelf.releaseAll()  // a server keeps running: no buffers held between builds
        }
        // Pages were written by one writer thread while the others rendered.
        timings.append(("  writer busy", session.writeSeconds))
        outcome.timings = timings
        return outcome
    }
}

/// Values deliberately never freed: the process exit reclaims their memory (see
/// `SiteBuilder.Options.leavesModelToExit`).
private final class ExitReclaimed {
    let values: [Any]
    init(_ values: [Any]) { self.values = values }
}
