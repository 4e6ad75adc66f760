"""Reader journeys in a real headless Chromium, each on file:// and on http://127.0.0.1 (duoguide serve).

Every test also fails on any console error (SEVERE) and on any request to a non-local URL,
checked on every page it visited (see duo_common.Browser.audit).
"""
import re
import unittest

from duo_common import (ARTIFACTS, BrowserTest, Browser, VISITED, built_h1, fold, norm_space,
                        require_browser, BASE_URL, SITE, missing)

NARROW = 375
WIDE = 1280


class Scenarios:
    """Mixed into one TestCase per origin (below)."""

    # 1 ------------------------------------------------------------------------------------
    def test_1_language_journey(self):
        """root → Português → chapter 4 → next → Français lands on fr/chapter-5.html."""
        b = self.b
        b.get("" if self.ORIGIN == "http" else "index.html")
        choice = [a for a in b.visible("main a") if "Português" in a.text]
        self.assertTrue(choice, "the root page offers no visible «Português» link")
        b.follow(lambda: b.click(choice[0]), "choose Português")
        self.assertEqual(b.current_rel(), "pt/index.html")
        self.assertEqual(b.js("return document.documentElement.lang"), "pt")

        ch4 = b.visible('main a[href$="chapter-4.html"]')
        ch4 = [a for a in ch4 if "quiz" not in a.get_attribute("href")]
        self.assertTrue(ch4, "pt home has no visible link to chapter 4")
        b.follow(lambda: b.click(ch4[0]), "open chapter 4")
        self.assertEqual(b.current_rel(), "pt/chapter-4.html")
        self.assertEqual(norm_space(b.one("h1").text), built_h1("pt/chapter-4.html"))

        nxt = b.visible('a[rel="next"]')
        self.assertTrue(nxt, "pt chapter 4 has no visible next-chapter link (a[rel=next])")
        b.follow(lambda: b.click(nxt[0]), "next chapter")
        self.assertEqual(b.current_rel(), "pt/chapter-5.html")

        fr = [a for a in b.visible("header a[hreflang=fr], nav a[hreflang=fr]") if "Français" in a.text]
        self.assertTrue(fr, "pt chapter 5: no visible «Français» link in the language switcher")
        b.follow(lambda: b.click(fr[0]), "switch to Français")
        self.assertTrue(b.current.endswith("fr/chapter-5.html"), b.current)
        self.assertEqual(b.js("return document.documentElement.lang"), "fr")
        self.assertEqual(norm_space(b.one("h1").text), built_h1("fr/chapter-5.html"))
        eyebrow = b.one("main .eyebrow, main header p").get_attribute("textContent")
        self.assertIn("Chapitre 5", norm_space(eyebrow))
        self.assertClean()

    # 2 ------------------------------------------------------------------------------------
    def test_2_symbol_and_backlink(self):
        """es chapter 5: a symbol in prose → its page → a backlink → back in a chapter."""
        b = self.b
        b.get("es/chapter-5.html")
        links = b.visible("main p a.sym")
        self.assertTrue(links, "es chapter 5 has no symbol link (a.sym) in a paragraph")
        preferred = [a for a in links if any(n in a.text for n in ("NavigationStack", "toolbarVerticalBehavior"))]
        link = (preferred or links)[0]
        name = link.text.strip()
        bare = re.sub(r"\(.*", "", name).lstrip(".")
        b.follow(lambda: b.click(link), f"open symbol {name}")
        self.assertRegex(b.current_rel() or "", r"^es/api/[^/]+\.html$")
        self.assertIn(bare, b.one("h1").text)

        back = [a for a in b.visible("a.backlink") if "chapter-" in a.get_attribute("href")]
        self.assertTrue(back, f"symbol page of {name} has no visible backlink to a chapter")
        target = back[0].get_attribute("href")
        b.follow(lambda: b.click(back[0]), "follow a backlink")
        self.assertRegex(b.current_rel() or "", r"^es/chapter-\d+\.html$")
        self.assertTrue(b.css("article.chapter h1"), "the backlink did not land on a chapter page")
        frag = target.partition("#")[2]
        if frag:
            self.assertTrue(b.js("return !!document.getElementById(arguments[0])", frag),
                            f"backlink fragment #{frag} has no element")
        self.assertClean()

    # 3 ------------------------------------------------------------------------------------
    def _search(self, query, expect):
        b = self.b
        from selenium.webdriver.common.keys import Keys
        b.get("es/chapter-1.html")
        box = b.one("#search-input", "header search box")
        b.click(box)
        box.send_keys(query)
        b.wait(lambda: b.visible("#search-results [role=option]"), f"no results shown for «{query}»")
        options = b.visible("#search-results [role=option]")
        texts = " ".join(fold(o.text) for o in options)
        self.assertIn(expect, texts, f"results for «{query}» never mention «{expect}»")
        first = options[0].get_attribute("href")
        box.send_keys(Keys.ARROW_DOWN)
        self.assertEqual(options[0].get_attribute("aria-selected"), "true",
                         "ArrowDown did not select the first result")
        b.follow(lambda: box.send_keys(Keys.ENTER), f"Enter on a «{query}» result")
        self.assertEqual(b.current.split("#")[0], first.split("#")[0])
        self.assertRegex(b.current_rel() or "", r"^es/(chapter-\d+|api/[^/]+|articles/[^/]+|appendix|case-study|index)\.html$")
        return b.current

    def test_3a_search_navigationsplit(self):
        self._search("navigationsplit", "navigationsplitview")
        self.assertClean()

    def test_3b_search_posicion_without_accent(self):
        self._search("posicion", "posici")
        self.assertClean()

    def test_3c_search_page_query(self):
        """The search page (the header form's action) lists the results for ?q= in its own column:
        a field of its own holding the query, a count, links with snippets; the header list stays
        closed. Searching again there updates the list in place; a result opens its page."""
        from selenium.webdriver.common.keys import Keys
        b = self.b
        b.get("es/search.html?q=posicion")
        b.wait(lambda: b.visible("#search-page-results li"), "search.html?q=posicion lists no results")
        field = b.one("#search-page-input", "search page field")
        self.assertEqual(field.get_attribute("value"), "posicion")
        self.assertFalse(b.visible("#search-results [role=option]"), "the header list opened on the search page too")
        items = b.visible("#search-page-results li")
        status = b.one("#search-page-status").text
        self.assertRegex(status, r"\d+ resultados?|1 resultado", "no count above the list")
        self.assertIn(str(len(items)), status, f"the count «{status}» is not the {len(items)} results listed")
        self.assertTrue(all(i.find_elements("css selector", "a[href]") for i in items), "a listed result without a link")
        self.assertTrue(b.css("#search-page-results mark"), "no query word marked in the snippets")

        field.clear()
        field.send_keys("navigationsplit")
        b.wait(lambda: "navigationsplitview" in fold(" ".join(i.text for i in b.visible("#search-page-results li"))),
               "typing in the page field did not list «navigationsplitview»")
        before = b.current
        field.send_keys(Keys.ENTER)
        self.assertEqual(b.current.split("?")[0], before.split("?")[0], "submitting left the search page")
        self.assertTrue(b.visible("#search-page-results li"), "the list emptied on submit")
        first = b.visible("#search-page-results li a")[0]
        href = first.get_attribute("href")
        b.follow(lambda: b.click(first), "open the first result")
        self.assertEqual(b.current.split("#")[0], href.split("#")[0])
        self.assertClean()

    def test_3d_header_list_leads_to_all_results(self):
        """A query with more results than the header list holds ends the list with «Ver los N
        resultados», reachable with the arrow keys, which opens the search page with all of them."""
        from selenium.webdriver.common.keys import Keys
        b = self.b
        b.get("es/chapter-2.html")
        box = b.one("#search-input", "header search box")
        b.click(box)
        box.send_keys("pantalla")
        b.wait(lambda: b.visible("#search-result-all"), "no «see all» option for a common word")
        options = b.visible("#search-results [role=option]")
        self.assertEqual(options[-1].get_attribute("id"), "search-result-all", "«see all» is not the last option")
        total = int(re.search(r"\d+", options[-1].text).group(0))
        self.assertGreater(total, len(options) - 1)
        box.send_keys(Keys.ARROW_UP)
        self.assertEqual(options[-1].get_attribute("aria-selected"), "true", "ArrowUp from the field did not reach «see all»")
        b.follow(lambda: box.send_keys(Keys.ENTER), "Enter on «see all»")
        self.assertEqual(b.current_rel(), "es/search.html")
        self.assertTrue(b.current.endswith("?q=pantalla"), f"«see all» went to {b.current}")
        b.wait(lambda: b.visible("#search-page-results li"), "the search page lists nothing for «pantalla»")
        status = b.one("#search-page-status").text
        self.assertIn(str(total), status, f"the page counts «{status}», the header list said {total}")
        self.assertEqual(len(b.visible("#search-page-results li")), min(total, 100))
        self.assertClean()

    # 4 ------------------------------------------------------------------------------------
    def _score(self):
        """The visible score, as 'knew/total' (from the summary or the quiz counter), or None."""
        b = self.b
        for e in b.css("[data-score], [data-counter], .quiz-score"):
            if e.is_displayed():
                m = re.search(r"(\d+)\s*/\s*(\d+)", e.text)
                if m:
                    return f"{m.group(1)}/{m.group(2)}"
        return None

    def test_4_quiz_progress(self):
        """Reveal and grade every question of a chapter quiz (one «not yet»); the score survives a
        reload and a language switch; the missed question is due on es/review.html."""
        b = self.b
        b.get("es/quiz/chapter-8.html")
        quiz = b.one("[data-quiz]", "quiz section")
        keys = [q.get_attribute("data-key") for q in b.css(".quiz-question, [data-key]", quiz)]
        keys = list(dict.fromkeys(k for k in keys if k))
        self.assertTrue(keys, "no questions (data-key) on the quiz page")
        all_mode = b.visible('[data-mode="all"]')
        if all_mode:
            b.click(all_mode[0])
        graded, missed = [], None
        for _ in range(4 * len(keys) + 4):
            pending = [q for q in b.css("[data-key]", quiz)
                       if q.get_attribute("data-key") not in graded and q.is_displayed()]
            if not pending:
                nxt = b.visible("[data-next]")
                if not nxt or len(graded) == len(keys):
                    break
                b.click(nxt[0])
                continue
            q = pending[0]
            key = q.get_attribute("data-key")
            summary = b.visible("[data-answer] > summary, summary", q)
            self.assertTrue(summary, f"question {key}: no visible «show answer» control")
            b.click(summary[0])
            b.wait(lambda: b.visible("[data-grade-value]", q),
                   f"question {key}: revealing the answer shows no grade buttons")
            value = "0" if missed is None else "1"
            b.click(b.visible(f'[data-grade-value="{value}"]', q)[0])
            if value == "0":
                missed = key
            graded.append(key)
        self.assertEqual(sorted(graded), sorted(keys), "could not reach and grade every question")
        b.wait(lambda: self._score(), "no score is shown after grading every question")
        score = self._score()
        knew, total = map(int, score.split("/"))
        self.assertEqual((knew, total), (len(keys) - 1, len(keys)), f"unexpected score {score}")

        b.reload()
        b.wait(lambda: self._score(), "the score is gone after a reload")
        self.assertEqual(self._score(), score, "the score changed after a reload")

        b.get("es/review.html")
        for m in b.visible('[data-mode="all"][aria-pressed="false"]'):
            b.click(m)
        b.wait(lambda: any(q.get_attribute("data-key") == missed for q in b.visible("[data-key]")),
               f"the missed question {missed} is not shown on es/review.html")
        b.get("es/quiz/chapter-8.html")
        pt = b.visible(".lang-switch a[hreflang=pt], header a[hreflang=pt]")
        self.assertTrue(pt, "no language switcher link to pt on the quiz page")
        b.follow(lambda: b.click(pt[0]), "switch the quiz to Português")
        self.assertEqual(b.current_rel(), "pt/quiz/chapter-8.html")
        b.wait(lambda: self._score(), "the score is gone after switching language")
        self.assertEqual(self._score(), score, "the score differs in Português")

        self.assertClean()

    # 5 ------------------------------------------------------------------------------------
    def test_5_code_tab_persists(self):
        """Choose UIKit in a code sample; on another chapter UIKit is still selected."""
        b = self.b
        b.get("es/chapter-5.html")
        tabs = b.visible('[role=tab][data-framework="UIKit"]')
        if not tabs:
            tabs = [t for t in b.visible("[role=tab]") if t.text.strip() == "UIKit"]
        self.assertTrue(tabs, "es chapter 5: no visible UIKit tab")
        b.click(tabs[0])
        self.assertEqual(tabs[0].get_attribute("aria-selected"), "true")
        nxt = b.visible('a[rel="next"]')
        self.assertTrue(nxt, "no next-chapter link")
        b.follow(lambda: b.click(nxt[0]), "go to the next chapter")
        self.assertEqual(b.current_rel(), "es/chapter-6.html")
        uikit = [t for t in b.css("[role=tab]") if t.text.strip() == "UIKit"]
        self.assertTrue(uikit, "es chapter 6 has no UIKit tab")
        for t in uikit:
            self.assertEqual(t.get_attribute("aria-selected"), "true", "UIKit is not selected on chapter 6")
            panel = b.one("#" + t.get_attribute("aria-controls"))
            self.assertTrue(panel.is_displayed(), "the selected UIKit panel is not shown")
        for t in b.css("[role=tab]"):
            if t.text.strip() == "SwiftUI":
                self.assertEqual(t.get_attribute("aria-selected"), "false")
                self.assertFalse(b.one("#" + t.get_attribute("aria-controls")).is_displayed(),
                                 "the SwiftUI panel is still shown")
        self.assertClean()


    # 6 ------------------------------------------------------------------------------------
    def test_6_no_favicon_error(self):
        """Browsers ask for /favicon.ico unless the page names an icon: that must not be a 404."""
        b = self.b
        b.get("es/index.html")
        import time
        time.sleep(0.5)
        b.audit()
        self.assertEqual(b.favicon, [], "add <link rel=icon> to the layout (or serve one)")
        self.assertClean()


