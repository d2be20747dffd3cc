/* Applies the saved theme and accent before first paint. Loaded as an external,
   render-blocking script because the Content-Security-Policy forbids inline script.
   Keep the keys and values in step with src/app/theme.ts. */
(function () {
  var root = document.documentElement;
  var theme = "dark";
  var accent = "cyan";
  try {
    var t = window.localStorage.getItem("draftsmith.theme");
    var a = window.localStorage.getItem("draftsmith.accent");
    if (t === "dark" || t === "light") theme = t;
    if (a === "cyan" || a === "magenta" || a === "lime" || a === "amber" || a === "teal") accent = a;
  } catch (e) {
    /* storage unavailable (privacy mode): keep the defaults */
  }
  root.setAttribute("data-theme", theme);
  root.setAttribute("data-accent", accent);
})();
