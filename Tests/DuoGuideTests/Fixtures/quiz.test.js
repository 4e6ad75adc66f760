// Run by QuizScriptTests.testQuizScripts (from the repository root):
//   node Tests/DuoGuideTests/Fixtures/quiz.test.js
// Tests the pure functions of Templates/assets/progress.js (storage format, Leitner scheduler,
// badges, import validation and merge) and Templates/assets/quiz.js (keyboard, review selection).
// Exits non-zero on the first failed assertion.
'use strict';
// The learner's day is local: these tests run in São Paulo (UTC−3, no daylight saving since 2019),
// where the UTC day turns at 21:00, the hour the learner saw a question come back early.
process.env.TZ = 'America/Sao_Paulo';
const assert = require('assert');
const fs = require('fs');
const path = require('path');

const assets = path.resolve(__dirname, '..', '..', '..', 'Templates', 'assets');
const P = require(path.join(assets, 'progress.js'));
const Q = require(path.join(assets, 'quiz.js'));
const ES = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'Content', 'locales', 'es.json'), 'utf8')).site;
const FR = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'Content', 'locales', 'fr.json'), 'utf8')).site;
const K1 = 'chapter-4-q1:4601857c';
const K2 = 'chapter-4-q2:d43eceb1';
const K3 = 'chapter-4-q3:9fbc7e1d';
const PT = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'Content', 'locales', 'pt.json'), 'utf8')).site;

let count = 0;
function test(name, body) {
  try {
    body();
    count++;
  } catch (e) {
    console.error('FAIL ' + name + '\n' + (e && e.stack || e));
    process.exit(1);
  }
}

// ---------- dates ----------

test('addDays within a month', () => {
  assert.strictEqual(P.addDays('2026-11-10', 1), '2026-11-11');
  assert.strictEqual(P.addDays('2026-11-10', 0), '2026-11-10');
  assert.strictEqual(P.addDays('2026-11-10', 7), '2026-11-17');
});

test('addDays across month and year boundaries', () => {
  assert.strictEqual(P.addDays('2026-11-30', 1), '2026-12-01');
  assert.strictEqual(P.addDays('2026-12-31', 1), '2027-01-01');
  assert.strictEqual(P.addDays('2026-12-25', 21), '2027-01-15');
  assert.strictEqual(P.addDays('2027-01-31', 1), '2027-02-01');
  assert.strictEqual(P.addDays('2027-02-28', 1), '2027-03-01');  // not a leap year
  assert.strictEqual(P.addDays('2028-02-28', 1), '2028-02-29');  // leap year
  assert.strictEqual(P.addDays('2028-02-29', 1), '2028-03-01');
  assert.strictEqual(P.addDays('2026-03-01', -1), '2026-02-28');
  assert.strictEqual(P.addDays('2027-01-01', -1), '2026-12-31');
});

test('addDays ignores the local time zone (UTC days)', () => {
  // 2026-03-29 is a DST change in Europe; UTC arithmetic does not care.
  assert.strictEqual(P.addDays('2026-03-28', 1), '2026-03-29');
  assert.strictEqual(P.addDays('2026-03-29', 1), '2026-03-30');
  assert.strictEqual(P.addDays('2026-10-24', 3), '2026-10-27');
});

test('addDays rejects what is not a calendar day', () => {
  assert.throws(() => P.addDays('2026-02-30', 1));
  assert.throws(() => P.addDays('2026-13-01', 1));
  assert.throws(() => P.addDays('26-1-1', 1));
  assert.throws(() => P.addDays(undefined, 1));
});

test('today is the local day, starting at 04:00', () => {
  assert.strictEqual(new Date('2026-11-30T23:30:00Z').getHours(), 20, 'the tests run in São Paulo');
  assert.strictEqual(P.today(new Date('2026-11-30T23:30:00Z')), '2026-11-30', '20:30 local, already 12-01 in UTC');
  assert.strictEqual(P.today(new Date('2026-12-01T00:30:00Z')), '2026-11-30', '21:30 local');
  assert.strictEqual(P.today(new Date('2026-12-01T06:59:00Z')), '2026-11-30', '03:59 local: still the evening before');
  assert.strictEqual(P.today(new Date('2026-12-01T07:00:00Z')), '2026-12-01', '04:00 local: a new day');
  assert.strictEqual(P.today(new Date('2027-01-01T05:00:00Z')), '2026-12-31', 'across a year, before 04:00');
  assert.strictEqual(P.today(new Date('2026-03-01T06:00:00Z')), '2026-02-28', 'across a month, before 04:00');
  assert.ok(P.isISODate(P.today()));
});

