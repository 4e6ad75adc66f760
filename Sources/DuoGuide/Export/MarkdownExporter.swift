import Foundation

/// `duoguide export --markdown DIR`: the model as a Hugo content tree — one Markdown page per
/// chapter, appendix, case study and article, per language, with fenced Swift code and a
/// `translationKey` linking translations — plus a minimal multilingual layout and config, so the
/// guide can move to another generator (and so the benchmark can time Hugo on the same pages).
public struct MarkdownExporter {
    public init() {}

    /// A file the exporter leaves in its folder, so a later export may replace that folder and
    /// nothing else: exporting over a folder the user filled (or the project itself) is refused.
    public static let marker = ".duoguide-export"

    public struct RefusedError: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "\(path) exists, is not empty and was not written by 'duoguide export'; choose an empty or new folder" }
    }

    /// Returns the number of content pages written.
    @discardableResult
    public func write(_ corpus: Corpus, to target: URL) throws -> Int {
        let fm = FileManager.default
        let existing = (try? fm.contentsOfDirectory(atPath: target.path)) ?? []
        if !existing.isEmpty && !existing.contains(Self.marker) { throw RefusedError(path: target.path) }
        // Written beside the target, then moved into place: a failure leaves the old export whole.
        let directory = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).export-\(getpid())")
        try? fm.removeItem(at: directory)
        try fm.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: directory) }
        let count = try writeTree(corpus, to: directory)
        try Data().write(to: directory.appendingPathComponent(Self.marker))
        if fm.fileExists(atPath: target.path) { try fm.removeItem(at: target) }
        try fm.moveItem(at: directory, to: target)
        return count
    }

    private func writeTree(_ corpus: Corpus, to directory: URL) throws -> Int {
        let fm = FileManager.default
        var count = 0
        for document in corpus.documents {
            let lang = document.language
            let folder = directory.appendingPathComponent("content/\(lang)")
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            if document.kind == .article {
                try page(title: document.title, key: document.id, weight: 1000, body: markdown(document.intro, vocabulary: corpus.vocabularies[lang]))
                    .write(to: folder.appendingPathComponent("\(document.slug).md"), atomically: false, encoding: .utf8)
                count += 1
                continue
            }
            for (index, chapter) in document.chapters.enumerated() {
                var body = ""
                if let objective = chapter.objective { body += "> \(objective)\n\n" }
                body += markdown(chapter.blocks, checkpoints: chapter.checkpoints, vocabulary: corpus.vocabularies[lang])
                try page(title: chapter.heading, key: chapter.id, weight: index + 1, body: body)
                    .write(to: folder.appendingPathComponent("\(chapter.id).md"), atomically: false, encoding: .utf8)
                count += 1
            }
        }
        var config = "baseURL = \"/\"\ntitle = \"duoguide\"\ndefaultContentLanguage = \"\(corpus.manifest.defaultLanguage)\"\n"
        config += "disableKinds = [\"taxonomy\", \"term\", \"RSS\", \"sitemap\"]\n\n[languages]\n"
        for (i, lang) in corpus.manifest.languages.enumerated() {
            config += "[languages.\(lang)]\ncontentDir = \"content/\(lang)\"\nweight = \(i + 1)\nlanguageName = \"\(corpus.vocabularies[lang]?.languageName ?? lang)\"\n"
        }
        try config.write(to: directory.appendingPathComponent("hugo.toml"), atomically: false, encoding: .utf8)
        let layouts = directory.appendingPathComponent("layouts/_default")
        try fm.createDirectory(at: layouts, withIntermediateDirectories: true)
        let single = """
        <!DOCTYPE html><html lang="{{ .Language.Lang }}"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
        <body><nav><ul>{{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></nav>
        <main><h1>{{ .Title }}</h1>{{ .Content }}</main>
        <footer>{{ range .Translations }}<a href="{{ .RelPermalink }}">{{ .Language.LanguageName }}</a> {{ end }}</footer></body></html>

        """
        try single.write(to: layouts.appendingPathComponent("single.html"), atomically: false, encoding: .utf8)
        try single.replacingOccurrences(of: "<h1>{{ .Title }}</h1>{{ .Content }}", with: "<h1>{{ .Site.Title }}</h1>")
            .write(to: layouts.appendingPathComponent("list.html"), atomically: false, encoding: .utf8)
        return count
    }

    func page(title: String, key: String, weight: Int, body: String) -> String {
        "---\ntitle: \(yamlString(title))\ntranslationKey: \(yamlString(key))\nweight: \(weight)\n---\n\n" + body
    }

    func yamlString(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    func markdown(_ blocks: [Block], checkpoints: [Checkpoint] = [], vocabulary: Vocabulary?) -> String {
        let useLabel = vocabulary?.site["whenToUse"] ?? vocabulary?.parser.whenToUse ?? ""
        let avoidLabel = vocabulary?.site["whenNotToUse"] ?? vocabulary?.parser.whenNotToUse ?? ""
        var out = ""
        for block in blocks {
            switch block {
            case .heading(let h): out += "## \(h.text)\n\n"
            case .paragraph(let p): out += "\(p.text)\n\n"
            case .caption(let p): out += "*\(p.text)*\n\n"
            case .code(let c): out += "```swift\n\(c.code)\n```\n\n"
            case .entry(let e):
                out += "- **\(e.title)**\(e.availability.map { " (\($0))" } ?? ""). \(e.description)"
                if let u = e.whenToUse { out += " *\(useLabel):* \(u)" }
                if let a = e.whenNotToUse { out += " *\(avoidLabel):* \(a)" }
                out += "\n\n"
            case .bulletList(let items): out += items.map { "- \($0.text)" }.joined(separator: "\n") + "\n\n"
            case .numberedList(let items): out += items.enumerated().map { "\($0 + 1). \($1.text)" }.joined(separator: "\n") + "\n\n"
            case .checkpoints(let h, let numbers):
                out += "## \(h.text)\n\n"
                out += checkpoints.filter { numbers.contains($0.number) }.map { "\($0.number). \($0.question)" }.joined(separator: "\n") + "\n\n"
            case .notYet(let p), .source(let p), .answers(_, let p): out += "> \(p.lead.map { $0 + " " } ?? "")\(p.text)\n\n"
            }
        }
        return out
    }
}
