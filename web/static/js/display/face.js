/*
 * Hearth — the display's face: applies a display state (colours, font, overlays, clock format, night mode), ticks
 * the digits from the server's time (each digit in a box of its own, so nothing shifts) and gives the clock the
 * largest size that fits, again on every resize, orientation or overlay change. Nothing animates continuously.
 */
import { setText } from "../lib/dom.js";
import { digitPair, timeParts } from "../lib/format.js";
import { clock } from "../lib/server-clock.js";
import { applyFaces } from "./analog.js";
import { battery } from "./battery.js";
import { display, shown } from "./context.js";
import { refreshState, scheduleNightSwitch } from "./sync.js";

const face = display.querySelector("[data-display-face]");
const row = display.querySelector("[data-display-row]");
const slot = display.querySelector("[data-display-slot]");
const spoken = display.querySelector("[data-display-spoken]");
const periodNode = display.querySelector("[data-display-period]");
const dateNode = display.querySelector("[data-display-date]");
const zoneNode = display.querySelector("[data-display-zone]");
const digits = {};
for (const node of display.querySelectorAll("[data-display-digit]")) {
  digits[node.getAttribute("data-display-digit")] = node;
}
// Overlays shown only once their feature has something to say.
const FILLED_OVERLAYS = ["nextAlarm", "upcomingDays", "soundPlaying"];

let timeFormat = null; // for the clock state it was made for
let minuteKey = -1; // the minute shown (server ms / 60000)
let tickTimer = 0;
let fitFrame = 0;

function makeTimeFormat(clockState) {
  const options = {
    hour: clockState.hour12 ? "numeric" : "2-digit", minute: "2-digit", second: "2-digit",
    hourCycle: clockState.hour12 ? "h12" : "h23", numberingSystem: "latn"
  };
  try {
    return new Intl.DateTimeFormat(clockState.locale, { timeZone: clockState.timeZone, ...options });
  } catch {
    try {
      return new Intl.DateTimeFormat(clockState.locale, options);
    } catch {
      return null;
    }
  }
}

/** Applies a display state from the server. */
export function applyState(next) {
  shown.state = next;
  const look = next.look;
  const style = display.style;
  style.setProperty("--display-digits", look.digits);
  style.setProperty("--display-background", look.background);
  style.setProperty("--display-glow", String(look.glow));
  style.setProperty("--display-digit-opacity", String(look.digitOpacity));
  style.setProperty("--display-overlay-opacity", String(look.overlayOpacity));
  style.setProperty("--display-overlay-color", look.overlay);
  display.setAttribute("data-surface", look.surface);
  face.setAttribute("data-clock-font", look.fontFamily);
  face.setAttribute("data-clock-weight", String(look.fontWeight));
  display.toggleAttribute("data-night", !!next.night.active);
  display.toggleAttribute("data-seconds", !!next.clock.showSeconds);
  display.toggleAttribute("data-period", !!next.clock.showPeriod);
  display.setAttribute("data-profile-id", next.profile.id);
  document.body.setAttribute("data-display-profile", next.profile.name);
  const overlays = next.overlays || {};
  for (const node of display.querySelectorAll("[data-display-overlay]")) {
    const name = node.getAttribute("data-display-overlay");
    let on = !!overlays[name] && (name === "battery" ? battery.shown : true);
    if (FILLED_OVERLAYS.includes(name)) on = on && node.hasAttribute("data-filled");
    if (node.hidden === on) node.hidden = !on;
  }
  setText(dateNode, next.dateText || "");
  setText(zoneNode, next.timeZoneText || "");
  timeFormat = makeTimeFormat(next.clock);
  minuteKey = -1;
  scheduleNightSwitch();
  tick();
  applyFaces(next);
  fitSoon();
}

/** The colour and shift the server chose for the minute at `now`. A page whose clock reads a moment before the
 *  state's first minute (the server's instant when it made the state) takes that first one. */
function minuteLook(now) {
  const minutes = shown.state.minutes || [];
  for (let i = minutes.length - 1; i >= 0; i--) {
    if (minutes[i].start <= now) return minutes[i];
  }
  return minutes.length ? minutes[0] : null;
}

function setDigits(prefix, text) {
  const [first, second] = digitPair(text);
  const firstNode = digits[prefix + "1"];
  setText(firstNode, first);
  if (firstNode) firstNode.toggleAttribute("data-empty", first === "");
  setText(digits[prefix + "2"], second);
}

function render(now) {
  const state = shown.state;
  const parts = timeFormat ? timeParts(timeFormat, new Date(now)) : { hour: "", minute: "", second: "", dayPeriod: "" };
  const hourWidthBefore = digits.h1 && digits.h1.hasAttribute("data-empty");
  setDigits("h", parts.hour);
  setDigits("m", parts.minute);
  setDigits("s", parts.second);
  setText(periodNode, state.clock.showPeriod ? parts.dayPeriod : "");
  const key = Math.floor(now / 60000);
  if (key !== minuteKey) {
    minuteKey = key;
    const period = state.clock.showPeriod && parts.dayPeriod ? " " + parts.dayPeriod : "";
    setText(spoken, parts.hour + ":" + parts.minute + period);
    const look = minuteLook(now);
    display.style.setProperty("--display-minute-digits", look && look.digits ? look.digits : "var(--display-digits)");
    display.style.setProperty("--display-shift-x", (look ? look.shiftX : 0) + "px");
    display.style.setProperty("--display-shift-y", (look ? look.shiftY : 0) + "px");
    const minutes = state.minutes || [];
    const last = minutes.length ? minutes[minutes.length - 1].start : 0;
    if (now >= state.renewAt || last - now < 5 * 60000) refreshState();
  }
  if (digits.h1 && digits.h1.hasAttribute("data-empty") !== hourWidthBefore) fitSoon();
}

/** Renders now and again at the next second (or minute, without seconds). */
export function tick() {
  const now = clock.now();
  render(now);
  const period = shown.state.clock.showSeconds ? 1000 : 60000;
  window.clearTimeout(tickTimer);
  tickTimer = window.setTimeout(tick, period - (now % period) + 20);
}

/** Gives the clock the largest size that fits its slot (the profile's size percentage of it). */
export function fit() {
  fitFrame = 0;
  if (!face || !slot || !row) return;
  const width = slot.clientWidth;
  const height = slot.clientHeight;
  if (!width || !height) return;
  const current = parseFloat(window.getComputedStyle(face).fontSize) || 16;
  const box = row.getBoundingClientRect();
  if (!box.width || !box.height) return;
  const scale = Math.min((width * 0.96) / box.width, (height * 0.96) / box.height);
  const percent = shown.state.look.sizePercent;
  let size = current * scale * (typeof percent === "number" ? Math.max(5, Math.min(100, percent)) / 100 : 1);
  size = Math.max(8, Math.floor(size * 10) / 10);
  if (Math.abs(size - current) >= 0.5) face.style.fontSize = size + "px";
}

/** Fits in the next frame (once, however often it is asked). */
export function fitSoon() {
  if (fitFrame) return;
  fitFrame = window.requestAnimationFrame(fit);
}

/** Follows the server's clock and whatever changes the space the clock has. */
export function startFace() {
  clock.onChange(tick);
  if (window.ResizeObserver && slot) new ResizeObserver(fitSoon).observe(slot);
  else window.addEventListener("resize", fitSoon);
  window.addEventListener("orientationchange", fitSoon);
  if (document.fonts) {
    document.fonts.addEventListener("loadingdone", fitSoon);
    document.fonts.ready.then(fitSoon);
  }
}
