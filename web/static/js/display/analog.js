/*
 * Hearth — the display's analog face and world clocks. The server draws the face as SVG (DisplayCore's geometry)
 * with the hour and minute hands at the minute the page was kept for; this module turns the hands from the
 * server's time in the display's zone: the seconds hand jumps each second (tick) or moves in small steps several
 * times a second (sweep; off under prefers-reduced-motion, which ticks instead). The hand is a layer of its own whose
 * transform a timer sets: no CSS animation, because a running one makes Chromium draw 60 frames a second even
 * while the hand stands still (bench/README.md, "Sweeping seconds"), and a timer draws only when the hand moves.
 * The world clocks' times follow each minute; their offsets and day/night marks come with each display state.
 * A profile that changes its face or its world clocks reloads the page, which the server draws anew.
 */
import { setText } from "../lib/dom.js";
import { clock } from "../lib/server-clock.js";
import { display, shown } from "./context.js";

const analog = display.querySelector("[data-display-analog]");
const hands = {};
for (const node of display.querySelectorAll("[data-display-hand]")) {
  hands[node.getAttribute("data-display-hand")] = node;
}
const sweep = display.querySelector("[data-display-second]");
const spoken = display.querySelector("[data-display-analog-spoken]");
const world = display.querySelector("[data-display-world]");
const reducedMotion = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
// A sweeping hand's step: 250 ms, 1.5° (a mechanical watch's beat is 125–200 ms).
const SWEEP_STEP_MS = 250;

let rendered = null; // the faces the server drew this page with
let timer = 0;
let drawnSecond = null; // the second the hands, spoken time and world clocks were drawn for
let wallFormat = null;
let spokenFormat = null;
const worldFormats = new Map();

/** What the page was drawn with: the face and the world clocks' zones and labels. */
function shape(faces) {
  if (!faces) return "";
  return JSON.stringify([faces.face, (faces.worldClocks || []).map((item) => [item.zone, item.label])]);
}

function format(zone, options) {
  try {
    return new Intl.DateTimeFormat(shown.state.clock.locale, { timeZone: zone, numberingSystem: "latn", ...options });
  } catch {
    return null;
  }
}

/** The hour (0–23), minute, second and millisecond on the display's wall clock at `now`. */
function wallParts(now) {
  if (!wallFormat) return null;
  const parts = {};
  for (const part of wallFormat.formatToParts(new Date(now))) parts[part.type] = Number(part.value);
  return { hour: parts.hour % 24, minute: parts.minute, second: parts.second, ms: ((now % 1000) + 1000) % 1000 };
}

function sweeping() {
  return shown.state.faces.secondsMode === "sweep" && !(reducedMotion && reducedMotion.matches);
}

function turn(node, angle) {
  const transform = `rotate(${Math.round(angle * 100) / 100} 100 100)`;
  if (node && node.getAttribute("transform") !== transform) node.setAttribute("transform", transform);
}

/** The hour and minute hands, the spoken time and the world clocks' times at `now`. */
function drawFace(now, wall) {
  turn(hands.hour, (wall.hour % 12) * 30 + wall.minute * 0.5 + wall.second / 120);
  turn(hands.minute, wall.minute * 6 + wall.second * 0.1);
  if (spokenFormat) setText(spoken, spokenFormat.format(new Date(now)));
  if (!world) return;
  for (const item of world.querySelectorAll("[data-zone]")) {
    const zone = item.getAttribute("data-zone");
    if (!worldFormats.has(zone)) {
      worldFormats.set(zone, format(zone, { hour: shown.state.clock.hour12 ? "numeric" : "2-digit", minute: "2-digit",
        hour12: shown.state.clock.hour12 }));
    }
    const formatter = worldFormats.get(zone);
    if (formatter) setText(item.querySelector("[data-display-world-time]"), formatter.format(new Date(now)));
  }
}

/** The seconds hand at `now`, on its whole step (every zone's offset is whole minutes: the second is the same). */
function moveSecondsHand(now, smooth) {
  sweep.toggleAttribute("hidden", shown.state.faces.secondsMode === "none"); // an SVG element has no .hidden
  sweep.toggleAttribute("data-sweeping", smooth);
  const step = smooth ? SWEEP_STEP_MS : 1000;
  const into = ((now % 60000) + 60000) % 60000;
  sweep.style.setProperty("--display-second-angle", `${(Math.floor(into / step) * step * 6) / 1000}deg`);
}

function render() {
  const now = clock.now();
  const second = Math.floor(now / 1000);
  if (second !== drawnSecond) {
    const wall = wallParts(now);
    if (!wall) return;
    drawFace(now, wall);
    drawnSecond = second;
  }
  const smooth = sweeping();
  if (sweep) moveSecondsHand(now, smooth);
  // Each step while the seconds hand sweeps, each second while it ticks, else each minute.
  const handShown = sweep && !sweep.hasAttribute("hidden");
  const period = !handShown ? 60000 : smooth ? SWEEP_STEP_MS : 1000;
  window.clearTimeout(timer);
  timer = window.setTimeout(render, period - (now % period) + 20);
}

/** Draws everything again now (a new state, the server's clock or the reduced-motion setting changed). */
function redraw() {
  drawnSecond = null;
  render();
}

/** Applies a display state: a new face or new world clocks reload the page; else the hands follow it. */
export function applyFaces(next) {
  if (!next.faces) return;
  if (rendered === null) rendered = shape(next.faces);
  else if (shape(next.faces) !== rendered) {
    window.location.reload();
    return;
  }
  if (!analog && !world) return;
  const zone = next.clock.timeZone;
  wallFormat = format(zone, { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
  spokenFormat = format(zone, { hour: "numeric", minute: "2-digit", hour12: next.clock.hour12 });
  worldFormats.clear();
  if (world) {
    const readings = new Map((next.faces.worldClocks || []).map((item) => [item.zone + "\n" + item.label, item]));
    for (const item of world.querySelectorAll("[data-zone]")) {
      const label = item.querySelector(".display__world-label");
      const reading = readings.get(item.getAttribute("data-zone") + "\n" + (label ? label.textContent : ""));
      if (!reading) continue;
      item.toggleAttribute("data-day", !!reading.isDay);
      setText(item.querySelector(".display__world-offset"), reading.offset);
      setText(item.querySelector(".display__world-mark"), reading.isDay ? "☀" : "☾");
      const words = item.querySelector(".display__world-mark + .visually-hidden");
      const mark = world.getAttribute(reading.isDay ? "data-msg-day" : "data-msg-night");
      if (words) setText(words, mark + ": ");
    }
  }
  redraw();
}

/** Follows the server's clock and the reduced-motion setting. */
export function startAnalog() {
  clock.onChange(() => shown.state && redraw());
  if (reducedMotion && reducedMotion.addEventListener) reducedMotion.addEventListener("change", () => redraw());
}

/** The hands' angles as drawn now, for the browser tests: {hour, minute, second, sweeping}. */
export function handAngles() {
  const angle = (node) => {
    const match = node && /rotate\(([-\d.]+)/.exec(node.getAttribute("transform") || "");
    return match ? Number(match[1]) : null;
  };
  let second = null;
  if (sweep && !sweep.hasAttribute("hidden")) {
    const matrix = window.getComputedStyle(sweep).transform;
    const values = /matrix\(([^)]+)\)/.exec(matrix || "");
    if (values) {
      const [a, b] = values[1].split(",").map(Number);
      second = ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
    } else second = 0;
  }
  const swept = !!(sweep && sweep.hasAttribute("data-sweeping"));
  return { hour: angle(hands.hour), minute: angle(hands.minute), second, sweeping: swept };
}
