/*
 * Hearth — volumes and fades, as AudioPlayback computes them (Packages/AudioPlayback, `Volume` and `Fade`): a slider
 * level 0…1 stands for the gain level³, and a fade moves the level linearly, so a fade sounds even instead of
 * jumping at the start or the end, and a browser plays a mix at the same gains as the server's speaker.
 * Pure; unit-tested with node --test against numbers AudioPlayback itself wrote (Tests/fixtures/gains.json).
 */

/** A gain's slider level (gain = level³). */
export function levelOf(gain) {
  return gain <= 0 ? 0 : Math.cbrt(Math.min(1, gain));
}

/** A slider's 0…100 as a gain 0…1 (level³: half the slider is −18 dB, a tenth −60 dB). */
export function volumeToGain(percent) {
  const p = Math.max(0, Math.min(100, Number(percent) || 0)) / 100;
  return p * p * p;
}

/** The fade curve: the gain at progress p (0…1) of a fade from gain `from` to gain `to`, the level moving linearly. */
export function fadeGain(from, to, p) {
  if (p <= 0) return from;
  if (p >= 1) return to;
  const level = levelOf(from) + (levelOf(to) - levelOf(from)) * p;
  return level * level * level;
}

/**
 * The gain of a fade-out from full volume `elapsedSeconds` into a fade of `fadeSeconds` (AudioPlayback's
 * `Fade.out(over:).gain(after:)`): full before it starts, silent at and after its end.
 */
export function fadeOutGain(elapsedSeconds, fadeSeconds) {
  if (!(fadeSeconds > 0)) return elapsedSeconds < 0 ? 1 : 0;
  return fadeGain(1, 0, Math.min(1, Math.max(0, elapsedSeconds / fadeSeconds)));
}

/** `points` gains along the fade curve from `from` to `to` (for AudioParam.setValueCurveAtTime). */
export function fadeCurve(from, to, points) {
  const curve = new Float32Array(points);
  for (let i = 0; i < points; i++) curve[i] = fadeGain(from, to, i / (points - 1));
  return curve;
}

/** An equal-power crossfade (as AudioPlayback's seams): the rising (sin) and falling (cos) curves of `points`. */
export function crossfadeCurves(points) {
  const rising = new Float32Array(points);
  const falling = new Float32Array(points);
  for (let i = 0; i < points; i++) {
    const p = i / (points - 1);
    rising[i] = Math.sin(p * Math.PI / 2);
    falling[i] = Math.cos(p * Math.PI / 2);
  }
  return { rising, falling };
}

/**
 * An alarm's ring at `elapsedSeconds` after it began: the gain it starts from now and the fade left, for a fade-in
 * of `fadeSeconds` from volume `startVolume` to `volume` (both 0…100).
 */
export function ringStart(volume, startVolume, fadeSeconds, elapsedSeconds) {
  const gain = volumeToGain(volume);
  const fade = Number(fadeSeconds) || 0;
  const elapsed = Math.max(0, elapsedSeconds);
  const left = Math.max(0, fade - elapsed);
  if (left <= 0) return { gain, fromGain: gain, fadeSeconds: 0 };
  const startGain = volumeToGain(startVolume || 0);
  const fromGain = left < fade ? fadeGain(startGain, gain, elapsed / fade) : startGain;
  return { gain, fromGain, fadeSeconds: left };
}
