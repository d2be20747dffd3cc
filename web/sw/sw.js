/* Draftsmith's service worker (ADR 0017). web/scripts/service-worker.mjs writes it to dist/sw.js
   with the build's id and file lists in front of this text:
     BUILD      the build's id (a hash of the lists below); a new build is a new sw.js
     PAGES      the public pages, precached as the server sends them (with their shells)
     PRECACHE   the app's own scripts, styles and fonts of those pages, and the static files
   Never cached: /api/ (answers are private and live), other origins, anything not GET.
   Pages go to the network first and fall back to the precached copy offline, so an online
   visitor always gets the newest build; hashed assets are served from the cache first. */
/* global BUILD, PAGES, PRECACHE */
const CACHE_PREFIX = "draftsmith-";
const CACHE = CACHE_PREFIX + BUILD;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // cache: "reload": straight from the server, never from the HTTP cache of an older build.
      await cache.addAll([...PAGES, ...PRECACHE].map((url) => new Request(url, { cache: "reload" })));
      // A new build takes over at once; open pages are told (controllerchange) and offer a reload.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // Keep this build's cache and the one before it (a page still running the old build
      // may yet load one of its route chunks); delete any older one.
      const names = (await caches.keys()).filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE);
      const previous = names.at(-1);
      await Promise.all(names.filter((n) => n !== previous).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "build") event.source?.postMessage({ build: BUILD });
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/") || url.pathname === "/sw.js") return;

  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request).catch(async () => {
        const cache = await caches.open(CACHE);
        const path = url.pathname.replace(/\/+$/, "") || "/";
        // Offline: the page's own precached copy, else the app shell of / (the app then
        // renders the asked-for route).
        return (await cache.match(path)) ?? (await cache.match("/")) ?? Response.error();
      }),
    );
    return;
  }

  if (url.pathname.startsWith("/assets/")) {
    // Hashed names never change content: the cache first, else the network (and keep it).
    event.respondWith(
      (async () => {
        const hit = await caches.match(request);
        if (hit) return hit;
        const response = await fetch(request);
        if (response.ok) {
          const cache = await caches.open(CACHE);
          await cache.put(request, response.clone());
        }
        return response;
      })(),
    );
    return;
  }

  // theme.js, the manifest, icons: revalidated online, the precached copy offline.
  if (PRECACHE.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(async () => (await caches.match(url.pathname)) ?? Response.error()));
  }
});
