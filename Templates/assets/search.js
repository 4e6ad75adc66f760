/* duoguide client-side search. Reads window.DUO_SEARCH_INDEX (written by SearchIndexBuilder and
   loaded with a <script> tag, so it works from file://). No network, no framework.
   Folding and stemming mirror TextFolding.swift / LightStemmer; the stemmer rules come from the index. */
(function (root) {
  'use strict';

  var LIGATURES = { '\u0153': 'oe', '\u00e6': 'ae', '\u00df': 'ss', '\u00f8': 'o' };
  // Words shown to the reader come from the page language's vocabulary (window.DUO_STRINGS, set by
  // the shared per-language script lang-xx.js).
  function strings() {
    return (root && root.DUO_STRINGS) || {};
  }
  // A whole sentence of the vocabulary with its {name} placeholders filled: "{n} resultados".
  function format(template, values) {
    return String(template == null ? '' : template).replace(/\{(\w+)\}/g, function (m, name) {
      return Object.prototype.hasOwnProperty.call(values || {}, name) ? String(values[name]) : m;
    });
  }
  // The live-region text for `count` results.
  function countText(t, count) {
    if (count === 0) return t.searchNoResults || '';
    if (count === 1 && t.searchOneResult) return t.searchOneResult;
    return format(t.searchResultCount, { n: count });
  }
  var MAX_SHOWN = 20;
  // The search page lists this many; its status says how many there are in all.
  var PAGE_SHOWN = 100;
  var MAX_EXPANSION = 300;

  // NFKD, lowercase, drop combining marks, spell out ligatures, non-letters/digits -> one space.
  function fold(s) {
    return String(s).normalize('NFKD').toLowerCase()
      .replace(/\p{M}+/gu, '')
      .replace(/[\u0153\u00e6\u00df\u00f8]/g, function (c) { return LIGATURES[c]; })
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  }

  function cpLength(s) { return Array.from(s).length; }

  // rules: index.stemmer ({minLength, steps}) or a whole index; missing rules = identity.
  function stem(word, rules) {
    if (rules && rules.stemmer) rules = rules.stemmer;
    if (!rules || !rules.steps) return word;
    var n = cpLength(word);
    if (n < rules.minLength) return word;
    for (var s = 0; s < rules.steps.length; s++) {
      var step = rules.steps[s];
      for (var r = 0; r < step.length; r++) {
        var suf = step[r][0], rep = step[r][1], min = step[r][2];
        var sl = cpLength(suf);
        if (n - sl >= min && word.slice(word.length - suf.length) === suf) {
          word = word.slice(0, word.length - suf.length) + rep;
          n = n - sl + cpLength(rep);
          break;
        }
      }
    }
    return word;
  }

  function sortedTerms(index) {
    if (!index.__sorted) {
      Object.defineProperty(index, '__sorted', { value: Object.keys(index.terms).sort(), enumerable: false });
    }
    return index.__sorted;
  }

  function queryWords(index, query) {
    var words = fold(query).split(' ').filter(Boolean);
    if (words.length > 1) words = words.filter(function (w) { return cpLength(w) >= 2; });
    return words.map(function (w) { return { raw: w, stem: stem(w, index.stemmer) }; });
  }

  // Calls fn(term) for each indexed term starting with prefix (binary search on the sorted keys).
  function eachWithPrefix(terms, prefix, fn) {
    var lo = 0, hi = terms.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (terms[mid] < prefix) lo = mid + 1; else hi = mid; }
    for (var i = lo, k = 0; i < terms.length && k < MAX_EXPANSION && terms[i].lastIndexOf(prefix, 0) === 0; i++, k++) fn(terms[i]);
  }

  // record id -> best weight for one query word: exact stem 1x, prefix of the stem or of the
  // folded word 0.5x (so «navigationsplit» finds «navigationsplitview», «posici» «posicion»).
  function matchWord(index, terms, q) {
    var best = {};
    function add(term, factor) {
      var list = index.terms[term];
      for (var i = 0; i + 1 < list.length; i += 2) {
        var id = list[i], w = list[i + 1] * factor;
        if (!(best[id] >= w)) best[id] = w;
      }
    }
    var seen = {};
    function prefix(term) { if (term !== q.stem && !seen[term]) { seen[term] = 1; add(term, 0.5); } }
    if (Object.prototype.hasOwnProperty.call(index.terms, q.stem)) add(q.stem, 1);
    eachWithPrefix(terms, q.stem, prefix);
    if (q.raw !== q.stem) eachWithPrefix(terms, q.raw, prefix);
    return best;
  }

  // Ranked records (copies with id and score) matching every word of query.
  function search(index, query, limit) {
    var words = queryWords(index, query);
    if (!words.length) return [];
    var terms = sortedTerms(index), scores = null;
    for (var i = 0; i < words.length; i++) {
      var m = matchWord(index, terms, words[i]), next = {};
      for (var id in m) {
        if (scores === null) next[id] = m[id];
        else if (id in scores) next[id] = scores[id] + m[id];
      }
      scores = next;
    }
    var out = Object.keys(scores).map(function (id) {
      var r = index.records[id];
      return { id: +id, score: scores[id], url: r[0], title: r[1], context: index.contexts[r[2]], kind: r[3], text: r[4] };
    });
    out.sort(function (a, b) { return b.score - a.score || a.id - b.id; });
    return limit ? out.slice(0, limit) : out;
  }

  function wordMatches(index, token, words) {
    var f = fold(token), joined = f.replace(/ /g, ''), parts = f.split(' ');
    for (var i = 0; i < words.length; i++) {
      var q = words[i];
      if (joined.lastIndexOf(q.raw, 0) === 0) return true;
      for (var j = 0; j < parts.length; j++) {
        var st = stem(parts[j], index.stemmer);
        if (st.lastIndexOf(q.stem, 0) === 0 || parts[j].lastIndexOf(q.raw, 0) === 0) return true;
      }
    }
    return false;
  }

  // Snippet of text centred on the first match: [{text, mark}] parts; marked parts are query hits.
  function snippet(index, text, query, width) {
    width = width || 180;
    var words = queryWords(index, query), re = /[\p{L}\p{N}\p{M}]+/gu, hits = [], m;
    while ((m = re.exec(text))) if (wordMatches(index, m[0], words)) hits.push([m.index, m.index + m[0].length]);
    var start = 0;
    if (hits.length) {
      var lead = Math.floor((width - (hits[0][1] - hits[0][0])) / 2);
      // Near the end of the text, start earlier so the window stays full.
      lead = Math.max(lead, width - (text.length - hits[0][0]));
      if (hits[0][0] > lead) start = text.lastIndexOf(' ', hits[0][0] - lead) + 1;
    }
    var end = Math.min(text.length, start + width);
    if (end < text.length) { var sp = text.lastIndexOf(' ', end); if (sp > start + width / 2) end = sp; }
    var parts = [], pos = start;
    if (start > 0) parts.push({ text: '\u2026', mark: false });
    hits.forEach(function (h) {
      if (h[0] < pos || h[1] > end) return;
      if (h[0] > pos) parts.push({ text: text.slice(pos, h[0]), mark: false });
      parts.push({ text: text.slice(h[0], h[1]), mark: true });
      pos = h[1];
    });
    if (end > pos) parts.push({ text: text.slice(pos, end), mark: false });
    if (end < text.length) parts.push({ text: '\u2026', mark: false });
    return parts;
  }

  // The address of a result with the query for the page it opens to mark: "chapter-3.html?hl=q#L238".
  function withHighlight(url, query) {
    var hash = url.indexOf('#'), path = hash < 0 ? url : url.slice(0, hash), frag = hash < 0 ? '' : url.slice(hash);
    return path + (path.indexOf('?') < 0 ? '?' : '&') + 'hl=' + encodeURIComponent(query) + frag;
  }

  // The value of parameter `name` in a query string ("?hl=a%20b&x=1"), or null.
  function param(search, name) {
    var m = new RegExp('[?&]' + name + '=([^&#]*)').exec(search || '');
    if (!m) return null;
    try { return decodeURIComponent(m[1].replace(/\+/g, ' ')); } catch (e) { return m[1]; }
  }

  // [start, end) ranges of the words of `text` that match the query: the same matching as the snippets.
  function hitRanges(index, text, query) {
    var words = queryWords(index, query), re = /[\p{L}\p{N}\p{M}]+/gu, hits = [], m;
    if (!words.length) return hits;
    while ((m = re.exec(text))) if (wordMatches(index, m[0], words)) hits.push([m.index, m.index + m[0].length]);
    return hits;
  }

  // `text` into `parent`, its `hits` in <mark>: a question found by its own words shows them in
  // its title, as a paragraph shows them in its snippet.
  function appendMarked(doc, parent, text, hits) {
    var pos = 0;
    hits.forEach(function (h) {
      if (h[0] > pos) parent.appendChild(doc.createTextNode(text.slice(pos, h[0])));
      var mk = doc.createElement('mark');
      mk.textContent = text.slice(h[0], h[1]);
      parent.appendChild(mk);
      pos = h[1];
    });
    if (pos < text.length) parent.appendChild(doc.createTextNode(text.slice(pos)));
  }

  var MAX_MARKS = 500;
  var SKIP_MARKING = { SCRIPT: 1, STYLE: 1, TEXTAREA: 1, MARK: 1, BUTTON: 1, SELECT: 1 };

  // Marks the query's words inside `container` with <mark class="search-hit">; returns the marks.
  function markHits(doc, container, index, query) {
    var nodes = [], marks = [];
    var walker = doc.createTreeWalker(container, 4 /* NodeFilter.SHOW_TEXT */, null);
    for (var n = walker.nextNode(); n; n = walker.nextNode()) {
      var skip = false;
      for (var p = n.parentNode; p && p !== container; p = p.parentNode) {
        if (SKIP_MARKING[p.nodeName] || p.hidden) { skip = true; break; }
      }
      if (!skip && /\S/.test(n.nodeValue)) nodes.push(n);
    }
    for (var i = 0; i < nodes.length && marks.length < MAX_MARKS; i++) {
      var node = nodes[i], text = node.nodeValue, hits = hitRanges(index, text, query);
      if (!hits.length) continue;
      var frag = doc.createDocumentFragment(), pos = 0;
      hits.forEach(function (h) {
        if (h[0] > pos) frag.appendChild(doc.createTextNode(text.slice(pos, h[0])));
        var mk = doc.createElement('mark');
        mk.className = 'search-hit';
        mk.textContent = text.slice(h[0], h[1]);
        frag.appendChild(mk);
        marks.push(mk);
        pos = h[1];
      });
      if (pos < text.length) frag.appendChild(doc.createTextNode(text.slice(pos)));
      node.parentNode.replaceChild(frag, node);
    }
    return marks;
  }

  // Takes the marks away again, leaving the text as it was.
  function unmark(doc, container) {
    var marks = container.querySelectorAll('mark.search-hit');
    Array.prototype.forEach.call(marks, function (mk) {
      var parent = mk.parentNode;
      parent.replaceChild(doc.createTextNode(mk.textContent), mk);
      parent.normalize();
    });
    return marks.length;
  }

  // The status line above a list showing `shown` of `count` results.
  function listText(t, shown, count) {
    return shown < count ? format(t.searchShowingFirst, { shown: shown, n: count }) : countText(t, count);
  }

  // DOM only through createElement/textContent: no index data ever goes through innerHTML.
  function renderSnippet(doc, parts) {
    var span = doc.createElement('span');
    span.className = 'search-snippet';
    parts.forEach(function (p) {
      if (p.mark) { var mk = doc.createElement('mark'); mk.textContent = p.text; span.appendChild(mk); }
      else span.appendChild(doc.createTextNode(p.text));
    });
    return span;
  }

  // A result's context line (left out when it repeats the title, as a chapter's own record does)
  // and its snippet, appended to `parent`.
  function appendDetails(doc, parent, index, r, query) {
    if (r.context && r.context !== r.title) {
      var c = doc.createElement('span'); c.className = 'search-context'; c.textContent = r.context;
      parent.appendChild(c);
    }
    parent.appendChild(renderSnippet(doc, snippet(index, r.text, query)));
  }

  function init(doc, win) {
    var input = doc.getElementById('search-input');
    if (!input) return;
    var list = doc.getElementById('search-results');
    if (!list) {
      list = doc.createElement('div');
      list.id = 'search-results';
      input.parentNode.insertBefore(list, input.nextSibling);
    }
    list.setAttribute('role', 'listbox');
    // Chromium makes a scrolling box a tab stop of its own; the arrows move through this one, and
    // Tab leaves the search (closing the list).
    list.tabIndex = -1;
    var status = doc.getElementById('search-status');
    if (!status) {
      status = doc.createElement('div');
      status.id = 'search-status';
      status.className = 'visually-hidden';
      list.parentNode.insertBefore(status, list);
    }
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-controls', list.id);
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('autocomplete', 'off');
    list.hidden = true;
    var base = input.getAttribute('data-base');
    if (base === null) base = typeof win.DUO_SEARCH_BASE === 'string' ? win.DUO_SEARCH_BASE : '';
    var options = [], active = -1;

    function setActive(i) {
      if (active >= 0 && options[active]) options[active].setAttribute('aria-selected', 'false');
      active = i;
      if (i >= 0 && options[i]) {
        options[i].setAttribute('aria-selected', 'true');
        input.setAttribute('aria-activedescendant', options[i].id);
        if (options[i].scrollIntoView) options[i].scrollIntoView({ block: 'nearest' });
      } else input.removeAttribute('aria-activedescendant');
    }

    // A new, unselected option at the end of the header's list.
    function addOption(id, href, className) {
      var a = doc.createElement('a');
      a.id = id;
      a.href = href;
      a.className = className;
      a.setAttribute('role', 'option');
      a.setAttribute('aria-selected', 'false');
      a.tabIndex = -1;
      list.appendChild(a);
      options.push(a);
      return a;
    }

    function clear() {
      while (list.firstChild) list.removeChild(list.firstChild);
      options = []; setActive(-1);
      list.hidden = true;
      input.setAttribute('aria-expanded', 'false');
    }

    function update() {
      var index = win.DUO_SEARCH_INDEX, query = input.value;
      clear();
      if (!index || !fold(query)) { status.textContent = ''; return; }
      var all = search(index, query), t = strings();
      status.textContent = countText(t, all.length);
      all.slice(0, MAX_SHOWN).forEach(function (r, i) {
        var a = addOption('search-result-' + i, withHighlight(base + r.url, query), 'search-result search-' + r.kind);
        var title = doc.createElement('span'); title.className = 'search-title';
        appendMarked(doc, title, r.title, hitRanges(index, r.title, query));
        a.appendChild(title);
        appendDetails(doc, a, index, r, query);
      });
      // More than the list holds: the last option opens the search page with all of them.
      var action = input.form && input.form.getAttribute('action');
      if (all.length > MAX_SHOWN && action) {
        addOption('search-result-all', action + '?q=' + encodeURIComponent(query), 'search-result search-all')
          .textContent = format(t.searchSeeAll, { n: all.length });
      }
      list.hidden = options.length === 0;
      input.setAttribute('aria-expanded', options.length ? 'true' : 'false');
    }

    // The search page (search.html, where the header's form goes) lists every result in its
    // main column, under a field of its own; the header's list stays for quick jumps.
    var pageInput = doc.getElementById('search-page-input');
    var pageList = doc.getElementById('search-page-results');
    var pageStatus = doc.getElementById('search-page-status');
    var onSearchPage = !!(pageInput && pageList && pageStatus);

    function updatePage() {
      var index = win.DUO_SEARCH_INDEX, query = pageInput.value, t = strings();
      while (pageList.firstChild) pageList.removeChild(pageList.firstChild);
      if (!fold(query)) { pageStatus.textContent = ''; return; }
      if (!index) return;  // listed once the index has loaded
      var all = search(index, query), shown = all.slice(0, PAGE_SHOWN);
      pageStatus.textContent = listText(t, shown.length, all.length);
      shown.forEach(function (r) {
        var li = doc.createElement('li');
        li.className = 'search-page-result search-' + r.kind;
        var a = doc.createElement('a');
        a.href = withHighlight(base + r.url, query);
        a.className = 'search-title';
        appendMarked(doc, a, r.title, hitRanges(index, r.title, query));
        li.appendChild(a);
        appendDetails(doc, li, index, r, query);
        pageList.appendChild(li);
      });
    }

    // The index is loaded on first use with a <script> element (works from file://, unlike fetch).
    var loading = false;
    function ensureIndex() {
      if (win.DUO_SEARCH_INDEX || loading) return;
      var src = input.getAttribute('data-index');
      if (!src) return;
      loading = true;
      var script = doc.createElement('script');
      script.src = src;
      script.onload = function () {
        if (input.value) update();
        if (onSearchPage) updatePage();
        if (highlight !== null) markPage();
      };
      doc.head.appendChild(script);
    }
    function reopen() {
      if (options.length) { list.hidden = false; input.setAttribute('aria-expanded', 'true'); }
    }
    input.addEventListener('focus', function () { ensureIndex(); reopen(); });
    input.addEventListener('click', reopen);

    // The header's list is a pop-up: it closes when focus leaves the form or on a click elsewhere,
    // keeping its results for when the field is focused again.
    function close() {
      list.hidden = true;
      input.setAttribute('aria-expanded', 'false');
    }
    var form = input.form || input.parentNode;
    form.addEventListener('focusout', function (e) {
      var next = e.relatedTarget;
      if (!next || !form.contains(next)) close();
    });
    doc.addEventListener('click', function (e) {
      if (!list.hidden && !form.contains(e.target)) close();
    });

    // A page opened from a result (…?hl=query#paragraph) marks the query's words and shows the
    // paragraph; Escape takes the marks away, and the address forgets the query.
    var highlight = onSearchPage ? null : param(win.location ? win.location.search : '', 'hl');
    var main = doc.getElementById('main') || doc.body;
    function markPage() {
      if (!win.DUO_SEARCH_INDEX || !fold(highlight || '')) return;
      var marks = markHits(doc, main, win.DUO_SEARCH_INDEX, highlight);
      var frag = win.location.hash ? doc.getElementById(decodeURIComponent(win.location.hash.slice(1))) : null;
      var target = frag || marks[0];
      if (target && target.scrollIntoView) target.scrollIntoView({ block: frag ? 'start' : 'center' });
      if (frag) frag.classList.add('search-target');
    }
    if (highlight !== null) {
      if (win.DUO_SEARCH_INDEX) markPage(); else ensureIndex();
      doc.addEventListener('keydown', function (e) {
        if (e.key !== 'Escape' || e.target === input || highlight === null) return;
        unmark(doc, main);
        var target = main.querySelector('.search-target');
        if (target) target.classList.remove('search-target');
        highlight = null;
        var rest = win.location.search.replace(/([?&])hl=[^&#]*&?/, '$1').replace(/[?&]$/, '');
        try { win.history.replaceState(null, '', win.location.pathname + rest + win.location.hash); } catch (err) { /* file:// */ }
      });
    }
    input.addEventListener('input', function () { ensureIndex(); update(); });
    var m = /[?&]q=([^&]*)/.exec(win.location ? win.location.search || '' : '');
    var asked = null;
    if (m) {
      try { asked = decodeURIComponent(m[1].replace(/\+/g, ' ')); } catch (e) { asked = m[1]; }
    }
    if (onSearchPage) {
      pageInput.addEventListener('focus', ensureIndex);
      pageInput.addEventListener('input', function () { ensureIndex(); updatePage(); });
      // Searched again in place: no reload (a long guide's index is large), and the address
      // keeps the query where the browser allows it (not every one does for file:// pages).
      pageInput.form.addEventListener('submit', function (e) {
        e.preventDefault();
        ensureIndex();
        updatePage();
        try { win.history.replaceState(null, '', '?q=' + encodeURIComponent(pageInput.value)); } catch (err) { /* file:// */ }
      });
      if (asked !== null) {
        pageInput.value = asked;
        ensureIndex();
        updatePage();
      }
    } else if (asked !== null) {
      input.value = asked;
      ensureIndex();
      update();
    }
    input.addEventListener('keydown', function (e) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (!options.length) return;
        e.preventDefault();
        var d = e.key === 'ArrowDown' ? 1 : -1;
        setActive(active < 0 ? (d > 0 ? 0 : options.length - 1) : (active + d + options.length) % options.length);
      } else if (e.key === 'Enter') {
        var target = options[active >= 0 ? active : 0];
        if (target) { e.preventDefault(); win.location.href = target.href; }
      } else if (e.key === 'Escape') {
        if (input.value) { input.value = ''; clear(); status.textContent = ''; } else input.blur();
      }
    });
    doc.addEventListener('keydown', function (e) {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
      var target = e.target, tag = target && target.tagName;
      if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (target && target.isContentEditable)) return;
      e.preventDefault();
      var field = onSearchPage ? pageInput : input;
      field.focus();
      if (field.select) field.select();
    });
  }

  if (typeof module !== 'undefined' && module.exports) {
    module.exports = { fold: fold, stem: stem, search: search, snippet: snippet, renderSnippet: renderSnippet, format: format, countText: countText, listText: listText, withHighlight: withHighlight, param: param, hitRanges: hitRanges };
  }
  if (root && root.document) {
    var doc = root.document;
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', function () { init(doc, root); });
    else init(doc, root);
  }
})(typeof window !== 'undefined' ? window : null);
