/// Renders a parsed template against a context stack. One renderer value serves one `render` call;
/// it only reads the shared templates, so concurrent renders never share mutable state.
struct TemplateRenderer {
    /// Deeper nesting of partials and layouts than this is taken to be runaway recursion.
    static let maxIncludeDepth = 64
    /// More nodes visited or bytes written than this for one page is a template that multiplies
    /// itself (nested sections over the same list): stop with an error instead of running for ever
    /// or filling the memory. Real pages visit a few tens of thousands of nodes and write at most
    /// a few megabytes. A page with a very large context (the print page of a guide of thousands
    /// of chapters) may visit and write so much per value it was given: a template that visits its
    /// data a bounded number of times stays linear, one that multiplies it does not.
    static let maxNodesVisited = 5_000_000
    static let nodesPerValue = 64
    static let maxOutputBytes = 64 << 20
    static let outputBytesPerValue = 4_096

    /// A context of the stack: a section's value, or a list's element with its position.
    private struct Frame {
        let value: TemplateValue
        let loop: (index: Int, count: Int)?
    }

    /// The steps a `{{$block}}` renders: an override's content, in the program of the page that
    /// gave it.
    private struct BlockBody {
        let program: TemplateProgram
        let steps: Range<Int>
    }

    /// The library's templates, by index (partials and layouts name theirs by index).
    let programs: [TemplateProgram]
    private var stack: [Frame]
    /// Block overrides in force: the most derived page's override wins.
    private var blocks: [String: BlockBody] = [:]
    /// Names of the templates being rendered, outermost first, for the recursion guard.
    private var includeChain: [String]
    private var nodesVisited = 0
    /// The limits until a page passes one; only then is its context counted (a walk over all of
    /// it) for the larger budget it may have.
    private var nodeBudget = TemplateRenderer.maxNodesVisited
    private var byteBudget = TemplateRenderer.maxOutputBytes
    private var budgetCounted = false

    private init(programs: [TemplateProgram], root: TemplateProgram, context: TemplateValue) {
        (self.programs, stack, includeChain) = (programs, [Frame(value: context, loop: nil)], [root.name])
    }

    /// The page as UTF-8 bytes, the form it is written to its file in.
    static func render(_ root: TemplateProgram, context: TemplateValue, programs: [TemplateProgram]) throws -> [UInt8] {
        var renderer = TemplateRenderer(programs: programs, root: root, context: context)
        var out: [UInt8] = []
        out.reserveCapacity(16_384)
        try renderer.render(root, root.steps.indices, into: &out)
        return out
    }

    /// Renders `program`'s steps in `range`; a step with a body (section, block, layout) is followed
    /// by its body, which the step renders or skips as a whole.
    private mutating func render(_ program: TemplateProgram, _ range: Range<Int>, into out: inout [UInt8]) throws {
        var i = range.lowerBound
        while i < range.upperBound {
            let step = program.steps[i]
            nodesVisited += 1
            if nodesVisited > nodeBudget || out.count > byteBudget { try checkBudget(written: out.count, at: step, in: program) }
            let body = i + 1 ..< max(i + 1, Int(step.extent))
            switch step.kind {
            case .text:
                out.append(contentsOf: program.texts[Int(step.operand)])
                i += 1

            case .variable:
                try append(try resolve(step, in: program), of: step, in: program, to: &out)
                i += 1

            case .section, .invertedSection:
                let value = try resolve(step, in: program)
                if step.kind == .invertedSection {
                    if !value.isTruthy { try render(program, body, into: &out) }
                } else if value.isTruthy {
                    if case .list(let items) = value {
                        for (index, item) in items.enumerated() {
                            stack.append(Frame(value: item, loop: (index, items.count)))
                            defer { stack.removeLast() }
                            try render(program, body, into: &out)
                        }
                    } else {
                        stack.append(Frame(value: value, loop: nil))
                        defer { stack.removeLast() }
                        try render(program, body, into: &out)
                    }
                }
                i = body.upperBound

            case .partial:
                let partial = programs[Int(step.operand)]
                try enter(partial, what: "partial", at: program.location(of: step)!)
                defer { includeChain.removeLast() }
                try render(partial, partial.steps.indices, into: &out)
                i += 1

            case .layout:
                let layout = programs[Int(step.operand)]
                try enter(layout, what: "layout", at: program.location(of: step)!)
                defer { includeChain.removeLast() }
                let saved = blocks
                defer { blocks = saved }
                // The body is the overrides, one block step each. Overrides already in force come
                // from a more derived page and win over this one's.
                var k = body.lowerBound
                while k < body.upperBound {
                    let override = program.steps[k]
                    let name = program.blockNames[Int(override.operand)]
                    blocks[name] = blocks[name] ?? BlockBody(program: program, steps: k + 1 ..< Int(override.extent))
                    k = Int(override.extent)
                }
                try render(layout, layout.steps.indices, into: &out)
                i = body.upperBound

            case .block:
                if let override = blocks[program.blockNames[Int(step.operand)]] {
                    try render(override.program, override.steps, into: &out)
                } else {
                    try render(program, body, into: &out)
                }
                i = body.upperBound
            }
        }
    }

