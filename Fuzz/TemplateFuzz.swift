// libFuzzer target: bytes → template sources → TemplateLibrary (lex, parse, reference check) →
// render with a small context. A NUL byte splits the input into up to three templates: the page,
// a partial (`partials/p`) and a layout (`layouts/base`), so includes, layouts and cycles are
// reachable. Template errors are expected; crashes, hangs and sanitizer reports are not.
import Foundation

private let fuzzContext: TemplateValue = [
    "title": "Capítulo <1> & \"co\"",
    "html": .html(TrustedHTML("<b>ok</b>")),
    "yes": true, "no": false, "zero": 0, "n": 42, "none": nil, "empty": "",
    "items": ["a", "b", ["name": "c", "items": ["d"]]],
    "page": ["title": "x", "lang": "es", "t": ["home": "Inicio", "search": "Buscar"]],
    "t": ["home": "Inicio", "next": "Siguiente"],
    "chapters": [["id": "chapter-0", "title": "Cero", "href": "chapter-0.html", "blocks": []],
                 ["id": "chapter-1", "title": "Uno", "href": "chapter-1.html", "blocks": [["kind": "prose"]]]],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func duoguideTemplateFuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let buffer = UnsafeBufferPointer(start: bytes, count: count)
    let parts = buffer.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    let names = ["page", "partials/p", "layouts/base"]
    var templates: [String: String] = [:]
    for (i, part) in parts.enumerated() { templates[names[i]] = part }
    guard let library = try? TemplateLibrary(templates: templates) else { return 0 }
    for name in library.names {
        _ = try? library.render(name, fuzzContext)
    }
    return 0
}
