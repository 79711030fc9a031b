/*
 * Hearth — playing the mix on this page (the noise page, a display) through the page's one sound engine: decoded
 * buffers looped by Web Audio (no gap at the loop point), long-play sounds chained through their variants, when the
 * state's outputs include this page ("all-displays", or "display:<profile>" on a display showing that profile).
 * Gains follow AudioPlayback (noise/state.js); the sleep timer's fade runs along the same curve until `stopsAt`.
 * A playing page keeps its screen awake (lib/wake-lock.js).
 */
import { clock } from "../lib/server-clock.js";
import { sound } from "../lib/sound.js";
import { wakeLock } from "../lib/wake-lock.js";
import { withSound } from "./catalog.js";
import { canPlay, profile } from "./context.js";
import { currentState } from "./store.js";
import { RESTORE_SECONDS, START_FADE_SECONDS, fadeStart, isOutput, targetGains } from "./state.js";

const CHANGE_FADE_SECONDS = 0.25;

const voices = new Map(); // sound id -> Voice
let fadeTimer = 0;
let lastStart = null; // { sound, wallTime, contextTime } of the last voice that started

/** Whether this page should be heard for `state`. */
export function shouldPlay(state) {
  return canPlay && !!state && !!state.playing && isOutput(state, profile()) && !!state.mix && state.mix.length > 0;
}

function stopAll(seconds) {
  for (const voice of voices.values()) voice.stop(seconds);
  voices.clear();
}

function startVoice(id, fadeSeconds) {
  withSound(id, (entry) => {
    const current = currentState();
    if (voices.has(id) || !shouldPlay(current)) return;
    const wanted = targetGains(current, clock.now())[id];
    if (wanted === undefined) return;
    // A long-play sound chains its variants with crossfades (lib/voice.js), so it does not repeat every loop.
    const voice = sound.play(entry.url, {
      gain: wanted, fromGain: 0, fadeSeconds, loop: true,
      variants: entry.variants || [], crossfadeSeconds: entry.crossfadeSeconds
    });
    if (!voice) return;
    voices.set(id, voice);
    voice.started.then(() => {
      if (!voice.playing || voice.startedAt === undefined) return;
      lastStart = { sound: id, wallTime: performance.timeOrigin + performance.now(), contextTime: voice.startedAt };
      performance.mark("hearth-noise-started", { detail: { sound: id } });
      // The state may have moved while the buffer loaded.
      if (currentState()) applyGains(currentState(), CHANGE_FADE_SECONDS);
    }, () => {
      if (voices.get(id) === voice) voices.delete(id);
    });
  });
}

/** Moves every voice to its gain over `seconds`, and schedules the sleep timer's fade. */
export function applyGains(state, seconds) {
  const gains = targetGains(state, clock.now());
  for (const [id, voice] of voices) {
    if (gains[id] !== undefined) voice.setGain(gains[id], seconds);
  }
  scheduleFade(state);
}

/** The sleep timer's fade, along the shared fade curve, from its start until `stopsAt`. */
function scheduleFade(state) {
  window.clearTimeout(fadeTimer);
  if (!shouldPlay(state) || !state.stopsAt) return;
  const startsIn = fadeStart(state) - clock.now();
  if (startsIn > 0) {
    fadeTimer = window.setTimeout(() => {
      if (currentState() === state) fadeNow(state);
    }, startsIn);
  } else {
    fadeNow(state);
  }
}

function fadeNow(state) {
  const left = Math.max(0, (Date.parse(state.stopsAt) - clock.now()) / 1000);
  for (const voice of voices.values()) voice.setGain(0, left);
}

/** Plays `state` on this page, coming from `previous` (null at first). */
export function play(state, previous) {
  if (!canPlay) return;
  if (!shouldPlay(state)) {
    const fading = previous && previous.state === "fading";
    stopAll(fading ? 0.2 : START_FADE_SECONDS / 2);
    window.clearTimeout(fadeTimer);
    wakeLock.want("noise", false);
    return;
  }
  const wanted = targetGains(state, clock.now());
  for (const [id, voice] of voices) {
    if (wanted[id] !== undefined) continue;
    voice.stop(START_FADE_SECONDS / 2);
    voices.delete(id);
  }
  const wasPlaying = shouldPlay(previous);
  for (const id of Object.keys(wanted)) {
    if (!voices.has(id)) startVoice(id, wasPlaying ? 1 : START_FADE_SECONDS);
  }
  // Back from a fade-out ("+15 min"): the level comes up over the player's restore time.
  const restoring = previous && previous.state === "fading" && state.state === "playing";
  applyGains(state, restoring ? RESTORE_SECONDS : CHANGE_FADE_SECONDS);
  wakeLock.want("noise", true);
}

/** What this page plays now (for the browser tests: window.Hearth.noise.debug()). */
export function debug() {
  const current = currentState();
  const playing = [];
  const segments = {};
  for (const [id, voice] of voices) {
    if (voice.playing) playing.push(id);
    segments[id] = (voice.segments || []).slice();
  }
  const context = canPlay ? sound.context() : null;
  return {
    canPlay,
    segments,
    isOutput: current ? isOutput(current, profile()) : false,
    voices: playing.sort(),
    contextState: context ? context.state : "none",
    contextTime: context ? context.currentTime : 0,
    lastStart,
    wakeLock: wakeLock.held()
  };
}
