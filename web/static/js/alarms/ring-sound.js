/*
 * Hearth — what a ringing alarm sounds like on this page: its tone (or its saved mix's sounds at their volumes under
 * the mix's) through the page's one sound engine, looped at the alarm's volume, faded in from its start volume over
 * what is left of its fade-in; navigator.vibrate when the alarm says so. The page tells the server it plays the ring
 * (POST …/playing), so a speaker kept as a backstop stays silent.
 */
import { sendJSON } from "../lib/api.js";
import { clientId } from "../lib/events.js";
import { ringStart } from "../lib/gain.js";
import { clock } from "../lib/server-clock.js";
import { sound } from "../lib/sound.js";

/** Several voices that stop together (an alarm's mix); `urls` says what plays. */
export function group(voices, urls) {
  const playing = voices.filter((voice) => voice);
  if (!playing.length) return null;
  return {
    urls,
    stop(seconds) {
      for (const voice of playing) voice.stop(seconds);
    },
    get playing() {
      return playing.some((voice) => voice.playing);
    }
  };
}

/** The layers an entry plays: a saved mix's sounds with their scale, or its tone alone. */
function layersOf(entry) {
  if (entry.mix && entry.mix.layers && entry.mix.layers.length) {
    return entry.mix.layers.map((layer) => ({
      url: layer.soundURL, scale: sound.volumeToGain(layer.volume) * sound.volumeToGain(entry.mix.volume)
    }));
  }
  return [{ url: entry.soundURL, scale: 1 }];
}

export class RingSound {
  constructor() {
    this.voices = {}; // alarmId -> group of voices
    this.vibrateTimer = 0;
  }

  /** Starts the tone of every ringing entry that has none yet, stops the tones of the others. */
  sync(entries) {
    const ringingIds = new Set();
    for (const entry of entries) {
      if (entry.state !== "ringing") continue;
      ringingIds.add(entry.alarmId);
      if (this.voices[entry.alarmId] || !entry.soundURL) continue;
      const since = Date.parse(entry.since);
      const elapsed = Number.isFinite(since) ? (clock.now() - since) / 1000 : 0;
      const start = ringStart(entry.volume, entry.fadeInStartVolume, entry.fadeInSeconds, elapsed);
      // The alarm's volume and fade-in go on top of each layer.
      const layers = layersOf(entry);
      this.voices[entry.alarmId] = group(layers.map((layer) => sound.play(layer.url, {
        gain: start.gain * layer.scale, fromGain: start.fromGain * layer.scale, fadeSeconds: start.fadeSeconds,
        loop: true
      })), layers.map((layer) => layer.url));
      this.confirm(entry.alarmId);
    }
    for (const id of Object.keys(this.voices)) {
      if (ringingIds.has(id)) continue;
      const voice = this.voices[id];
      delete this.voices[id];
      if (voice) voice.stop(0.2);
    }
    this.syncVibration(entries);
  }

  /** Tells the server this page plays the ring (so a speaker kept as a backstop stays silent). */
  confirm(alarmId) {
    if (!sound.armed() || !this.voices[alarmId]) return;
    const url = `/api/v1/alarms/${encodeURIComponent(alarmId)}/playing?client=${encodeURIComponent(clientId)}`;
    sendJSON("POST", url).catch(() => {
      // the speaker rings instead
    });
  }

  /** Confirms every ring that plays (the page was armed after it started). */
  confirmAll() {
    for (const id of Object.keys(this.voices)) this.confirm(id);
  }

  syncVibration(entries) {
    if (!navigator.vibrate) return;
    const wants = entries.some((entry) => entry.state === "ringing" && entry.vibrate);
    if (wants && !this.vibrateTimer) {
      const pulse = () => {
        try {
          navigator.vibrate([600, 400, 600]);
        } catch {
          // not allowed
        }
      };
      pulse();
      this.vibrateTimer = window.setInterval(pulse, 2500);
    } else if (!wants && this.vibrateTimer) {
      window.clearInterval(this.vibrateTimer);
      this.vibrateTimer = 0;
      try {
        navigator.vibrate(0);
      } catch {
        // not allowed
      }
    }
  }

  /** The alarm ids whose tone plays now. */
  playing() {
    return Object.keys(this.voices).filter((id) => this.voices[id] && this.voices[id].playing);
  }

  /** What each alarm plays now: its sound URLs by alarm id. */
  sounds() {
    const result = {};
    for (const id of this.playing()) result[id] = this.voices[id].urls.slice();
    return result;
  }
}