test('graded at 20:30 in São Paulo, a question is not due again that evening', () => {
  const at = new Date('2026-11-30T23:30:00Z'); // 20:30 local
  const r = P.schedule(null, 1, P.today(at), at.toISOString());
  assert.strictEqual(r.due, '2026-12-01');
  assert.strictEqual(P.isDue(r, P.today(new Date('2026-12-01T00:30:00Z'))), false, '21:30 local');
  assert.strictEqual(P.isDue(r, P.today(new Date('2026-12-01T06:30:00Z'))), false, '03:30 local');
  assert.strictEqual(P.isDue(r, P.today(new Date('2026-12-01T07:30:00Z'))), true, '04:30 local, the next day');
});

test('daysBetween counts calendar days', () => {
  assert.strictEqual(P.daysBetween('2026-11-30', '2026-12-01'), 1);
  assert.strictEqual(P.daysBetween('2026-12-25', '2027-01-15'), 21);
  assert.strictEqual(P.daysBetween('2026-12-01', '2026-11-30'), -1);
  assert.strictEqual(P.daysBetween('2026-03-28', '2026-03-30'), 2);
});

// ---------- Leitner ----------

test('a new card graded «I knew it» goes to box 2, due tomorrow', () => {
  const r = P.schedule(null, 1, '2026-11-30');
  assert.strictEqual(r.box, 2);
  assert.strictEqual(r.due, '2026-12-01');
  assert.strictEqual(r.grade, 1);
});

test('a new card graded «Not yet» goes to box 1, due today', () => {
  const r = P.schedule(undefined, 0, '2026-11-30');
  assert.deepStrictEqual([r.box, r.due, r.grade], [1, '2026-11-30', 0]);
  assert.ok(P.isDue(r, '2026-11-30'));
});

test('boxes 2, 3, 4, 5 come due after 1, 3, 7 and 21 days', () => {
  let r = null;
  const seen = [];
  let day = '2026-12-20';
  for (let i = 0; i < 4; i++) {
    r = P.schedule(r, 1, day);
    seen.push([r.box, r.due]);
    day = r.due;
  }
  assert.deepStrictEqual(seen, [
    [2, '2026-12-21'],
    [3, '2026-12-24'],
    [4, '2026-12-31'],
    [5, '2027-01-21'],
  ]);
});

test('the box is capped at 5 (21 days)', () => {
  const r = P.schedule({ hash: '1a2b3c4d', box: 5, due: '2027-01-21', grade: 1 }, 1, '2027-01-21');
  assert.strictEqual(r.box, 5);
  assert.strictEqual(r.due, '2027-02-11');
});

test('«Not yet» sends any box back to 1, due the same day', () => {
  const r = P.schedule({ hash: '1a2b3c4d', box: 4, due: '2026-12-31', grade: 1, day: '2026-12-10' }, 0, '2026-12-31');
  assert.deepStrictEqual([r.box, r.due, r.grade], [1, '2026-12-31', 0]);
  const tomorrow = P.schedule(r, 1, '2027-01-01');
  assert.deepStrictEqual([tomorrow.box, tomorrow.due], [2, '2027-01-02'], 'the next day it climbs from box 1');
});

// ---------- one grade per question per day ----------

test('«I knew it» four times the same day is one grade: +1 day, not +21', () => {
  let r = null;
  for (let i = 0; i < 4; i++) r = P.schedule(r, 1, '2026-11-30', '2026-11-30T1' + i + ':00:00Z');
  assert.deepStrictEqual([r.box, r.due, r.day, r.prior], [2, '2026-12-01', '2026-11-30', 0]);
});

