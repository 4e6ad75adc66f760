/// Renders a parsed template against a context stack. One renderer value serves one `render` call;
/// it only reads the shared templates, so concurrent renders never share mutable state.
struct TemplateRenderer {
    /// Deeper nesting of partials and layouts than this is taken to be runaway recursion.
    static let maxIncludeDepth = 64
    /// More nodes than this for one page is a template that multiplies itself (nested sections
    /// over the same list): stop with an error instead of running for ever. Real pages visit a
    /// few tens of thousands. A page with a very large context (the print page of a guide of
    /// thousands of chapters) may visit `nodesPerValue` nodes per value it was given: a template
    /// that visits its data a bounded number of times stays linear, one that multiplies it does not.
    static let maxNodesVisited = 5_000_000
    static let nodesPerValue = 64

    private struct LoopPosition {
        let index: Int
        let count: Int
    }

    private struct Frame {
        let value: TemplateValue
        let loop: LoopPosition?
    }

    let templates: [String: TemplateDocument]
    private var stack: [Frame]
    /// Block overrides in force: the most derived page's override wins.
    private var blocks: [String: [TemplateNode]] = [:]
    /// Names of the templates being rendered, outermost first, for the recursion guard.
    private var includeChain: [String]
    private var nodesVisited = 0
    /// `maxNodesVisited` until a page passes it; only then is its context counted (a walk over all
    /// of it) for the larger budget it may have.
    private var nodeBudget = TemplateRenderer.maxNodesVisited
    private var budgetCounted = false
    private let context: TemplateValue

    init(templates: [String: TemplateDocument], root: TemplateDocument, context: TemplateValue) {
        self.templates = templates
        self.stack = [Frame(value: context, loop: nil)]
        self.includeChain = [root.name]
        self.context = context
    }

    /// The page as UTF-8 bytes: pages go to files as bytes, and appending bytes costs less than
    /// growing a String piece by piece.
    static func render(_ document: TemplateDocument, context: TemplateValue,
                       templates: [String: TemplateDocument]) throws -> [UInt8] {
        var renderer = TemplateRenderer(templates: templates, root: document, context: context)
        var out = PageBytes(capacity: 16_384)
        try renderer.render(document.nodes, into: &out)
        return out.array
    }

    private mutating func render(_ nodes: [TemplateNode], into out: inout PageBytes) throws {
        for node in nodes {
            nodesVisited += 1
            if nodesVisited > nodeBudget && !budgetCounted {
                budgetCounted = true
                nodeBudget = max(Self.maxNodesVisited, Self.nodesPerValue * context.valueCount)
            }
            if nodesVisited > nodeBudget {
                throw TemplateError("rendering visited more than \(nodeBudget) template nodes; do sections repeat over the same list inside each other?",
                                    at: node.location ?? TemplateLocation(file: includeChain.last ?? "", line: 1, column: 1))
            }
            switch node {
            case .text(let text):
                Self.append(utf8Of: text, to: &out)

            case .variable(let path, let location):
                try append(resolve(path, at: location), path: path, at: location, to: &out)

            case .section(let path, let inverted, let children, let location):
                let value = try resolve(path, at: location)
                if inverted {
                    if !value.isTruthy { try render(children, into: &out) }
                } else if value.isTruthy {
                    if case .list(let items) = value {
                        for (index, item) in items.enumerated() {
                            stack.append(Frame(value: item, loop: LoopPosition(index: index, count: items.count)))
                            defer { stack.removeLast() }
                            try render(children, into: &out)
                        }
                    } else {
                        stack.append(Frame(value: value, loop: nil))
                        defer { stack.removeLast() }
                        try render(children, into: &out)
                    }
                }

            case .partial(let name, let location):
                let document = try include(name, what: "partial", at: location)
                defer { includeChain.removeLast() }
                try render(document.nodes, into: &out)

            case .layout(let name, let overrides, let location):
                let document = try include(name, what: "layout", at: location)
                defer { includeChain.removeLast() }
                let saved = blocks
                defer { blocks = saved }
                // Overrides already in force come from a more derived page and win over this one's.
                blocks = overrides.merging(saved, uniquingKeysWith: { _, outer in outer })
                try render(document.nodes, into: &out)

            case .block(let name, let defaultContent, _):
                try render(blocks[name] ?? defaultContent, into: &out)
            }
        }
    }

