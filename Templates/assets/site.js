/* duoguide site behaviour: chapter navigation, SwiftUI/UIKit tabs, language memory.
   Plain JavaScript, no network: everything it needs is on the page or in scripts loaded with it. */
(function () {
  'use strict';
  var store = {
    get: function (k) { try { return window.localStorage.getItem(k); } catch (e) { return null; } },
    set: function (k, v) { try { window.localStorage.setItem(k, v); } catch (e) { /* private mode */ } }
  };
  var FRAMEWORK_KEY = 'duoguide.framework';
  var LANG_KEY = 'duoguide.language';

  /* Sidebar: the chapter list comes from one shared script per language (lang-xx.js), so pages do
     not each carry it; without JavaScript the home page lists every chapter. */
  function renderNavigation() {
    var nav = document.getElementById('chapter-nav');
    var data = window.DUO_NAV;
    if (!nav || !data) return;
    var base = document.body.getAttribute('data-lang-root') || '';
    var current = document.body.getAttribute('data-chapter');
    var list = document.createElement('ol');
    data.chapters.forEach(function (c) {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = base + c.href;
      var label = document.createElement('span');
      label.className = 'nav-label';
      label.textContent = c.label;
      var title = document.createElement('span');
      title.className = 'nav-title';
      title.textContent = c.title;
      a.appendChild(label);
      a.appendChild(title);
      // A chapter shown from the original: its title in the original's language, and a mark.
      if (c.lang) {
        title.lang = c.lang;
        var note = document.createElement('span');
        note.className = 'untranslated';
        note.textContent = (window.DUO_STRINGS || {}).notYetTranslated || '';
        a.appendChild(note);
      }
      if (c.id === current) a.setAttribute('aria-current', 'page');
      li.appendChild(a);
      list.appendChild(li);
    });
    nav.appendChild(list);
    if (data.articles && data.articles.length) {
      var articles = document.createElement('ul');
      articles.className = 'nav-articles';
      data.articles.forEach(function (c) {
        var li = document.createElement('li');
        var a = document.createElement('a');
        a.href = base + c.href;
        a.textContent = c.title;
        li.appendChild(a);
        articles.appendChild(li);
      });
      nav.appendChild(articles);
    }
    // On narrow screens the menu starts closed; on wide ones it is a permanent sidebar.
    var menu = document.querySelector('.sidebar-menu');
    if (menu && narrow()) menu.open = false;
  }

  function narrow() {
    return !!window.matchMedia && !window.matchMedia('(min-width: 60em)').matches;
  }

  /* The narrow screen's menu covers the page when open: Escape or a tap outside it closes it, as
     any pop-up menu does. (On wide screens it is the sidebar and stays.) */
  function setUpMenu() {
    var menu = document.querySelector('.sidebar-menu');
    if (!menu) return;
    var summary = menu.querySelector('summary');
    document.addEventListener('keydown', function (e) {
      if (e.key !== 'Escape' || !menu.open || !narrow()) return;
      menu.open = false;
      if (summary && menu.contains(document.activeElement)) summary.focus();
    });
    document.addEventListener('click', function (e) {
      if (!menu.open || !narrow() || menu.contains(e.target)) return;
      menu.open = false;
    });
  }

  /* The language switcher keeps the place. Paragraphs, list items and entries carry the line of
     the source as their id (#L238), and quiz questions their number (#chapter-3-q2): the same in
     every language. Headings and entries also have an id made from their own words, which the
     other language spells differently: for those the line anchor in or after them is carried. */
  var LINE = /^L\d+$/;

  function lineAnchors() {
    return Array.prototype.filter.call(document.querySelectorAll('main [id^="L"]'), function (el) { return LINE.test(el.id); });
  }

  function placeFragment() {
    var hash = window.location.hash || '';
    if (hash.length > 1) {
      var id = hash.slice(1);
      try { id = decodeURIComponent(id); } catch (e) { /* as written */ }
      var el = document.getElementById(id);
      if (!el || LINE.test(id)) return hash;
      var inner = el.querySelector('[id^="L"]');
      if (inner && LINE.test(inner.id)) return '#' + inner.id;
      if (/^H[1-6]$/.test(el.tagName)) {
        var after = lineAnchors().filter(function (a) { return el.compareDocumentPosition(a) & 4; })[0];
        if (after) return '#' + after.id;
      }
      return hash;
    }
    return '';
  }

  function setUpPlaceKeeping() {
    document.querySelectorAll('[data-lang-choice]').forEach(function (a) {
      var plain = a.getAttribute('href');
      if (!plain || plain.indexOf('#') >= 0) return;
      var carry = function () { a.setAttribute('href', plain + placeFragment()); };
      // Updated when used (the quiz names its question with history.replaceState, which fires
      // no event) and whenever the fragment changes, so copying the link keeps the place too.
      a.addEventListener('click', carry);
      a.addEventListener('focus', carry);
      a.addEventListener('mouseenter', carry);
      window.addEventListener('hashchange', carry);
      carry();
    });
  }

  /* Tabs (WAI-ARIA pattern): arrow keys move between tabs, the choice of framework persists
     across pages. Without JavaScript both panels are shown one after the other. */
  function selectFramework(framework, focus) {
    document.querySelectorAll('[data-tabs]').forEach(function (group) {
      var tabs = group.querySelectorAll('[role=tab]');
      var has = Array.prototype.some.call(tabs, function (tab) { return tab.getAttribute('data-framework') === framework; });
      if (!has) return;
      tabs.forEach(function (tab) {
        var on = tab.getAttribute('data-framework') === framework;
        tab.setAttribute('aria-selected', on ? 'true' : 'false');
        tab.tabIndex = on ? 0 : -1;
        var panel = document.getElementById(tab.getAttribute('aria-controls'));
        if (panel) panel.hidden = !on;
        if (on && focus === tab) tab.focus();
      });
    });
  }

  function setUpTabs() {
    var groups = document.querySelectorAll('[data-tabs]');
    if (!groups.length) return;
    groups.forEach(function (group) {
      var list = group.querySelector('[role=tablist]');
      list.hidden = false;
      group.classList.add('tabs-ready');
      var tabs = Array.prototype.slice.call(group.querySelectorAll('[role=tab]'));
      tabs.forEach(function (tab, i) {
        tab.addEventListener('click', function () {
          var f = tab.getAttribute('data-framework');
          store.set(FRAMEWORK_KEY, f);
          selectFramework(f, tab);
        });
        tab.addEventListener('keydown', function (e) {
          var next = null;
          if (e.key === 'ArrowRight') next = tabs[(i + 1) % tabs.length];
          else if (e.key === 'ArrowLeft') next = tabs[(i - 1 + tabs.length) % tabs.length];
          else if (e.key === 'Home') next = tabs[0];
          else if (e.key === 'End') next = tabs[tabs.length - 1];
          if (!next) return;
          e.preventDefault();
          var f = next.getAttribute('data-framework');
          store.set(FRAMEWORK_KEY, f);
          selectFramework(f, next);
          next.focus();
        });
      });
    });
    var saved = store.get(FRAMEWORK_KEY);
    var first = groups[0].querySelector('[role=tab]');
    selectFramework(saved || (first && first.getAttribute('data-framework')), null);
  }

  /* The first element whose attribute `name` equals `value`. The values come from localStorage and
     the browser, so they are compared as strings, never built into a selector that could throw. */
  function withAttribute(name, value) {
    var all = document.querySelectorAll('[' + name + ']');
    for (var i = 0; i < all.length; i++) if (all[i].getAttribute(name) === value) return all[i];
    return null;
  }

  /* Language: remember the reader's choice; on the root page suggest the browser's language and
     go straight to a language chosen before. */
  function setUpLanguage() {
    document.querySelectorAll('[data-lang-choice]').forEach(function (a) {
      a.addEventListener('click', function () { store.set(LANG_KEY, a.getAttribute('data-lang-choice')); });
    });
    if (!document.body.classList.contains('page-root')) {
      store.set(LANG_KEY, document.body.getAttribute('data-lang'));
      return;
    }
    var saved = store.get(LANG_KEY);
    var params = window.location.search || '';
    if (saved && params.indexOf('choose') < 0) {
      var target = withAttribute('data-lang-choice', saved);
      if (target) { window.location.replace(target.getAttribute('href')); return; }
    }
    var preferred = (navigator.languages || [navigator.language || '']).map(function (l) { return String(l).slice(0, 2).toLowerCase(); });
    for (var i = 0; i < preferred.length; i++) {
      var card = withAttribute('data-lang-card', preferred[i]);
      if (card) {
        card.classList.add('suggested');
        var note = card.querySelector('[data-suggestion]');
        if (note) note.hidden = false;
        break;
      }
    }
  }

  /* Offline on a phone: over http(s) the language being read is kept by a service worker (the
     site's sw.js, named by the page's data-offline) and the site can be added to the home screen
     (data-manifest). Under file:// nothing changes; under `duoguide serve --watch` (whose
     live-reload script the server adds to each page) the worker steps aside, so edits show at once. */
  var OFFLINE_KEY = 'duoguide.offline.';

  function underWatch() {
    return !!document.querySelector('script[src*="/__duoguide/"]');
  }

  /* The language's main pages and the assets, for the worker to keep before they are visited. */
  function offlineURLs() {
    var here = window.location.href;
    var base = new URL(document.body.getAttribute('data-lang-root') || './', here);
    var style = document.querySelector('link[rel=stylesheet]');
    var assets = new URL(style ? style.getAttribute('href') : 'assets/style.css', here);
    var urls = ['index.html', 'review.html', 'search.html', 'api/index.html', 'print.html']
      .map(function (rel) { return new URL(rel, base).href; });
    var nav = window.DUO_NAV || {};
    (nav.chapters || []).concat(nav.articles || []).forEach(function (c) { urls.push(new URL(c.href, base).href); });
    ['style.css', 'site.js', 'search.js', 'progress.js', 'quiz.js', 'favicon.svg']
      .forEach(function (name) { urls.push(new URL(name, assets).href); });
    document.querySelectorAll('script[src], link[rel=icon], a[href*="quiz/"]').forEach(function (el) {
      urls.push(new URL(el.getAttribute('src') || el.getAttribute('href'), here).href);
    });
    var manifest = document.body.getAttribute('data-manifest');
    if (manifest) urls.push(new URL(manifest, here).href);
    var search = document.getElementById('search-input');
    if (search && search.getAttribute('data-index')) urls.push(new URL(search.getAttribute('data-index'), here).href);
    return urls.map(function (u) { return u.split('#')[0]; })
      .filter(function (u, i, all) { return all.indexOf(u) === i && u.indexOf('/__duoguide/') < 0; });
  }

  function setUpOffline() {
    if (!/^https?:$/.test(window.location.protocol) || !('serviceWorker' in navigator)) return;
    var sw = navigator.serviceWorker;
    if (underWatch()) {
      sw.getRegistrations().then(function (all) { all.forEach(function (r) { r.unregister(); }); }, function () {});
      return;
    }
    var manifest = document.body.getAttribute('data-manifest');
    if (manifest && !document.querySelector('link[rel=manifest]')) {
      var link = document.createElement('link');
      link.rel = 'manifest';
      link.href = manifest;
      document.head.appendChild(link);
    }
    var script = document.body.getAttribute('data-offline');
    if (!script) return;
    var scope = new URL(document.body.getAttribute('data-lang-root') || './', window.location.href).href;
    sw.register(script, { scope: scope }).then(function () { return sw.ready; }).then(function (registration) {
      var key = OFFLINE_KEY + scope;
      var done = null;
      try { done = window.sessionStorage.getItem(key); } catch (e) { /* private mode: once per page */ }
      if (done || !registration.active) return;
      registration.active.postMessage({ type: 'precache', urls: offlineURLs() });
      try { window.sessionStorage.setItem(key, '1'); } catch (e) { /* ignore */ }
    }, function () { /* no worker: the site works as before */ });
  }

  window.DuoOffline = { start: setUpOffline, urls: offlineURLs };

  function start() {
    renderNavigation();
    setUpMenu();
    setUpTabs();
    setUpLanguage();
    if (!document.body.classList.contains('page-root')) setUpPlaceKeeping();
    if (!document.body.classList.contains('page-root')) setUpOffline();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