test('a double click on an older card promotes it once', () => {
  const old = { hash: '1a2b3c4d', box: 3, due: '2026-11-30', grade: 1, day: '2026-11-27', prior: 2 };
  const once = P.schedule(old, 1, '2026-11-30');
  const twice = P.schedule(once, 1, '2026-11-30');
  assert.deepStrictEqual([once.box, once.due], [4, '2026-12-07']);
  assert.deepStrictEqual([twice.box, twice.due, twice.prior], [4, '2026-12-07', 3]);
});

test('a re-grade the same day replaces the earlier one, in either direction', () => {
  const old = { hash: '1a2b3c4d', box: 3, due: '2026-11-30', grade: 1, day: '2026-11-27', prior: 2 };
  const missed = P.schedule(old, 0, '2026-11-30');
  assert.deepStrictEqual([missed.box, missed.due], [1, '2026-11-30']);
  const knewAfterAll = P.schedule(missed, 1, '2026-11-30');
  assert.deepStrictEqual([knewAfterAll.box, knewAfterAll.due], [4, '2026-12-07'], 'as if «not yet» never happened');
  const missedAgain = P.schedule(knewAfterAll, 0, '2026-11-30');
  assert.deepStrictEqual([missedAgain.box, missedAgain.prior], [1, 3]);
});

test('the next day the question climbs again', () => {
  let r = P.schedule(null, 1, '2026-11-30');
  r = P.schedule(r, 1, '2026-11-30');
  r = P.schedule(r, 1, '2026-12-01');
  assert.deepStrictEqual([r.box, r.due], [3, '2026-12-04']);
});

test('records written before day/prior existed: the day comes from answeredAt (local)', () => {
  // A store from the previous release, graded «I knew it» at 20:30 São Paulo (23:30 UTC).
  const old = { hash: '1a2b3c4d', box: 2, due: '2026-12-01', grade: 1, answeredAt: '2026-11-30T23:30:00Z' };
  assert.strictEqual(P.gradedOn(old), '2026-11-30');
  const same = P.schedule(old, 1, '2026-11-30');
  assert.deepStrictEqual([same.box, same.due], [2, '2026-12-01'], 'graded again that evening: replaced');
  const next = P.schedule(old, 1, '2026-12-01');
  assert.deepStrictEqual([next.box, next.due], [3, '2026-12-04'], 'the next day: promoted');
  const missedOld = { hash: '1a2b3c4d', box: 1, due: '2026-11-30', grade: 0, answeredAt: '2026-11-30T15:00:00Z' };
  assert.deepStrictEqual(P.schedule(missedOld, 1, '2026-11-30').box, 2, 'an old «not yet» re-graded: from box 1');
  const noTime = { hash: '1a2b3c4d', box: 3, due: '2026-12-01', grade: 1 };
  assert.strictEqual(P.schedule(noTime, 1, '2026-11-30').box, 4, 'no time at all: a grade of another day');
});

test('intervalIf: what each grade button promises', () => {
  assert.strictEqual(P.intervalIf(null, 1, '2026-11-30'), 1);
  assert.strictEqual(P.intervalIf(null, 0, '2026-11-30'), 0);
  const r = { hash: '1a2b3c4d', box: 3, due: '2026-11-30', grade: 1, day: '2026-11-27', prior: 2 };
  assert.strictEqual(P.intervalIf(r, 1, '2026-11-30'), 7);
  const graded = P.schedule(r, 1, '2026-11-30');
  assert.strictEqual(P.intervalIf(graded, 1, '2026-11-30'), 7, 'the same promise after grading: it would replace');
  assert.strictEqual(P.intervalIf({ hash: '1a2b3c4d', box: 5, due: '2026-11-30', grade: 1, day: '2026-11-01' }, 1, '2026-11-30'), 21);
});

test('plural forms from the vocabulary, by the language\'s rules', () => {
  assert.strictEqual(P.plural('es', 1, 'one', 'other'), 'one');
  assert.strictEqual(P.plural('es', 0, 'one', 'other'), 'other');
  assert.strictEqual(P.plural('es', 2, 'one', 'other'), 'other');
  assert.strictEqual(P.plural('fr', 0, 'one', 'other'), 'one', 'French: 0 is singular');
  assert.strictEqual(P.plural('fr', 2, 'one', 'other'), 'other');
  assert.strictEqual(P.plural('es', 1, undefined, 'other'), 'other', 'no singular: the plural');
  assert.strictEqual(P.whenText(ES, 'es', 0), 'hoy');
  assert.strictEqual(P.whenText(ES, 'es', 1), 'mañana');
  assert.strictEqual(P.whenText(ES, 'es', 3), 'en 3 días');
  assert.strictEqual(P.whenText(FR, 'fr', 21), 'dans 21 jours');
  assert.strictEqual(P.whenText(PT, 'pt', 7), 'em 7 dias');
});

