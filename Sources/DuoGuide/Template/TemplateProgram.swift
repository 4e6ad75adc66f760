/// A template's node tree flattened, once when the library is made, into one array of steps that
/// rendering walks by index: a step holds only integers (where its text bytes are, which path and
/// location it has, where its body ends), so rendering a page copies no node. The tree stays what
/// the parser builds and the reference checks read.
///
/// A class: a program is shared by every render, and handing one on is a single retain.
final class TemplateProgram: Sendable {
    struct Step: Sendable {
        enum Kind: UInt8, Sendable {
            case text, variable, section, invertedSection, partial, layout, block
        }

        let kind: Kind
        /// `text`: the index in `texts`; `variable` and the sections: the index in `paths`;
        /// `partial` and `layout`: the index of the included template in the library; `block`:
        /// the index in `blockNames`.
        let operand: Int32
        /// A section, block or layout: the index of the first step after its body (a layout's body
        /// is its overrides, each a `block` step with its content).
        let extent: Int32
        /// The index in `locations`; -1 for text, which has none.
        let location: Int32
    }

    /// The template's name, for the include chain of messages.
    let name: String
    let steps: [Step]
    /// The bytes of each text step: an array each, which a page appends whole.
    let texts: [[UInt8]]
    let paths: [TemplatePath]
    let blockNames: [String]
    let locations: [TemplateLocation]

    /// `templateIndex`: where each template of the library is (every included name is known to be
    /// there: `TemplateReferences` checked it).
    init(_ document: TemplateDocument, templateIndex: [String: Int]) {
        var builder = Builder(templateIndex: templateIndex)
        builder.append(document.nodes)
        name = document.name
        steps = builder.steps
        texts = builder.texts
        paths = builder.paths
        blockNames = builder.blockNames
        locations = builder.locations
    }

    /// Where a step's tag is; nil for text.
    func location(of step: Step) -> TemplateLocation? {
        step.location < 0 ? nil : locations[Int(step.location)]
    }

    private struct Builder {
        let templateIndex: [String: Int]
        var steps: [Step] = []
        var texts: [[UInt8]] = []
        var paths: [TemplatePath] = []
        var blockNames: [String] = []
        var locations: [TemplateLocation] = []

        mutating func append(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .text(let string):
                    texts.append(Array(string.utf8))
                    steps.append(Step(kind: .text, operand: Int32(texts.count - 1), extent: 0, location: -1))
                case .variable(let path, let location):
                    steps.append(Step(kind: .variable, operand: add(path), extent: 0, location: add(location)))
                case .section(let path, let inverted, let children, let location):
                    let operand = add(path), at = add(location)
                    appendBody(kind: inverted ? .invertedSection : .section, operand: operand, location: at) { $0.append(children) }
                case .partial(let name, let location):
                    steps.append(Step(kind: .partial, operand: Int32(templateIndex[name]!), extent: 0, location: add(location)))
                case .block(let name, let defaultContent, let location):
                    appendBlock(name, defaultContent, location: add(location))
                case .layout(let name, let overrides, let location):
                    appendBody(kind: .layout, operand: Int32(templateIndex[name]!), location: add(location)) { builder in
                        for blockName in overrides.keys.sorted() {
                            builder.appendBlock(blockName, overrides[blockName]!, location: -1)
                        }
                    }
                }
            }
        }

        private mutating func appendBlock(_ name: String, _ content: [TemplateNode], location: Int32) {
            blockNames.append(name)
            appendBody(kind: .block, operand: Int32(blockNames.count - 1), location: location) { $0.append(content) }
        }

        /// A step whose body (the steps `body` appends) follows it; its `extent` is set once the
        /// body's length is known.
        private mutating func appendBody(kind: Step.Kind, operand: Int32, location: Int32, _ body: (inout Builder) -> Void) {
            let at = steps.count
            steps.append(Step(kind: kind, operand: operand, extent: 0, location: location))
            body(&self)
            steps[at] = Step(kind: kind, operand: operand, extent: Int32(steps.count), location: location)
        }

        private mutating func add(_ path: TemplatePath) -> Int32 {
            paths.append(path)
            return Int32(paths.count - 1)
        }

        private mutating func add(_ location: TemplateLocation) -> Int32 {
            locations.append(location)
            return Int32(locations.count - 1)
        }
    }
}
