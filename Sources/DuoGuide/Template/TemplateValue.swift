/// Markup that the caller vouches for. Wrapping a string in `TrustedHTML` is the only way to make the
/// template engine emit it without escaping (like Go's `template.HTML`); grep for `TrustedHTML(` to audit.
public struct TrustedHTML: Sendable, Equatable, Hashable {
    public let markup: String

    public init(_ markup: String) {
        self.markup = markup
    }
}

/// The data a template is rendered against.
///
/// `{{x}}` HTML-escapes `.string`, `.int` and `.bool` values and emits `.html` values verbatim.
public enum TemplateValue: Sendable, Equatable {
    case string(String)
    case html(TrustedHTML)
    case bool(Bool)
    case int(Int)
    case list([TemplateValue])
    case object(TemplateObject)
    case null

    /// How many values this one holds, itself included (lists and objects counted through).
    var valueCount: Int {
        switch self {
        case .list(let items): return items.reduce(1) { $0 + $1.valueCount }
        case .object(let object): return object.fields.reduce(1) { $0 + $1.1.valueCount }
        default: return 1
        }
    }

    /// Field `name` of an object; nil for any other value. A method, so that the frames of the
    /// renderer's stack are read in place rather than copied to look one name up.
    func field(_ name: TemplateName) -> TemplateValue? {
        guard case .object(let object) = self else { return nil }
        return object[name]
    }

    /// Whether a section `{{#x}}` renders (and `{{^x}}` does not).
    var isTruthy: Bool {
        switch self {
        case .string(let s): return !s.isEmpty
        case .html(let h): return !h.markup.isEmpty
        case .bool(let b): return b
        case .int(let i): return i != 0
        case .list(let items): return !items.isEmpty
        case .object: return true
        case .null: return false
        }
    }
}

/// Literals of each kind; a dictionary literal's later duplicates win, so a literal never traps.
extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) { self = .object(TemplateObject(elements)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(nilLiteral: ()) { self = .null }
}
