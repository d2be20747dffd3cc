import { earlyTaps } from "./app/earlyTaps";
import { preloadPage } from "./app/pageModules";
import "./app/styles.css";

// From now until the app is ready, a tap on the prerendered shell is held back and replayed
// then, never lost (earlyTaps.ts).
const shell = document.getElementById("root");
if (shell?.firstElementChild) earlyTaps.record(shell);

/*
 * The entry is only this: the stylesheet (a render-blocking <link> in the page's head) and a
 * deferred start. The page arrives with its prerendered shell (ADR 0016), so the browser
 * paints it first; the app's code is fetched and run once the shell's text is on screen (the
 * first contentful paint), never ahead of it: fetched earlier, the app's 60–80 KiB would
 * share a phone's first round trips with the stylesheet and the font. The first frame alone
 * is not enough, as it can come before the text's (the font still on its way).
 */
function start(): void {
  void import("./boot");
  preloadPage(window.location.pathname);
}

/** At most this long after the entry runs, the app starts whether or not a paint was seen. */
const PAINT_WAIT_MS = 1000;

function startAfterFirstContentfulPaint(): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(start, 0);
  };
  const paintTiming = typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  const observer = paintTiming
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length) go();
      })
    : null;
  if (observer) observer.observe({ type: "paint", buffered: true });
  else requestAnimationFrame(() => go());
  setTimeout(go, PAINT_WAIT_MS);
}

// A page opened in a background tab paints nothing, and a page without a shell (private
// pages, Page Not Found) has nothing to paint before the app: both start at once.
if (document.visibilityState === "hidden" || !document.getElementById("root")?.firstElementChild) start();
else startAfterFirstContentfulPaint();
