import XCTest
@testable import DuoGuide

/// A backlink group links to the page of its hrefs, cut before the fragment on bytes; it must cut
/// where the Character definition cuts.
final class SymbolBacklinkPageTests: XCTestCase {
    func testPageOfAnHrefIsItsPrefixBeforeTheFragmentCharacter() {
        let hrefs = ["../cap-1.html#L12", "../cap-1.html", "#top", "", "a#b#c", "../articles/x.html#intro",
                     "e\u{301}#x", "a#\u{301}b#c", "\u{600}#a#b", "\r\n#x", "👩‍💻#y"]
        for href in hrefs {
            XCTAssertEqual(SymbolPages.page(of: href), String(href.prefix { $0 != "#" }), href.debugDescription)
        }
        XCTAssertEqual(SymbolPages.page(of: "../cap-1.html#L12"), "../cap-1.html")
        XCTAssertEqual(SymbolPages.page(of: "a#\u{301}b#c"), "a#\u{301}b", "a mark joins the first # into another Character")
    }
}