test('due counts across the store and the next day something comes due', () => {
  let store = P.emptyStore();
  store = P.grade(store, K1, 1, '2026-11-30');  // due 12-01
  store = P.grade(store, K2, 0, '2026-11-30');  // due 11-30
  assert.strictEqual(P.dueCount(store, '2026-11-30'), 1);
  assert.strictEqual(P.dueCount(store, '2026-12-01'), 2);
  assert.strictEqual(P.nextDueDay(store, [K1, K2, K3], '2026-11-30'), '2026-12-01');
  assert.strictEqual(P.nextDueDay(store, [K2, K3], '2026-11-30'), null);
  assert.strictEqual(P.nextDueDay(P.emptyStore(), [K1], '2026-11-30'), null);
});

test('schedule keeps the hash and own answer and is pure', () => {
  const before = { hash: '1a2b3c4d', box: 2, due: '2026-12-01', grade: 1, answer: 'mi respuesta' };
  const copy = JSON.parse(JSON.stringify(before));
  const r = P.schedule(before, 1, '2026-12-01', '2026-12-01T08:00:00Z');
  assert.deepStrictEqual(before, copy, 'input unchanged');
  assert.strictEqual(r.hash, '1a2b3c4d');
  assert.strictEqual(r.answer, 'mi respuesta');
  assert.strictEqual(r.answeredAt, '2026-12-01T08:00:00Z');
  assert.strictEqual(r.box, 3);
});

test('a record with only an own answer counts as a new card', () => {
  const r = P.schedule({ hash: '1a2b3c4d', answer: 'x' }, 1, '2026-11-30');
  assert.strictEqual(r.box, 2);
});

test('schedule rejects bad grades and dates', () => {
  assert.throws(() => P.schedule(null, 2, '2026-11-30'));
  assert.throws(() => P.schedule(null, '1', '2026-11-30'));
  assert.throws(() => P.schedule(null, 1, '30/11/2026'));
});

test('isDue: never-answered questions are not due; due on and after the day', () => {
  assert.strictEqual(P.isDue(null, '2026-11-30'), false);
  assert.strictEqual(P.isDue(undefined, '2026-11-30'), false);
  assert.strictEqual(P.isDue({ hash: '1a2b3c4d', answer: 'only text' }, '2099-01-01'), false);
  const r = { hash: '1a2b3c4d', box: 2, due: '2026-12-01', grade: 1 };
  assert.strictEqual(P.isDue(r, '2026-11-30'), false);
  assert.strictEqual(P.isDue(r, '2026-12-01'), true);
  assert.strictEqual(P.isDue(r, '2027-01-01'), true);
});

// ---------- keys and the store ----------


test('parseKey', () => {
  assert.deepStrictEqual(P.parseKey('chapter-4-q2:1a2b3c4d'), { id: 'chapter-4-q2', hash: '1a2b3c4d' });
  assert.deepStrictEqual(P.parseKey('case-study-q1:00000000'), { id: 'case-study-q1', hash: '00000000' });
  assert.strictEqual(P.parseKey('chapter-4-q2'), null);
  assert.strictEqual(P.parseKey('chapter-4-q2:XYZ'), null);
  assert.strictEqual(P.parseKey(':1a2b3c4d'), null);
  assert.strictEqual(P.parseKey(null), null);
});

test('grading writes the documented storage format', () => {
  const store = P.grade(P.emptyStore(), K2, 1, '2026-11-30', '2026-11-30T10:00:00Z');
  assert.deepStrictEqual(store, {
    version: 1,
    questions: {
      'chapter-4-q2': { hash: 'd43eceb1', box: 2, due: '2026-12-01', grade: 1, answeredAt: '2026-11-30T10:00:00Z', day: '2026-11-30', prior: 0 },
    },
  });
  assert.strictEqual(P.STORAGE_KEY, 'duoguide.progress.v1');
});

