// duoguide quiz: turns the quiz page (section.quiz[data-quiz]) and the review page
// (section.quiz[data-review]) into an interactive quiz. Without JavaScript both pages already show
// every question with a native <details> answer; this script only un-hides the controls.
// Every visible word comes from the page language's vocabulary (window.DUO_STRINGS, from lang-xx.js).
// Needs progress.js (loaded before it on every page) for storage and scheduling.
(function (root) {
  'use strict';

  var MODE_KEY = 'duoguide.quiz.mode';

  // ---------- pure helpers (tested in node) ----------

  /**
   * What a key press means on a quiz page, or null. `ctx`: {typing (focus in a text field),
   * onQuestion (focus on the question card itself), onPage (focus on nothing in particular: the
   * page, its main column or the quiz, as on a fresh page), revealed (the answer of the question
   * the key applies to is shown), modifier (ctrl/alt/meta held)}. A grade needs the answer shown:
   * grading what one never saw is a slip of the finger.
   */
  function keyAction(key, ctx) {
    ctx = ctx || {};
    if (ctx.modifier || ctx.typing) return null;
    switch (key) {
      case '1': return ctx.revealed ? 'knew' : null;
      case '2': return ctx.revealed ? 'notYet' : null;
      case 'ArrowRight': return 'next';
      case 'ArrowLeft': return 'prev';
      case 'Enter': case ' ': case 'Spacebar': return ctx.onQuestion || ctx.onPage ? 'reveal' : null;
      default: return null;
    }
  }

  /** The chapter id of a question id: "chapter-4-q2" → "chapter-4". */
  function chapterOf(questionID) { return String(questionID).replace(/-q\d+$/, ''); }

  /**
   * The first chapter, in page order, none of whose questions is graded: `questions` are
   * {id, graded} in page order. Null when every chapter has a graded question.
   */
  function firstUntaken(questions) {
    var taken = {}, order = [];
    questions.forEach(function (q) {
      var c = chapterOf(q.id);
      if (!(c in taken)) { taken[c] = false; order.push(c); }
      if (q.graded) taken[c] = true;
    });
    for (var i = 0; i < order.length; i++) if (!taken[order[i]]) return order[i];
    return null;
  }

  /** The page keys the review shows today: graded questions that are due. Never-answered ones are not. */
  function dueKeys(P, store, keys, today) {
    return keys.filter(function (key) { return P.isDue(P.recordFor(store, key), today); });
  }

  /** Index of the next question to show after `from`: the next ungraded one, wrapping; -1 when all are graded. */
  function nextUngraded(graded, from) {
    var n = graded.length;
    for (var step = 1; step <= n; step++) {
      var i = (from + step) % n;
      if (!graded[i]) return i;
    }
    return -1;
  }

  /** "Puntuación: 2/3": the vocabulary's whole sentence, filled in. */
  function scoreText(t, knew, total) { return fill(t.scoreLine, { k: knew, n: total }); }

  /** What a grade announces: "Lo sabía · Puntuación: 2/3". */
  function gradedText(t, value, knew, total) {
    return fill(value === 1 ? t.gradedKnew : t.gradedNotYet, { k: knew, n: total });
  }

  /** `template` with its {name} placeholders filled (as DuoProgress.format; kept here so this file stands alone). */
  function fill(template, values) {
    return String(template == null ? '' : template).replace(/\{(\w+)\}/g, function (m, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : m;
    });
  }

  // ---------- the page ----------

  function storedMode() {
    try { return root.localStorage.getItem(MODE_KEY) === 'all' ? 'all' : 'single'; } catch (e) { return 'single'; }
  }

  function rememberMode(mode) {
    try { root.localStorage.setItem(MODE_KEY, mode); } catch (e) { /* not remembered */ }
  }

  function isTextField(el) {
    if (!el || !el.tagName) return false;
    var tag = el.tagName.toLowerCase();
    return tag === 'textarea' || tag === 'input' || tag === 'select' || el.isContentEditable;
  }

  function init(doc) {
    var P = root.DuoProgress;
    var section = doc.querySelector('section.quiz[data-quiz], section.quiz[data-review]');
    if (!P || !section) return;
    var t = P.strings();
    var isReview = section.hasAttribute('data-review');
    var $ = function (sel, el) { return (el || section).querySelector(sel); };

    var all = Array.prototype.map.call(section.querySelectorAll('li.quiz-question'), function (el) {
      return {
        el: el,
        id: el.id,
        key: el.getAttribute('data-key') || '',
        details: el.querySelector('details[data-answer]'),
        grade: el.querySelector('[data-grade]'),
        gradeButtons: Array.prototype.slice.call(el.querySelectorAll('[data-grade-value]')),
        choices: el.querySelector('[data-choices]'),
        choiceButtons: Array.prototype.slice.call(el.querySelectorAll('[data-choice]')),
        feedback: el.querySelector('[data-choice-feedback]'),
        own: el.querySelector('[data-own]'),
        input: el.querySelector('[data-own-input]'),
        text: el.querySelector('.quiz-question-text'),
        chapter: el.querySelector('.quiz-chapter a'),
        wrongPick: false,
      };
    });
    var lang = P.pageLanguage(doc);

    var toolbar = $('[data-quiz-toolbar]');
    var counter = $('[data-counter]');
    var status = $('[data-quiz-status]') || counter;
    var nav = $('[data-quiz-nav]');
    var prevButton = $('[data-prev]');
    var nextButton = $('[data-next]');
    var summary = $('[data-summary]');
    var scoreEl = $('[data-score]');
    var revisit = $('[data-revisit]');
    var empty = $('[data-review-empty]');
    var emptyNext = $('[data-review-next]');
    var emptyStart = $('[data-review-start]');
    var emptyNew = $('[data-review-new]');
    var emptyWaiting = $('[data-review-waiting]');
    var keysHint = $('[data-quiz-keys]');
    var modeButtons = Array.prototype.slice.call(section.querySelectorAll('[data-mode]'));

    var mode = storedMode();
    var set = [];          // the questions in play: every question, or (review) the due ones
    var current = 0;       // index in `set` shown in single mode
    var session = {};      // id → grade given on this visit
    var finished = false;  // summary shown

    // Controls exist only with JavaScript.
    if (toolbar) toolbar.hidden = false;
    if (keysHint) keysHint.hidden = false;
    if (summary) summary.setAttribute('tabindex', '-1');
    all.forEach(function (q) {
      // The card is a stop of its own: on it, Enter or Space shows the answer.
      q.el.setAttribute('tabindex', '0');
      if (q.own) q.own.hidden = false;
      if (q.choices) q.choices.hidden = false;
      if (q.input) {
        var r = P.recordFor(P.load(), q.key);
        if (r && r.answer) q.input.value = r.answer;
      }
    });

    function choose() {
      var keys = all.map(function (q) { return q.key; });
      if (isReview) {
        var due = dueKeys(P, P.load(), keys, P.today());
        set = all.filter(function (q) { return due.indexOf(q.key) >= 0; });
      } else {
        set = all.slice();
      }
      current = Math.min(current, Math.max(0, set.length - 1));
    }

    // A quiz every question of which has a grade is finished, also after a reload: its summary
    // (score, what to revisit, «start again») is what the page shows first.
    if (!isReview && all.length && all.every(function (q) { return P.isGraded(P.recordFor(P.load(), q.key)); })) {
      all.forEach(function (q) { session[q.id] = P.recordFor(P.load(), q.key).grade; });
      finished = true;
    }

    function effectiveGrade(q) {
      if (Object.prototype.hasOwnProperty.call(session, q.id)) return session[q.id];
      if (isReview) return null; // the review counts what is graded now, not last time
      var r = P.recordFor(P.load(), q.key);
      return P.isGraded(r) ? r.grade : null;
    }

    function knewCount() {
      var knew = 0;
      set.forEach(function (q) { if (effectiveGrade(q) === 1) knew++; });
      return knew;
    }

    function score() { return scoreText(t, knewCount(), set.length); }

    /** «Lo sabía · en 3 días»: each grade button says when the question would come back. */
    function labelGrades(q, store, day) {
      var r = P.recordFor(store, q.key);
      q.gradeButtons.forEach(function (b) {
        var when = b.querySelector('[data-grade-when]');
        if (when) when.textContent = '\u00b7 ' + P.whenText(t, lang, P.intervalIf(r, +b.getAttribute('data-grade-value'), day));
      });
    }

    function setPlace(id) {
      // The address names the question shown, so a reload or another language opens it again.
      if (!root.history || !root.history.replaceState) return;
      try { root.history.replaceState(null, '', id ? '#' + id : root.location.pathname + root.location.search); } catch (e) { /* some file:// pages */ }
    }

    function renderEmpty() {
      if (!isReview || !empty) return;
      var store = P.load(), day = P.today();
      var keys = all.map(function (q) { return q.key; });
      var next = P.nextDueDay(store, keys, day);
      var graded = all.map(function (q) { return { id: q.id, graded: P.isGraded(P.recordFor(store, q.key)) }; });
      var anyGraded = graded.some(function (g) { return g.graded; });
      if (emptyNew) emptyNew.hidden = anyGraded;
      if (emptyWaiting) emptyWaiting.hidden = !anyGraded;
      if (emptyNext) {
        emptyNext.hidden = !next;
        if (next) {
          var date = next;
          try {
            var m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(next);
            date = new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long' })
              .format(new Date(+m[1], +m[2] - 1, +m[3], 12));
          } catch (e) { /* the ISO day then */ }
          emptyNext.textContent = P.format(t.reviewNextDue, { when: P.whenText(t, lang, P.daysBetween(day, next)), date: date });
        }
      }
      if (emptyStart) {
        var chapter = firstUntaken(graded), first = null;
        for (var i = 0; chapter && i < all.length; i++) if (chapterOf(all[i].id) === chapter) { first = all[i]; break; }
        emptyStart.textContent = '';
        emptyStart.hidden = !first;
        if (first) {
          var a = doc.createElement('a');
          a.href = 'quiz/' + chapter + '.html';
          a.setAttribute('data-first-quiz', chapter);
          a.textContent = P.format(t.titleQuiz, { chapter: first.chapter ? first.chapter.textContent.trim() : chapter });
          emptyStart.appendChild(doc.createTextNode(t.reviewNextQuiz + ' '));
          emptyStart.appendChild(a);
        }
      }
    }

    function render() {
      var inSet = {};
      set.forEach(function (q, i) { inSet[q.id] = i; });
      var store = P.load(), day = P.today();
      var hideCards = finished && mode === 'single';
      all.forEach(function (q) {
        var i = inSet[q.id];
        q.el.hidden = i === undefined || hideCards || (mode === 'single' && i !== current);
        var open = q.details && q.details.open;
        if (q.grade) q.grade.hidden = !open;
        if (!q.el.hidden) labelGrades(q, store, day);
        q.gradeButtons.forEach(function (b) {
          // After a wrong choice the question is «not yet»: «I knew it» is no longer true.
          if (+b.getAttribute('data-grade-value') === 1) b.disabled = q.wrongPick;
        });
      });
      modeButtons.forEach(function (b) { b.setAttribute('aria-pressed', String(b.getAttribute('data-mode') === mode)); });
      var none = set.length === 0;
      if (empty) empty.hidden = !none;
      if (none) renderEmpty();
      if (toolbar) toolbar.hidden = none;
      if (keysHint) keysHint.hidden = none || hideCards;
      if (counter) {
        counter.textContent = none ? '' : mode === 'single' && !finished
          ? P.format(t.questionOf, { n: current + 1, total: set.length })
          : score();
      }
      if (nav) nav.hidden = none || mode !== 'single' || hideCards;
      if (prevButton) prevButton.disabled = current <= 0;
      if (nextButton) nextButton.disabled = none;
      if (summary) summary.hidden = !finished || none;
    }

    function announce(text) {
      if (!status) return;
      status.textContent = '';
      // A fresh text node after a tick, so screen readers announce the same result twice in a row.
      root.setTimeout(function () { status.textContent = text; }, 30);
    }

    function focusQuestion(q) {
      if (!q) return;
      try { q.el.focus({ preventScroll: true }); } catch (e) { q.el.focus(); }
      if (q.el.scrollIntoView) q.el.scrollIntoView({ block: 'nearest' });
    }

    function show(index, focus) {
      if (!set.length) return;
      current = Math.max(0, Math.min(set.length - 1, index));
      finished = false;
      render();
      if (mode === 'single') setPlace(set[current].id);
      if (focus) focusQuestion(set[current]);
    }

    function reveal(q) {
      if (!q || !q.details) return;
      q.details.open = true;
      if (q.grade) q.grade.hidden = false;
    }

    function showSummary() {
      finished = true;
      fillSummary();
      render();
      setPlace('');
      if (summary) { try { summary.focus({ preventScroll: false }); } catch (e) { summary.focus(); } }
    }

    /** The summary as the page opens, for a quiz finished before: no focus moved, nothing announced. */
    function fillSummary() {
      if (scoreEl) scoreEl.textContent = score();
      if (revisit) {
        revisit.textContent = '';
        set.forEach(function (q) {
          if (effectiveGrade(q) === 1) return;
          var li = doc.createElement('li');
          var a = doc.createElement('a');
          a.href = '#' + q.id;
          a.setAttribute('data-goto', q.id);
          a.textContent = q.text ? q.text.textContent.trim() : q.id;
          li.appendChild(a);
          revisit.appendChild(li);
        });
      }
    }

    /** Grades `q`; `stay` keeps it on screen (a wrong choice: the learner reads the answer first). */
    function grade(q, value, stay) {
      if (!q) return;
      if (value === 1 && q.wrongPick) return;
      reveal(q);
      P.save(P.grade(P.load(), q.key, value, P.today(), new Date().toISOString()));
      session[q.id] = value;
      q.el.setAttribute('data-graded', String(value));
      q.gradeButtons.forEach(function (b) {
        b.setAttribute('aria-pressed', String(+b.getAttribute('data-grade-value') === value));
      });
      announce(gradedText(t, value, knewCount(), set.length));
      if (stay) { render(); return; }
      var graded = set.map(function (s) { return Object.prototype.hasOwnProperty.call(session, s.id); });
      var index = set.indexOf(q);
      var next = nextUngraded(graded, index < 0 ? current : index);
      if (next < 0) { showSummary(); return; }
      if (mode === 'single') show(next, true);
      else render();
    }

    function answerChoice(q, button) {
      if (!q.choices || q.choices.getAttribute('data-answered') === 'true') return;
      var right = button.getAttribute('data-correct') === 'true';
      q.choices.setAttribute('data-answered', 'true');
      q.choiceButtons.forEach(function (b) {
        var isRight = b.getAttribute('data-correct') === 'true';
        if (b === button) b.setAttribute('aria-pressed', 'true');
        else b.setAttribute('aria-disabled', 'true');
        if (isRight) b.classList.add('is-correct');
        else if (b === button) b.classList.add('is-incorrect');
      });
      if (q.feedback) {
        q.feedback.className = 'choice-feedback ' + (right ? 'is-correct' : 'is-incorrect');
        q.feedback.textContent = right ? t.correct : t.incorrect;
      }
      reveal(q);
      // A wrong choice is a «not yet», recorded at once; the question stays for its answer.
      if (!right) { q.wrongPick = true; grade(q, 0, true); }
      else render();
    }

    function resetChoices(q) {
      if (!q.choices) return;
      q.choices.removeAttribute('data-answered');
      q.wrongPick = false;
      q.choiceButtons.forEach(function (b) {
        b.classList.remove('is-correct', 'is-incorrect');
        b.removeAttribute('aria-pressed');
        b.removeAttribute('aria-disabled');
      });
      if (q.feedback) { q.feedback.textContent = ''; q.feedback.className = 'choice-feedback'; }
    }

    function restart(recompute) {
      session = {};
      finished = false;
      current = 0;
      setPlace('');
      all.forEach(function (q) {
        if (q.details) q.details.open = false;
        q.el.removeAttribute('data-graded');
        q.gradeButtons.forEach(function (b) { b.removeAttribute('aria-pressed'); });
        resetChoices(q);
      });
      if (recompute) choose();
      render();
    }

    function questionOf(el) {
      while (el && el !== section) {
        if (el.classList && el.classList.contains('quiz-question')) {
          for (var i = 0; i < all.length; i++) if (all[i].el === el) return all[i];
        }
        el = el.parentNode;
      }
      return null;
    }

    function goTo(id, focus) {
      for (var i = 0; i < set.length; i++) {
        if (set[i].id === id) {
          if (mode === 'single') show(i, focus);
          else { current = i; finished = false; render(); if (focus) focusQuestion(set[i]); }
          return true;
        }
      }
      return false;
    }

    // ----- events -----

    section.addEventListener('click', function (e) {
      var target = e.target;
      var q = questionOf(target);
      var btn = target.closest ? target.closest('button, a') : null;
      if (!btn) return;
      if (btn.hasAttribute('data-grade-value') && q) { grade(q, +btn.getAttribute('data-grade-value')); return; }
      if (btn.hasAttribute('data-choice') && q) { answerChoice(q, btn); return; }
      if (btn.hasAttribute('data-mode')) {
        mode = btn.getAttribute('data-mode') === 'all' ? 'all' : 'single';
        rememberMode(mode);
        render();
        return;
      }
      if (btn.hasAttribute('data-prev')) { show(current - 1, true); return; }
      if (btn.hasAttribute('data-next')) {
        if (current >= set.length - 1) showSummary(); else show(current + 1, true);
        return;
      }
      if (btn.hasAttribute('data-restart')) { restart(isReview); if (set[0]) focusQuestion(set[0]); return; }
      if (btn.hasAttribute('data-goto')) {
        e.preventDefault();
        if (goTo(btn.getAttribute('data-goto'), true) && root.history && root.history.replaceState) {
          root.history.replaceState(null, '', '#' + btn.getAttribute('data-goto'));
        }
      }
    });

    all.forEach(function (q) {
      if (q.details) {
        q.details.addEventListener('toggle', function () { if (q.grade) q.grade.hidden = !q.details.open; });
      }
      if (q.input) {
        var timer = null;
        var store = function () {
          if (timer) { root.clearTimeout(timer); timer = null; }
          P.save(P.saveAnswer(P.load(), q.key, q.input.value));
        };
        q.input.addEventListener('input', function () {
          if (timer) root.clearTimeout(timer);
          timer = root.setTimeout(store, 400);
        });
        q.input.addEventListener('change', store);
        q.input.addEventListener('blur', function () { if (timer) store(); });
      }
    });

    doc.addEventListener('keydown', function (e) {
      if (e.defaultPrevented || !set.length) return;
      var target = e.target;
      var inside = target === doc.body || target === doc.documentElement || section.contains(target)
        || (target && target.id === 'main');
      if (!inside) return;
      var q = questionOf(target);
      var onPage = target === doc.body || target === doc.documentElement || target === section
        || (target && target.id === 'main');
      var subject = q && set.indexOf(q) >= 0 ? q : (mode === 'single' && !finished ? set[current] : null);
      var action = keyAction(e.key, {
        typing: isTextField(target),
        onQuestion: !!q && q.el === target,
        onPage: onPage && !!subject,
        revealed: !!(subject && subject.details && subject.details.open),
        modifier: e.ctrlKey || e.metaKey || e.altKey,
      });
      if (!action) return;
      q = subject;
      switch (action) {
        case 'reveal': reveal(q); break;
        case 'knew': if (!q || q.wrongPick) return; grade(q, 1); break;
        case 'notYet': if (!q) return; grade(q, 0); break;
        case 'next': case 'prev':
          var step = action === 'next' ? 1 : -1;
          if (mode === 'single') {
            if (step > 0 && current >= set.length - 1) showSummary(); else show(current + step, true);
          } else {
            var i = q ? set.indexOf(q) : (step > 0 ? -1 : set.length);
            var j = Math.max(0, Math.min(set.length - 1, i + step));
            current = j;
            focusQuestion(set[j]);
          }
          break;
      }
      e.preventDefault();
    });

    root.addEventListener('hashchange', function () {
      var id = decodeURIComponent((root.location.hash || '').slice(1));
      if (id) goTo(id, true);
    });

    // ----- review tools: export, import, reset -----

    var tools = doc.querySelector('.progress-tools');
    if (tools) {
      var toolStatus = tools.querySelector('[data-progress-status]');
      var say = function (text) { if (toolStatus) toolStatus.textContent = text; };
      var exportButton = tools.querySelector('[data-export]');
      var importInput = tools.querySelector('[data-import]');
      var replaceBox = tools.querySelector('[data-import-replace]');
      var resetButton = tools.querySelector('[data-reset]');
      if (exportButton) exportButton.addEventListener('click', function () {
        var blob = new root.Blob([JSON.stringify(P.load(), null, 2) + '\n'], { type: 'application/json' });
        var url = root.URL.createObjectURL(blob);
        var a = doc.createElement('a');
        a.href = url;
        a.download = 'duoguide-progress-' + P.today() + '.json';
        a.hidden = true;
        doc.body.appendChild(a);
        a.click();
        doc.body.removeChild(a);
        root.setTimeout(function () { root.URL.revokeObjectURL(url); }, 2000);
      });
      if (importInput) importInput.addEventListener('change', function () {
        var file = importInput.files && importInput.files[0];
        if (!file) return;
        var reader = new root.FileReader();
        reader.onload = function () {
          var result = null;
          try { result = P.validate(JSON.parse(String(reader.result))); } catch (err) { result = null; }
          importInput.value = '';
          if (!result) { say(t.importFailed); return; }
          var replace = !!(replaceBox && replaceBox.checked);
          P.save(replace ? result.store : P.merge(P.load(), result.store));
          say(replace ? t.importReplaced : t.importDone);
          refreshAnswers();
          restart(true);
        };
        reader.onerror = function () { importInput.value = ''; say(t.importFailed); };
        reader.readAsText(file);
      });
      if (resetButton) resetButton.addEventListener('click', function () {
        if (!root.confirm(t.resetConfirm)) return;
        P.clear();
        say(t.resetDone);
        refreshAnswers();
        restart(true);
      });
    }

    function refreshAnswers() {
      var store = P.load();
      all.forEach(function (q) {
        if (!q.input) return;
        var r = P.recordFor(store, q.key);
        q.input.value = r && r.answer ? r.answer : '';
      });
    }

    choose();
    var start = decodeURIComponent((root.location && root.location.hash || '').slice(1));
    if (finished) {
      // Finished before: the summary first; a question named in the address is where «next» goes.
      for (var i = 0; start && i < set.length; i++) if (set[i].id === start) current = i;
      fillSummary();
      render();
    } else if (!start || !goTo(start, false)) render();
  }

  var api = { keyAction: keyAction, dueKeys: dueKeys, nextUngraded: nextUngraded, scoreText: scoreText, gradedText: gradedText, chapterOf: chapterOf, firstUntaken: firstUntaken };
  if (typeof module !== 'undefined' && module.exports) module.exports = api;
  if (root && root.document) {
    root.DuoQuiz = api;
    var doc = root.document;
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', function () { init(doc); });
    else init(doc);
  }
})(typeof window !== 'undefined' ? window : this);
