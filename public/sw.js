/*
 * NN加速器 service worker (SPEC §7: registered at /sw.js). Plain script: no imports, no eval, so it
 * runs under CSP script-src 'self'. Registered as /sw.js?v=<buildId>: each deploy is a new worker
 * with its own caches; it takes over at once (skipWaiting + clients.claim) and deletes older caches.
 *
 *   /_next/static/*, /antd/*, images   cache-first (file names are content-hashed or immutable)
 *   page navigations          network-first; a copy is kept; offline → cached copy (marked with
 *                             `Server-Timing: offline-copy`), else /offline
 *                             (precached at install with the CSS, scripts and images its HTML names)
 *   /api/*                    never touched (gateway calls, sandbox controls, analytics)
 */
'use strict';

var VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
var PREFIX = 'nn-';
var STATIC_CACHE = PREFIX + 'static-' + VERSION;
var PAGE_CACHE = PREFIX + 'pages-' + VERSION;
var OFFLINE_URL = '/offline';
var SHELL_URL = '/';
var PAGE_LIMIT = 40;
var STATIC_LIMIT = 400;
var IMAGE_RE = /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i;

function sameOrigin(url) {
  return url.origin === self.location.origin;
}

function isStatic(url) {
  return (
    url.pathname.indexOf('/_next/static/') === 0 ||
    url.pathname.indexOf('/_next/image') === 0 ||
    url.pathname.indexOf('/antd/') === 0 ||
    IMAGE_RE.test(url.pathname)
  );
}

function isBypassed(url) {
  return url.pathname.indexOf('/api/') === 0 || url.pathname === '/sw.js';
}

/** Pages are cached by path: `/?from=x` and `/` share one offline copy. */
function pageKey(url) {
  return url.origin + url.pathname;
}

function storable(response) {
  if (!response || !response.ok || response.type !== 'basic') return false;
  return !/no-store/i.test(response.headers.get('cache-control') || '');
}

function trim(cacheName, limit) {
  return caches.open(cacheName).then(function (cache) {
    return cache.keys().then(function (keys) {
      var extra = keys.length - limit;
      return Promise.all(keys.slice(0, Math.max(0, extra)).map(function (k) { return cache.delete(k); }));
    });
  });
}

function put(cacheName, key, response, limit) {
  return caches
    .open(cacheName)
    .then(function (cache) { return cache.put(key, response); })
    .then(function () { return trim(cacheName, limit); })
    .catch(function () { /* quota or a locked cache: serving matters more than storing */ });
}

/** Same-origin static files a page's HTML names (its CSS, scripts, logo): what it needs to look right. */
function assetUrls(html) {
  var out = [];
  var re = /(?:href|src)="([^"]+)"/g;
  var m;
  while ((m = re.exec(html))) {
    var url;
    try { url = new URL(m[1].replace(/&amp;/g, '&'), self.location.origin); } catch { continue; }
    if (sameOrigin(url) && !isBypassed(url) && isStatic(url) && out.indexOf(url.href) === -1) out.push(url.href);
  }
  return out;
}

/**
 * The offline page and everything it links to: it is shown for pages never visited, whose own CSS
 * and logo may not be cached, so it must bring its own (else an unstyled header and a broken logo).
 */
function precacheOffline() {
  return fetch(new Request(OFFLINE_URL, { cache: 'reload' })).then(function (res) {
    if (!res.ok) throw new Error('offline page ' + res.status);
    return res.clone().text().then(function (html) {
      return Promise.all([
        caches.open(PAGE_CACHE).then(function (cache) { return cache.put(OFFLINE_URL, res); }),
        caches.open(STATIC_CACHE).then(function (cache) {
          // Default cache mode: these files are content-hashed and immutable, and the page that
          // registered the worker has usually just loaded them, so the HTTP cache answers.
          return Promise.all(assetUrls(html).map(function (u) { return cache.add(u).catch(function () {}); }));
        }),
      ]);
    });
  });
}

self.addEventListener('install', function (event) {
  event.waitUntil(
    Promise.all([
      precacheOffline(),
      // The shell is a bonus: a failing home page must not block the install.
      caches.open(PAGE_CACHE).then(function (cache) { return cache.add(new Request(SHELL_URL, { cache: 'reload' })); }).catch(function () {}),
    ]).then(function () { return self.skipWaiting(); }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (n) { return n.indexOf(PREFIX) === 0 && n !== STATIC_CACHE && n !== PAGE_CACHE; })
            .map(function (n) { return caches.delete(n); }),
        );
      })
      .then(function () { return self.clients.claim(); }),
  );
});

/** The page that registered us loaded its assets before we controlled it: it sends their URLs. */
self.addEventListener('message', function (event) {
  var data = event.data || {};
  if (data.type !== 'CACHE_URLS' || !Array.isArray(data.urls)) return;
  var jobs = data.urls.slice(0, 200).map(function (raw) {
    var url;
    try { url = new URL(raw, self.location.origin); } catch { return null; }
    if (!sameOrigin(url) || isBypassed(url)) return null;
    var staticAsset = isStatic(url);
    var cacheName = staticAsset ? STATIC_CACHE : PAGE_CACHE;
    var key = staticAsset ? url.href : pageKey(url);
    return caches.open(cacheName).then(function (cache) {
      return cache.match(key).then(function (hit) {
        if (hit) return undefined;
        return fetch(url.href, { credentials: 'same-origin' }).then(function (res) {
          if (storable(res)) return put(cacheName, key, res, staticAsset ? STATIC_LIMIT : PAGE_LIMIT);
          return undefined;
        });
      });
    }).catch(function () {});
  });
  event.waitUntil(Promise.all(jobs));
});

function cacheFirst(request) {
  return caches.match(request).then(function (hit) {
    if (hit) return hit;
    return fetch(request).then(function (res) {
      if (storable(res)) put(STATIC_CACHE, request, res.clone(), STATIC_LIMIT);
      return res;
    });
  });
}

function offlineAnswer() {
  return caches.match(OFFLINE_URL).then(function (page) {
    return (
      page ||
      new Response('<!doctype html><meta charset="utf-8"><title>网络已断开</title><h1>网络已断开</h1><p>当前网络不可用，请检查网络连接后刷新页面。</p>', {
        status: 503,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      })
    );
  });
}

/**
 * The saved copy of a page, marked as such: the page reads `Server-Timing` from its navigation entry
 * and says it is showing saved content. navigator.onLine alone misses it (a network that is up but
 * does not answer; DevTools' offline emulation across a reload).
 */
function offlineCopy(saved) {
  var headers = new Headers(saved.headers);
  headers.append('Server-Timing', 'offline-copy');
  return new Response(saved.body, { status: saved.status, statusText: saved.statusText, headers: headers });
}

function networkFirstPage(request) {
  var key = pageKey(new URL(request.url));
  return fetch(request)
    .then(function (res) {
      if (storable(res)) put(PAGE_CACHE, key, res.clone(), PAGE_LIMIT);
      return res;
    })
    .catch(function () {
      return caches.match(key).then(function (hit) { return hit ? offlineCopy(hit) : offlineAnswer(); });
    });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (!sameOrigin(url) || isBypassed(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
    return;
  }
  if (isStatic(url)) event.respondWith(cacheFirst(request));
});