test('a record stored for another hash is absent, and replaced when graded', () => {
  let store = P.grade(P.emptyStore(), 'chapter-4-q2:aaaaaaaa', 1, '2026-11-01');
  store = P.grade(store, 'chapter-4-q2:aaaaaaaa', 1, '2026-11-02'); // box 3
  assert.strictEqual(P.recordFor(store, 'chapter-4-q2:aaaaaaaa').box, 3);
  assert.strictEqual(P.recordFor(store, 'chapter-4-q2:bbbbbbbb'), null, 'edited question: no record');
  assert.deepStrictEqual(P.summarize(store, ['chapter-4-q2:bbbbbbbb'], '2026-12-01'), { total: 1, answered: 0, knew: 0, due: 0 });
  store = P.grade(store, 'chapter-4-q2:bbbbbbbb', 1, '2026-12-01');
  const r = store.questions['chapter-4-q2'];
  assert.deepStrictEqual([r.hash, r.box], ['bbbbbbbb', 2], 'starts again as a new card');
});

test('the same id in another language finds the same record', () => {
  // Pages in es, pt and fr carry the same "<id>:<hash>" key.
  const store = P.grade(P.emptyStore(), K1, 0, '2026-11-30');
  assert.ok(P.recordFor(store, K1));
  assert.strictEqual(P.recordFor(store, K1).grade, 0);
});

test('saveAnswer keeps the schedule and starts a record when needed', () => {
  let store = P.saveAnswer(P.emptyStore(), K1, 'en el estado');
  assert.deepStrictEqual(store.questions['chapter-4-q1'], { hash: '4601857c', answer: 'en el estado' });
  assert.strictEqual(P.isDue(P.recordFor(store, K1), '2099-01-01'), false, 'typing is not answering');
  store = P.grade(store, K1, 1, '2026-11-30');
  store = P.saveAnswer(store, K1, 'fuera de la columna');
  const r = P.recordFor(store, K1);
  assert.deepStrictEqual([r.box, r.answer], [2, 'fuera de la columna']);
  store = P.saveAnswer(store, K1, '');
  assert.strictEqual('answer' in P.recordFor(store, K1), false);
});

test('summarize counts answered, knew and due', () => {
  let store = P.emptyStore();
  store = P.grade(store, K1, 1, '2026-11-30'); // due 12-01
  store = P.grade(store, K2, 0, '2026-11-30'); // due 11-30
  const s = P.summarize(store, [K1, K2, K3], '2026-11-30');
  assert.deepStrictEqual(s, { total: 3, answered: 2, knew: 1, due: 1 });
  assert.deepStrictEqual(P.summarize(store, [K1, K2, K3], '2026-12-01'), { total: 3, answered: 2, knew: 1, due: 2 });
  assert.deepStrictEqual(P.summarize(store, [], '2026-12-01'), { total: 0, answered: 0, knew: 0, due: 0 });
});


test('badge text comes from the vocabulary, with plural forms', () => {
  assert.strictEqual(P.badgeText(ES, { total: 3, answered: 2, knew: 1, due: 1 }, 'es'), '2/3 respondidas · 1 pendiente');
  assert.strictEqual(P.badgeText(ES, { total: 3, answered: 2, knew: 1, due: 2 }, 'es'), '2/3 respondidas · 2 pendientes');
  assert.strictEqual(P.badgeText(PT, { total: 3, answered: 2, knew: 1, due: 1 }, 'pt'), '2/3 respondidas · 1 pendente');
  assert.strictEqual(P.badgeText(ES, { total: 3, answered: 3, knew: 3, due: 0 }), '3/3 respondidas');
  assert.strictEqual(P.badgeText(ES, { total: 3, answered: 0, knew: 0, due: 0 }), 'Sin empezar');
  assert.strictEqual(P.badgeText(FR, { total: 4, answered: 1, knew: 0, due: 1 }), '1/4 répondues · 1 à revoir');
});

test('format fills {n} and {total}', () => {
  assert.strictEqual(P.format(ES.questionOf, { n: 2, total: 3 }), 'Pregunta 2 de 3');
  assert.strictEqual(P.format('{n}/{missing}', { n: 1 }), '1/{missing}');
});