class FileScenarios(Scenarios, BrowserTest):
    ORIGIN = "file"


class HttpScenarios(Scenarios, BrowserTest):
    ORIGIN = "http"


# Narrow screens -----------------------------------------------------------------------------
PAGES = [
    "index.html", "es/index.html", "es/chapter-4.html", "es/chapter-5.html", "es/chapter-8.html",
    "es/api/index.html", "es/api/navigationstack.html", "es/quiz/chapter-8.html", "es/review.html",
    "es/search.html?q=posicion", "es/appendix.html", "es/case-study.html", "pt/index.html",
    "fr/chapter-5.html",
]


class Layout:
    def test_narrow_and_wide(self):
        """Screenshots of es home and es chapter 4 at 375 px and 1280 px; at 375 px no page
        (the list above plus every page a scenario visited) scrolls sideways."""
        b = self.b
        shots = ARTIFACTS / "screenshots"
        for rel in ("es/index.html", "es/chapter-4.html"):
            for w in (WIDE, NARROW):
                b.set_width(w)
                b.get(rel)
                b.screenshot(shots / f"{self.ORIGIN}-{rel.replace('/', '-').replace('.html', '')}-{w}.png")
        b.set_width(NARROW)
        pages = list(PAGES) + [r for (o, r) in VISITED if o == self.ORIGIN]
        if self.ORIGIN == "http":
            pages.append("404.html")
        for rel in dict.fromkeys(p for p in pages if (SITE / p.split("?")[0]).exists()):
            b.get(rel)
        self.assertClean()


class FileLayout(Layout, BrowserTest):
    ORIGIN = "file"


class HttpLayout(Layout, BrowserTest):
    ORIGIN = "http"


if __name__ == "__main__":
    unittest.main()
