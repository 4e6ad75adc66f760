// Run by SearchTests.testJavaScriptSearchWithSwiftBuiltIndex:
//   node search.test.js <path/to/search.js> <dir with es.js, pt.js, fr.js written by SearchIndexBuilder>
// Exits non-zero with a message on the first failed assertion.
'use strict';
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const vm = require('vm');

const [searchPath, indexDir] = process.argv.slice(2);
const duo = require(path.resolve(searchPath));

function loadIndex(lang) {
  const sandbox = { window: {} };
  vm.runInNewContext(fs.readFileSync(path.join(indexDir, lang + '.js'), 'utf8'), sandbox);
  assert.ok(sandbox.window.DUO_SEARCH_INDEX, lang + ': index assigned to window.DUO_SEARCH_INDEX');
  return sandbox.window.DUO_SEARCH_INDEX;
}

// A tiny DOM stand-in, enough for renderSnippet, serialising to HTML with text escaped.
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fakeDocument = {
  createElement(tag) {
    return {
      tag, children: [], className: '', _text: null,
      set textContent(v) { this._text = String(v); this.children = []; },
      appendChild(c) { this.children.push(c); return c; },
      html() { return '<' + this.tag + '>' + (this._text !== null ? esc(this._text) : this.children.map((c) => c.html()).join('')) + '</' + this.tag + '>'; },
    };
  },
  createTextNode(text) { return { html: () => esc(text) }; },
};
const snippetHTML = (index, rec, q) => duo.renderSnippet(fakeDocument, duo.snippet(index, rec.text, q)).html();

let checks = 0;
function expectHit(index, query, predicate, label, markedWord) {
  const results = duo.search(index, query);
  const hit = results.find(predicate);
  assert.ok(hit, `${index.language}: «${query}» should find ${label}; got ${JSON.stringify(results.map((r) => r.title))}`);
  if (markedWord) {
    const html = snippetHTML(index, hit, query);
    assert.ok(html.includes('<mark>' + markedWord + '</mark>'), `${index.language}: snippet for «${query}» should mark «${markedWord}»: ${html}`);
  }
  checks++;
  return { hit, results };
}

const es = loadIndex('es'), pt = loadIndex('pt'), fr = loadIndex('fr');

// Folding and stemming agree with Swift (the same expectations as SearchTests.swift).
assert.strictEqual(duo.fold('Posición'), 'posicion');
assert.strictEqual(duo.fold('ação'), 'acao');
assert.strictEqual(duo.fold('français/œuvre'), 'francais oeuvre');
assert.strictEqual(duo.fold('Ñandú'), 'nandu');
assert.strictEqual(duo.stem('pantallas', es), duo.stem('pantalla', es));
assert.strictEqual(duo.stem(duo.fold('configurações'), pt), duo.stem(duo.fold('configuração'), pt));
assert.strictEqual(duo.stem(duo.fold('régions'), fr), duo.stem(duo.fold('région'), fr));
checks += 7;

// es: accent-insensitive, snippet marks the accented original.
expectHit(es, 'posicion', (r) => r.text.includes('posición'), 'a record containing «posición»', 'posición');
expectHit(es, 'Posición', (r) => r.text.includes('posición'), 'a record containing «posición»');
// es: camelCase symbol found by a prefix of its folded name, and ranked first over body text.
const nav = expectHit(es, 'navigationsplit', (r) => r.title === 'NavigationSplitView', 'NavigationSplitView');
assert.strictEqual(nav.results[0].kind, 'symbol', 'the symbol record ranks first');
assert.strictEqual(nav.results[0].context, 'Capítulo 4 · Deja que el contenedor decida', 'context resolved');
expectHit(es, 'navigationsplit', (r) => r.title === 'Lista y detalle', 'the heading that mentions it', 'NavigationSplitView');
// es: plural query finds the singular.
expectHit(es, 'pantallas', (r) => /pantalla\b/.test(r.text), 'a record containing «pantalla»');
// es: AND across words.
const both = duo.search(es, 'bisagra posicion');
assert.ok(both.every((r) => /bisagra/i.test(r.text + r.title) && /posici/i.test(r.text + r.title)), 'AND across words');
checks++;
// Prefix on the last word while typing.
expectHit(es, 'lista y deta', (r) => r.url.includes('lista-y-detalle'), 'lista y detalle');

