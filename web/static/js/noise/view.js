/*
 * Hearth — showing the player's state: the home page's "now playing" card, a display's "sound playing" overlay, the
 * sound badges, and (noise/page-view.js) the noise page. The sleep timer's countdown ticks once a second.
 */
import { setText } from "../lib/dom.js";
import { countdown, fill } from "../lib/format.js";
import { clock } from "../lib/server-clock.js";
import { nameOf } from "./catalog.js";
import { canPlay, card, overlay, page, text } from "./context.js";
import { shouldPlay } from "./player.js";
import { currentState } from "./store.js";

let clockFormat = null;

function formatClock(ms) {
  if (!clockFormat) {
    try {
      clockFormat = new Intl.DateTimeFormat(text("data-locale") || undefined,
        { hour: "numeric", minute: "2-digit", timeZone: text("data-time-zone") || undefined });
    } catch {
      clockFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
    }
  }
  return clockFormat.format(new Date(ms));
}

/** "playing", "fading" or "stopped" in the page's words. */
export function stateLabel(state) {
  return text("data-label-" + (state.state === "fading" ? "fading" : state.playing ? "playing" : "stopped"));
}

/** The mix's sound names: "Rain · Fire". */
export function summary(state) {
  return state.mix.map((entry) => nameOf(entry.sound)).join(" · ");
}

/** The sleep timer's texts: time left ("12:04 left") and when it stops ("stops at 23:10"); "" without a timer. */
export function timerTexts(state) {
  if (!state.stopsAt || !state.playing) return { left: "", at: "" };
  const end = Date.parse(state.stopsAt);
  return {
    left: fill(text("data-msg-left"), { time: countdown(end - clock.now()) }),
    at: fill(text("data-msg-stops-at"), { time: formatClock(end) })
  };
}

export function renderBadge(state) {
  for (const badge of document.querySelectorAll("[data-sound-badge]")) {
    // The noise page always shows it; elsewhere it shows only when this page should be heard.
    badge.hidden = !canPlay || (!page && !shouldPlay(state) && badge.hasAttribute("data-noise-badge"));
  }
}

export function renderCard(state) {
  card.hidden = !state.playing;
  card.setAttribute("data-state", state.state || (state.playing ? "playing" : "stopped"));
  setText(card.querySelector("[data-now-playing-state]"), stateLabel(state));
  const what = state.mix.length ? summary(state) : card.getAttribute("data-label-idle") || "";
  setText(card.querySelector("[data-now-playing-what]"), what);
  setText(card.querySelector("[data-now-playing-left]"), timerTexts(state).left);
  const stop = card.querySelector("[data-now-playing-stop]");
  if (stop) stop.hidden = !state.playing;
}

/** The display's "sound playing" overlay: its text, and shown while sound plays when the profile switches it on. */
export function renderOverlay(state) {
  const slot = document.querySelector('[data-display-overlay="soundPlaying"]');
  if (!slot) return;
  let line = slot.querySelector("[data-display-sound]");
  if (!line) {
    line = document.createElement("span");
    line.setAttribute("data-display-sound", "");
    slot.appendChild(line);
  }
  setText(line, state.playing ? fill(overlay.getAttribute("data-label-playing"), { name: summary(state) }) : "");
  if (slot.hasAttribute("data-noise-switch")) slot.hidden = !state.playing || !state.mix.length;
}

/** The sleep timer's countdown, once a second while it runs; `renderTimer` shows it on the noise page. */
export function tickTimer(renderTimer) {
  const current = currentState();
  if (current && current.stopsAt && current.playing) {
    if (page) renderTimer(current);
    if (card) setText(card.querySelector("[data-now-playing-left]"), timerTexts(current).left);
  }
  window.setTimeout(() => tickTimer(renderTimer), 1000 - (clock.now() % 1000) + 20);
}