// ---------- import validation and merge ----------

test('validate accepts the storage format and cleans records', () => {
  const v = P.validate({
    version: 1,
    questions: {
      'chapter-0-q1': { hash: '5bb1bebf', box: 3, due: '2026-12-04', grade: 1, answeredAt: '2026-12-01T10:00:00Z', answer: 'arriba', extra: 'x' },
      'chapter-0-q2': { hash: '61632516', answer: 'una sola' },
    },
  });
  assert.ok(v);
  assert.strictEqual(v.skipped, 0);
  assert.deepStrictEqual(v.store.questions['chapter-0-q1'],
    { hash: '5bb1bebf', box: 3, due: '2026-12-04', grade: 1, answeredAt: '2026-12-01T10:00:00Z', answer: 'arriba' });
});

test('validate rejects what is not a progress file', () => {
  for (const bad of [null, 42, 'x', [], {}, { version: 2, questions: {} }, { version: 1 }, { version: 1, questions: [] }]) {
    assert.strictEqual(P.validate(bad), null, JSON.stringify(bad));
  }
});

test('validate skips malformed records', () => {
  const v = P.validate({
    version: 1,
    questions: {
      'chapter-1-q1': { hash: 'nothex!!', box: 1, due: '2026-12-01', grade: 0 },
      'chapter-1-q2': { hash: '24c77f1a', box: 9, due: '2026-12-01', grade: 1 },
      'chapter-1-q3': { hash: '697faa0e', box: 2, due: '2026-02-30', grade: 1 },
      'chapter-2-q1': { hash: 'ce58e354', box: 2, due: '2026-12-01', grade: 3 },
      'chapter-2-q2': { hash: '2d067efc', box: 2, due: '2026-12-01', grade: 1, answer: 7 },
      'Bad Id': { hash: 'afb1e88a', box: 2, due: '2026-12-01', grade: 1 },
      'chapter-2-q3': { hash: 'afb1e88a', box: 2, due: '2026-12-01', grade: 1 },
    },
  });
  assert.strictEqual(v.skipped, 6);
  assert.deepStrictEqual(Object.keys(v.store.questions), ['chapter-2-q3']);
});

test('merge keeps the most recent record per question', () => {
  const mine = { version: 1, questions: {
    a: { hash: '11111111', box: 2, due: '2026-12-01', grade: 1, answeredAt: '2026-11-30T10:00:00Z', answer: 'mía' },
    b: { hash: '22222222', box: 3, due: '2026-12-05', grade: 1, answeredAt: '2026-12-02T10:00:00Z' },
  } };
  const theirs = { version: 1, questions: {
    a: { hash: '11111111', box: 1, due: '2026-12-03', grade: 0, answeredAt: '2026-12-03T10:00:00Z' },
    b: { hash: '22222222', box: 2, due: '2026-12-02', grade: 1, answeredAt: '2026-12-01T10:00:00Z' },
    c: { hash: '33333333', answer: 'solo texto' },
  } };
  const m = P.merge(mine, theirs);
  assert.deepStrictEqual(m.questions.a, { hash: '11111111', box: 1, due: '2026-12-03', grade: 0, answeredAt: '2026-12-03T10:00:00Z', answer: 'mía' });
  assert.strictEqual(m.questions.b.box, 3);
  assert.deepStrictEqual(m.questions.c, { hash: '33333333', answer: 'solo texto' });
  assert.strictEqual(m.version, 1);
  // A graded record beats an ungraded one whatever the dates.
  const g = P.merge({ version: 1, questions: { c: { hash: '33333333', box: 2, due: '2026-12-01', grade: 1 } } }, theirs);
  assert.strictEqual(g.questions.c.box, 2);
  assert.strictEqual(g.questions.c.answer, 'solo texto');
});

test('an exported store round-trips through validate', () => {
  let store = P.grade(P.emptyStore(), K1, 1, '2026-11-30', '2026-11-30T10:00:00Z');
  store = P.saveAnswer(store, K2, 'texto «propio»');
  const v = P.validate(JSON.parse(JSON.stringify(store)));
  assert.deepStrictEqual(v.store, store);
});