// pt
expectHit(pt, 'acao', (r) => r.text.includes('ação'), 'a record containing «ação»', 'ação');
expectHit(pt, 'configuracao', (r) => r.text.includes('configurações'), 'a record containing «configurações»', 'configurações');

// fr
expectHit(fr, 'regions', (r) => r.text.includes('régions'), 'a record containing «régions»', 'régions');
expectHit(fr, 'region', (r) => r.text.includes('régions'), 'a record containing «régions»', 'régions');
expectHit(fr, 'oeuvre', (r) => r.text.includes('œuvre'), 'a record containing «œuvre»', 'œuvre');

// No data goes through markup: a record's '<' comes back as text.
assert.ok(!snippetHTML(es, { text: '<b>posición</b>' }, 'posicion').includes('<b>'));
assert.deepStrictEqual(duo.search(es, ''), []);
assert.deepStrictEqual(duo.search(es, 'zzzzqqq'), []);
checks += 3;

// The result count is one whole sentence of each vocabulary, never a bare number.
for (const [lang, many, one, none] of [['es', '7 resultados', '1 resultado', 'Sin resultados'],
                                       ['pt', '7 resultados', '1 resultado', 'Nenhum resultado'],
                                       ['fr', '7 résultats', '1 résultat', 'Aucun résultat']]) {
  const t = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'Content', 'locales', lang + '.json'), 'utf8')).site;
  assert.strictEqual(duo.countText(t, 7), many, lang);
  assert.strictEqual(duo.countText(t, 1), one, lang);
  assert.strictEqual(duo.countText(t, 0), none, lang);
  checks += 3;
}
assert.strictEqual(duo.countText({}, 0), '', 'no vocabulary: no bare 0');
assert.strictEqual(duo.format('{n}/{missing}', { n: 1 }), '1/{missing}');
checks += 2;

// A result opens its page with the query (?hl=) before the fragment, for the page to mark the words.
assert.strictEqual(duo.withHighlight('../es/chapter-3.html#L238', 'posición split'), '../es/chapter-3.html?hl=posici%C3%B3n%20split#L238');
assert.strictEqual(duo.withHighlight('chapter-3.html', 'a'), 'chapter-3.html?hl=a');
assert.strictEqual(duo.withHighlight('search.html?q=x#top', 'a&b'), 'search.html?q=x&hl=a%26b#top');
assert.strictEqual(duo.param('?hl=posici%C3%B3n%20split', 'hl'), 'posición split');
assert.strictEqual(duo.param('?q=1&hl=a+b', 'hl'), 'a b');
assert.strictEqual(duo.param('?q=1', 'hl'), null);
assert.strictEqual(duo.param('?hl=%E0%A4%A', 'hl'), '%E0%A4%A', 'a malformed escape is kept, not thrown');
// The words marked on the page and in a result's title are the snippet's: accents and endings folded.
assert.deepStrictEqual(duo.hitRanges(es, 'La posición de las posiciones', 'posicion'), [[3, 11], [19, 29]]);
assert.deepStrictEqual(duo.hitRanges(es, 'Nada que ver', 'posicion'), []);
assert.deepStrictEqual(duo.hitRanges(es, 'texto', '  '), [], 'an empty query marks nothing');
checks += 10;

