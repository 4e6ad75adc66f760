// libFuzzer target `template`: bytes → template sources → TemplateLibrary (lex, parse, reference
// check) → render every template with a small context. A NUL byte splits the input into up to
// three templates: the page, a partial (`partials/p`) and a layout (`layouts/base`), so includes,
// layouts and cycles are reachable. Template errors are expected; crashes, hangs and sanitizer
// reports are not.
import Foundation
@testable import DuoGuide

/// Every call this target makes into DuoGuide: adapt here when the library's API moves.
private enum Library {
    static let context: TemplateValue = [
        "title": "Capítulo <1> & \"co\"",
        "html": .html(TrustedHTML("<b>ok</b>")),
        "yes": true, "no": false, "zero": 0, "n": 42, "none": nil, "empty": "",
        "items": ["a", "b", ["name": "c", "items": ["d"]]],
        "page": ["title": "x", "lang": "es", "t": ["home": "Inicio", "search": "Buscar"]],
        "t": ["home": "Inicio", "next": "Siguiente"],
        "chapters": [["id": "chapter-0", "title": "Cero", "href": "chapter-0.html", "blocks": []],
                     ["id": "chapter-1", "title": "Uno", "href": "chapter-1.html", "blocks": [["kind": "prose"]]]],
    ]

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
