/// What a `{{…}}` tag does, decided by its first character, its sigil (the raw value).
enum TemplateTagKind: String, Sendable, Equatable {
    case variable = ""          // {{name}}
    case section = "#"          // {{#name}}
    case invertedSection = "^"  // {{^name}}
    case close = "/"            // {{/name}}
    case comment = "!"          // {{! text }}
    case partial = ">"          // {{> name}}
    case layout = "<"           // {{< name}}
    case block = "$"            // {{$name}}

    /// Every tag except a variable vanishes with its line when it stands alone on it.
    var canStandAlone: Bool { self != .variable }
}

/// One `{{…}}` tag: its kind, the trimmed name after the sigil, and where its `{{` starts.
struct TemplateTag: Sendable, Equatable {
    let kind: TemplateTagKind
    let name: String
    let location: TemplateLocation

    /// The tag as the author wrote it, normalised, for messages.
    var spelled: String { "{{\(kind.rawValue)\(name)}}" }
}

enum TemplateToken: Sendable, Equatable {
    case text(String)
    case tag(TemplateTag)
}
