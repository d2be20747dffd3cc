import { preloadPage } from "./app/pageModules";
import "./app/styles.css";

/*
 * The entry is only this: the stylesheet (a render-blocking <link> in the page's head) and a
 * deferred start. The page arrives with its prerendered shell (ADR 0016), so the browser
 * paints it first; the app's code is fetched and run after that frame, never ahead of it.
 * A page opened in a background tab draws no frame, so it starts at once.
 */
function start(): void {
  void import("./boot");
  preloadPage(window.location.pathname);
}

if (document.visibilityState === "hidden") start();
else requestAnimationFrame(() => setTimeout(start, 0));
