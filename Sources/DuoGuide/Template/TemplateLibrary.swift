import Foundation

/// A set of named HTML templates, parsed once and rendered many times.
///
/// Syntax (a small Mustache with escape-by-default output, like Go's `html/template`):
///
/// - `{{name}}`, `{{a.b.c}}`, `{{.}}`: a value. Strings, integers and booleans are HTML-escaped
///   (safe in element content and quoted attributes); only `TemplateValue.html(TrustedHTML)` is
///   emitted verbatim. `.null` renders nothing. Lists and objects cannot be rendered as text.
///   The first component of a name is looked up from the innermost context outwards (Mustache);
///   the rest inside what it found (a `.null` along the way gives `.null`). A name found nowhere is
///   an error, so typos cannot silently render nothing.
/// - `{{#name}}…{{/name}}`: a list repeats the body per element with the element as the innermost
///   context; any other truthy value (true, non-empty string or HTML, non-zero integer, any object)
///   renders the body once with the value as the innermost context. False, null, empty list, empty
///   string and 0 skip it. `{{^name}}…{{/name}}` renders only for those falsy values.
/// - `{{@index}}` (0-based), `{{@first}}`, `{{@last}}`: the position in the innermost list section,
///   usable as names and in sections, e.g. `{{#items}}{{.}}{{^@last}}, {{/@last}}{{/items}}`.
/// - `{{! comment }}`: dropped; may span lines.
/// - `{{> partials/nav}}`: renders another template with the current context stack.
/// - `{{< layouts/base}}{{$title}}My page{{/title}}{{/layouts/base}}`: renders the layout with the
///   page's block overrides; inside it only `{{$block}}` overrides, comments and whitespace may
///   appear. The layout declares slots as `{{$title}}default{{/title}}`. Layouts may themselves use a
///   layout; the most derived page's override wins. Overrides also apply to blocks in partials the
///   layout includes.
/// - Standalone tags: a line holding only whitespace and one non-variable tag (section, inverted,
///   close, comment, partial, layout, block) is removed together with its newline. (Unlike Mustache,
///   a standalone partial's indentation is not re-applied to the partial's lines.)
/// - There is no triple mustache `{{{x}}}`, no `{{&x}}` and no delimiter change.
///
/// Errors are `TemplateError`s reading `file:line:column: error: message`. Syntax errors (unclosed
/// `{{`, unclosed or mismatched sections, empty or invalid names), unknown partials and layouts, and
/// unconditional include cycles are reported when the library is created; unknown names, and nesting
/// deeper than 64 templates, when rendering.
///
/// A library is an immutable value: `render` may be called from any number of threads at once.
public struct TemplateLibrary: Sendable {
    /// The templates flattened for rendering, sorted by name; partials and layouts name theirs by
    /// index in it.
    private let programs: [TemplateProgram]
    private let programIndex: [String: Int]

    /// Loads every `*.html` file under `directory`, subfolders included. A template's name is its path
    /// relative to `directory` without `.html`, e.g. `partials/nav` for `partials/nav.html`.
    public init(directory: URL) throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError(file: directory.path, line: 1, column: 1, message: "template directory not found")
        }
        var sources: [(name: String, file: String, source: String)] = []
        let relativePaths = (fileManager.enumerator(atPath: directory.path)?.allObjects as? [String]) ?? []
        for relative in relativePaths.sorted() where relative.hasSuffix(".html") {
            let file = directory.appendingPathComponent(relative).path  // once: making a URL's path is not free
            var isSubdirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: file, isDirectory: &isSubdirectory), !isSubdirectory.boolValue else { continue }
            guard let data = fileManager.contents(atPath: file), let source = String(data: data, encoding: .utf8) else {
                throw TemplateError(file: file, line: 1, column: 1, message: "cannot read template as UTF-8")
            }
            sources.append((String(relative.dropLast(".html".count)), file, source))
        }
        try self.init(sources: sources)
    }

    /// Templates given as name → source; the name also stands for the file in error messages.
    public init(templates: [String: String]) throws {
        try self.init(sources: templates.keys.sorted().map { ($0, $0, templates[$0]!) })
    }

    private init(sources: [(name: String, file: String, source: String)]) throws {
        var documents: [String: TemplateDocument] = [:]
        for (name, file, source) in sources {
            let tokens = try TemplateLexer(file: file).tokenize(source)
            let nodes = try TemplateParser().parse(tokens)
            documents[name] = TemplateDocument(name: name, file: file, nodes: nodes)
        }
        try TemplateReferences.check(documents)
        let names = documents.keys.sorted()
        let programIndex = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        self.programs = names.map { TemplateProgram(documents[$0]!, templateIndex: programIndex) }
        self.programIndex = programIndex
    }

    /// The names of all templates, sorted.
    public var names: [String] { programs.map(\.name) }

    /// Renders template `name` with `context` as the outermost context.
    public func render(_ name: String, _ context: TemplateValue) throws -> String {
        String(decoding: try renderBytes(name, context), as: UTF8.self)
    }

    /// The same page as UTF-8 bytes, ready to be written.
    public func renderBytes(_ name: String, _ context: TemplateValue) throws -> [UInt8] {
        guard let index = programIndex[name] else {
            throw TemplateError(file: name, line: 1, column: 1, message: "no template named '\(name)'")
        }
        return try TemplateRenderer.render(programs[index], context: context, programs: programs)
    }
}
