"""The learner's journeys of issue 21, in headless Chromium on file:// and http://: a schedule that
counts one grade per question per local day, a keyboard flow that holds, the place kept across
languages, search that lands on the words, progress in sight, and a phone menu that closes.

The clock and the time zone are the test's: `Page.addScriptToEvaluateOnNewDocument` replaces Date
before any page script runs (a fixed instant that then ticks on), and `Emulation.setTimezoneOverride`
puts the browser in São Paulo (UTC−3), where the UTC day turns at 21:00.
"""
import json
import re
import time
import unittest

from pathlib import Path

from duo_common import ARTIFACTS, BrowserTest, SITE, built_h1, norm_space

STORE = "duoguide.progress.v1"

CLOCK = """
(function () {
  var Real = Date, offset = %d - Real.now();
  function FakeDate() {
    if (!(this instanceof FakeDate)) return new Real(Real.now() + offset).toString();
    var a = arguments;
    if (!a.length) return new Real(Real.now() + offset);
    return new (Function.prototype.bind.apply(Real, [null].concat(Array.prototype.slice.call(a))))();
  }
  FakeDate.prototype = Real.prototype;
  FakeDate.now = function () { return Real.now() + offset; };
  FakeDate.UTC = Real.UTC;
  FakeDate.parse = Real.parse;
  window.Date = FakeDate;
})();
"""


def ms(iso):
    from datetime import datetime
    return int(datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp() * 1000)


