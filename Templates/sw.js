// duoguide offline reader: a service worker for one language of the site, so a phone that has
// opened the guide once reads it again with no network. It must be served from the site root
// (Site/sw.js) to control a language's pages: a worker's reach ends at its own folder, and
// assets/ is not where the pages are. site.js registers it, over http(s) only, once per language
// (scope "<root>es/"), and never under `duoguide serve --watch`.
//
// Network first, always: online, every page, script and search index comes from the site as
// built now (a page older than the build is never served while the site answers); each answer is
// kept, and without network the kept copy is served. The page that registers the worker names the
// language's main pages and assets (message "precache"), fetched once per browsing session, so the
// chapters open offline without having been visited; symbol and quiz pages are kept as they are read.
'use strict';

var PREFIX = 'duoguide-offline-';

/**
 * How the worker treats a request: 'bypass' (left to the browser: other sites, anything but GET,
 * the watch server's own endpoints) or 'network-first'.
 */
function route(method, url, origin) {
  if (method !== 'GET') return 'bypass';
  var u;
  try { u = new URL(url); } catch (e) { return 'bypass'; }
  if (u.origin !== origin) return 'bypass';
  if (u.pathname.indexOf('/__duoguide/') >= 0) return 'bypass';
  return 'network-first';
}

/** The cache of a registration: one per language scope ("duoguide-offline-/es/"). */
function cacheName(scope) {
  var path = scope;
  try { path = new URL(scope).pathname; } catch (e) { /* a path already */ }
  return PREFIX + path;
}

/** The key a response is kept under: the address without its query (?hl=…) and fragment. */
function cacheKey(url) {
  var u = new URL(url);
  return u.origin + u.pathname;
}

if (typeof module !== 'undefined' && module.exports) {
  module.exports = { route: route, cacheName: cacheName, cacheKey: cacheKey };
} else {
  var worker = self;
  var CACHE = cacheName(worker.registration.scope);

  var keep = function (request, response) {
    if (!response || !response.ok || response.type === 'opaque') return Promise.resolve();
    var copy = response.clone();
    return caches.open(CACHE).then(function (cache) { return cache.put(cacheKey(request.url || request), copy); });
  };

  worker.addEventListener('install', function () { worker.skipWaiting(); });

  worker.addEventListener('activate', function (event) {
    event.waitUntil(worker.clients.claim());
  });

  worker.addEventListener('fetch', function (event) {
    var request = event.request;
    if (route(request.method, request.url, worker.location.origin) !== 'network-first') return;
    event.respondWith(fetch(request).then(function (response) {
      event.waitUntil(keep(request, response));
      return response;
    }, function (failure) {
      return caches.open(CACHE).then(function (cache) { return cache.match(cacheKey(request.url)); })
        .then(function (kept) { if (kept) return kept; throw failure; });
    }));
  });

  worker.addEventListener('message', function (event) {
    var data = event.data || {};
    if (data.type !== 'precache' || !Array.isArray(data.urls)) return;
    var origin = worker.location.origin;
    var urls = data.urls.filter(function (u) { return route('GET', u, origin) === 'network-first'; });
    event.waitUntil(Promise.all(urls.map(function (u) {
      return fetch(u, { cache: 'no-cache' }).then(function (response) { return keep(u, response); }, function () { /* later */ });
    })).then(function () {
      if (event.source && event.source.postMessage) event.source.postMessage({ type: 'precached', count: urls.length });
    }));
  });
}
