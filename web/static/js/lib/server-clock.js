/*
 * Hearth — the server's time, the page's only clock: `clock.now()` (ms since 1970), whatever this device's clock says.
 *
 * It runs on the monotonic clock (performance.now()), so a device whose own clock is wrong, or jumps (NTP, someone
 * changing it), never moves it. The offset starts from the page's render time ([data-server-time], taken when the
 * response arrived) and is then measured NTP-style against GET /api/v1/time: a few requests, the one with the
 * shortest round trip wins, the server's instant taken at the middle of it. It is measured again every few minutes,
 * when the page becomes visible, after the stream reconnects (`clock.resync()`), and when the device's clock jumps
 * (or the device slept: the monotonic clock may stand still meanwhile). Only pages that carry [data-server-time]
 * measure on a schedule; any page measures when the device's clock jumps.
 *
 * Callers go through the `clock` object (`clock.now()`), so a test may replace `now` on it.
 */
import { getJSON } from "./api.js";
import { callEach } from "./dom.js";
import { better, moved, sampleFrom } from "./clock-sync.js";

const SAMPLES = 3;
const JUMP_MS = 1500;

const listeners = [];
let base = NaN; // server time minus performance.now()
let lastWall = Date.now();
let lastMono = performance.now();
let measuring = false;

const stamped = document.querySelector("[data-server-time]");
const rendered = stamped ? Number(stamped.getAttribute("data-server-time")) : NaN;
if (Number.isFinite(rendered) && rendered > 0) {
  // When did this response arrive, on the monotonic clock?
  let arrived = performance.now();
  const navigation = performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
  if (navigation && navigation.responseStart > 0) arrived = navigation.responseStart;
  base = rendered - arrived;
}

/** One round trip to GET /api/v1/time, or null. */
function sample() {
  const sent = performance.now();
  return getJSON("/api/v1/time").then((data) => {
    const received = performance.now();
    if (!data || typeof data.now !== "number" || !Number.isFinite(data.now)) return null;
    return sampleFrom(sent, received, data.now);
  });
}

/** Takes the best of `left` more samples after `best` (a failed sample ends the round). */
function bestOf(left, best) {
  return sample().then((result) => {
    const kept = better(best, result);
    return left > 1 && result ? bestOf(left - 1, kept) : kept;
  });
}

/** Measures the offset (best of SAMPLES) and tells the listeners when it moved. */
function measure() {
  if (measuring) return;
  measuring = true;
  bestOf(SAMPLES, null).then((best) => {
    measuring = false;
    if (!best) return;
    const changed = moved(base, best.base);
    base = best.base;
    if (changed) callEach(listeners);
  });
}

export const clock = {
  /** The server's time now, in milliseconds since 1970 (the device's own clock until a first measure). */
  now() {
    const wall = Date.now();
    const mono = performance.now();
    // The device's clock jumped, or it slept: measure again (any page; the alarms time their fade on it).
    if (Math.abs((wall - lastWall) - (mono - lastMono)) > JUMP_MS) window.setTimeout(measure, 0);
    lastWall = wall;
    lastMono = mono;
    return Number.isFinite(base) ? base + mono : wall;
  },
  /** Measures the offset again now (after a reconnect, say); pages without [data-server-time] never measure. */
  resync() {
    if (stamped) measure();
  },
  /** Calls fn() when the server time jumped (a new measure, the page shown again): re-render now. */
  onChange(fn) {
    listeners.push(fn);
  }
};

if (stamped) {
  window.setInterval(measure, 5 * 60 * 1000);
  window.setTimeout(measure, 1000 + Math.random() * 2000);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible") return;
    callEach(listeners);
    measure();
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) measure();
  });
}
