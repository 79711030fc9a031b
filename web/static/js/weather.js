/*
 * Hearth — keeps the weather at a glance ([data-weather-slot], weather/glance.mustache) current on the display and
 * the home page. The server draws it; on every `weather` event of the page's one /events stream (a refresh that
 * changed the forecast, or the setting), after a gap in the stream, when the page becomes visible and every five
 * minutes (for the "as of 07:40" mark), this asks for the same page again (answered from the server's render-once
 * cache) and takes its weather part. Without this module the page's own periodic reload shows the same.
 */
import { on, onReconnect } from "./lib/events.js";
import { oneAtATime } from "./lib/one-at-a-time.js";

const EVERY_MS = 5 * 60 * 1000;

function slot(root) {
  return root.querySelector("[data-weather-slot]");
}

/** Asks for this page again and takes its weather part (once at a time; a call meanwhile runs once more after). */
const refresh = oneAtATime(() => {
  const here = slot(document);
  if (!here) return null;
  return fetch(window.location.href, { credentials: "same-origin", headers: { Accept: "text/html" } })
    .then((response) => (response.ok ? response.text() : null))
    .then((html) => {
      if (!html) return;
      const fresh = slot(new DOMParser().parseFromString(html, "text/html"));
      if (!fresh) return;
      here.replaceChildren(...Array.from(fresh.childNodes, (node) => document.importNode(node, true)));
      here.hidden = fresh.hidden;
      // The home card is labelled by its heading only while it has one.
      const label = fresh.getAttribute("aria-labelledby");
      if (label) here.setAttribute("aria-labelledby", label);
      else here.removeAttribute("aria-labelledby");
    }); // offline: the next event, reconnect or interval tries again
});

if (slot(document)) {
  on("weather", refresh);
  onReconnect(refresh);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") refresh();
  });
  window.setInterval(refresh, EVERY_MS);
}
