/*
 * Hearth — the noise player's state as the server sends it (GET/PUT /api/v1/noise), and the rules the page applies
 * to it before the server answers. Pure (no DOM); unit-tested with node --test.
 *
 * A state: { playing, state: "playing"|"fading"|"stopped", mix: [{ sound, volume }], sound, volume, outputs,
 * sleepTimerMinutes, fadeOutSeconds, stopsAt, fadeStartsAt }.
 */
import { fadeOutGain, volumeToGain } from "../lib/gain.js";

export const START_FADE_SECONDS = 2; // AudioPlayback's PlayerState.defaultFadeInSeconds
export const RESTORE_SECONDS = 3; // PlayerState.restoreSeconds ("+15 min" during the fade-out)
export const NEW_TRACK_VOLUME = 100; // a sound added to the mix starts at full (MixTrack's default)

/** Whether `data` looks like a player state. */
export function isState(data) {
  return !!data && typeof data === "object" && typeof data.playing === "boolean" && Array.isArray(data.mix);
}

/** Whether a page showing display profile `profile` ("" for none) is one of the state's outputs. */
export function isOutput(state, profile) {
  const outputs = state && state.outputs && state.outputs.length ? state.outputs : ["all-displays"];
  return outputs.some((output) => output === "all-displays" || (!!profile && output === "display:" + profile));
}

/** The mix entry of sound `id`, or null. */
export function inMix(state, id) {
  return state.mix.find((entry) => entry.sound === id) || null;
}

/** When the sleep timer's fade-out starts (server time, ms; NaN without a timer). */
export function fadeStart(state) {
  const start = Date.parse(state.fadeStartsAt || "");
  if (Number.isFinite(start)) return start;
  return Date.parse(state.stopsAt || "") - (state.fadeOutSeconds || 0) * 1000;
}

/** The sleep timer's factor on every gain at server time `now` (1 until its fade starts). */
export function sleepFactor(state, now) {
  const end = Date.parse(state.stopsAt || "");
  if (!Number.isFinite(end)) return 1;
  const start = fadeStart(state);
  return fadeOutGain((now - start) / 1000, (end - start) / 1000);
}

/** The gain each sound of the mix should have at server time `now`: its volume under the master, faded. */
export function targetGains(state, now) {
  const gains = {};
  const factor = sleepFactor(state, now);
  for (const entry of state.mix) gains[entry.sound] = volumeToGain(entry.volume) * volumeToGain(state.volume) * factor;
  return gains;
}

/** The state after `change` (a PUT body), as the server will make it: shown and played before it answers. */
export function merge(state, change) {
  const next = { ...state, ...change };
  if (change.sound !== undefined && change.mix === undefined) {
    const kept = state.mix.find((entry) => entry.sound === change.sound);
    next.mix = change.sound ? [{ sound: change.sound, volume: kept ? kept.volume : NEW_TRACK_VOLUME }] : [];
  }
  next.sound = next.mix.length ? next.mix[0].sound : null;
  if (!next.mix.length) next.playing = false;
  if (!next.playing) next.state = "stopped";
  else if (change.playing === true || state.state === "stopped") next.state = "playing";
  else next.state = state.state;
  return next;
}

/** The mix without sound `id`: the change that removes it (and stops when nothing is left). */
export function withoutSound(state, id) {
  const mix = state.mix.filter((entry) => entry.sound !== id);
  return mix.length ? { mix } : { mix: [], playing: false };
}

/** The change that sets sound `id`'s volume in the mix. */
export function withVolume(state, id, volume) {
  const mix = state.mix.map((entry) => ({ sound: entry.sound, volume: entry.sound === id ? volume : entry.volume }));
  return { mix };
}

/** The share link of a state's mix: /noise?mix=rain:80,fire:40&volume=70. */
export function shareHref(state) {
  const parts = state.mix.map((entry) => entry.sound + ":" + entry.volume);
  return "/noise?mix=" + encodeURIComponent(parts.join(",")).replace(/%2C/g, ",").replace(/%3A/g, ":") +
    "&volume=" + state.volume;
}
