/*
 * Hearth — the page's one sound engine (Web Audio), shared by the noise player and the alarms. A module: however
 * many page scripts import it, the page has one engine and one AudioContext.
 *
 * Browsers block sound until a person has touched the page (unless the kiosk browser runs with
 * --autoplay-policy=no-user-gesture-required). The engine tries to start the context at load and starts it at the
 * first tap, click or key anywhere. Every element marked [data-sound-badge] shows whether sound is armed
 * (data-armed="true|false|unsupported", text from its data-label-armed / data-label-unarmed attributes) and arms
 * the page when pressed. Loops play from decoded AudioBuffers with `loop = true`: gapless, unlike <audio loop>.
 *
 *   sound.armed()                 true when the context runs (sound will be heard)
 *   sound.arm()                   starts the context; call it from a user gesture
 *   sound.onArmedChange(fn)       fn(armed) after every change
 *   sound.load(url)               Promise of the decoded buffer (cached per URL)
 *   sound.play(url, options)      a Voice (lib/voice.js); options: { gain 0…1, fromGain 0…1, fadeSeconds, loop,
 *                                 offsetSeconds, variants, crossfadeSeconds }; starts silently when not yet armed and
 *                                 is heard as soon as the page is armed
 *   sound.segmentSeconds          test-only: when a number, each long-play variant plays that long before the next
 *   sound.volumeToGain, sound.fadeGain    lib/gain.js (AudioPlayback's Volume and Fade)
 *
 * Callers go through the `sound` object (`sound.play(…)`), so a test may wrap its functions.
 */
import { getBytes } from "./api.js";
import { callEach, onReady } from "./dom.js";
import { fadeGain, volumeToGain } from "./gain.js";
import { Voice } from "./voice.js";

const AudioContextClass = window.AudioContext || window.webkitAudioContext;
const GESTURES = ["pointerdown", "keydown", "touchend"];

let context = null;
const armedListeners = [];
let lastArmed = null;
const buffers = new Map(); // url -> Promise<AudioBuffer>

function ensureContext() {
  if (context || !AudioContextClass) return context;
  try {
    context = new AudioContextClass({ latencyHint: "playback" });
  } catch {
    try {
      context = new AudioContextClass();
    } catch {
      context = null;
    }
  }
  if (context) context.onstatechange = notify;
  return context;
}

function armed() {
  return !!context && context.state === "running";
}

function notify() {
  const now = armed();
  if (now === lastArmed) return;
  lastArmed = now;
  for (const badge of document.querySelectorAll("[data-sound-badge]")) {
    badge.setAttribute("data-armed", now ? "true" : "false");
    const label = badge.getAttribute(now ? "data-label-armed" : "data-label-unarmed");
    const text = badge.querySelector("[data-sound-badge-text]") || badge;
    if (label !== null && text.textContent !== label) text.textContent = label;
    if (badge.hasAttribute("aria-pressed")) badge.setAttribute("aria-pressed", now ? "true" : "false");
  }
  callEach(armedListeners, now);
}

function arm() {
  const ctx = ensureContext();
  if (!ctx) return Promise.resolve(false);
  if (ctx.state === "running") {
    notify();
    return Promise.resolve(true);
  }
  let resumed;
  try {
    resumed = ctx.resume();
  } catch {
    resumed = null;
  }
  return Promise.resolve(resumed).then(() => {
    notify();
    return armed();
  }, () => {
    notify();
    return false;
  });
}

function load(url) {
  if (!buffers.has(url)) {
    const ctx = ensureContext();
    if (!ctx) return Promise.reject(new Error("Web Audio is not available"));
    const loading = getBytes(url).then((data) => ctx.decodeAudioData(data));
    loading.catch(() => buffers.delete(url));
    buffers.set(url, loading);
  }
  return buffers.get(url);
}

export const sound = {
  armed,
  arm,
  onArmedChange(fn) {
    armedListeners.push(fn);
  },
  load,
  play(url, options) {
    if (!ensureContext()) return null;
    return new Voice(engine, url, options || {});
  },
  volumeToGain,
  fadeGain,
  context: () => ensureContext(),
  segmentSeconds: undefined
};

/** What a Voice needs from the engine. */
const engine = {
  context: () => context,
  load: (url) => sound.load(url),
  forget: (url) => buffers.delete(url),
  get segmentSeconds() {
    return sound.segmentSeconds;
  }
};

function armOnFirstGesture() {
  const onGesture = () => {
    arm().then((ok) => {
      if (!ok) return;
      for (const type of GESTURES) document.removeEventListener(type, onGesture, true);
    });
  };
  for (const type of GESTURES) document.addEventListener(type, onGesture, true);
}

onReady(() => {
  const badges = document.querySelectorAll("[data-sound-badge]");
  for (const badge of badges) badge.addEventListener("click", () => arm());
  if (!AudioContextClass) {
    for (const badge of badges) badge.setAttribute("data-armed", "unsupported");
    return;
  }
  // A kiosk started with --autoplay-policy=no-user-gesture-required runs at once; others wait for a tap.
  ensureContext();
  arm();
  armOnFirstGesture();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") arm();
  });
});
