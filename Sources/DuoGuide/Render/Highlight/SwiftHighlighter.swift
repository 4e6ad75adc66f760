/// Build-time Swift syntax highlighting: tokenizer → grammar → HTML format, kept apart so each can be
/// tested and changed alone. The output is the inner HTML of a code block (no `<pre>`/`<code>`);
/// with the tags stripped and entities unescaped it is exactly the input.
struct SwiftHighlighter: Sendable {
    private let tokenizer = SwiftTokenizer()
    private let grammar = SwiftGrammar()
    private let format = HighlightFormat()

    /// Highlights `code`. `link` maps a symbol name (`NavigationSplitView`, `.split`, `horizontalSizeClass`)
    /// to an href, or nil when the name is not a documented symbol.
    func highlight(_ code: String, link: (String) -> String? = { _ in nil }) -> String {
        html(prepare(code), link: link)
    }

    /// Formats code prepared by `prepare(_:)`: the same as `highlight` for its code.
    func html(_ code: PreparedCode, link: (String) -> String? = { _ in nil }) -> String {
        format.html(code, link: link)
    }

    /// The tokens of `code` classified and escaped, ready for `html(_:link:)` with links to names `mayLink` accepts.
    func prepare(_ code: String, mayLink: (String) -> Bool = { _ in true }) -> PreparedCode {
        format.prepare(tokens(code), mayLink: mayLink)
    }

    /// The classified tokens of `code`; their texts concatenate to `code`.
    func tokens(_ code: String) -> [SwiftToken] {
        grammar.classify(tokenizer.segments(code))
    }
}
