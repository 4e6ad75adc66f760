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

  /* The language switcher keeps the place: the paragraph, entry or question named in the address
     (#L238, a quiz's #chapter-3-q2) is named in the other language too, where the same ids exist. */
  function setUpPlaceKeeping() {
    document.querySelectorAll('[data-lang-choice]').forEach(function (a) {
      var plain = a.getAttribute('href');
      if (!plain || plain.indexOf('#') >= 0) return;
      var carry = function () {
        var hash = window.location.hash || '';
        a.setAttribute('href', hash.length > 1 ? plain + hash : plain);
      };
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

  function start() {
    renderNavigation();
    setUpMenu();
    setUpTabs();
    setUpLanguage();
    if (!document.body.classList.contains('page-root')) setUpPlaceKeeping();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
