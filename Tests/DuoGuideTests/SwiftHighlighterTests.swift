import XCTest
@testable import DuoGuide

/// Swift snippets copied verbatim from the Spanish guide seed (unfenced code between prose lines).
private let seedSamples: [String] = [
    // seed lines 19-29
    #"""
enum Pose { case closed, open, half }
struct Root: View {
    let pose: Pose
    var body: some View {
        switch pose {
        case .closed: PhoneHome()
        case .open: TabletHome()
        case .half: BookHome()
        }
    }
}
"""#,
    // seed lines 33-41
    #"""
func installRoot(for pose: String) {
    let root: UIViewController
    switch pose {
    case "closed": root = PhoneHomeController()
    case "open": root = TabletHomeController()
    default: root = BookHomeController()
    }
    // 三套控制器，三份选中项
}
"""#,
    // seed lines 113-118
    #"""
Form {
    Toggle("提醒", isOn: $reminders)
    Text("说明保持在容易扫读的宽度里。")
}
.frame(maxWidth: 700)
.frame(maxWidth: .infinity)
"""#,
    // seed lines 120-124
    #"""
override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let readable = view.readableContentGuide.layoutFrame
    formWidth.constant = min(readable.width, 700)
}
"""#,
    // seed lines 164-177
    #"""
var body: some View {
    Home()
        .modifier(DuoReadyChrome())
}

struct DuoReadyChrome: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 27.1, *) {
            content // 第 5 章才把垂直栏调优放进来
        } else {
            content
        }
    }
}
"""#,
    // seed lines 179-188
    #"""
override func viewDidLoad() {
    super.viewDidLoad()
    if #available(iOS 27.1, *) {
        // 同一个控制器。不要在这里换 root。
    }
}

#if !targetEnvironment(macCatalyst)
// 27.1 专有调用放这里，避免 Catalyst 编不过
#endif
"""#,
    // seed lines 244-260
    #"""
struct Stage: View {
    @Environment(\.horizontalSizeClass) private var widthClass
    @Environment(\.verticalSizeClass) private var heightClass
    @Environment(\.displayScale) private var displayScale
    @State private var size: CGSize = .zero

    var body: some View {
        content
            .onGeometryChange(for: CGSize.self) { proxy in
                proxy.size
            } action: { newSize in
                size = newSize
            }
    }

    private var isWiderThanTall: Bool { size.width > size.height }
}
"""#,
    // seed lines 435-455
    #"""
NavigationStack {
    DetailView()
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Close", systemImage: "xmark") { dismiss() }
            }
            ToolbarItem(placement: .topBarPinnedTrailing) {
                Button("Done", systemImage: "checkmark") { save() }
            }
            ToolbarItem(placement: .bottomBar) {
                Button("Share", systemImage: "square.and.arrow.up") { share() }
            }
            .visibilityPriority(.high)
            ToolbarOverflowMenu {
                Button("Duplicate", systemImage: "plus.square.on.square") {
                    duplicate()
                }
            }
        }
        .toolbarVerticalCompressionBehavior(.automatic)
}
"""#,
    // seed lines 459-475
    #"""
