import Foundation
import Synchronization
import XCTest
@testable import DuoGuide

final class TemplateEngineTests: XCTestCase {
    // MARK: Helpers

    /// Renders `source` as the only template, named "page".
    private func render(_ source: String, _ context: TemplateValue = [:]) throws -> String {
        try TemplateLibrary(templates: ["page": source]).render("page", context)
    }

    /// The error `body` throws, as its `file:line:column: error: message` description.
    private func errorDescription(_ body: () throws -> Any, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try body()
            XCTFail("expected a TemplateError", file: file, line: line)
            return nil
        } catch let error as TemplateError {
            return error.description
        } catch {
            XCTFail("expected a TemplateError, got \(error)", file: file, line: line)
            return nil
        }
    }

    private let scriptPayload = "<script>alert(1)</script>"
    private let attributePayload = "\"><img src=x onerror=alert(1)>"

    // MARK: Escaping

    func testStringsAreEscapedInElementContent() throws {
        let out = try render("<p>{{a}}</p><p>{{b}}</p>", ["a": .string(scriptPayload), "b": .string(attributePayload)])
        XCTAssertEqual(out, "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</p>")
    }

    func testStringsAreEscapedInAttributes() throws {
        let out = try render("<a title=\"{{a}}\" data-x='{{b}}' href=\"{{b}}\">x</a>",
                             ["a": .string(scriptPayload), "b": .string(attributePayload + "'")])
        XCTAssertEqual(out,
                       "<a title=\"&lt;script&gt;alert(1)&lt;/script&gt;\""
                       + " data-x='&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&#39;'"
                       + " href=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&#39;\">x</a>")
    }

    func testTrustedHTMLPassesThroughUnescaped() throws {
        let out = try render("<div>{{body}}</div>{{plain}}",
                             ["body": .html(TrustedHTML("<em>hi</em> &amp; <script>ok()</script>")), "plain": "<em>"])
        XCTAssertEqual(out, "<div><em>hi</em> &amp; <script>ok()</script></div>&lt;em&gt;")
    }

    func testIntegersBooleansAndNull() throws {
        XCTAssertEqual(try render("[{{n}}|{{yes}}|{{no}}|{{none}}]", ["n": -42, "yes": true, "no": false, "none": nil]),
                       "[-42|true|false|]")
    }

    // MARK: Sections

    func testSectionOverListRepeatsWithElementAsContext() throws {
        let out = try render("<ul>{{#items}}<li>{{name}}</li>{{/items}}</ul>",
                             ["items": [["name": "a"], ["name": "<b>"], ["name": "c"]]])
        XCTAssertEqual(out, "<ul><li>a</li><li>&lt;b&gt;</li><li>c</li></ul>")
    }

    func testSectionOverListOfStringsWithDot() throws {
        XCTAssertEqual(try render("{{#tags}}({{.}}){{/tags}}", ["tags": ["x", "y&z"]]), "(x)(y&amp;z)")
    }

    func testSectionOverObjectPushesItOnce() throws {
        let out = try render("{{#author}}{{name}} <{{email}}>{{/author}}",
                             ["author": ["name": "Ann", "email": "ann@example.com"]])
        XCTAssertEqual(out, "Ann <ann@example.com>")
    }

    func testSectionTruthiness() throws {
        let context: TemplateValue = [
            "flag": true, "off": false, "s": "hi", "empty": "", "n": 3, "zero": 0,
            "nothing": nil, "emptyList": [], "obj": [:],
        ]
        let out = try render(
            "{{#flag}}yes{{/flag}}{{#off}}no{{/off}}{{#s}}[{{.}}]{{/s}}{{#empty}}E{{/empty}}"
            + "{{#n}}n={{.}}{{/n}}{{#zero}}Z{{/zero}}{{#nothing}}N{{/nothing}}{{#emptyList}}L{{/emptyList}}"
            + "{{#obj}}O{{/obj}}",
            context)
        XCTAssertEqual(out, "yes[hi]n=3O")
    }

    func testInvertedSections() throws {
        let context: TemplateValue = [
            "flag": true, "off": false, "s": "hi", "empty": "", "zero": 0,
            "nothing": nil, "emptyList": [], "obj": [:], "list": [1],
        ]
        let out = try render(
            "{{^flag}}A{{/flag}}{{^off}}B{{/off}}{{^empty}}C{{/empty}}{{^zero}}D{{/zero}}{{^nothing}}E{{/nothing}}"
            + "{{^emptyList}}F{{/emptyList}}{{^obj}}G{{/obj}}{{^s}}H{{/s}}{{^list}}I{{/list}}",
            context)
        XCTAssertEqual(out, "BCDEF")
    }

    func testNestedContextLookupWalksUpTheStack() throws {
        let context: TemplateValue = [
            "book": "Duo", "title": "Book title",
            "chapters": [
                ["title": "C1", "pages": [["title": "P1"], ["title": "P2"]]],
                ["title": "C2", "pages": [["title": "P3"]]],
            ],
        ]
        let out = try render("{{#chapters}}{{title}}: {{#pages}}[{{title}} in {{book}}]{{/pages}} {{/chapters}}{{title}}", context)
        XCTAssertEqual(out, "C1: [P1 in Duo][P2 in Duo] C2: [P3 in Duo] Book title")
    }

    func testDottedNames() throws {
        let context: TemplateValue = ["site": ["name": "Duo", "owner": ["name": "Ann"]], "prev": nil]
        XCTAssertEqual(try render("{{site.name}} by {{site.owner.name}}{{prev.url}}", context), "Duo by Ann")
    }

    func testLoopVariables() throws {
        let out = try render("{{#items}}{{#@first}}<b>{{/@first}}{{@index}}:{{.}}{{#@first}}</b>{{/@first}}{{^@last}}, {{/@last}}{{/items}}",
                             ["items": ["x", "y", "z"]])
        XCTAssertEqual(out, "<b>0:x</b>, 1:y, 2:z")
    }

    func testLoopVariablesReferToInnermostList() throws {
        let out = try render("{{#rows}}{{@index}}:{{#cells}}{{@index}}{{.}}{{/cells}};{{/rows}}",
                             ["rows": [["cells": ["a", "b"]], ["cells": ["c"]]]])
        XCTAssertEqual(out, "0:0a1b;1:0c;")
    }

    /// A loop position as a section's context: the body sees it as `{{.}}` and still finds names
    /// in the frames around it.
    func testLoopPositionsAsSectionContexts() throws {
        let out = try render("{{#items}}{{#@index}}[{{.}} {{name}} {{title}}]{{/@index}}{{#@last}}<{{.}}>{{/@last}}{{/items}}",
                             ["title": "T", "items": [["name": "a"], ["name": "b"], ["name": "c"]]])
        XCTAssertEqual(out, "[1 b T][2 c T]<true>")
    }

    /// The renderer reads the context in place (frames point into it): lists of lists, objects in
    /// lists, names of outer frames, paths through objects of lists and through null, and a
    /// section over an object inside a list element all render what the values say.
    func testNestedContextsAreReadInPlace() throws {
        let context: TemplateValue = [
            "t": ["sep": "/", "deep": ["er": ["est": "<d>"]]],
            "grid": [["1", "2"], [], ["3"]],
            "people": [["name": "Ann", "pet": ["kind": "cat"], "tags": ["a", "b"]],
                       ["name": "Bo", "pet": nil, "tags": []]],
        ]
        XCTAssertEqual(try render("{{#grid}}({{#.}}{{.}}{{t.sep}}{{/.}}){{/grid}}", context), "(1/2/)()(3/)")
        XCTAssertEqual(try render("{{#people}}{{name}}:{{pet.kind}}{{#pet}}={{kind}}{{/pet}}{{^tags}}-{{/tags}}{{#tags}}{{.}}{{name}}{{/tags}};{{/people}}", context),
                       "Ann:cat=cataAnnbAnn;Bo:-;")
        XCTAssertEqual(try render("{{t.deep.er.est}}{{#t.deep}}{{er.est}}{{/t.deep}}", context), "&lt;d&gt;&lt;d&gt;")
    }

    /// Values that are rendered are still the caller's: rendering reads its own copy of the
    /// context, so the caller's value may be changed and rendered again.
    func testRenderingLeavesTheContextAsItWas() throws {
        let library = try TemplateLibrary(templates: ["page": "{{#items}}{{.}},{{/items}}{{name}}"])
        var context: TemplateObject = ["items": ["x", "y"], "name": "n"]
        let first = try library.render("page", .object(context))
        context["items"] = ["z"]
        context["name"] = "m"
        XCTAssertEqual(first, "x,y,n")
        XCTAssertEqual(try library.render("page", .object(context)), "z,m")
    }

    // MARK: Partials and layouts

    func testPartialsSeeTheCurrentContextStack() throws {
        let library = try TemplateLibrary(templates: [
            "partials/item": "<li>{{name}} ({{section.title}})</li>\n",
            "page": "<ul>\n{{#items}}\n{{> partials/item}}\n{{/items}}\n</ul>\n",
        ])
        let out = try library.render("page", ["section": ["title": "Intro"], "items": [["name": "a"], ["name": "<b>"]]])
        XCTAssertEqual(out, "<ul>\n<li>a (Intro)</li>\n<li>&lt;b&gt; (Intro)</li>\n</ul>\n")
    }

    func testRecursivePartialGuardedBySectionIsAllowed() throws {
        let library = try TemplateLibrary(templates: [
            "tree": "<ul>{{#children}}<li>{{name}}{{> tree}}</li>{{/children}}</ul>",
        ])
        let context: TemplateValue = ["children": [["name": "a", "children": [["name": "b", "children": []]]]]]
        XCTAssertEqual(try library.render("tree", context), "<ul><li>a<ul><li>b<ul></ul></li></ul></li></ul>")
    }

    private let baseLayout = """
        <title>{{$title}}Duo Guide{{/title}}</title>
        <main>
        {{$body}}
        <p>No content.</p>
        {{/body}}
        </main>
        {{$footer}}<footer>default</footer>{{/footer}}

        """

    func testLayoutWithOverriddenAndDefaultBlocks() throws {
        let library = try TemplateLibrary(templates: [
            "layouts/base": baseLayout,
            "page": """
                {{< layouts/base}}
                {{! the page overrides title and body only }}
                {{$title}}{{pageTitle}}{{/title}}
                {{$body}}
                <h1>{{pageTitle}}</h1>
                {{/body}}
                {{/layouts/base}}

                """,
            "empty": "{{<layouts/base}}{{/layouts/base}}",
        ])
        XCTAssertEqual(try library.render("page", ["pageTitle": "Q&A"]),
                       "<title>Q&amp;A</title>\n<main>\n<h1>Q&amp;A</h1>\n</main>\n<footer>default</footer>\n")
        XCTAssertEqual(try library.render("empty", [:]),
                       "<title>Duo Guide</title>\n<main>\n<p>No content.</p>\n</main>\n<footer>default</footer>\n")
    }

    func testNestedLayoutsMostDerivedOverrideWins() throws {
        let library = try TemplateLibrary(templates: [
            "layouts/base": baseLayout,
            "layouts/doc": "{{< layouts/base}}\n{{$title}}Docs{{/title}}\n{{$footer}}<footer>docs</footer>{{/footer}}\n{{/layouts/base}}\n",
            "install": "{{< layouts/doc}}\n{{$title}}Install{{/title}}\n{{/layouts/doc}}\n",
        ])
        XCTAssertEqual(try library.render("install", [:]),
                       "<title>Install</title>\n<main>\n<p>No content.</p>\n</main>\n<footer>docs</footer>\n")
    }

    // MARK: Whitespace

    func testStandaloneTagLinesAreRemoved() throws {
        let source = "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n  {{! note }}\n\t{{^items}}\n  <li>none</li>\n  {{/items}}\n</ul>\n"
        XCTAssertEqual(try render(source, ["items": ["a", "b"]]), "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
        XCTAssertEqual(try render(source, ["items": []]), "<ul>\n  <li>none</li>\n</ul>\n")
    }

    func testStandaloneRulesKeepNonStandaloneLines() throws {
        // A variable alone on its line, two tags on one line, and a tag next to text are all kept.
        XCTAssertEqual(try render("  {{name}}\n", ["name": "n"]), "  n\n")
        XCTAssertEqual(try render("{{#x}}{{/x}}\nnext", ["x": true]), "\nnext")
        XCTAssertEqual(try render("a {{#x}}b{{/x}}\n", ["x": true]), "a b\n")
    }

    func testStandaloneAtEndOfFileAndWithCRLF() throws {
        XCTAssertEqual(try render("a\n  {{! c }}"), "a\n")
        XCTAssertEqual(try render("a\r\n{{#t}}\r\nb\r\n{{/t}}\r\nc", ["t": true]), "a\r\nb\r\nc")
    }

    // MARK: Errors

    func testErrorDescriptionFormat() {
        let error = TemplateError(file: "templates/page.html", line: 3, column: 5, message: "unknown name 'x'")
        XCTAssertEqual(error.description, "templates/page.html:3:5: error: unknown name 'x'")
    }

    func testUnknownNameAtRenderTimeReportsLineAndColumn() {
        let source = "<ul>\n{{#items}}\n    {{nmae}}\n{{/items}}"
        XCTAssertEqual(errorDescription { try self.render(source, ["items": ["a"]]) },
                       "page:3:5: error: unknown name 'nmae'")
    }

    func testUnknownNestedName() {
        let context: TemplateValue = ["site": ["name": "Duo"], "title": "T"]
        XCTAssertEqual(errorDescription { try self.render("x\n {{site.nmae}}", context) },
                       "page:2:2: error: unknown name 'site.nmae': 'site' has no 'nmae'")
        XCTAssertEqual(errorDescription { try self.render("{{title.x}}", context) },
                       "page:1:1: error: unknown name 'title.x': 'title' is a string, not an object")
    }

    func testUnknownNameInSectionIsAnError() {
        XCTAssertEqual(errorDescription { try self.render("ok\n\n  {{#drafts}}x{{/drafts}}", [:]) },
                       "page:3:3: error: unknown name 'drafts'")
    }

    func testUnclosedTag() {
        XCTAssertEqual(errorDescription { try self.render("a\nb {{x\nc") },
                       "page:2:3: error: unclosed tag: '{{' has no matching '}}'")
    }

    func testUnclosedSection() {
        XCTAssertEqual(errorDescription { try self.render("<p>\n  {{#items}}\n{{.}}\n") },
                       "page:2:3: error: unclosed '{{#items}}': no matching '{{/items}}'")
    }

    func testMismatchedClose() {
        XCTAssertEqual(errorDescription { try self.render("{{#a}}\n{{#b}}\nx\n  {{/a}}\n{{/b}}") },
                       "page:4:3: error: '{{/a}}' does not close '{{#b}}' opened at line 2, column 1")
    }

    func testCloseWithNothingOpen() {
        XCTAssertEqual(errorDescription { try self.render("x {{/a}}") },
                       "page:1:3: error: '{{/a}}' closes nothing: no section is open")
    }

    func testEmptyTagNames() {
        XCTAssertEqual(errorDescription { try self.render("one\ntwo {{ }}") }, "page:2:5: error: empty tag name in '{{}}'")
        XCTAssertEqual(errorDescription { try self.render("{{#}}{{/}}") }, "page:1:1: error: empty tag name in '{{#}}'")
        XCTAssertEqual(errorDescription { try self.render("{{>}}") }, "page:1:1: error: empty tag name in '{{>}}'")
    }

    func testInvalidNames() {
        XCTAssertEqual(errorDescription { try self.render("a {{{x}}}") },
                       "page:1:3: error: invalid name '{x': raw output is not supported; pass a TrustedHTML value instead")
        XCTAssertEqual(errorDescription { try self.render("{{a..b}}") }, "page:1:1: error: invalid name 'a..b'")
        XCTAssertEqual(errorDescription { try self.render("{{@idx}}") },
                       "page:1:1: error: unknown loop variable '@idx' (use @index, @first or @last)")
    }

    func testUnknownPartialIsReportedAtLoad() {
        XCTAssertEqual(errorDescription { try TemplateLibrary(templates: ["page": "a\n  b {{> partials/missing}}"]) },
                       "page:2:5: error: unknown partial 'partials/missing'")
    }

    func testUnknownLayoutIsReportedAtLoad() {
        XCTAssertEqual(errorDescription { try TemplateLibrary(templates: ["page": "{{< layouts/nope}}\n{{/layouts/nope}}"]) },
                       "page:1:1: error: unknown layout 'layouts/nope'")
    }

    func testUnconditionalIncludeCycleIsReportedAtLoad() {
        XCTAssertEqual(errorDescription { try TemplateLibrary(templates: ["a": "x\n{{> b}}", "b": "{{> a}}"]) },
                       "b:1:1: error: infinite recursion: templates include each other unconditionally: a > b > a")
        XCTAssertEqual(errorDescription { try TemplateLibrary(templates: ["self": "{{<self}}{{/self}}"]) },
                       "self:1:1: error: infinite recursion: templates include each other unconditionally: self > self")
    }

    func testRunawayRecursionAtRenderTimeIsAnError() throws {
        // `items` is found again in the outer context at every level, so this never ends on its own.
        let library = try TemplateLibrary(templates: ["loop": "{{#items}}{{> loop}}{{/items}}"])
        let description = errorDescription { try library.render("loop", ["items": [1]]) } ?? ""
        XCTAssertTrue(description.hasPrefix("loop:1:11: error: partial 'loop' nests more than 64 templates deep"), description)
    }

    func testTemplateThatMultipliesItsOutputStopsAtTheByteLimit() throws {
        // Sections over the same two items nested 30 deep would write 2^30 copies of the text
        // while visiting few nodes per copy: the output, not the node count, must stop it.
        let source = String(repeating: "{{#items}}", count: 30) + String(repeating: "x", count: 1_000)
            + String(repeating: "{{/items}}", count: 30)
        let library = try TemplateLibrary(templates: ["bomb": source])
        let description = errorDescription { try library.renderBytes("bomb", ["items": [1, 2]]) } ?? ""
        XCTAssertTrue(description.hasPrefix("bomb:1:"), description)
        XCTAssertTrue(description.contains("error: rendering wrote more than \(TemplateRenderer.maxOutputBytes) bytes"), description)
    }

    func testLoopVariableOutsideLoop() {
        XCTAssertEqual(errorDescription { try self.render("{{#x}}\n {{@index}}{{/x}}", ["x": ["y": 1]]) },
                       "page:2:2: error: '@index' used outside a section over a list")
    }

    func testListCannotBeRenderedAsText() {
        XCTAssertEqual(errorDescription { try self.render("{{items}}", ["items": []]) },
                       "page:1:1: error: 'items' is a list and cannot be rendered as text; use a section '{{#items}}…{{/items}}'")
    }

    func testTextOutsideBlocksInsideLayoutIsAnError() {
        XCTAssertEqual(errorDescription { try TemplateLibrary(templates: ["base": "x", "page": "{{<base}}\nstray\n{{/base}}"]) },
                       "page:1:1: error: text inside '{{<base}}' must be inside a '{{$block}}' override: 'stray'")
    }

    func testUnknownTemplateName() throws {
        let library = try TemplateLibrary(templates: ["page": "x"])
        XCTAssertEqual(errorDescription { try library.render("nope", [:]) }, "nope:1:1: error: no template named 'nope'")
    }

    // MARK: Directory loading

    func testLoadsDirectoryWithSubfolders() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("duoguide-templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("partials"), withIntermediateDirectories: true)
        try "<nav>{{site}}</nav>\n".write(to: directory.appendingPathComponent("partials/nav.html"), atomically: true, encoding: .utf8)
        try "{{> partials/nav}}\n<p>{{text}}</p>\n".write(to: directory.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
        try "not a template {{".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

        let library = try TemplateLibrary(directory: directory)
        XCTAssertEqual(library.names, ["page", "partials/nav"])
        XCTAssertEqual(try library.render("page", ["site": "Duo", "text": "<hi>"]), "<nav>Duo</nav>\n<p>&lt;hi&gt;</p>\n")

        let broken = directory.appendingPathComponent("partials/broken.html")
        try "ok\n{{#a}}\n".write(to: broken, atomically: true, encoding: .utf8)
        XCTAssertEqual(errorDescription { try TemplateLibrary(directory: directory) },
                       "\(broken.path):2:1: error: unclosed '{{#a}}': no matching '{{/a}}'")
    }

    // MARK: Concurrency

    func testConcurrentRenderingGivesIdenticalOutput() throws {
        let library = try TemplateLibrary(templates: [
            "layouts/base": baseLayout,
            "partials/row": "<li>{{@index}} {{name}}{{^@last}},{{/@last}}</li>\n",
            "page": "{{< layouts/base}}\n{{$body}}\n<ul>\n{{#rows}}\n{{> partials/row}}\n{{/rows}}\n</ul>\n{{/body}}\n{{/layouts/base}}\n",
        ])
        let rows = TemplateValue.list((0..<200).map { .object(["name": .string("row<\($0)>")]) })
        let context: TemplateValue = ["rows": rows]
        let expected = try library.render("page", context)
        XCTAssertTrue(expected.hasPrefix("<title>Duo Guide</title>\n<main>\n<ul>\n<li>0 row&lt;0&gt;,</li>\n<li>1 row&lt;1&gt;,</li>\n"))
        XCTAssertTrue(expected.hasSuffix("<li>199 row&lt;199&gt;</li>\n</ul>\n</main>\n<footer>default</footer>\n"))

        let rendered = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 32) { _ in
            let output = (try? library.render("page", context)) ?? "error"
            rendered.withLock { $0.append(output) }
        }
        let results = rendered.withLock { $0 }
        XCTAssertEqual(results.count, 32)
        XCTAssertTrue(results.allSatisfy { $0 == expected })
    }

    /// Columns count Characters, as an author sees them, and `\r\n` is one newline.
    func testColumnsCountCharactersAfterTextThatIsNotASCII() {
        // "é" is two bytes, "e\u{301}" three, "👩‍👩‍👧" eighteen: one column each.
        XCTAssertThrowsError(try TemplateLexer(file: "t").tokenize("é e\u{301} 👩‍👩‍👧 {{x")) { error in
            XCTAssertEqual("\(error)", "t:1:7: error: unclosed tag: '{{' has no matching '}}'")
        }
        XCTAssertThrowsError(try TemplateLexer(file: "t").tokenize("a\r\nçé{{x")) { error in
            XCTAssertEqual("\(error)", "t:2:3: error: unclosed tag: '{{' has no matching '}}'")
        }
        // A brace joined to a combining mark is not a tag's brace.
        XCTAssertEqual(try TemplateLexer(file: "t").tokenize("{\u{301}{x}}").count, 1)
        // A tag opened at the very end, or closed by one brace, is unclosed (and no range traps).
        for source in ["a{{", "a{{}", "{{x}"] {
            XCTAssertThrowsError(try TemplateLexer(file: "t").tokenize(source), source)
        }
    }
}
