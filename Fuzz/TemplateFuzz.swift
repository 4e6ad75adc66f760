// libFuzzer target `template`: bytes → template sources → TemplateLibrary (lex, parse, reference
// check) → render every template with a small context. A NUL byte splits the input into up to
// three templates: the page, a partial (`partials/p`) and a layout (`layouts/base`), so includes,
// layouts and cycles are reachable. Template errors are expected; crashes, hangs and sanitizer
// reports are not.
import Foundation
@testable import DuoGuide

/// Every call this target makes into DuoGuide: adapt here when the library's API moves.
private enum Library {
    /// A context that cannot multiply a page: every list but `items` has one element, and the two
    /// elements of `items` hide every list name behind an empty list, so no section nested in
    /// another can repeat over a list with more than one element again. A template that repeats
    /// sections over the same list inside each other is stopped by the renderer's node budget
    /// (`Tests/DuoGuideTests/Fixtures/hostile/template-exponential-sections`), but only after
    /// millions of nodes: seconds under ASan, a timeout for every such input.
    static let context: TemplateValue = [
        "title": "Capítulo <1> & \"co\"",
        "html": .html(TrustedHTML("<b>ok</b>")),
        "yes": true, "no": false, "zero": 0, "n": 42, "none": nil, "empty": "",
        "items": [element(["name": "a <b>"]), element(["name": "c", "yes": false])],
        "names": ["d & e"],
        "page": ["title": "x", "lang": "es", "t": ["home": "Inicio", "search": "Buscar"]],
        "t": ["home": "Inicio", "next": "Siguiente"],
        "chapters": [["id": "chapter-0", "title": "Cero", "href": "chapter-0.html", "blocks": [["kind": "prose"]]]],
    ]

    /// `fields`, with every list name of `context` bound to an empty list.
    private static func element(_ fields: [String: TemplateValue]) -> TemplateValue {
        var object = fields
        for name in ["items", "names", "chapters", "blocks"] { object[name] = [] }
        return .object(TemplateObject(object))
    }

    /// Each template rendered with `context` (nil where rendering failed), or nil when the
    /// library refuses the sources.
    static func render(_ templates: [String: String]) -> [String?]? {
        guard let library = try? TemplateLibrary(templates: templates) else { return nil }
        return library.names.map { try? library.render($0, context) }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func templateFuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let parts = fuzzInput(data, count).split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
    let names = ["page", "partials/p", "layouts/base"]
    var templates: [String: String] = [:]
    for (name, part) in zip(names, parts) { templates[name] = String(decoding: part, as: UTF8.self) }
    _ = Library.render(templates)
    return 0
}