    private mutating func include(_ name: String, what: String, at location: TemplateLocation) throws -> TemplateDocument {
        guard let document = templates[name] else {
            throw TemplateError("unknown \(what) '\(name)'", at: location)
        }
        guard includeChain.count < Self.maxIncludeDepth else {
            let chain = (includeChain.suffix(6) + [name]).joined(separator: " > ")
            throw TemplateError(
                "\(what) '\(name)' nests more than \(Self.maxIncludeDepth) templates deep (infinite recursion?): … > \(chain)",
                at: location)
        }
        includeChain.append(name)
        return document
    }

    private func resolve(_ path: TemplatePath, at location: TemplateLocation) throws -> TemplateValue {
        switch path.kind {
        case .current:
            return stack[stack.count - 1].value
        case .loopIndex, .loopFirst, .loopLast:
            guard let loop = stack.last(where: { $0.loop != nil })?.loop else {
                throw TemplateError("'\(path.spelled)' used outside a section over a list", at: location)
            }
            switch path.kind {
            case .loopIndex: return .int(loop.index)
            case .loopFirst: return .bool(loop.index == 0)
            default: return .bool(loop.index == loop.count - 1)
            }
        case .names(let components):
            // Mustache rule: the first component is looked up from the innermost frame outwards;
            // the rest are looked up inside what it found.
            for frame in stack.reversed() {
                guard case .object(let fields) = frame.value, var value = fields[components[0]] else { continue }
                for (offset, component) in components.enumerated().dropFirst() {
                    // Only for messages: joined when an error needs it, not per lookup.
                    var prefix: String { components[..<offset].map(\.name).joined(separator: ".") }
                    switch value {
                    case .null:
                        return .null
                    case .object(let fields):
                        guard let next = fields[component] else {
                            throw TemplateError("unknown name '\(path.spelled)': '\(prefix)' has no '\(component.name)'", at: location)
                        }
                        value = next
                    default:
                        throw TemplateError(
                            "unknown name '\(path.spelled)': '\(prefix)' is \(value.kindDescription), not an object",
                            at: location)
                    }
                }
                return value
            }
            throw TemplateError("unknown name '\(path.spelled)'", at: location)
        }
    }

    /// A string's bytes appended as one buffer (not `withUTF8`: it needs a mutable copy, a retain
    /// and release per call).
    private static func append(utf8Of text: String, to out: inout PageBytes) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { out.append($0) }
        if appended == nil {
            var text = text
            text.withUTF8 { out.append($0) }
        }
    }

    private func append(_ value: TemplateValue, path: TemplatePath, at location: TemplateLocation, to out: inout PageBytes) throws {
        switch value {
        case .string(let s): HTMLEscaping.append(s, to: &out)
        case .html(let trusted): Self.append(utf8Of: trusted.markup, to: &out)
        case .int(let i): Self.append(utf8Of: String(i), to: &out)
        case .bool(let b): Self.append(utf8Of: b ? "true" : "false", to: &out)
        case .null: break
        case .list, .object:
            throw TemplateError(
                "'\(path.spelled)' is \(value.kindDescription) and cannot be rendered as text; use a section '{{#\(path.spelled)}}…{{/\(path.spelled)}}'",
                at: location)
        }
    }
}

extension TemplateValue {
    /// "a list", "a string"…, for messages.
    var kindDescription: String {
        switch self {
        case .string: return "a string"
        case .html: return "HTML"
        case .bool: return "a boolean"
        case .int: return "an integer"
        case .list: return "a list"
        case .object: return "an object"
        case .null: return "null"
        }
    }
}