// The page wiring, against a small fake DOM: results as role=option links with relative hrefs,
// the count announced in a live region, arrows move aria-activedescendant, Enter opens, Escape
// clears, '/' focuses the box.
(function uiTest() {
  const byId = {};
  function el(tag) {
    const e = {
      tagName: tag.toUpperCase(), children: [], attrs: {}, listeners: {}, parentNode: null, hidden: false,
      className: '', tabIndex: 0, value: '', _text: '', _id: '',
      get id() { return this._id; }, set id(v) { this._id = v; byId[v] = this; },
      get firstChild() { return this.children[0] || null; },
      get textContent() { return this._text + this.children.map((c) => c.textContent).join(''); },
      set textContent(v) { this._text = String(v); this.children = []; },
      setAttribute(k, v) { this.attrs[k] = String(v); if (k === 'id') this.id = v; },
      getAttribute(k) { return k in this.attrs ? this.attrs[k] : null; },
      removeAttribute(k) { delete this.attrs[k]; },
      appendChild(c) { c.parentNode = this; this.children.push(c); return c; },
      removeChild(c) { this.children.splice(this.children.indexOf(c), 1); c.parentNode = null; return c; },
      insertBefore(c, ref) { c.parentNode = this; const i = this.children.indexOf(ref); this.children.splice(i < 0 ? this.children.length : i, 0, c); return c; },
      addEventListener(type, fn) { (this.listeners[type] = this.listeners[type] || []).push(fn); },
      dispatch(type, props) { const ev = Object.assign({ target: this, defaultPrevented: false, preventDefault() { this.defaultPrevented = true; } }, props); (this.listeners[type] || []).forEach((f) => f(ev)); return ev; },
      focus() { doc.activeElement = this; }, blur() { doc.activeElement = null; }, select() {},
    };
    return e;
  }
  const doc = el('#document');
  Object.assign(doc, {
    readyState: 'complete', activeElement: null,
    getElementById: (id) => byId[id] || null,
    createElement: el,
    createTextNode: (t) => ({ textContent: t }),
  });
  const body = el('body');
  // The page language's vocabulary, as lang-es.js sets it: search.js takes every visible word from here.
  const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'Content', 'locales', 'es.json'), 'utf8')).site;
  const input = el('input'); input.id = 'search-input'; input.setAttribute('data-base', '../');
  body.appendChild(input);
  const win = { document: doc, location: { href: '' }, DUO_SEARCH_INDEX: es, DUO_STRINGS: site };
  const sandbox = { window: win, document: doc };
  vm.runInNewContext(fs.readFileSync(path.resolve(searchPath), 'utf8'), sandbox);

  const list = byId['search-results'], status = byId['search-status'];
  assert.ok(list && status, 'results list and live region created');
  assert.strictEqual(list.getAttribute('role'), 'listbox');
  assert.strictEqual(status.getAttribute('aria-live'), 'polite');
  input.value = 'posicion';
  input.dispatch('input');
  assert.strictEqual(list.children.length, 2);
  assert.strictEqual(status.textContent, '2 resultados');
  assert.strictEqual(list.hidden, false);
  assert.strictEqual(input.getAttribute('aria-expanded'), 'true');
  const first = list.children[0];
  assert.strictEqual(first.getAttribute('role'), 'option');
  assert.ok(first.href.startsWith('../'), 'href relative to data-base: ' + first.href);
  assert.ok(first.children.some((c) => c.className === 'search-snippet' && c.children.some((m) => m.tagName === 'MARK')));
  input.dispatch('keydown', { key: 'ArrowDown' });
  assert.strictEqual(input.getAttribute('aria-activedescendant'), first.id);
  assert.strictEqual(first.getAttribute('aria-selected'), 'true');
  input.dispatch('keydown', { key: 'ArrowDown' });
  assert.strictEqual(input.getAttribute('aria-activedescendant'), list.children[1].id);
  assert.strictEqual(first.getAttribute('aria-selected'), 'false');
  input.dispatch('keydown', { key: 'ArrowUp' });
  input.dispatch('keydown', { key: 'Enter' });
  assert.strictEqual(win.location.href, first.href, 'Enter opens the active result');
  input.dispatch('keydown', { key: 'Escape' });
  assert.strictEqual(input.value, '');
  assert.strictEqual(list.children.length, 0);
  assert.strictEqual(list.hidden, true);
  input.value = 'zzzzqqq'; input.dispatch('input');
  assert.strictEqual(status.textContent, 'Sin resultados');
  const slash = doc.dispatch('keydown', { key: '/', target: body });
  assert.ok(slash.defaultPrevented && doc.activeElement === input, "'/' focuses the search box");
  const typed = doc.dispatch('keydown', { key: '/', target: input });
  assert.ok(!typed.defaultPrevented, "'/' typed in a field is left alone");
  checks += 20;
})();

console.log(`search.test.js: ${checks} checks passed`);
