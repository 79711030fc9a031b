/*
 * Hearth — keeps a page's agenda parts ([data-agenda-part="…"]: /agenda, the home page's "Today" block, the
 * display's overlay) current: each is fetched again from the page's own URL and swapped in when the days, the
 * holidays or the calendars change (`days`, `holidays`, `calendars` events), after a gap in the stream, when the
 * household's date ([data-agenda-date] in [data-time-zone], on the server's clock) is no longer the part's, and when
 * its calendars' age mark is due ([data-agenda-stale-at]: "calendars as of 07:40", an hour after their last good
 * copy); on a display, also when its profile changes (the agenda switched on or off: the part is there, empty and
 * hidden). The profile form's preview swaps its agenda part in with `swapParts`.
 */
import { on, onReconnect } from "../lib/events.js";
import { oneAtATime } from "../lib/one-at-a-time.js";
import { clock } from "../lib/server-clock.js";

const PARTS = "[data-agenda-part]";
const RETRY_MS = 10000; // a new day the server has not rendered yet: ask again after this
const formats = new Map();
let lastDayTry = 0;

/** The household's date now, YYYY-MM-DD, on the server's clock. */
function householdDate(zone) {
  if (!formats.has(zone)) {
    const parts = { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" };
    formats.set(zone, new Intl.DateTimeFormat("en-CA", parts));
  }
  return formats.get(zone).format(new Date(clock.now()));
}

/** Swaps in each agenda part of `page`, a freshly fetched and parsed copy of the page. */
export function swapParts(page) {
  for (const part of document.querySelectorAll(PARTS)) {
    const fresh = page.querySelector('[data-agenda-part="' + part.getAttribute("data-agenda-part") + '"]');
    if (fresh) part.replaceWith(document.importNode(fresh, true));
  }
}

function parsed(html) {
  return new DOMParser().parseFromString(html, "text/html");
}

/** Fetches the page again and swaps in each agenda part it has; calls made meanwhile run once more after it. */
export const reload = oneAtATime(() =>
  fetch(window.location.href, { headers: { Accept: "text/html" }, cache: "no-store" })
    // offline: the next event, reconnect or day check tries again
    .then((response) => (response.ok ? response.text().then(parsed).then(swapParts) : null))
);

/** Whether a part's date is no longer the household's, or its calendars' age mark is due. */
function due() {
  const part = document.querySelector(PARTS + "[data-agenda-date]");
  if (!part) return false;
  const staleAt = Number(part.getAttribute("data-agenda-stale-at"));
  if (staleAt > 0 && clock.now() >= staleAt) return true;
  const zone = part.getAttribute("data-time-zone");
  return !!zone && householdDate(zone) !== part.getAttribute("data-agenda-date");
}

/** Reloads when `due` (at most every RETRY_MS while the server lags). */
function checkDay() {
  if (!due()) return;
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
