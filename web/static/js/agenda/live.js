/*
 * Hearth — keeps a page's agenda parts ([data-agenda-part="…"]: /agenda, the home page's "Today" block, the
 * display's overlay) current: each is fetched again from the page's own URL and swapped in when the days, the
 * holidays or the calendars change (`days`, `holidays`, `calendars` events), after a gap in the stream, and when the
 * household's date ([data-agenda-date] in [data-time-zone], on the server's clock) is no longer the part's; on a
 * display, also when its profile changes (the agenda switched on or off: the part is there, empty and hidden).
 */
import { on, onReconnect } from "../lib/events.js";
import { clock } from "../lib/server-clock.js";

const PARTS = "[data-agenda-part]";
const RETRY_MS = 10000; // a new day the server has not rendered yet: ask again after this
const formats = new Map();
let running = false;
let again = false;
let lastDayTry = 0;

/** The household's date now, YYYY-MM-DD, on the server's clock. */
function householdDate(zone) {
  if (!formats.has(zone)) {
    const parts = { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" };
    formats.set(zone, new Intl.DateTimeFormat("en-CA", parts));
  }
  return formats.get(zone).format(new Date(clock.now()));
}

/** Swaps in each agenda part of a freshly fetched copy of the page. */
function swapParts(html) {
  const page = new DOMParser().parseFromString(html, "text/html");
  for (const part of document.querySelectorAll(PARTS)) {
    const fresh = page.querySelector('[data-agenda-part="' + part.getAttribute("data-agenda-part") + '"]');
    if (fresh) part.replaceWith(document.importNode(fresh, true));
  }
}

function finished() {
  running = false;
  if (again) {
    again = false;
    reload();
  }
}

/** Fetches the page again and swaps in each agenda part it has; calls made meanwhile run once more after it. */
export function reload() {
  if (running) {
    again = true;
    return;
  }
  running = true;
  fetch(window.location.href, { headers: { Accept: "text/html" }, cache: "no-store" })
    .then((response) => (response.ok ? response.text().then(swapParts) : null))
    // offline: the next event, reconnect or day check tries again
    .catch(() => null)
    .then(finished);
}

/** Reloads when a part's date is no longer the household's (at most every RETRY_MS while the server lags). */
function checkDay() {
  const part = document.querySelector(PARTS + "[data-agenda-date]");
  if (!part) return;
  const zone = part.getAttribute("data-time-zone");
  if (!zone || householdDate(zone) === part.getAttribute("data-agenda-date")) return;
  const now = Date.now();
  if (now - lastDayTry < RETRY_MS) return;
  lastDayTry = now;
  reload();
}

/** Starts following the page's agenda parts. */
export function follow() {
  if (!document.querySelector(PARTS)) return;
  for (const type of ["days", "holidays", "calendars"]) on(type, reload);
  // A display's profile may switch its agenda on or off, or choose other calendars.
  if (document.querySelector(PARTS + "[data-agenda-part='display']")) on("display-profile", reload);
  onReconnect(reload);
  clock.onChange(checkDay);
  window.setInterval(checkDay, 1000);
}
