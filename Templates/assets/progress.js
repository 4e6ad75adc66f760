// duoguide progress: storage of quiz answers, the Leitner scheduler and the progress badges.
// Loaded on every page. Everything stays in this browser (localStorage), nothing is sent anywhere.
//
// Storage (key duoguide.progress.v1):
//   {"version":1,"questions":{"<id>":{"hash":"1a2b3c4d","box":1,"due":"2026-12-01","grade":1,
//     "answeredAt":"2026-11-30T10:00:00Z","day":"2026-11-30","prior":0,"answer":"own text"}}}
// Pages name questions by "<id>:<hash>": the id is the same in every language, the hash covers the
// question and answer in all translations. A stored record whose hash differs is treated as absent.
//
// Leitner: «Not yet» (0) → box 1, due today; «I knew it» (1) → box + 1 (a new card → box 2), at most 5.
// Boxes 2, 3, 4, 5 come due after 1, 3, 7 and 21 days.
//
// Days are the learner's own: the local calendar day, starting at 04:00 (as Anki's does), so a
// question graded at 20:30 or at 01:00 belongs to the evening's day wherever the learner lives.
// A question takes one grade per day: `day` is the day of the last grade and `prior` the box it
// was in before that day's first grade (0: a new card), so grading it again the same day (a double
// click, «start again») replaces that day's grade instead of promoting it once more. Records
// written before `day` and `prior` existed get them on read (from answeredAt; see gradedOn, priorOf),
// and a store with them still reads in older copies of the site, which ignore the two fields.
(function (root) {
  'use strict';

  var STORAGE_KEY = 'duoguide.progress.v1';
  var VERSION = 1;
  var MAX_BOX = 5;
  var INTERVALS = { 1: 0, 2: 1, 3: 3, 4: 7, 5: 21 };
  var ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
  var HASH = /^[0-9a-f]{8}$/;
  var ID = /^[a-z0-9][a-z0-9-]*$/;
  var MAX_ANSWER = 10000;
  var DAY_STARTS_AT = 4; // local hour at which a learner's day begins

  // ---------- dates (pure) ----------

  function pad2(n) { return (n < 10 ? '0' : '') + n; }

  /**
   * The learner's day of `date` (default: now) as YYYY-MM-DD: the local calendar day, where the
   * hours before 04:00 still belong to the day before.
   */
  function today(date) {
    var d = date || new Date();
    var y = d.getFullYear(), m = d.getMonth(), day = d.getDate();
    if (d.getHours() < DAY_STARTS_AT) {
      var before = new Date(y, m, day - 1, 12); // noon: clear of any daylight-saving jump
      y = before.getFullYear(); m = before.getMonth(); day = before.getDate();
    }
    return String(y).padStart(4, '0') + '-' + pad2(m + 1) + '-' + pad2(day);
  }

  /** Whole days from ISO day `a` to ISO day `b` (negative when b is earlier). */
  function daysBetween(a, b) {
    var ma = ISO_DAY.exec(a), mb = ISO_DAY.exec(b);
    if (!ma || !mb) return NaN;
    return Math.round((Date.UTC(+mb[1], +mb[2] - 1, +mb[3]) - Date.UTC(+ma[1], +ma[2] - 1, +ma[3])) / 86400000);
  }

  /** True for a real calendar day written YYYY-MM-DD (no 2026-02-30). */
  function isISODate(s) {
    if (typeof s !== 'string') return false;
    var m = ISO_DAY.exec(s);
    if (!m) return false;
    var d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
    return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
  }

  /** `iso` plus `days` (may be negative), across months, years and leap days. */
  function addDays(iso, days) {
    if (!isISODate(iso)) throw new TypeError('not an ISO date: ' + iso);
    var m = ISO_DAY.exec(iso);
    var d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3] + (days | 0)));
    return d.toISOString().slice(0, 10);
  }

  /** The number of days after the `box` comes due once graded into it. */
  function intervalFor(box) { return INTERVALS[box] || 0; }

  // ---------- scheduler (pure) ----------

  function isValidBox(box) { return typeof box === 'number' && box % 1 === 0 && box >= 1 && box <= MAX_BOX; }

  /** A graded record: it has a box, a due day and a grade. */
  function isGraded(record) {
    return !!record && isValidBox(record.box) && isISODate(record.due) && (record.grade === 0 || record.grade === 1);
  }

  function isPrior(box) { return typeof box === 'number' && box % 1 === 0 && box >= 0 && box <= MAX_BOX; }

  /** The learner's day on which a graded record got its grade: `day`, or (older records) answeredAt's. */
  function gradedOn(record) {
    if (!isGraded(record)) return null;
    if (isISODate(record.day)) return record.day;
    var time = Date.parse(record.answeredAt || '');
    return isNaN(time) ? null : today(new Date(time));
  }

  /**
   * The box a graded record was in before its day's first grade. Older records do not say: one
   * grade that day is assumed («I knew it» came from the box below; «Not yet» from box 1).
   */
  function priorOf(record) {
    if (isPrior(record.prior)) return record.prior;
    return record.grade === 1 ? record.box - 1 : 1;
  }

  /** The box the question is in before a grade given on `todayISO` (0: a new card). */
  function boxBefore(record, todayISO) {
    if (!isGraded(record)) return 0;
    return gradedOn(record) === todayISO ? priorOf(record) : record.box;
  }

  function boxAfter(before, grade) {
    return grade === 0 ? 1 : Math.min(MAX_BOX, Math.max(before, 1) + 1);
  }

  /**
   * The record after grading `record` (null/undefined for a question never graded) with `grade`
   * (1 «I knew it», 0 «Not yet») on day `today`. A grade given earlier the same day is replaced,
   * not built upon. Other fields (hash, own answer) are kept; `now` (optional ISO timestamp)
   * becomes answeredAt.
   */
  function schedule(record, grade, todayISO, now) {
    if (grade !== 0 && grade !== 1) throw new TypeError('grade: expected 0 or 1');
    if (!isISODate(todayISO)) throw new TypeError('not an ISO date: ' + todayISO);
    var next = {};
    if (record) for (var k in record) if (Object.prototype.hasOwnProperty.call(record, k)) next[k] = record[k];
    var before = boxBefore(record, todayISO);
    var box = boxAfter(before, grade);
    next.box = box;
    next.due = addDays(todayISO, intervalFor(box));
    next.grade = grade;
    next.answeredAt = now || (todayISO + 'T00:00:00Z');
    next.day = todayISO;
    next.prior = before;
    return next;
  }

  /** Days until the question comes back if graded `grade` on `todayISO` (0: the same day). */
  function intervalIf(record, grade, todayISO) {
    return intervalFor(boxAfter(boxBefore(record, todayISO), grade));
  }

  /** Whether a record is due on `today`. Questions never graded are not due. */
  function isDue(record, todayISO) {
    return isGraded(record) && record.due <= todayISO;
  }

  // ---------- keys and the store (pure) ----------

  function emptyStore() { return { version: VERSION, questions: {} }; }

  /** "chapter-4-q2:1a2b3c4d" → {id, hash}; null when malformed. */
  function parseKey(key) {
    if (typeof key !== 'string') return null;
    var i = key.lastIndexOf(':');
    if (i <= 0) return null;
    var id = key.slice(0, i), hash = key.slice(i + 1);
    if (!ID.test(id) || !HASH.test(hash)) return null;
    return { id: id, hash: hash };
  }

  /** The stored record for a page key, or null when absent or stored for another hash. */
  function recordFor(store, key) {
    var k = parseKey(key);
    if (!k || !store || !store.questions) return null;
    var r = store.questions[k.id];
    return r && r.hash === k.hash ? r : null;
  }

  /** A copy of `store` with `record` stored for the page key (the hash taken from the key). */
  function withRecord(store, key, record) {
    var k = parseKey(key);
    var next = { version: VERSION, questions: {} };
    var qs = (store && store.questions) || {};
    for (var id in qs) if (Object.prototype.hasOwnProperty.call(qs, id)) next.questions[id] = qs[id];
    if (!k) return next;
    var r = {};
    for (var f in record) if (Object.prototype.hasOwnProperty.call(record, f)) r[f] = record[f];
    r.hash = k.hash;
    next.questions[k.id] = r;
    return next;
  }

  /** Grades the question named by `key`: a record for another hash counts as a new card. */
  function grade(store, key, value, todayISO, now) {
    return withRecord(store, key, schedule(recordFor(store, key), value, todayISO, now));
  }

  /** Stores the reader's own answer text, keeping the schedule (or starting a record for it). */
  function saveAnswer(store, key, text) {
    var r = recordFor(store, key) || {};
    var next = {};
    for (var f in r) if (Object.prototype.hasOwnProperty.call(r, f)) next[f] = r[f];
    var answer = String(text == null ? '' : text).slice(0, MAX_ANSWER);
    if (answer) next.answer = answer; else delete next.answer;
    return withRecord(store, key, next);
  }

  /** Counts for a set of page keys: total, answered (graded), knew (grade 1), due. */
  function summarize(store, keys, todayISO) {
    var s = { total: 0, answered: 0, knew: 0, due: 0 };
    (keys || []).forEach(function (key) {
      if (!parseKey(key)) return;
      s.total++;
      var r = recordFor(store, key);
      if (!isGraded(r)) return;
      s.answered++;
      if (r.grade === 1) s.knew++;
      if (isDue(r, todayISO)) s.due++;
    });
    return s;
  }

  /** How many stored questions are due on `todayISO`, in every chapter (stored for any hash). */
  function dueCount(store, todayISO) {
    var n = 0, qs = (store && store.questions) || {};
    for (var id in qs) if (Object.prototype.hasOwnProperty.call(qs, id) && isDue(qs[id], todayISO)) n++;
    return n;
  }

  /** The earliest day after `todayISO` on which one of `keys` comes due, or null. */
  function nextDueDay(store, keys, todayISO) {
    var best = null;
    (keys || []).forEach(function (key) {
      var r = recordFor(store, key);
      if (isGraded(r) && r.due > todayISO && (best === null || r.due < best)) best = r.due;
    });
    return best;
  }

  /**
   * The vocabulary's sentence for the number `n`: `one` or `other`, as the language's plural rules
   * say (French counts 0 and 1 as one; Spanish only 1).
   */
  function plural(lang, n, one, other) {
    var category = n === 1 ? 'one' : 'other';
    try { category = new Intl.PluralRules(lang || undefined).select(n); } catch (e) { /* no Intl: 1 is one */ }
    return category === 'one' && one ? one : other;
  }

  /** When a question comes back, `days` from now: «hoy», «mañana», «en 3 días». */
  function whenText(t, lang, days) {
    if (days <= 0) return t.dueToday || '';
    if (days === 1) return t.dueTomorrow || '';
    return format(plural(lang, days, t.dueInDaysOne, t.dueInDays), { n: days });
  }

  /** "Pregunta {n} de {total}" with {n} and {total} filled in. */
  function format(template, values) {
    return String(template == null ? '' : template).replace(/\{(\w+)\}/g, function (m, name) {
      return Object.prototype.hasOwnProperty.call(values || {}, name) ? String(values[name]) : m;
    });
  }

  /** The badge text: «2/3 respondidas · 1 pendiente», or «Sin empezar». Whole sentences of the vocabulary. */
  function badgeText(t, s, lang) {
    if (!s.answered) return t.notStarted || '';
    var template = s.due ? plural(lang, s.due, t.badgeAnsweredDueOne, t.badgeAnsweredDue) : t.badgeAnswered;
    return format(template, { answered: s.answered, total: s.total, due: s.due });
  }

  /** A clean record, or null: only known fields, each well formed. */
  function cleanRecord(r) {
    if (!r || typeof r !== 'object' || Array.isArray(r) || !HASH.test(r.hash)) return null;
    var out = { hash: r.hash };
    var hasSchedule = r.box !== undefined || r.due !== undefined || r.grade !== undefined;
    if (hasSchedule) {
      if (!isValidBox(r.box) || !isISODate(r.due) || (r.grade !== 0 && r.grade !== 1)) return null;
      out.box = r.box; out.due = r.due; out.grade = r.grade;
      // The day and prior box are help, not data: a malformed one is dropped, the record kept.
      if (isISODate(r.day)) out.day = r.day;
      if (isPrior(r.prior)) out.prior = r.prior;
    }
    if (r.answeredAt !== undefined) {
      if (typeof r.answeredAt !== 'string' || isNaN(Date.parse(r.answeredAt))) return null;
      out.answeredAt = r.answeredAt;
    }
    if (r.answer !== undefined) {
      if (typeof r.answer !== 'string') return null;
      if (r.answer) out.answer = r.answer.slice(0, MAX_ANSWER);
    }
    return out;
  }

  /**
   * Validates a parsed progress file (or stored value). Returns {store, skipped} or null when it
   * is not a progress file at all. Malformed question records are skipped, never half-kept.
   */
  function validate(data) {
    if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
    if (data.version !== VERSION) return null;
    var qs = data.questions;
    if (!qs || typeof qs !== 'object' || Array.isArray(qs)) return null;
    var store = emptyStore(), skipped = 0;
    for (var id in qs) {
      if (!Object.prototype.hasOwnProperty.call(qs, id)) continue;
      var r = ID.test(id) ? cleanRecord(qs[id]) : null;
      if (r) store.questions[id] = r; else skipped++;
    }
    return { store: store, skipped: skipped };
  }

  /** The later of two records for one question (by answeredAt; a graded one beats an ungraded one). */
  function newer(a, b) {
    if (!a) return b;
    if (!b) return a;
    var ga = isGraded(a), gb = isGraded(b);
    if (ga !== gb) return gb ? b : a;
    var ta = Date.parse(a.answeredAt || '') || 0, tb = Date.parse(b.answeredAt || '') || 0;
    return tb > ta ? b : a;
  }

  /** `incoming` merged into `current`: per question the most recent record wins. */
  function merge(current, incoming) {
    var out = emptyStore();
    var a = (current && current.questions) || {}, b = (incoming && incoming.questions) || {};
    var id;
    for (id in a) if (Object.prototype.hasOwnProperty.call(a, id)) out.questions[id] = a[id];
    for (id in b) {
      if (!Object.prototype.hasOwnProperty.call(b, id)) continue;
      var mine = out.questions[id], theirs = b[id];
      if (!mine) { out.questions[id] = theirs; continue; }
      var win = newer(mine, theirs), lose = win === mine ? theirs : mine;
      if (!win.answer && lose.answer && lose.hash === win.hash) {
        var copy = {};
        for (var f in win) if (Object.prototype.hasOwnProperty.call(win, f)) copy[f] = win[f];
        copy.answer = lose.answer;
        win = copy;
      }
      out.questions[id] = win;
    }
    return out;
  }

  // ---------- browser storage ----------

  var memory = null; // when localStorage is unavailable (privacy modes), progress lives for the page only

  function storage() {
    try {
      var s = root.localStorage;
      if (!s) return null;
      var probe = STORAGE_KEY + '.probe';
      s.setItem(probe, '1');
      s.removeItem(probe);
      return s;
    } catch (e) { return null; }
  }

  function load() {
    var s = storage();
    if (!s) return memory || emptyStore();
    try {
      var raw = s.getItem(STORAGE_KEY);
      if (!raw) return emptyStore();
      var v = validate(JSON.parse(raw));
      return v ? v.store : emptyStore();
    } catch (e) { return emptyStore(); }
  }

  function save(store) {
    var s = storage();
    memory = store;
    if (s) {
      try { s.setItem(STORAGE_KEY, JSON.stringify(store)); } catch (e) { /* full or blocked: keep in memory */ }
    }
    notify();
  }

  function clear() {
    var s = storage();
    memory = null;
    if (s) { try { s.removeItem(STORAGE_KEY); } catch (e) { /* ignore */ } }
    notify();
  }

  function notify() {
    var doc = root.document;
    if (!doc || typeof root.CustomEvent !== 'function') return;
    try { doc.dispatchEvent(new root.CustomEvent('duoguide:progress')); } catch (e) { /* ignore */ }
  }

  // ---------- vocabulary and badges ----------

  // The page language's vocabulary, set by the shared per-language script (lang-xx.js) that every
  // page loads first: one copy per language instead of one per page.
  function strings() {
    return (root && root.DUO_STRINGS) || {};
  }

  function pageLanguage(doc) {
    return (doc && doc.documentElement && doc.documentElement.lang) || undefined;
  }

  /** «3 pendientes» next to every link to the review (navigation, home), hidden when nothing is due. */
  function updateDueCounts(doc) {
    var spots = doc.querySelectorAll('[data-due-count]');
    if (!spots.length) return;
    var t = strings(), n = dueCount(load(), today());
    var text = n ? format(plural(pageLanguage(doc), n, t.dueCountOne, t.dueCount), { n: n }) : '';
    Array.prototype.forEach.call(spots, function (spot) {
      spot.textContent = text;
      spot.hidden = !n;
      spot.setAttribute('data-due', String(n));
    });
  }

  function updateBadges(doc) {
    if (!doc || !doc.querySelectorAll) return;
    updateDueCounts(doc);
    var badges = doc.querySelectorAll('.quiz-progress[data-progress-keys]');
    if (!badges.length) return;
    var t = strings(), store = load(), day = today(), lang = pageLanguage(doc);
    Array.prototype.forEach.call(badges, function (badge) {
      var keys = (badge.getAttribute('data-progress-keys') || '').split(/\s+/).filter(Boolean);
      var s = summarize(store, keys, day);
      badge.textContent = badgeText(t, s, lang);
      badge.setAttribute('data-answered', String(s.answered));
      badge.setAttribute('data-knew', String(s.knew));
      badge.setAttribute('data-due', String(s.due));
      if (s.answered) badge.setAttribute('title', format(t.scoreLine, { k: s.knew, n: s.answered }));
      else badge.removeAttribute('title');
    });
  }

  var api = {
    STORAGE_KEY: STORAGE_KEY, VERSION: VERSION, MAX_BOX: MAX_BOX,
    today: today, isISODate: isISODate, addDays: addDays, daysBetween: daysBetween, intervalFor: intervalFor,
    schedule: schedule, intervalIf: intervalIf, gradedOn: gradedOn, isDue: isDue, isGraded: isGraded,
    dueCount: dueCount, nextDueDay: nextDueDay, plural: plural, whenText: whenText, pageLanguage: pageLanguage,
    emptyStore: emptyStore, parseKey: parseKey, recordFor: recordFor, withRecord: withRecord,
    grade: grade, saveAnswer: saveAnswer, summarize: summarize, format: format, badgeText: badgeText,
    validate: validate, merge: merge,
    load: load, save: save, clear: clear, strings: strings, updateBadges: updateBadges,
  };

  if (typeof module !== 'undefined' && module.exports) module.exports = api;
  if (root && root.document) {
    root.DuoProgress = api;
    var doc = root.document;
    var start = function () { updateBadges(doc); };
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start); else start();
    doc.addEventListener('duoguide:progress', start);
    // Another tab graded a question, or the page came back from the back/forward cache.
    if (root.addEventListener) {
      root.addEventListener('storage', function (e) { if (!e.key || e.key === STORAGE_KEY) start(); });
      root.addEventListener('pageshow', function (e) { if (e.persisted) start(); });
    }
  }
})(typeof window !== 'undefined' ? window : this);
