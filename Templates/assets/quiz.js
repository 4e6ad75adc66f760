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
   * onQuestion (focus on the question itself), modifier (ctrl/alt/meta held)}.
   */
  function keyAction(key, ctx) {
    ctx = ctx || {};
    if (ctx.modifier || ctx.typing) return null;
    switch (key) {
      case '1': return 'knew';
      case '2': return 'notYet';
      case 'ArrowRight': return 'next';
      case 'ArrowLeft': return 'prev';
      case 'Enter': case ' ': case 'Spacebar': return ctx.onQuestion ? 'reveal' : null;
      default: return null;
    }
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
      };
    });

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
      q.el.setAttribute('tabindex', '-1');
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

    function render() {
      var inSet = {};
      set.forEach(function (q, i) { inSet[q.id] = i; });
      all.forEach(function (q) {
        var i = inSet[q.id];
        q.el.hidden = i === undefined || (mode === 'single' && i !== current);
        var open = q.details && q.details.open;
        if (q.grade) q.grade.hidden = !open;
      });
      modeButtons.forEach(function (b) { b.setAttribute('aria-pressed', String(b.getAttribute('data-mode') === mode)); });
      var none = set.length === 0;
      if (empty) empty.hidden = !none;
      if (toolbar) toolbar.hidden = none;
      if (keysHint) keysHint.hidden = none;
      if (counter) {
        counter.textContent = none ? '' : mode === 'single'
          ? P.format(t.questionOf, { n: current + 1, total: set.length })
          : score();
      }
      if (nav) nav.hidden = none || mode !== 'single';
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
      render();
      if (focus) focusQuestion(set[current]);
    }

    function reveal(q) {
      if (!q || !q.details) return;
      q.details.open = true;
      if (q.grade) q.grade.hidden = false;
    }

    function showSummary() {
      finished = true;
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
      render();
      if (summary) { try { summary.focus({ preventScroll: false }); } catch (e) { summary.focus(); } }
    }

    function grade(q, value) {
      if (!q) return;
      reveal(q);
      P.save(P.grade(P.load(), q.key, value, P.today(), new Date().toISOString()));
      session[q.id] = value;
      q.el.setAttribute('data-graded', String(value));
      q.gradeButtons.forEach(function (b) {
        b.setAttribute('aria-pressed', String(+b.getAttribute('data-grade-value') === value));
      });
      announce(gradedText(t, value, knewCount(), set.length));
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
    }

    function resetChoices(q) {
      if (!q.choices) return;
      q.choices.removeAttribute('data-answered');
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
          else { current = i; render(); if (focus) focusQuestion(set[i]); }
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
      var action = keyAction(e.key, {
        typing: isTextField(target),
        onQuestion: !!q && q.el === target,
        modifier: e.ctrlKey || e.metaKey || e.altKey,
      });
      if (!action) return;
      if (!q || set.indexOf(q) < 0) q = mode === 'single' ? set[current] : null;
      switch (action) {
        case 'reveal': reveal(q); break;
        case 'knew': if (!q) return; grade(q, 1); break;
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
    if (!start || !goTo(start, false)) render();
  }

  var api = { keyAction: keyAction, dueKeys: dueKeys, nextUngraded: nextUngraded, scoreText: scoreText, gradedText: gradedText };
  if (typeof module !== 'undefined' && module.exports) module.exports = api;
  if (root && root.document) {
    root.DuoQuiz = api;
    var doc = root.document;
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', function () { init(doc); });
    else init(doc);
  }
})(typeof window !== 'undefined' ? window : this);
