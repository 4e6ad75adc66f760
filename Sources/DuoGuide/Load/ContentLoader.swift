import Foundation

/// Reads `manifest.json`, the vocabulary of each language and every source document.
/// Problems become diagnostics; the loader only gives up when nothing sensible can follow.
public struct ContentLoader: Sendable {
    public var contentDirectory: URL
    /// How paths appear in diagnostics: the content folder as the user named it.
    public var displayRoot: String

    public init(contentDirectory: URL, displayRoot: String? = nil) {
        self.contentDirectory = contentDirectory
        self.displayRoot = displayRoot ?? contentDirectory.path
    }

    func displayPath(_ relative: String) -> String {
        displayRoot.hasSuffix("/") ? displayRoot + relative : displayRoot + "/" + relative
    }

    public func load(into log: inout DiagnosticLog) -> LoadedContent? {
        let manifestPath = displayPath("manifest.json")
        let manifestURL = contentDirectory.appendingPathComponent("manifest.json")
        guard let manifestData = FileManager.default.contents(atPath: manifestURL.path) else {
            log.error(SourceLocation(file: manifestPath, line: 1), DiagnosticMessages.cannotReadManifest)
            return nil
        }
        let manifestText = String(decoding: manifestData, as: UTF8.self)
        let manifest: Manifest
        do {
            manifest = try ContentFile.decode(manifestData, as: Manifest.self)
        } catch {
            log.error(SourceLocation(file: manifestPath, line: error.line, column: error.column),
                      DiagnosticMessages.invalidFile("manifest", error.message))
            return nil
        }

        let inManifest = { locate($0, in: manifestText, file: manifestPath) }
        if manifest.languages.isEmpty {
            log.error(inManifest("\"languages\""), DiagnosticMessages.noLanguages)
        } else if !manifest.languages.contains(manifest.defaultLanguage) {
            log.error(inManifest("\"defaultLanguage\""),
                      DiagnosticMessages.defaultLanguageNotListed(manifest.defaultLanguage, manifest.languages))
        }

        var vocabularies: [String: Vocabulary] = [:]
        for language in manifest.languages where !Self.isLanguageCode(language) {
            log.error(inManifest("\"\(language)\""), DiagnosticMessages.invalidLanguageCode(language))
        }
        // Decoding a vocabulary takes a while: one per core, the outcomes then taken in order.
        let languages = manifest.languages.filter(Self.isLanguageCode)
        let outcomes = languages.concurrentMap { language -> Result<Vocabulary, ContentFile.Failure>? in
            let url = contentDirectory.appendingPathComponent("locales/\(language).json")
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            guard let data = FileManager.default.contents(atPath: url.path) else { return .failure(.unreadable) }
            return Result { () throws(ContentFile.Failure) in try Vocabulary.decode(data) }
        }
        for (language, outcome) in zip(languages, outcomes) {
            let relative = "locales/\(language).json"
            switch outcome {
            case nil:
                log.error(inManifest("\"\(language)\""), DiagnosticMessages.noLocaleFile(language, relative))
            case .success(let vocabulary):
                vocabularies[language] = vocabulary
            case .failure(let error):
                log.error(SourceLocation(file: displayPath(relative), line: error.line, column: error.column),
                          DiagnosticMessages.invalidFile("vocabulary", error.message))
            }
        }

        // The manifest's checks first, in order; then the files, which report only about
        // themselves (the diagnostics are sorted by place at the end).
        var files: [(entry: Manifest.DocumentEntry, path: String, url: URL)] = []
        var seenIDs = Set<String>()
        // Pages are named from these: two documents may not land on the same page.
        var seenPages: [String: String] = [:]
        for entry in manifest.documents {
            // Found only for a diagnostic: searching the manifest's lines is the costly part
            // of an entry's checks.
            let entryLocation = { inManifest("\"\(entry.id)\"") }
            if !seenIDs.insert(entry.id).inserted {
                log.error(entryLocation(), DiagnosticMessages.duplicateDocument(entry.id))
                continue
            }
            guard manifest.languages.contains(entry.language) else {
                log.error(inManifest("\"language\": \"\(entry.language)\""),
                          DiagnosticMessages.unknownLanguage(entry.language, document: entry.id, manifest.languages))
                continue
            }
            guard vocabularies[entry.language] != nil else { continue }
            let page = entry.kind == .guide ? "\(entry.language)/guide" : "\(entry.language)/\(Slug.make(entry.slug ?? entry.id))"
            if let other = seenPages[page] {
                log.error(entryLocation(), DiagnosticMessages.samePage(entry.id, secondGuideIn: entry.kind == .guide ? entry.language : nil, as: other))
                continue
            }
            seenPages[page] = entry.id
            if entry.path.hasPrefix("/") || entry.path.split(separator: "/").contains("..") {
                log.error(entryLocation(), DiagnosticMessages.pathOutsideContent(entry.path))
                continue
            }
            files.append((entry, displayPath(entry.path), contentDirectory.appendingPathComponent(entry.path)))
        }

        // Reading, decoding and normalising the text into lines: one job a file.
        let reads = files.concurrentMap { file in Self.read(file.url.path, path: file.path).map { LoadedContent.Source(entry: file.entry, file: $0) } }
        for case .failure(let failure) in reads { log.error(failure.location, failure.message) }
        let sources = reads.compactMap { try? $0.get() }

        for group in manifest.translations {
            for id in group.documents where !manifest.documents.contains(where: { $0.id == id }) {
                log.error(inManifest("\"\(id)\""), DiagnosticMessages.unknownDocumentInGroup(group.id, id))
            }
        }
        let record = TranslationRecord.load(from: contentDirectory, displayPath: displayPath(TranslationRecord.fileName), into: &log)
        return LoadedContent(manifest: manifest, vocabularies: vocabularies, sources: sources, translationRecord: record)
    }

    /// Why a source file could not be loaded, and where.
    struct ReadFailure: Error {
        var location: SourceLocation
        var message: String
    }

    /// The source file at `filePath`, decoded and cut into lines; `path` is how diagnostics name it.
    static func read(_ filePath: String, path: String) -> Result<SourceFile, ReadFailure> {
        let unreadable = ReadFailure(location: SourceLocation(file: path, line: 1), message: DiagnosticMessages.cannotReadSource)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: filePath, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return .failure(unreadable)
        }
        // Too large is said from the size alone: the file is never read into memory.
        if let size = FileStatus.ofLinkOrFile(atPath: filePath)?.size, size > SourceDecoder.maximumBytes {
            return .failure(ReadFailure(location: SourceLocation(file: path, line: 1), message: SourceDecoder.Failure.tooLarge(bytes: size).message))
        }
        guard let data = FileManager.default.contents(atPath: filePath) else { return .failure(unreadable) }
        return SourceDecoder.decode(data).map { SourceFile(path: path, lines: $0) }
            .mapError { ReadFailure(location: SourceLocation(file: path, line: $0.line, column: $0.column), message: $0.message) }
    }

    /// Language codes name folders of the site: only BCP 47-like codes («es», «pt-BR»), never a path.
    static func isLanguageCode(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// The position of the first occurrence of `needle` in the manifest, for pointed diagnostics.
    func locate(_ needle: String, in text: String, file: String) -> SourceLocation {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = raw.range(of: needle) {
                return SourceLocation(file: file, line: index + 1, column: raw.distance(from: raw.startIndex, to: range.lowerBound) + 1)
            }
        }
        return SourceLocation(file: file, line: 1)
    }
}