    /// Past a default limit: the page's own budget, from its context, or an error past that too.
    private mutating func checkBudget(written: Int, at step: TemplateProgram.Step, in program: TemplateProgram) throws {
        if !budgetCounted {
            budgetCounted = true
            let values = stack[0].value.valueCount  // the page's context, never popped
            nodeBudget = max(Self.maxNodesVisited, Self.nodesPerValue * values)
            byteBudget = max(Self.maxOutputBytes, Self.outputBytesPerValue * values)
        }
        let location = program.location(of: step) ?? TemplateLocation(file: includeChain.last ?? "", source: "", offset: 0)
        let overrun = nodesVisited > nodeBudget ? "visited more than \(nodeBudget) template nodes"
            : written > byteBudget ? "wrote more than \(byteBudget) bytes" : nil
        if let overrun {
            throw TemplateError("rendering \(overrun); do sections repeat over the same list inside each other?", at: location)
        }
    }

    private mutating func enter(_ document: TemplateProgram, what: String, at location: TemplateLocation) throws {
        guard includeChain.count < Self.maxIncludeDepth else {
            let chain = (includeChain.suffix(6) + [document.name]).joined(separator: " > ")
            let problem = "nests more than \(Self.maxIncludeDepth) templates deep (infinite recursion?): … > \(chain)"
            throw TemplateError("\(what) '\(document.name)' \(problem)", at: location)
        }
        includeChain.append(document.name)
    }

    /// The value the path of `step` (a variable or section) names. Mustache rule: a dotted path's
    /// first name is looked up from the innermost frame outwards; the rest inside what it found.
    private func resolve(_ step: TemplateProgram.Step, in program: TemplateProgram) throws -> TemplateValue {
        let p = Int(step.operand)
        switch program.paths[p].kind {
        case .current:
            return stack[stack.count - 1].value
        case .loopIndex, .loopFirst, .loopLast:
            guard let loop = stack.last(where: { $0.loop != nil })?.loop else {
                throw TemplateError("'\(program.paths[p].spelled)' used outside a section over a list", at: program.location(of: step)!)
            }
            switch program.paths[p].kind {
            case .loopIndex: return .int(loop.index)
            case .loopFirst: return .bool(loop.index == 0)
            default: return .bool(loop.index == loop.count - 1)
            }
        case .names:
            break
        }
        // The names are read in place, and the location (its file and source) made only for an error.
        let count = program.paths[p].components.count
        for frame in stack.indices.reversed() {
            guard var value = stack[frame].value.field(program.paths[p].components[0]) else { continue }
            if count == 1 { return value }
            let names = program.paths[p].components
            for k in names.indices.dropFirst() {
                if case .null = value { return value }
                guard let next = value.field(names[k]) else {
                    let prefix = "unknown name '\(program.paths[p].spelled)': '\(names[..<k].map(\.text).joined(separator: "."))'"
                    let problem = if case .object = value { "has no '\(names[k].text)'" } else { "is \(value.kindDescription), not an object" }
                    throw TemplateError("\(prefix) \(problem)", at: program.location(of: step)!)
                }
                value = next
            }
            return value
        }
        throw TemplateError("unknown name '\(program.paths[p].spelled)'", at: program.location(of: step)!)
    }

    private func append(_ value: TemplateValue, of step: TemplateProgram.Step, in program: TemplateProgram,
                        to out: inout [UInt8]) throws {
        switch value {
        case .string(let s): HTMLEscaping.append(s, to: &out)
        case .html(let trusted): out.append(contentsOf: trusted.markup.utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .null: break
        case .list, .object:
            let spelled = program.paths[Int(step.operand)].spelled
            let problem = "cannot be rendered as text; use a section '{{#\(spelled)}}…{{/\(spelled)}}'"
            throw TemplateError("'\(spelled)' is \(value.kindDescription) and \(problem)", at: program.location(of: step)!)
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