class Learner:
    """Mixed into one TestCase per origin (below)."""

    # -- helpers ------------------------------------------------------------------------------
    def clock(self, iso_utc, zone="America/Sao_Paulo"):
        """Every page opened from now on believes it is `iso_utc`, in `zone`."""
        d = self.b.driver
        if getattr(self, "_clock", None):
            d.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": self._clock})
        self._clock = d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                                        {"source": CLOCK % ms(iso_utc)})["identifier"]
        d.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": zone})

    def store(self):
        raw = self.b.js(f"return localStorage.getItem('{STORE}')")
        return json.loads(raw) if raw else {"version": 1, "questions": {}}

    def put_store(self, store):
        self.b.js(f"localStorage.setItem('{STORE}', arguments[0])", json.dumps(store))

    def keys(self, rel):
        """The question keys of a quiz page, read from the built file."""
        return re.findall(r'<li class="quiz-question" id="[^"]+" data-key="([^"]+)"', (SITE / rel).read_text("utf-8"))

    def press(self, *keys):
        from selenium.webdriver.common.action_chains import ActionChains
        chain = ActionChains(self.b.driver)
        for k in keys:
            chain.send_keys(k)
        chain.perform()
        time.sleep(0.1)

    def shown(self):
        qs = self.b.visible("li.quiz-question")
        return qs[0] if qs else None

    # 1 ---------------------------------------------------------------------------------------
    def test_l1_one_grade_per_local_day(self):
        """Graded «I knew it» at 20:30 in São Paulo: double clicks, repeated presses and «start
        again» count once (box 2, due tomorrow); at 21:30 it is not due, at 04:30 it is; the
        buttons say when the question would come back."""
        b = self.b
        self.clock("2026-11-30T23:30:00Z")  # 20:30 in São Paulo, already 12-01 in UTC
        b.get("es/quiz/chapter-8.html")
        self.assertEqual(b.js("return DuoProgress.today()"), "2026-11-30", "the learner's day is local")
        self.assertEqual(b.js("return new Date().getHours()"), 20)
        q1 = self.shown()
        key = q1.get_attribute("data-key")
        qid = key.split(":")[0]
        b.click(b.one("#chapter-8-q1 [data-answer] > summary"))
        knew = b.one('#chapter-8-q1 [data-grade-value="1"]')
        nope = b.one('#chapter-8-q1 [data-grade-value="0"]')
        self.assertEqual(norm_space(knew.text), "1 Lo sabía · mañana", "the new card's «I knew it» button")
        self.assertEqual(norm_space(nope.text), "2 Todavía no · hoy")
        # A double click: two clicks before the page has moved on.
        b.js("arguments[0].click(); arguments[0].click();", knew)
        r = self.store()["questions"][qid]
        self.assertEqual((r["box"], r["due"], r["day"]), (2, "2026-12-01", "2026-11-30"), f"double click: {r}")
        # «Start again» and «I knew it» twice more, by keyboard.
        for _ in range(2):
            b.js("document.querySelector('[data-restart]').click()")
            b.js("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")
            self.assertEqual(self.shown().get_attribute("id"), "chapter-8-q1")
            self.press(" ")
            self.assertTrue(b.js("return document.querySelector('#chapter-8-q1 details').open"), "Space did not reveal")
            self.assertIn("mañana", b.one('#chapter-8-q1 [data-grade-value="1"]').text,
                          "graded today: the button still promises tomorrow (a re-grade replaces)")
            self.press("1")
        r = self.store()["questions"][qid]
        self.assertEqual((r["box"], r["due"]), (2, "2026-12-01"), f"four «I knew it» the same evening: {r}")

        self.clock("2026-12-01T00:30:00Z")  # 21:30 local, the same evening
        b.get("es/review.html")
        self.assertFalse(b.visible(f'li.quiz-question[data-key="{key}"]'), "due again the same evening")
        b.wait(lambda: b.visible("[data-review-next]"), "the empty review does not say when the next question comes")
        self.assertIn("mañana", b.one("[data-review-next]").text)

        self.clock("2026-12-01T07:30:00Z")  # 04:30 local: a new day
        b.get("es/review.html")
        b.wait(lambda: b.visible(f'li.quiz-question[data-key="{key}"]'), "not due the next morning")
        b.click(b.one(f'li.quiz-question[data-key="{key}"] [data-answer] > summary'))
        self.assertIn("en 3 días", b.one(f'li.quiz-question[data-key="{key}"] [data-grade-value="1"]').text)
        b.click(b.one(f'li.quiz-question[data-key="{key}"] [data-grade-value="1"]'))
        r = self.store()["questions"][qid]
        self.assertEqual((r["box"], r["due"], r["prior"]), (3, "2026-12-04", 2), str(r))
        self.assertClean()

    def test_l1b_old_store_keeps_working(self):
        """A store written by the previous release (no day, no prior) loads, shows its score and
        due questions, and exports with every record."""
        b = self.b
        self.clock("2026-12-01T15:00:00Z")
        keys = self.keys("es/quiz/chapter-8.html")
        old = {"version": 1, "questions": {}}
        for i, k in enumerate(keys):
            qid, h = k.split(":")
            old["questions"][qid] = {"hash": h, "box": 2 if i else 1, "due": "2026-12-01" if i == 0 else "2026-12-03",
                                     "grade": 0 if i == 0 else 1, "answeredAt": "2026-11-30T12:00:00Z", "answer": f"mía {i}"}
        b.get("es/index.html")
        self.put_store(old)
        b.get("es/quiz/chapter-8.html")
        b.wait(lambda: b.visible("[data-summary]"), "a finished quiz of the old store shows no summary")
        self.assertIn(f"{len(keys) - 1}/{len(keys)}", b.one("[data-score]").text)
        self.assertEqual(b.js("return document.querySelector('#own-chapter-8-q1').value"), "mía 0")
        b.get("es/review.html")
        b.wait(lambda: b.visible(f'li.quiz-question[data-key="{keys[0]}"]'), "the old «not yet» is not due")
        exported = b.js("return JSON.parse(JSON.stringify(DuoProgress.load()))")
        self.assertEqual(sorted(exported["questions"]), sorted(old["questions"]), "a record was lost on read")
        # Merge-import a file from another browser: a newer record (with day and prior) wins, the
        # others stay.
        import tempfile
        other = {"version": 1, "questions": {keys[1].split(":")[0]: {
            "hash": keys[1].split(":")[1], "box": 3, "due": "2026-12-04", "grade": 1,
            "answeredAt": "2026-12-01T14:00:00Z", "day": "2026-12-01", "prior": 2}}}
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(other, f)
        b.one("[data-import]").send_keys(f.name)
        b.wait(lambda: b.one("[data-progress-status]").text.strip(), "the import says nothing")
        self.assertEqual(b.one("[data-progress-status]").text.strip(), "Progreso importado")
        merged = self.store()["questions"]
        self.assertEqual(sorted(merged), sorted(old["questions"]), "the merge lost a record")
        self.assertEqual((merged[keys[1].split(":")[0]]["box"], merged[keys[1].split(":")[0]]["prior"]), (3, 2))
        self.assertEqual(merged[keys[1].split(":")[0]]["answer"], "mía 1", "the merge dropped the own answer")
        self.assertEqual(merged[keys[0].split(":")[0]], old["questions"][keys[0].split(":")[0]])
        self.assertClean()

    # 2 ---------------------------------------------------------------------------------------
    def test_l2_keyboard_from_page_load(self):
        """Enter and Space reveal the question on a fresh page (Space does not scroll); 1 and 2 do
        nothing before the answer is shown; a wrong choice is recorded as «not yet» and «I knew it»
        is no longer offered."""
        b = self.b
        self.clock("2026-11-30T15:00:00Z")
        b.set_width(1280, 500)
        b.get("es/quiz/chapter-8.html")
        q = self.shown()
        qid = q.get_attribute("id")
        self.press("1", "2")
        self.assertEqual(self.store()["questions"], {}, "1/2 graded a question whose answer was never shown")
        y = b.js("return window.scrollY")
        self.press(" ")
        self.assertTrue(b.js(f"return document.querySelector('#{qid} details').open"), "Space on a fresh page revealed nothing")
        self.assertEqual(b.js("return window.scrollY"), y, "Space scrolled the page")
        self.assertEqual(q.get_attribute("tabindex"), "0", "the question card is not focusable")
        # Enter on the card itself, for the next question.
        self.press("2")
        self.assertEqual(self.store()["questions"][qid]["grade"], 0)
        nxt = self.shown()
        self.assertNotEqual(nxt.get_attribute("id"), qid, "grading did not move on")
        self.assertFalse(b.js("return document.querySelector('#%s details').open" % nxt.get_attribute("id")))
        nxt.send_keys("\n")
        time.sleep(0.1)
        self.assertTrue(b.js("return document.querySelector('#%s details').open" % nxt.get_attribute("id")), "Enter on the card")

        # A wrong choice: recorded at once, «I knew it» disabled, «1» ignored.
        with_choices = [li for li in b.css("li.quiz-question") if b.css("[data-choice]", li)]
        self.assertTrue(with_choices, "chapter 8's quiz offers no choices")
        cid = with_choices[0].get_attribute("id")
        b.js("location.hash = arguments[0]", cid)
        b.wait(lambda: self.shown() and self.shown().get_attribute("id") == cid, "could not go to the question with choices")
        wrong = b.one(f'#{cid} [data-choice][data-correct="false"]')
        b.click(wrong)
        r = self.store()["questions"][cid]
        self.assertEqual((r["grade"], r["box"]), (0, 1), "the wrong pick was not recorded as «not yet»")
        knew = b.one(f'#{cid} [data-grade-value="1"]')
        self.assertFalse(knew.is_enabled(), "«I knew it» is still offered after a wrong pick")
        self.assertLess(float(b.js("return getComputedStyle(arguments[0]).opacity", knew)), 0.8, "the disabled button looks active")
        b.js("document.activeElement.blur()")
        self.press("1")
        self.assertEqual(self.store()["questions"][cid]["grade"], 0, "«1» graded «I knew it» after a wrong pick")
        self.assertClean()

    def test_l2b_focus_visible_on_every_stop(self):
        """Tab through a quiz and a chapter page: every stop is visible (no 1×1 control) and shows
        a focus ring."""
        from selenium.webdriver.common.keys import Keys
        b = self.b
        for rel in ("es/quiz/chapter-8.html", "es/chapter-3.html", "es/review.html", "es/index.html",
                    "es/search.html?q=posicion", "es/api/index.html"):
            b.get(rel)
            seen = []
            for i in range(45):
                self.press(Keys.TAB)
                info = b.js("""
                  var e = document.activeElement; if (!e || e === document.body) return null;
                  var r = e.getBoundingClientRect(), s = getComputedStyle(e);
                  return {tag: e.tagName, text: (e.textContent || '').trim().slice(0, 30), w: r.width, h: r.height,
                          outline: s.outlineStyle, ow: parseFloat(s.outlineWidth), shadow: s.boxShadow,
                          fv: e.matches(':focus-visible')};""")
                if info is None:
                    continue
                if info["tag"] == "INPUT" and b.js("return document.activeElement.type") == "file":
                    # Shown by its label, which takes the ring (the native file control is hidden).
                    info = b.js("""var l = document.querySelector('label[for="' + document.activeElement.id + '"]');
                      var r = l.getBoundingClientRect(), s = getComputedStyle(l);
                      return {tag: 'LABEL', text: l.textContent.trim(), w: r.width, h: r.height, outline: s.outlineStyle,
                              ow: parseFloat(s.outlineWidth), shadow: s.boxShadow, fv: true};""")
                seen.append(info)
                what = f"{rel} stop {i + 1} <{info['tag']}> «{info['text']}»"
                self.assertTrue(info["w"] > 4 and info["h"] > 4, f"{what} is invisible ({info['w']}×{info['h']})")
                self.assertTrue(info["fv"], f"{what}: not :focus-visible")
                self.assertTrue((info["outline"] != "none" and info["ow"] >= 2) or info["shadow"] != "none",
                                f"{what} shows no focus ring ({info})")
            self.assertGreater(len(seen), 10, f"{rel}: too few tab stops reached")
            self.assertFalse([s for s in seen if s["tag"] == "SUMMARY" and "Menú" in s["text"]],
                             f"{rel}: the desktop sidebar's «Menú» control is a tab stop")
        self.assertClean()

    # 3 ---------------------------------------------------------------------------------------
    def test_l3_language_switch_keeps_the_place(self):
        """pt chapter 3 at #L238 → Français opens fr/chapter-3.html#L238; a quiz at its second
        question → Português opens the same question."""
        b = self.b
        b.get("pt/chapter-3.html#L238")
        fr = b.one(".lang-switch a[hreflang=fr]")
        b.follow(lambda: b.click(fr), "switch to Français")
        self.assertEqual(b.current_rel(), "fr/chapter-3.html")
        self.assertTrue(b.current.endswith("#L238"), f"the place is lost: {b.current}")
        top = b.js("return document.getElementById('L238').getBoundingClientRect().top")
        self.assertLess(abs(top), 200, "the French page did not open at the paragraph")

        # A heading's id is made of its words: the line after it is carried instead.
        b.get("es/chapter-5.html")
        heading = b.css("main h2[id]")[2]
        line = b.js("""var h = arguments[0], all = document.querySelectorAll('main [id^="L"]');
          for (var i = 0; i < all.length; i++) if (/^L\\d+$/.test(all[i].id) && (h.compareDocumentPosition(all[i]) & 4)) return all[i].id;""", heading)
        b.get("es/chapter-5.html#" + heading.get_attribute("id"))
        b.follow(lambda: b.click(b.one(".lang-switch a[hreflang=fr]")), "switch a heading to Français")
        self.assertTrue(b.current.endswith("fr/chapter-5.html#" + line), f"{b.current}: expected #{line}")
        # An entry: its title's line.
        b.get("es/chapter-4.html")
        entries = b.css("main .entry[id]")
        if entries:
            dt = b.css("dt[id]", entries[0])[0].get_attribute("id")
            b.get("es/chapter-4.html#" + entries[0].get_attribute("id"))
            b.follow(lambda: b.click(b.one(".lang-switch a[hreflang=pt]")), "switch an entry to Português")
            self.assertTrue(b.current.endswith("pt/chapter-4.html#" + dt), f"{b.current}: expected #{dt}")

        b.get("es/quiz/chapter-8.html")
        b.click(b.one("[data-next]"))
        self.assertEqual(self.shown().get_attribute("id"), "chapter-8-q2")
        pt = b.one(".lang-switch a[hreflang=pt]")
        b.follow(lambda: b.click(pt), "switch the quiz to Português")
        self.assertEqual(b.current_rel(), "pt/quiz/chapter-8.html")
        self.assertTrue(b.current.endswith("#chapter-8-q2"), b.current)
        self.assertEqual(self.shown().get_attribute("id"), "chapter-8-q2", "the Portuguese quiz opened another question")
        self.assertClean()

    # 4 ---------------------------------------------------------------------------------------
    def test_l4_search_lands_on_the_words(self):
        """A header result opens its page scrolled to the paragraph, the searched words marked;
        Escape clears them. The result list closes on Tab and on a click outside."""
        from selenium.webdriver.common.keys import Keys
        b = self.b
        b.get("es/chapter-1.html")
        box = b.one("#search-input")
        b.click(box)
        box.send_keys("pantalla")
        b.wait(lambda: b.visible("#search-results [role=option]"), "no results for «pantalla»")
        b.click(b.one("main h1"))
        self.assertFalse(b.visible("#search-results"), "the list stays open after a click outside")
        b.click(box)
        b.wait(lambda: b.visible("#search-results"), "focusing the field again does not show the results")
        box.send_keys(Keys.TAB)
        time.sleep(0.1)
        self.assertFalse(b.visible("#search-results"), "the list stays open after Tab")

        box.clear()
        b.click(box)
        box.send_keys("posicion")
        b.wait(lambda: [o for o in b.visible("#search-results [role=option]") if "hl=posicion" in o.get_attribute("href")],
               "no results for «posicion»")
        options = [o for o in b.visible("#search-results [role=option]") if "#" in (o.get_attribute("href") or "")]
        self.assertTrue(options, "no result opens a paragraph")
        target = options[0].get_attribute("href")
        frag = target.partition("#")[2]
        b.follow(lambda: b.click(options[0]), "open a result")
        self.assertIn("hl=posicion", b.current)
        b.wait(lambda: b.css("main mark.search-hit"), "nothing is marked on the page the result opened")
        marks = b.css("main mark.search-hit")
        self.assertTrue(all("posici" in m.text.lower() for m in marks), [m.text for m in marks][:5])
        top = b.js("return document.getElementById(arguments[0]).getBoundingClientRect().top", frag)
        height = b.js("return window.innerHeight")
        self.assertTrue(-10 <= top < height, f"the paragraph #{frag} is not in view (top {top})")
        self.assertTrue(b.css(f"#{frag} mark.search-hit") or b.css(f"#{frag} ~ * mark.search-hit"),
                        "the searched word is not marked in the paragraph opened")
        b.js("document.activeElement && document.activeElement.blur()")
        self.press(Keys.ESCAPE)
        self.assertFalse(b.css("main mark.search-hit"), "Escape did not clear the marks")
        self.assertClean()

    # 6 ---------------------------------------------------------------------------------------
    def test_l6_api_deck(self):
        """The API deck is linked from the API index and the home page; a card's front says when to
        use the entry, its choices are titles of the same chapter's entries, its back names the
        entry and links it; it is graded into the same store, is on the review page, and the
        same card (same id) is in the Portuguese deck."""
        b = self.b
        self.clock("2026-11-30T15:00:00Z")
        b.set_width(1280, 800)
        b.get("es/index.html")
        self.assertTrue(b.css('.home-deck a[href="quiz/api-deck.html"]'), "the home page does not link the deck")
        b.get("es/api/index.html")
        b.click(b.one(".api-deck-link a"))
        b.wait(lambda: b.driver.current_url.split("?")[0].endswith("es/quiz/api-deck.html"), "the API index's link did not open the deck")
        b.wait_ready()
        cards = b.css("li.quiz-question")
        self.assertGreater(len(cards), 40, "the deck has too few cards")
        q = self.shown()
        cid, key = q.get_attribute("id"), q.get_attribute("data-key")
        front = norm_space(b.one(f"#{cid} .quiz-question-text").text)
        self.assertTrue(front.startswith("Cuándo usarlo:"), front)
        right = b.one(f'#{cid} [data-choice][data-correct="true"]')
        title = norm_space(b.js("return arguments[0].textContent", right))
        self.assertGreaterEqual(len(b.css(f"#{cid} [data-choice]")), 2, "a card without choices")
        b.click(right)
        if not b.js(f"return document.querySelector('#{cid} details').open"):
            self.press(" ")
        back = norm_space(b.js(f"return document.querySelector('#{cid} .quiz-answer-body').textContent"))
        self.assertTrue(back.startswith(title), f"the back does not name the entry: {back!r}")
        self.assertIn("Cuándo no usarlo", back)
        link = b.one(f"#{cid} .quiz-passage a").get_attribute("href")
        self.assertRegex(link, r"es/chapter-\d+\.html#chapter-\d+-entry-\d+$")
        b.click(b.one(f'#{cid} [data-grade-value="1"]'))
        self.assertEqual(self.store()["questions"][cid]["grade"], 1, "the card was not graded into the store")
        b.get("es/review.html")
        self.assertTrue(b.css(f"#{cid}"), "the card is not on the review page")
        b.get("pt/quiz/api-deck.html")
        self.assertTrue(b.css(f"#{cid}"), "the Portuguese deck has no such card")
        self.assertEqual(b.one(f"#{cid}").get_attribute("data-key"), key, "the card's key differs across languages")
        b.driver.get(link)
        b.wait_ready()
        self.assertTrue(b.js("return !!document.getElementById(location.hash.slice(1))"), "the entry's link leads nowhere")
        self.assertClean()

    # 5 ---------------------------------------------------------------------------------------
    def test_l5_progress_in_sight(self):
        """A new learner's review says so and links the first quiz; one question due shows «1
        pendiente» (singular) next to «Repaso» and on the home page; a finished quiz shows its
        score, what to revisit and «start again» after a reload."""
        b = self.b
        self.clock("2026-11-30T15:00:00Z")
        b.get("es/review.html")
        b.wait(lambda: b.visible("[data-review-new]"), "a new learner's review page does not say so")
        first = b.one("[data-first-quiz]")
        self.assertTrue(first.get_attribute("href").endswith("quiz/chapter-0.html"), first.get_attribute("href"))
        self.assertFalse(b.visible("[data-due-count]"), "a due count with nothing due")

        keys = self.keys("es/quiz/chapter-0.html")
        store = {"version": 1, "questions": {}}
        for i, k in enumerate(keys):
            qid, h = k.split(":")
            store["questions"][qid] = {"hash": h, "box": 1 if i == 0 else 3, "grade": 0 if i == 0 else 1,
                                       "due": "2026-11-30" if i == 0 else "2026-12-03", "day": "2026-11-29",
                                       "prior": 2, "answeredAt": "2026-11-29T15:00:00Z"}
        self.put_store(store)
        b.get("es/index.html")
        due = [e for e in b.visible("[data-due-count]")]
        self.assertTrue(due, "no due count on the home page")
        self.assertEqual(norm_space(due[0].text), "1 pendiente")
        badge = b.one("#card-chapter-0 .quiz-progress").text
        self.assertIn("1 pendiente", badge)
        self.assertNotIn("1 pendientes", badge)
        b.get("es/chapter-3.html")
        nav = b.one(".sidebar-links [data-due-count]")
        self.assertEqual(norm_space(nav.text), "1 pendiente", "no due count next to «Repaso» in the navigation")
        b.set_width(375, 800)
        b.get("es/chapter-3.html")
        self.assertEqual(norm_space(b.one(".sidebar-menu > summary").text), "Menú 1 pendiente",
                         "on a phone the closed menu does not show the due count")
        b.set_width(1280, 900)

        b.get("es/quiz/chapter-0.html")
        b.wait(lambda: b.visible("[data-summary]"), "the finished quiz shows no summary after a reload")
        self.assertIn(f"{len(keys) - 1}/{len(keys)}", b.one("[data-score]").text)
        self.assertEqual(len(b.visible("[data-revisit] li")), 1, "what to revisit is not listed")
        self.assertFalse(b.visible("li.quiz-question"), "a question card is shown above the summary")
        b.click(b.one("[data-restart]"))
        self.assertEqual(self.shown().get_attribute("id"), keys[0].split(":")[0], "«start again» did not restart")

        # Everything graded, nothing due today: the review says when the next one comes.
        store["questions"][keys[0].split(":")[0]].update({"due": "2026-12-02", "box": 2})
        self.put_store(store)
        b.get("es/review.html")
        b.wait(lambda: b.visible("[data-review-next]"), "the empty review does not say when the next question is due")
        self.assertIn("en 2 días", b.one("[data-review-next]").text)
        self.assertEqual(b.one("[data-first-quiz]").get_attribute("href").rsplit("/", 1)[-1], "chapter-1.html")
        self.assertClean()

    # 10 --------------------------------------------------------------------------------------
    def test_l10_phone_menu_and_disabled_buttons(self):
        """At 375 px the open menu closes with Escape and with a tap outside it; «Anterior» at the
        first question looks disabled."""
        from selenium.webdriver.common.keys import Keys
        b = self.b
        b.set_width(375, 800)
        b.get("es/chapter-3.html")
        menu = b.one(".sidebar-menu")
        summary = b.one(".sidebar-menu > summary")
        self.assertFalse(menu.get_attribute("open"), "the phone menu starts open")
        b.click(summary)
        self.assertTrue(menu.get_attribute("open"))
        self.press(Keys.ESCAPE)
        self.assertFalse(menu.get_attribute("open"), "Escape did not close the menu")
        b.click(summary)
        self.assertTrue(menu.get_attribute("open"))
        b.js("document.querySelector('.site-footer').click()")
        self.assertFalse(menu.get_attribute("open"), "a tap outside did not close the menu")

        b.get("es/quiz/chapter-8.html")
        prev = b.one("[data-prev]")
        self.assertFalse(prev.is_enabled())
        self.assertLess(float(b.js("return getComputedStyle(arguments[0]).opacity", prev)), 0.8, "«Anterior» looks active")
        self.assertEqual(b.js("return getComputedStyle(arguments[0]).cursor", prev), "not-allowed")
        self.assertClean()

    # 9 ---------------------------------------------------------------------------------------
    def test_l9_offline_worker(self):
        """Over http the language's pages, assets and search index are kept by the worker: with the
        server stopped, a chapter never visited opens and search answers; back online, a rebuilt
        page is served fresh. Under file:// and under `serve --watch` no worker is registered.

        The build copies Templates/sw.js to the site root and each page names it (data-offline) and
        its language's manifest (data-manifest); the test serves a copy of the site with a
        `duoguide serve` of its own, which it can stop."""
        b = self.b
        if self.ORIGIN == "file":
            b.get("es/index.html")
            self.assertEqual(b.js("return document.body.getAttribute('data-offline')"), "../sw.js")
            self.assertTrue((SITE / "sw.js").is_file(), "the build did not emit sw.js")
            b.js("DuoOffline.start()")
            time.sleep(0.5)
            regs = b.js("""try { return navigator.serviceWorker ? navigator.serviceWorker.getRegistrations()
                .then(function (r) { return r.length; }, function () { return 0; }) : 0; } catch (e) { return 0; }""")
            self.assertFalse(b.css("link[rel=manifest]"), "a manifest under file://")
            self.assertEqual(regs, 0, "a worker registered under file://")
            self.assertClean()
            return
        import shutil, socket, subprocess, tempfile, urllib.request
        from duo_common import REPO
        copy = Path(tempfile.mkdtemp(prefix="duo-offline-")) / "Site"
        shutil.copytree(SITE, copy)
        self.assertEqual((copy / "sw.js").read_bytes(), (REPO / "Templates" / "sw.js").read_bytes(), "sw.js is not the template's")
        self.addCleanup(shutil.rmtree, copy.parent, True)
        s = socket.socket(); s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]; s.close()
        base = f"http://127.0.0.1:{port}/"

        def serve():
            p = subprocess.Popen([str(REPO / ".build" / "debug" / "duoguide"), "serve", "--port", str(port), "--output", str(copy)],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            self.addCleanup(lambda: (p.poll() is None) and (p.kill(), p.wait()))
            for _ in range(100):
                try:
                    urllib.request.urlopen(base + "index.html", timeout=1)
                    return p
                except Exception:
                    time.sleep(0.1)
            self.fail("the copy's server did not answer")

        server = serve()
        d = b.driver
        d.get(base + "es/index.html")
        b.wait_ready()
        # The page registered the worker by itself; the manifest is linked and names the language.
        b.wait(lambda: b.js("return navigator.serviceWorker.getRegistrations().then(function (r) { return r.length; })") == 1,
               "the page did not register the worker")
        self.assertTrue(b.css("link[rel=manifest]"), "no manifest link over http")
        manifest = json.loads(urllib.request.urlopen(base + "es/manifest.webmanifest", timeout=5).read().decode("utf-8"))
        self.assertEqual((manifest["lang"], manifest["start_url"], manifest["scope"], manifest["display"]),
                         ("es", "index.html", "./", "standalone"))
        self.assertEqual(manifest["name"], norm_space(b.one(".brand").text))
        self.assertEqual(manifest["icons"][0]["src"], "../assets/favicon.svg")
        # Ask again for the language to be kept, listening this time for the worker's answer.
        b.js("""window.__precached = 0; try { sessionStorage.clear(); } catch (e) {}
          navigator.serviceWorker.addEventListener('message', function (e) { if (e.data && e.data.type === 'precached') window.__precached = e.data.count; });
          DuoOffline.start();""")
        b.wait(lambda: b.js("return window.__precached"), "the worker never kept the language", timeout=30)
        self.assertGreater(b.js("return window.__precached"), 20)
        self.assertTrue(b.js("return !!navigator.serviceWorker.controller"), "the page is not controlled")

        server.kill(); server.wait()
        d.get(base + "es/chapter-7.html")
        b.wait_ready()
        self.assertEqual(norm_space(b.one("h1").text), built_h1("es/chapter-7.html"), "chapter 7 (never visited) is not there offline")
        box = b.one("#search-input")
        b.click(box)
        box.send_keys("pantalla")
        b.wait(lambda: b.visible("#search-results [role=option]"), "search does not answer offline")

        page = copy / "es" / "chapter-7.html"
        # The new page keeps the old one's size (ten indentation spaces give way to the marker), so
        # the restarted `serve` finds the site up to date and serves this page, not a fresh build.
        html = page.read_text("utf-8").replace("</h1>", " (rebuilt)</h1>", 1)
        html = html.replace("\n  <div class=\"header-inner\">", "\n<div class=\"header-inner\">", 1)
        html = html.replace("\n    <a class=\"brand\"", "\n<a class=\"brand\"", 1)
        html = html.replace("\n    <form class=\"search-form\"", "\n<form class=\"search-form\"", 1)
        self.assertEqual(len(html.encode("utf-8")), page.stat().st_size)
        page.write_text(html, "utf-8")
        serve()
        d.get(base + "es/chapter-7.html")
        b.wait_ready()
        self.assertTrue(b.one("h1").text.endswith("(rebuilt)"), "online, the worker served a page older than the build")

        # Under `serve --watch` (the page carries its live-reload script) the worker steps aside.
        b.js("""var s = document.createElement('script'); s.type = 'text/plain'; s.src = '/__duoguide/livereload.js';
          document.body.appendChild(s); DuoOffline.start();""")
        b.wait(lambda: b.js("return navigator.serviceWorker.getRegistrations().then(function (r) { return r.length; })") == 0,
               "the worker is still registered under --watch")
        severe = [e for e in d.get_log("browser") if e.get("level") == "SEVERE"]
        self.assertEqual(severe, [], "console errors while offline: %r" % severe)

    # screenshots -----------------------------------------------------------------------------
    def test_l9_screenshots(self):
        """The quiz with interval-labelled buttons and the review page, light and dark, at 320 px."""
        b = self.b
        self.clock("2026-11-30T15:00:00Z")
        b.set_width(320, 900)
        shots = ARTIFACTS / "screenshots"
        for scheme in ("light", "dark"):
            b.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                     {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            b.get("es/quiz/chapter-8.html")
            self.press(" ")
            self.assertTrue(b.visible("[data-grade-when]"))
            b.screenshot(shots / f"{self.ORIGIN}-quiz-grades-320-{scheme}.png")
            b.get("es/review.html")
            b.screenshot(shots / f"{self.ORIGIN}-review-320-{scheme}.png")
        self.assertClean()

    # 7 ---------------------------------------------------------------------------------------
    def test_l7_three_choices_by_keyboard_and_mouse(self):
        """«De las tres columnas…» offers three columns: Tab reaches each with a visible focus ring
        and Enter picks one; the right pick leaves «I knew it» open; in another language the same
        question picked wrong with the mouse is «not yet», and a second pick changes nothing."""
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys
        b = self.b
        self.clock("2026-11-30T15:00:00Z")
        b.set_width(1280, 900)
        b.get("es/quiz/chapter-5.html#chapter-5-q2")
        b.wait(lambda: self.shown() and self.shown().get_attribute("id") == "chapter-5-q2", "the hash did not open chapter-5-q2")
        buttons = b.css("#chapter-5-q2 [data-choice]")
        self.assertEqual([norm_space(x.text) for x in buttons], ["columna de contenido", "columna de detalle", "columna lateral"])
        self.assertEqual([x.get_attribute("data-correct") for x in buttons], ["false", "true", "false"])
        b.js("document.querySelector('#chapter-5-q2 .quiz-chapter a').focus()")
        for i in range(3):
            self.press(Keys.TAB)
            ring = b.js("""var e = document.activeElement, s = getComputedStyle(e);
              return [e.getAttribute('data-choice'), e.matches(':focus-visible'), s.outlineStyle !== 'none' || s.boxShadow !== 'none'];""")
            self.assertEqual(ring, [str(i), True, True], f"Tab stop {i} of the choices")
        ActionChains(b.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        self.assertEqual(b.js("return document.activeElement.getAttribute('data-choice')"), "1")
        self.press(Keys.ENTER)
        self.assertIn("is-correct", buttons[1].get_attribute("class"))
        self.assertTrue(b.js("return document.querySelector('#chapter-5-q2 details').open"), "the pick did not show the answer")
        self.assertTrue(b.one('#chapter-5-q2 [data-grade-value="1"]').is_enabled(), "a right pick disabled «I knew it»")
        b.js("document.activeElement.blur()")
        self.press("1")
        self.assertEqual(self.store()["questions"]["chapter-5-q2"]["grade"], 1)

        b.get("fr/quiz/chapter-5.html#chapter-5-q2")
        b.wait(lambda: self.shown() and self.shown().get_attribute("id") == "chapter-5-q2", "the hash did not open chapter-5-q2")
        buttons = b.css("#chapter-5-q2 [data-choice]")
        self.assertEqual([norm_space(x.text) for x in buttons], ["colonne de contenu", "colonne de détail", "colonne latérale"])
        b.click(buttons[2])
        r = self.store()["questions"]["chapter-5-q2"]
        self.assertEqual((r["grade"], r["box"]), (0, 1), f"the wrong pick among three is not «not yet»: {r}")
        self.assertIn("is-incorrect", buttons[2].get_attribute("class"))
        self.assertIn("is-correct", buttons[1].get_attribute("class"), "the right one is not shown")
        self.assertEqual(buttons[0].get_attribute("class").split(), ["choice"], "an unpicked wrong one is marked")
        self.assertFalse(b.one('#chapter-5-q2 [data-grade-value="1"]').is_enabled(), "«I knew it» after a wrong pick")
        b.screenshot(ARTIFACTS / "screenshots" / f"{self.ORIGIN}-quiz-three-choices-wrong.png")
        b.click(buttons[1])
        self.assertEqual(self.store()["questions"]["chapter-5-q2"]["grade"], 0, "a second pick regraded the question")
        self.assertEqual(buttons[1].get_attribute("aria-pressed"), None, "a second pick was taken")
        self.assertClean()

class FileLearner(Learner, BrowserTest):
    ORIGIN = "file"


class HttpLearner(Learner, BrowserTest):
    ORIGIN = "http"


if __name__ == "__main__":
    unittest.main()
