/// Load-time checks across templates: every `{{> partial}}` and `{{< layout}}` names a template that
/// exists, and no template includes itself unconditionally (outside any section), which could only
/// recurse forever. Recursion guarded by a section (a tree of pages rendered by a partial that
/// includes itself for each child) is allowed; the renderer still stops runaway nesting at run time.
enum TemplateReferences {
    static func check(_ documents: [String: TemplateDocument]) throws {
        for name in documents.keys.sorted() {
            try checkExistence(documents[name]!.nodes, in: documents)
        }
        try checkCycles(documents)
    }

    private static func checkExistence(_ nodes: [TemplateNode], in documents: [String: TemplateDocument]) throws {
        for node in nodes {
            switch node {
            case .text, .variable:
                break
            case .section(_, _, let children, _), .block(_, let children, _):
                try checkExistence(children, in: documents)
            case .partial(let name, let location):
                guard documents[name] != nil else {
                    throw TemplateError("unknown partial '\(name)'", at: location)
                }
            case .layout(let name, let overrides, let location):
                guard documents[name] != nil else {
                    throw TemplateError("unknown layout '\(name)'", at: location)
                }
                try overrides.keys.sorted().forEach { try checkExistence(overrides[$0]!, in: documents) }
            }
        }
    }

    private static func checkCycles(_ documents: [String: TemplateDocument]) throws {
        var finished: Set<String> = []
        var path: [String] = []

        func visit(_ name: String) throws {
            if finished.contains(name) { return }
            path.append(name)
            // The includes a template always performs when rendered: partials and layouts outside
            // any section, block default or override.
            for node in documents[name]?.nodes ?? [] {
                let include: String, location: TemplateLocation
                switch node {
                case .partial(let included, let at), .layout(let included, _, let at): (include, location) = (included, at)
                default: continue
                }
                if let start = path.firstIndex(of: include) {
                    let cycle = (path[start...] + [include]).joined(separator: " > ")
                    throw TemplateError("infinite recursion: templates include each other unconditionally: \(cycle)", at: location)
                }
                try visit(include)
            }
            path.removeLast()
            finished.insert(name)
        }

        for name in documents.keys.sorted() {
            try visit(name)
        }
    }
}