let close = UIBarButtonItem(
    title: "Close", image: UIImage(systemName: "xmark"),
    target: self, action: #selector(closeTapped))
let done = UIBarButtonItem(
    title: "Done", image: UIImage(systemName: "checkmark"),
    target: self, action: #selector(doneTapped))
let share = UIBarButtonItem(
    title: "Share", image: UIImage(systemName: "square.and.arrow.up"),
    target: self, action: #selector(shareTapped))
share.visibilityPriority = .high
share.axisBehavior = .automatic
navigationItem.leadingItemGroups = [
    UIBarButtonItemGroup.fixedGroup(items: [close])
]
navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup.fixedGroup(items: [done])
toolbarItems = [share]
navigationItem.verticalBarCompressionBehavior = .automatic
"""#,
    // seed lines 496-505
    #"""
@Environment(\.toolbarVerticalEdge) private var verticalEdge
// HorizontalEdge?；这个上下文从不用垂直栏时为 nil

Image("hero")
    .backgroundExtensionEffect()

let edge = traitCollection.verticalBarEdge
// .leading / .trailing / .unspecified
// 表示系统偏好的边，不表示栏此刻是否可见
// 从不用垂直栏的上下文返回 .unspecified
"""#,
    // seed lines 658-664
    #"""
GeometryReader { proxy in
    let folds = proxy.reservedRegions(kind: .division)
        .filter(\.isActive)
    let cameras = proxy.reservedRegions(kind: .occlusion)
        .filter(\.isActive)
    CanvasPage(avoiding: folds + cameras)
}
"""#,
    // seed lines 817-823
    #"""
let action = UIWindowScene.ActivationAction(
    title: "新窗口",
    image: UIImage(systemName: "plus.rectangle")
) { _ in
    let activity = NSUserActivity(activityType: "mailbox.message")
    return UIWindowScene.ActivationConfiguration(userActivity: activity)
}
"""#,
    // seed lines 869-884
    #"""
.onHingeChange { _, context in
    if let hinge = context.hinge, hinge.status == .partiallyOpen {
        pitch = bend(angle: hinge.angle)
    } else {
        pitch = 0
    }
}

let interaction = UIHingeInteraction { [weak self] _, update in
    guard let self else { return }
    guard let hinge = update.hinge, hinge.status == .partiallyOpen else {
        self.pitch = 0
        return
    }
    self.pitch = self.bend(radians: hinge.angle)
}
"""#,
]

final class SwiftHighlighterTests: XCTestCase {
    private let highlighter = SwiftHighlighter()

    // MARK: Helpers

    /// The non-whitespace tokens of `code` as (kind, text) pairs, in order.
    private func significant(_ code: String) -> [Pair] {
        highlighter.tokens(code).filter { $0.kind != .whitespace }.map { Pair($0.kind, $0.text) }
    }

    private struct Pair: Equatable, CustomStringConvertible {
        let kind: SwiftTokenKind
        let text: String
        init(_ kind: SwiftTokenKind, _ text: String) { self.kind = kind; self.text = text }
        var description: String { "\(kind.rawValue)(\(text))" }
    }

    private func kind(of text: String, in code: String, file: StaticString = #filePath, line: UInt = #line) -> SwiftTokenKind? {
        let found = highlighter.tokens(code).filter { $0.text == text }
        XCTAssertEqual(found.count, 1, "expected exactly one token \(text.debugDescription) in \(code.debugDescription)", file: file, line: line)
        return found.first?.kind
    }

    /// Removes tags and decodes the five entities `HTMLEscaping.escape` produces. Works on Unicode scalars,
    /// since an entity's `;` can merge with a following combining mark into one Character.
    private func stripTags(_ html: String) -> String {
        let entities: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "#39": "'"]
        let scalars = Array(html.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "<" {
                while i < scalars.count, scalars[i] != ">" { i += 1 }
                i += 1
            } else if c == "&", let semi = scalars[i...].firstIndex(of: ";"),
                      let decoded = entities[String(String.UnicodeScalarView(scalars[(i + 1)..<semi]))] {
                out.append(decoded)
                i = semi + 1
            } else {
                out.append(c)
                i += 1
            }
        }
        return String(out)
    }

    private func assertRoundTrip(_ code: String, file: StaticString = #filePath, line: UInt = #line) {
        let tokens = highlighter.tokens(code)
        XCTAssertEqual(tokens.map(\.text).joined(), code, "tokens lose or add text", file: file, line: line)
        XCTAssertFalse(tokens.contains { $0.text.isEmpty }, "empty token", file: file, line: line)
        let html = highlighter.highlight(code, link: { $0.count % 2 == 0 ? "/s/\($0)" : nil })
        XCTAssertEqual(stripTags(html), code, "HTML does not strip back to the input", file: file, line: line)
    }

    // MARK: Classification

    func testEnvironmentAttributeKeyPathAndKeywords() {
        XCTAssertEqual(significant(#"@Environment(\.horizontalSizeClass) private var widthClass"#), [
            Pair(.attribute, "@Environment"), Pair(.punctuation, "("), Pair(.keyPath, #"\.horizontalSizeClass"#),
            Pair(.punctuation, ")"), Pair(.keyword, "private"), Pair(.keyword, "var"), Pair(.identifier, "widthClass"),
        ])
        XCTAssertEqual(highlighter.highlight(#"@State private var size"#),
                       #"<span class="a">@State</span> <span class="k">private</span> <span class="k">var</span> size"#)
    }

    func testAvailabilityCheck() {
        XCTAssertEqual(significant("if #available(iOS 27.1, *) {"), [
            Pair(.keyword, "if"), Pair(.directive, "#available"), Pair(.punctuation, "("), Pair(.identifier, "iOS"),
            Pair(.number, "27.1"), Pair(.punctuation, ","), Pair(.punctuation, "*"), Pair(.punctuation, ")"),
            Pair(.punctuation, "{"),
        ])
    }

    func testLeadingModifierIsACall() {
        XCTAssertEqual(significant(".frame(maxWidth: 700)"), [
            Pair(.punctuation, "."), Pair(.call, "frame"), Pair(.punctuation, "("), Pair(.identifier, "maxWidth"),
            Pair(.punctuation, ":"), Pair(.number, "700"), Pair(.punctuation, ")"),
        ])
        XCTAssertEqual(highlighter.highlight(".frame(maxWidth: 700)"),
                       #".<span class="f">frame</span>(maxWidth: <span class="n">700</span>)"#)
        // Continued chains on later lines are calls too, with or without parentheses.
        let chain = "content\n    .toolbar {\n    }\n    .visibilityPriority(.high)"
        XCTAssertEqual(kind(of: "toolbar", in: chain), .call)
        XCTAssertEqual(kind(of: "visibilityPriority", in: chain), .call)
        XCTAssertEqual(kind(of: ".high", in: chain), .dotMember)
    }

    func testImplicitMembers() {
        XCTAssertEqual(significant("case .closed:"), [Pair(.keyword, "case"), Pair(.dotMember, ".closed"), Pair(.punctuation, ":")])
        XCTAssertEqual(highlighter.highlight("case .closed: PhoneHome()"),
                       #"<span class="k">case</span> <span class="m">.closed</span>: <span class="t">PhoneHome</span>()"#)
        XCTAssertEqual(kind(of: ".zero", in: "@State private var size: CGSize = .zero"), .dotMember)
        XCTAssertEqual(kind(of: ".infinity", in: ".frame(maxWidth: .infinity)"), .dotMember)
        XCTAssertEqual(kind(of: ".partiallyOpen", in: "if hinge.status == .partiallyOpen {"), .dotMember)
        XCTAssertEqual(kind(of: ".automatic", in: "return .automatic"), .dotMember)
        XCTAssertEqual(kind(of: ".a", in: "let x = [.a, .b]"), .dotMember)
    }

    func testMemberAccess() {
        XCTAssertEqual(significant("proxy.size"), [Pair(.identifier, "proxy"), Pair(.punctuation, "."), Pair(.property, "size")])
        XCTAssertEqual(significant("self.bend(radians: hinge.angle)"), [
            Pair(.keyword, "self"), Pair(.punctuation, "."), Pair(.call, "bend"), Pair(.punctuation, "("),
            Pair(.identifier, "radians"), Pair(.punctuation, ":"), Pair(.identifier, "hinge"), Pair(.punctuation, "."),
            Pair(.property, "angle"), Pair(.punctuation, ")"),
        ])
        XCTAssertEqual(significant("UIWindowScene.ActivationAction("), [
            Pair(.type, "UIWindowScene"), Pair(.punctuation, "."), Pair(.type, "ActivationAction"), Pair(.punctuation, "("),
        ])
        XCTAssertEqual(kind(of: "self", in: "onGeometryChange(for: CGSize.self)"), .keyword)
        // A keyword used as an argument label is a label, not a keyword.
        XCTAssertEqual(kind(of: "for", in: "onGeometryChange(for: CGSize.self)"), .identifier)
        XCTAssertEqual(kind(of: "onGeometryChange", in: "onGeometryChange(for: CGSize.self)"), .call)
        XCTAssertEqual(kind(of: "name", in: "a?.name"), .property)
        // The name a func declares is not a call.
        XCTAssertEqual(kind(of: "body", in: "func body(content: Content) -> some View {"), .identifier)
    }

    func testStringsKeepEscapesAndInterpolation() {
        XCTAssertEqual(significant(#"Toggle("提醒", isOn: $reminders)"#), [
            Pair(.type, "Toggle"), Pair(.punctuation, "("), Pair(.string, #""提醒""#), Pair(.punctuation, ","),
            Pair(.identifier, "isOn"), Pair(.punctuation, ":"), Pair(.identifier, "$reminders"), Pair(.punctuation, ")"),
        ])
        let interpolated = #"let s = "Hola \(name.uppercased()) y \("x") \"q\"" + t"#
        XCTAssertEqual(significant(interpolated), [
            Pair(.keyword, "let"), Pair(.identifier, "s"), Pair(.punctuation, "="),
            Pair(.string, #""Hola \(name.uppercased()) y \("x") \"q\"""#), Pair(.punctuation, "+"), Pair(.identifier, "t"),
        ])
        XCTAssertEqual(kind(of: ##"#"raw "quoted" \#(x)"#"##, in: ##"f(#"raw "quoted" \#(x)"#)"##), .string)
        let multiline = "let m = \"\"\"\n  line \"one\"\n  \\(two)\n  \"\"\"\nlet z = 1"
        XCTAssertEqual(kind(of: "\"\"\"\n  line \"one\"\n  \\(two)\n  \"\"\"", in: multiline), .string)
        XCTAssertEqual(kind(of: "z", in: multiline), .identifier)
    }

    func testCommentsIncludingChinese() {
        XCTAssertEqual(significant("// 三套控制器，三份选中项"), [Pair(.comment, "// 三套控制器，三份选中项")])
        XCTAssertEqual(highlighter.highlight("    // 三套控制器，三份选中项\n}"),
                       "    <span class=\"c\">// 三套控制器，三份选中项</span>\n}")
        XCTAssertEqual(significant("content // 第 5 章才把垂直栏调优放进来\nx"), [
            Pair(.identifier, "content"), Pair(.comment, "// 第 5 章才把垂直栏调优放进来"), Pair(.identifier, "x"),
        ])
        XCTAssertEqual(significant("/* a /* nested */ b */ let"), [Pair(.comment, "/* a /* nested */ b */"), Pair(.keyword, "let")])
        // A `.member` inside a comment stays comment.
        XCTAssertEqual(significant("// .leading / .trailing"), [Pair(.comment, "// .leading / .trailing")])
    }

    func testConditionalCompilationDirective() {
        XCTAssertEqual(significant("#if !targetEnvironment(macCatalyst)\n#endif"), [
            Pair(.directive, "#if"), Pair(.punctuation, "!"), Pair(.call, "targetEnvironment"), Pair(.punctuation, "("),
            Pair(.identifier, "macCatalyst"), Pair(.punctuation, ")"), Pair(.directive, "#endif"),
        ])
        XCTAssertEqual(significant("action: #selector(closeTapped))"), [
            Pair(.identifier, "action"), Pair(.punctuation, ":"), Pair(.directive, "#selector"), Pair(.punctuation, "("),
            Pair(.identifier, "closeTapped"), Pair(.punctuation, ")"), Pair(.punctuation, ")"),
        ])
    }

    func testGuardLetSelf() {
        XCTAssertEqual(significant("guard let self else { return }"), [
            Pair(.keyword, "guard"), Pair(.keyword, "let"), Pair(.keyword, "self"), Pair(.keyword, "else"),
            Pair(.punctuation, "{"), Pair(.keyword, "return"), Pair(.punctuation, "}"),
        ])
    }

    func testWeakSelfCaptureAndContextualKeywords() {
        XCTAssertEqual(significant("UIHingeInteraction { [weak self] _, update in"), [
            Pair(.type, "UIHingeInteraction"), Pair(.punctuation, "{"), Pair(.punctuation, "["), Pair(.keyword, "weak"),
            Pair(.keyword, "self"), Pair(.punctuation, "]"), Pair(.identifier, "_"), Pair(.punctuation, ","),
            Pair(.identifier, "update"), Pair(.keyword, "in"),
        ])
        // `open` is only a keyword where it modifies a declaration.
        XCTAssertEqual(kind(of: "open", in: "enum Pose { case closed, open, half }"), .identifier)
        XCTAssertEqual(kind(of: "open", in: "open class Base {}"), .keyword)
        XCTAssertEqual(kind(of: "some", in: "var body: some View {"), .keyword)
    }

    // MARK: Robustness

    func testMalformedInputNeitherCrashesNorLoops() {
        let nasty = [
            "", "\"", "\"abc", "\"abc\\", "\"\\(", "\"\\(\"\\(\"", "\"\"\"", "\"\"\"\nopen", "#\"", "##\"x\"#", "/*",
            "/* a /* b */", "//", "\\", "\\.", "#", "@", "$", "`", "`x", "0x", "1e+", "1.", "..<", "a?.", "\r\n\r",
            "let 🐶 = \"🐕‍🦺\" // 🎉", "变量 = 提醒", "e\u{301}\"\u{301}\"", "\u{0}\u{7}\t\u{2028}", "x.0.1", "\u{FEFF}",
            String(repeating: "\"\\(", count: 3_000), String(repeating: "/*", count: 3_000), String(repeating: "(", count: 3_000),
        ]
        for code in nasty { assertRoundTrip(code) }
    }

    func testUnterminatedStringStopsAtTheEndOfItsLine() {
        let code = "let s = \"never closed\nlet t = 1"
        XCTAssertEqual(significant(code), [
            Pair(.keyword, "let"), Pair(.identifier, "s"), Pair(.punctuation, "="), Pair(.string, "\"never closed"),
            Pair(.keyword, "let"), Pair(.identifier, "t"), Pair(.punctuation, "="), Pair(.number, "1"),
        ])
        XCTAssertEqual(significant("/* never closed\nlet"), [Pair(.comment, "/* never closed\nlet")])
    }

    func testRealSamplesRoundTrip() {
        XCTAssertGreaterThanOrEqual(seedSamples.count, 10)
        for sample in seedSamples {
            XCTAssertTrue(sample.contains("\n"))
            assertRoundTrip(sample)
        }
    }

    func testRealSampleHighlightsTheInterestingParts() {
        let html = highlighter.highlight(seedSamples[6])
        XCTAssertTrue(html.contains(#"<span class="a">@Environment</span>(<span class="kp">\.horizontalSizeClass</span>)"#), html)
        XCTAssertTrue(html.contains(#"<span class="t">CGSize</span> = <span class="m">.zero</span>"#), html)
        XCTAssertTrue(html.contains(#".<span class="f">onGeometryChange</span>(for: <span class="t">CGSize</span>.<span class="k">self</span>)"#), html)
    }

    // MARK: Output

    func testSymbolLinks() {
        let table = ["NavigationSplitView": "/symbols/navigationsplitview", ".split": "/symbols/split",
                     "horizontalSizeClass": "/symbols/horizontalsizeclass"]
        var asked: [String] = []
        let code = "NavigationSplitView { Sidebar() }\n    .navigationSplitViewStyle(.split)\n@Environment(\\.horizontalSizeClass) var unknownThing"
        let html = highlighter.highlight(code) { name in asked.append(name); return table[name] }
        XCTAssertTrue(html.contains(#"<span class="t"><a class="sym" href="/symbols/navigationsplitview">NavigationSplitView</a></span>"#), html)
        XCTAssertTrue(html.contains(#"<span class="m"><a class="sym" href="/symbols/split">.split</a></span>"#), html)
        XCTAssertTrue(html.contains(#"<span class="kp"><a class="sym" href="/symbols/horizontalsizeclass">\.horizontalSizeClass</a></span>"#), html)
        XCTAssertTrue(html.hasSuffix(#"<span class="k">var</span> unknownThing"#), html)
        XCTAssertEqual(html.components(separatedBy: #"class="sym""#).count - 1, 3, html)
        XCTAssertTrue(asked.contains("unknownThing"), "plain identifiers are looked up too")
        XCTAssertFalse(asked.contains("var"), "keywords are never looked up")
        XCTAssertEqual(stripTags(html), code)
    }

    /// A sample is prepared once and formatted per language and folder: the links of one
    /// formatting never leak into another. Expected HTML written by hand (a capitalised callee
    /// is a type).
    func testPreparedCodeTakesNewLinksEachTime() {
        let prepared = highlighter.prepare("Text(a.b)")
        XCTAssertEqual(highlighter.html(prepared) { $0 == "Text" ? "api/text.html" : nil },
                       #"<span class="t"><a class="sym" href="api/text.html">Text</a></span>(a.<span class="p">b</span>)"#)
        XCTAssertEqual(highlighter.html(prepared) { $0 == "b" ? "../b.html" : ($0 == "a" ? "a.html" : nil) },
                       #"<span class="t">Text</span>(<a class="sym" href="a.html">a</a>.<span class="p"><a class="sym" href="../b.html">b</a></span>)"#)
        XCTAssertEqual(highlighter.html(prepared), highlighter.highlight("Text(a.b)"))
        XCTAssertEqual(highlighter.html(prepared), #"<span class="t">Text</span>(a.<span class="p">b</span>)"#)
    }

    func testSymbolLinkFallbacksAndHrefEscaping() {
        // A dot member known only by its bare name, a key path, and an href needing escapes.
        let html = highlighter.highlight(".navigationSplitViewStyle(.split)") { name in
            name == "split" ? #"/s?a=1&b="2""# : nil
        }
        XCTAssertEqual(html, #".<span class="f">navigationSplitViewStyle</span>(<span class="m"><a class="sym" href="/s?a=1&amp;b=&quot;2&quot;">.split</a></span>)"#)
        let plain = highlighter.highlight("widthClass") { $0 == "widthClass" ? "/w" : nil }
        XCTAssertEqual(plain, #"<a class="sym" href="/w">widthClass</a>"#)
    }

    func testEscapingOfCodeText() {
        XCTAssertEqual(highlighter.highlight(#"if a < b && c > "d's" {}"#),
                       #"<span class="k">if</span> a &lt; b &amp;&amp; c &gt; <span class="s">&quot;d&#39;s&quot;</span> {}"#)
        XCTAssertEqual(highlighter.highlight("a < b && c"), "a &lt; b &amp;&amp; c")
    }

    /// A name is looked up as written and, when it holds backticks, without them; a backtick
    /// carrying a combining mark is another Character and stays (the byte test must agree).
    func testSymbolCandidatesDropBackticksOnly() {
        func candidates(_ text: String, _ kind: SwiftTokenKind = .identifier) -> [String] {
            HighlightFormat.symbolCandidates(for: SwiftToken(kind: kind, text: text))
        }
        XCTAssertEqual(candidates("isActive"), ["isActive"])
        XCTAssertEqual(candidates("`default`"), ["`default`", "default"])
        XCTAssertEqual(candidates("View", .type), ["View"])
        XCTAssertEqual(candidates("a`\u{301}b"), ["a`\u{301}b"])
        XCTAssertEqual(candidates("a`\u{301}`b`", .call), ["a`\u{301}`b`", "a`\u{301}b"])
        XCTAssertEqual(candidates(".split", .dotMember), [".split", "split"])
    }

    func testAdjacentTokensOfOneKindShareASpan() {
        XCTAssertEqual(highlighter.highlight("/* a *//* b */"), #"<span class="c">/* a *//* b */</span>"#)
        XCTAssertEqual(highlighter.highlight("#selector(x)"), #"<span class="d">#selector</span>(x)"#)
    }
}