// ---------- quiz.js ----------

test('keyboard: 1/2 grade only once the answer is shown', () => {
  assert.strictEqual(Q.keyAction('1', {}), null, 'answer not shown');
  assert.strictEqual(Q.keyAction('2', { onQuestion: true }), null, 'answer not shown');
  assert.strictEqual(Q.keyAction('1', { revealed: true }), 'knew');
  assert.strictEqual(Q.keyAction('2', { revealed: true }), 'notYet');
});

test('keyboard: Enter/Space reveal from the card or from a fresh page, not on a control', () => {
  assert.strictEqual(Q.keyAction('Enter', { onPage: true }), 'reveal', 'focus on the page, as it opens');
  assert.strictEqual(Q.keyAction(' ', { onPage: true }), 'reveal');
  assert.strictEqual(Q.keyAction(' ', { onPage: false, onQuestion: false }), null, 'Space on a button is its own');
});

test('keyboard: arrows move, Enter/Space reveal on the question', () => {
  assert.strictEqual(Q.keyAction('ArrowRight', {}), 'next');
  assert.strictEqual(Q.keyAction('ArrowLeft', {}), 'prev');
  assert.strictEqual(Q.keyAction('Enter', { onQuestion: true }), 'reveal');
  assert.strictEqual(Q.keyAction(' ', { onQuestion: true }), 'reveal');
  assert.strictEqual(Q.keyAction('Enter', { onQuestion: false }), null, 'Enter on a button or link is its own');
  assert.strictEqual(Q.keyAction('x', {}), null);
});

test('keyboard: nothing while typing or with modifiers', () => {
  for (const key of ['1', '2', 'ArrowLeft', 'ArrowRight', 'Enter', ' ']) {
    assert.strictEqual(Q.keyAction(key, { typing: true, onQuestion: true }), null, key);
    assert.strictEqual(Q.keyAction(key, { modifier: true }), null, key);
  }
});

test('review: only graded questions that are due', () => {
  let store = P.emptyStore();
  store = P.grade(store, K1, 1, '2026-11-30');             // box 2, due 12-01
  store = P.grade(store, K2, 0, '2026-11-30');             // missed: due at once
  store = P.saveAnswer(store, K3, 'typed, never graded');  // not due
  assert.deepStrictEqual(Q.dueKeys(P, store, [K1, K2, K3], '2026-11-30'), [K2]);
  assert.deepStrictEqual(Q.dueKeys(P, store, [K1, K2, K3], '2026-12-01'), [K1, K2]);
  assert.deepStrictEqual(Q.dueKeys(P, P.emptyStore(), [K1, K2, K3], '2026-12-01'), [], 'empty state');
  // A question whose text changed (new hash) is not due: it is new again.
  assert.deepStrictEqual(Q.dueKeys(P, store, ['chapter-4-q2:ffffffff'], '2026-12-01'), []);
});

test('the first quiz not yet taken: the first chapter with no graded question', () => {
  assert.strictEqual(Q.chapterOf('chapter-4-q12'), 'chapter-4');
  assert.strictEqual(Q.chapterOf('case-study-q1'), 'case-study');
  const qs = [
    { id: 'chapter-0-q1', graded: true }, { id: 'chapter-0-q2', graded: false },
    { id: 'chapter-1-q1', graded: false }, { id: 'chapter-1-q2', graded: false },
    { id: 'chapter-2-q1', graded: false },
  ];
  assert.strictEqual(Q.firstUntaken(qs), 'chapter-1', 'a chapter begun counts as taken');
  assert.strictEqual(Q.firstUntaken(qs.map((q) => ({ id: q.id, graded: false }))), 'chapter-0');
  assert.strictEqual(Q.firstUntaken(qs.map((q) => ({ id: q.id, graded: q.id.endsWith('q1') }))), null);
});

