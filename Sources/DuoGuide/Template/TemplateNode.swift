/// A name as written in a tag: `.` (the current item), a loop variable (`@index`, `@first`,
/// `@last`), or a dotted path `a.b.c` looked up through the context stack.
struct TemplatePath: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case current, loopIndex, loopFirst, loopLast
        /// A dotted path, in `components`.
        case names
    }

    let kind: Kind
    /// The parts of a dotted path (empty for the other kinds).
    var components: [TemplateName] = []
    /// The name as the author wrote it, for messages.
    let spelled: String
}

/// The parsed form of a template; immutable once built.
indirect enum TemplateNode: Sendable {
    /// Literal text, emitted as is.
    case text(String)
    /// `{{path}}`: the value, HTML-escaped unless it is `.html`.
    case variable(TemplatePath, TemplateLocation)
    /// `{{#path}}…{{/path}}`, or `{{^path}}…{{/path}}` when `inverted`.
    case section(TemplatePath, inverted: Bool, children: [TemplateNode], TemplateLocation)
    /// `{{> name}}`: another template, rendered with the current context stack.
    case partial(name: String, TemplateLocation)
    /// `{{$name}}default{{/name}}`: a slot a page can override; renders `defaultContent` otherwise.
    case block(name: String, defaultContent: [TemplateNode], TemplateLocation)
    /// `{{< name}}{{$block}}…{{/block}}{{/name}}`: renders template `name` with these block overrides.
    case layout(name: String, overrides: [String: [TemplateNode]], TemplateLocation)
}

/// One parsed template file.
struct TemplateDocument: Sendable {
    /// The name used in `{{> name}}` and `render(_:_:)`, e.g. `partials/nav`.
    let name: String
    /// The path shown in error messages.
    let file: String
    let nodes: [TemplateNode]
}
