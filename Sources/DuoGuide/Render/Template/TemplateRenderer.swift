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

    /// A context of the stack, read where it is in the page's context tree: pushing a section's
    /// value or a list's element and looking names up copy no value (a copy retained its string,
    /// list or object and the release came after: two atomic operations, on objects both
    /// rendering threads may share, for every lookup and every element of every list).
    ///
    /// The pointers stay valid for the whole render: the renderer holds the context (see
    /// `render`) and only reads it, so no array of the tree (an object's fields, a list's
    /// elements) is changed, moved or freed while a page renders.
    private struct Frame {
        let value: UnsafePointer<TemplateValue>
        let loop: LoopPosition?
    }

    /// What a variable or section names: a value of the context, read in place, or a loop
    /// position (`@index`, `@first`, `@last`), a number or flag made by the lookup.
    private enum Found {
        case context(UnsafePointer<TemplateValue>)
        case made(TemplateValue)
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
    /// `maxNodesVisited` until a page passes it; only then is its context counted (a walk over all
    /// of it) for the larger budget it may have.
    private var nodeBudget = TemplateRenderer.maxNodesVisited
    private var budgetCounted = false
    /// The page's context, held for the whole render (see `Frame`).
    private let context: UnsafePointer<TemplateValue>

    private init(programs: [TemplateProgram], root: TemplateProgram, context: UnsafePointer<TemplateValue>) {
        self.programs = programs
        self.stack = [Frame(value: context, loop: nil)]
        self.includeChain = [root.name]
        self.context = context
    }

    /// The page as UTF-8 bytes: pages go to files as bytes, and appending bytes costs less than
    /// growing a String piece by piece.
    static func render(_ root: TemplateProgram, context: TemplateValue, programs: [TemplateProgram]) throws -> FileBytes {
        // The renderer's own copy of the context, at an address of its own: the frames point into
        // it, and no one else can change it while they do.
        let held = UnsafeMutablePointer<TemplateValue>.allocate(capacity: 1)
        held.initialize(to: context)
        defer {
            held.deinitialize(count: 1)
            held.deallocate()
        }
        var renderer = TemplateRenderer(programs: programs, root: root, context: held)
        var out = PageBytes(capacity: 16_384)
        try renderer.render(root, root.steps.indices, into: &out)
        return out.fileBytes()
    }

    /// Renders `program`'s steps in `range`; a step with a body (section, block, layout) is followed
    /// by its body, which the step renders or skips as a whole.
    private mutating func render(_ program: TemplateProgram, _ range: Range<Int>, into out: inout PageBytes) throws {
        var i = range.lowerBound
        while i < range.upperBound {
            let step = program.steps[i]
            nodesVisited += 1
            if nodesVisited > nodeBudget && !budgetCounted {
                budgetCounted = true
                nodeBudget = max(Self.maxNodesVisited, Self.nodesPerValue * context.pointee.valueCount)
            }
            if nodesVisited > nodeBudget {
                throw TemplateError("rendering visited more than \(nodeBudget) template nodes; do sections repeat over the same list inside each other?",
                                    at: program.location(of: step) ?? TemplateLocation(file: includeChain.last ?? "", line: 1, column: 1))
            }
            let body = i + 1 ..< max(i + 1, Int(step.extent))
            switch step.kind {
            case .text:
                let start = Int(step.operand)
                program.text.withUnsafeBufferPointer { text in
                    out.append(UnsafeBufferPointer(rebasing: text[start ..< start + Int(step.extent)]))
                }
                i += 1

            case .variable:
                switch try resolve(step, in: program) {
                case .context(let value): try append(value.pointee, of: step, in: program, to: &out)
                case .made(let value): try append(value, of: step, in: program, to: &out)
                }
                i += 1

            case .section, .invertedSection:
                let found = try resolve(step, in: program)
                let isTruthy: Bool
                switch found {
                case .context(let value): isTruthy = value.pointee.isTruthy
                case .made(let value): isTruthy = value.isTruthy
                }
                if step.kind == .invertedSection {
                    if !isTruthy { try render(program, body, into: &out) }
                } else if isTruthy {
                    switch found {
                    case .context(let value):
                        if let items = Self.elements(ofListAt: value) {
                            for index in items.indices {
                                stack.append(Frame(value: items.baseAddress! + index, loop: LoopPosition(index: index, count: items.count)))
                                defer { stack.removeLast() }
                                try render(program, body, into: &out)
                            }
                        } else {
                            stack.append(Frame(value: value, loop: nil))
                            defer { stack.removeLast() }
                            try render(program, body, into: &out)
                        }
                    case .made(let value):
                        // A loop position as a section's context (`{{#@index}}…{{.}}…`): rare, so
                        // it gets an address of its own for the frame.
                        let made = UnsafeMutablePointer<TemplateValue>.allocate(capacity: 1)
                        made.initialize(to: value)
                        defer {
                            made.deinitialize(count: 1)
                            made.deallocate()
                        }
                        stack.append(Frame(value: made, loop: nil))
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
                    if blocks[name] == nil {
                        blocks[name] = BlockBody(program: program, steps: k + 1 ..< Int(override.extent))
                    }
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

    private mutating func enter(_ document: TemplateProgram, what: String, at location: TemplateLocation) throws {
        guard includeChain.count < Self.maxIncludeDepth else {
            let chain = (includeChain.suffix(6) + [document.name]).joined(separator: " > ")
            throw TemplateError(
                "\(what) '\(document.name)' nests more than \(Self.maxIncludeDepth) templates deep (infinite recursion?): … > \(chain)",
                at: location)
        }
        includeChain.append(document.name)
    }

    /// The value the path of `step` (a variable or section) names. The path is read in place, and
    /// its spelling and the step's location only for a message: copying the path for each lookup
    /// cost a retain and a release of its parts.
    private func resolve(_ step: TemplateProgram.Step, in program: TemplateProgram) throws -> Found {
        let path = Int(step.operand)
        var spelled: String { program.paths[path].spelled }
        switch program.paths[path].kind {
        case .current:
            return .context(stack[stack.count - 1].value)
        case .loopIndex, .loopFirst, .loopLast:
            guard let loop = stack.last(where: { $0.loop != nil })?.loop else {
                throw TemplateError("'\(spelled)' used outside a section over a list", at: program.location(of: step)!)
            }
            switch program.paths[path].kind {
            case .loopIndex: return .made(.int(loop.index))
            case .loopFirst: return .made(.bool(loop.index == 0))
            default: return .made(.bool(loop.index == loop.count - 1))
            }
        case .names:
            if let probes = program.probeRanges[path] {
                return .context(try resolve(step, in: program, count: probes.count) { program.probes[probes.lowerBound + $0] })
            }
            let components = program.paths[path].components
            return .context(try resolve(step, in: program, count: components.count) { components[$0] })
        }
    }

    /// The value of a dotted path whose `component(k)` finds part `k` of it in an object (a probe
    /// or a key). Mustache rule: the first component is looked up from the innermost frame
    /// outwards; the rest are looked up inside what it found. Every step is read in place: the
    /// objects on the way (`t` of `{{t.name}}`, shared by every page) are not copied.
    @inline(__always)
    private func resolve<Name: TemplateFieldName>(_ step: TemplateProgram.Step, in program: TemplateProgram, count: Int,
                                                  _ component: (Int) -> Name) throws -> UnsafePointer<TemplateValue> {
        var path: TemplatePath { program.paths[Int(step.operand)] }  // for messages
        var frame = stack.count - 1
        while frame >= 0 {
            guard var value = component(0).find(in: stack[frame].value) else {
                frame -= 1
                continue
            }
            var offset = 1
            while offset < count {
                // Only for messages: joined when an error needs it, not per lookup.
                var prefix: String { path.components[..<offset].map(\.name).joined(separator: ".") }
                switch value.pointee {
                case .null:
                    return value
                case .object:
                    guard let next = component(offset).find(in: value) else {
                        throw TemplateError("unknown name '\(path.spelled)': '\(prefix)' has no '\(path.components[offset].name)'",
                                            at: program.location(of: step)!)
                    }
                    value = next
                default:
                    throw TemplateError(
                        "unknown name '\(path.spelled)': '\(prefix)' is \(value.pointee.kindDescription), not an object",
                        at: program.location(of: step)!)
                }
                offset += 1
            }
            return value
        }
        throw TemplateError("unknown name '\(path.spelled)'", at: program.location(of: step)!)
    }

    /// The elements of the list `value` points at, where they are; nil when it is not a list.
    @inline(__always)
    private static func elements(ofListAt value: UnsafePointer<TemplateValue>) -> UnsafeBufferPointer<TemplateValue>? {
        guard case .list(let items) = value.pointee else { return nil }
        // The list is part of the held context, so its storage outlives the frames (see `Frame`).
        return items.withUnsafeBufferPointer { $0 }
    }

    /// A string's bytes appended as one buffer.
    private static func append(utf8Of text: String, to out: inout PageBytes) {
        text.withUTF8Bytes { out.append($0) }
    }

    private func append(_ value: TemplateValue, of step: TemplateProgram.Step, in program: TemplateProgram,
                        to out: inout PageBytes) throws {
        var spelled: String { program.paths[Int(step.operand)].spelled }
        switch value {
        case .string(let s): HTMLEscaping.append(s, to: &out)
        case .html(let trusted): Self.append(utf8Of: trusted.markup, to: &out)
        case .int(let i): Self.append(utf8Of: String(i), to: &out)
        case .bool(let b): Self.append(utf8Of: b ? "true" : "false", to: &out)
        case .null: break
        case .list, .object:
            throw TemplateError(
                "'\(spelled)' is \(value.kindDescription) and cannot be rendered as text; use a section '{{#\(spelled)}}…{{/\(spelled)}}'",
                at: program.location(of: step)!)
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

/// A name a path component is found by in an object: a probe (two words) or a key.
private protocol TemplateFieldName {
    /// Where the field of `object` with this name is; nil when there is none.
    func address(in object: TemplateObject) -> UnsafePointer<TemplateValue>?
}

extension TemplateFieldName {
    /// Where the field of `value` (an object) with this name is; nil when there is none or
    /// `value` is not an object.
    @inline(__always)
    func find(in value: UnsafePointer<TemplateValue>) -> UnsafePointer<TemplateValue>? {
        guard case .object(let object) = value.pointee else { return nil }
        return address(in: object)
    }
}

extension TemplateKey: TemplateFieldName {
    @inline(__always)
    func address(in object: TemplateObject) -> UnsafePointer<TemplateValue>? { object.valueAddress(of: self) }
}

extension TemplateKey.Probe: TemplateFieldName {
    @inline(__always)
    func address(in object: TemplateObject) -> UnsafePointer<TemplateValue>? { object.valueAddress(of: self) }
}