test('validate keeps day and prior, and drops a malformed one without losing the record', () => {
  const v = P.validate({ version: 1, questions: {
    a: { hash: '1a2b3c4d', box: 2, due: '2026-12-01', grade: 1, day: '2026-11-30', prior: 0 },
    b: { hash: '1a2b3c4d', box: 2, due: '2026-12-01', grade: 1, day: 'yesterday', prior: 9 },
  } });
  assert.strictEqual(v.skipped, 0);
  assert.deepStrictEqual(v.store.questions.a, { hash: '1a2b3c4d', box: 2, due: '2026-12-01', grade: 1, day: '2026-11-30', prior: 0 });
  assert.deepStrictEqual(v.store.questions.b, { hash: '1a2b3c4d', box: 2, due: '2026-12-01', grade: 1 });
});

test('nextUngraded wraps and reports the end', () => {
  assert.strictEqual(Q.nextUngraded([true, false, false], 0), 1);
  assert.strictEqual(Q.nextUngraded([false, true, true], 2), 0);
  assert.strictEqual(Q.nextUngraded([true, true, true], 1), -1);
});

test('score text', () => {
  assert.strictEqual(Q.scoreText(ES, 2, 3), 'Puntuación: 2/3');
  assert.strictEqual(Q.scoreText(FR, 2, 3), 'Score : 2/3');
});

test('the grade announcement is one sentence of the vocabulary', () => {
  assert.strictEqual(Q.gradedText(ES, 1, 2, 3), 'Lo sabía · Puntuación: 2/3');
  assert.strictEqual(Q.gradedText(ES, 0, 1, 3), 'Todavía no · Puntuación: 1/3');
  assert.strictEqual(Q.gradedText(FR, 0, 0, 4), 'Pas encore · Score : 0/4');
});

// ---------- no words in the scripts ----------

test('the scripts show no words of their own', () => {
  for (const file of ['progress.js', 'quiz.js']) {
    const source = fs.readFileSync(path.join(assets, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/\s\/\/ .*$/gm, '');
    const literals = source.match(/'(?:[^'\\\n]|\\.)*'/g) || [];
    for (const lit of literals) {
      const s = lit.slice(1, -1);
      if (s === 'use strict') continue;
      // Words shown to readers would be letters separated by spaces, or accented letters.
      const prose = /[A-Za-zÀ-ÿ]{2,} [A-Za-zÀ-ÿ]{2,}/.test(s) && !/[[\].,#:-]/.test(s);
      assert.ok(!prose && !/[À-ÿ]/.test(s), file + ': string literal ' + lit);
    }
  }
});

test('every locale has the strings the scripts use', () => {
  const used = new Set();
  for (const file of ['progress.js', 'quiz.js']) {
    const source = fs.readFileSync(path.join(assets, file), 'utf8');
    for (const m of source.matchAll(/\bt\.([a-zA-Z]+)/g)) used.add(m[1]);
  }
  for (const lang of ['es', 'pt', 'fr']) {
    const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'Content', 'locales', lang + '.json'), 'utf8')).site;
    for (const key of used) assert.ok(typeof site[key] === 'string' && site[key].length > 0, lang + ' lacks ' + key);
  }
});

// ---------- the offline worker (Templates/sw.js) ----------

const W = require(path.resolve(assets, '..', 'sw.js'));

test('offline worker: network first for the site, hands off the rest', () => {
  const o = 'https://guide.example';
  assert.strictEqual(W.route('GET', o + '/es/chapter-3.html', o), 'network-first');
  assert.strictEqual(W.route('GET', o + '/assets/search-es.js', o), 'network-first');
  assert.strictEqual(W.route('POST', o + '/es/chapter-3.html', o), 'bypass');
  assert.strictEqual(W.route('GET', 'https://elsewhere.example/x.js', o), 'bypass');
  assert.strictEqual(W.route('GET', o + '/__duoguide/reload?since=3', o), 'bypass', 'the watch server polls past the worker');
  assert.strictEqual(W.route('GET', 'not a url', o), 'bypass');
});

test('offline worker: one cache per language, kept without query or fragment', () => {
  assert.strictEqual(W.cacheName('https://guide.example/es/'), 'duoguide-offline-/es/');
  assert.strictEqual(W.cacheName('https://guide.example/site/pt/'), 'duoguide-offline-/site/pt/');
  assert.strictEqual(W.cacheKey('https://guide.example/es/chapter-3.html?hl=pantalla#L238'), 'https://guide.example/es/chapter-3.html');
});

console.log('quiz.test.js: ' + count + ' tests passed');
