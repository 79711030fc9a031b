/*
 * Hearth — one sound playing (or about to) through its own gain node: the Voice that `sound.play` returns.
 *
 *   voice.started                 Promise resolved once the voice is scheduled (voice.startedAt: context time)
 *   voice.setGain(gain, seconds)  moves the gain along the fade curve
 *   voice.stop(fadeSeconds)       fades out (curve) and stops; a Promise resolved when silent
 *   voice.segments                a long-play voice's chain so far: [{ url, startAt }] (context times), last = playing
 *
 * A long-play voice (`variants`: more URLs of the same sound, differently seeded loops) plays url, then each variant,
 * then url again…, each joined to the next with an equal-power crossfade of crossfadeSeconds, so the sound never
 * repeats every loop. Each is looped while it plays, so a variant that loads late never leaves a gap; a variant's
 * buffer is dropped once it has faded out.
 */
import { crossfadeCurves, fadeCurve } from "./gain.js";

const CURVE_POINTS = 256;
// A long-play voice loads its next variant this long before the crossfade (time to render, fetch and decode),
// and never before the variant playing now has started: at most two variants are ever scheduled.
const PLAN_AHEAD_SECONDS = 15;

/** Schedules a fade of `param` from `from` to `to` over `seconds` on `context`, along the curve. */
export function rampTo(context, param, from, to, seconds) {
  const now = context.currentTime;
  // A fade still under way is cut where it is (a new curve may not overlap it).
  if (param.cancelAndHoldAtTime) param.cancelAndHoldAtTime(now);
  else param.cancelScheduledValues(now);
  if (!(seconds > 0)) {
    param.setValueAtTime(to, now);
    return;
  }
  try {
    param.setValueCurveAtTime(fadeCurve(from, to, CURVE_POINTS), now, seconds);
  } catch {
    param.setValueAtTime(from, now);
    param.linearRampToValueAtTime(to, now + seconds);
  }
}

export class Voice {
  /**
   * `engine` is the page's sound engine ({ context, load(url), forget(url), segmentSeconds }); options as
   * `sound.play`: { gain, fromGain, fadeSeconds, loop, offsetSeconds, variants, crossfadeSeconds }.
   */
  constructor(engine, url, options) {
    this.engine = engine;
    this.url = url;
    this.gain = options.gain === undefined ? 1 : options.gain;
    this.playing = true;
    this.current = options.fromGain === undefined ? this.gain : options.fromGain;
    this.node = null;
    this.fadeSeconds = options.fadeSeconds || 0;
    this.loop = options.loop !== false;
    this.offset = options.offsetSeconds || 0;
    this.chain = [url].concat(options.variants || []);
    this.crossfade = Math.max(0.05, Number(options.crossfadeSeconds) || 2.5);
    this.sources = [];
    this.segments = [];
    /** Resolved once the sound is scheduled (its context time in `voice.startedAt`), rejected if it cannot load. */
    this.started = this.start();
  }

  get context() {
    return this.engine.context();
  }

  start() {
    return this.engine.load(this.url).then((buffer) => {
      if (!this.playing) return;
      const context = this.context;
      const node = context.createGain();
      node.gain.setValueAtTime(this.current, context.currentTime);
      node.connect(context.destination);
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.loop = this.loop;
      const offset = this.offset % buffer.duration;
      this.node = node;
      if (this.chain.length > 1 && this.loop) {
        const segment = context.createGain();
        segment.connect(node);
        source.connect(segment);
        source.start(0, offset);
        this.sources.push(source);
        this.segments.push({ url: this.url, startAt: context.currentTime });
        this.planNext(0, source, segment, context.currentTime,
          context.currentTime + this.segmentLength(buffer) - offset);
      } else {
        source.connect(node);
        source.start(0, offset);
        source.onended = () => {
          if (!this.loop) this.playing = false;
        };
        this.sources.push(source);
      }
      rampTo(context, node.gain, this.current, this.gain, this.fadeSeconds);
      this.startedAt = context.currentTime;
    });
  }

  /** How long a variant plays before the next takes over (its loop; a test may shorten it: sound.segmentSeconds). */
  segmentLength(buffer) {
    const forced = Number(this.engine.segmentSeconds);
    return Math.max(forced > 0 ? forced : buffer.duration, this.crossfade + 0.1);
  }

  /**
   * Loads the variant after chain[index] and schedules it: it starts `crossfade` seconds before `endsAt` and the two
   * cross along equal-power curves, then the old one stops. When the next variant is late, the playing one goes on
   * looping and the crossfade starts as soon as the next is ready.
   */
  planNext(index, source, segment, startsAt, endsAt) {
    const nextIndex = (index + 1) % this.chain.length;
    // Planning every variant at once would never end once their buffers are loaded (the chain wraps around):
    // wait until this one has started and the crossfade is near.
    const planAt = Math.max(startsAt, endsAt - this.crossfade - PLAN_AHEAD_SECONDS);
    // Timers run on the page's clock, which can be a few milliseconds ahead of the audio clock: a timer that fires
    // before `planAt` on the audio clock waits again for the rest.
    const planWhenDue = () => {
      if (!this.playing) return;
      const wait = planAt - this.context.currentTime;
      if (wait > 0) {
        window.setTimeout(planWhenDue, wait * 1000 + 5);
        return;
      }
      this.scheduleNext(index, nextIndex, source, segment, endsAt);
    };
    planWhenDue();
  }

  /** Loads chain[nextIndex] and crosses into it from the playing `source` (see `planNext`). */
  scheduleNext(index, nextIndex, source, segment, endsAt) {
    const url = this.chain[nextIndex];
    this.engine.load(url).then((buffer) => {
      if (!this.playing) return;
      const context = this.context;
      const fade = this.crossfade;
      const at = Math.max(endsAt - fade, context.currentTime + 0.05);
      const incoming = context.createGain();
      incoming.gain.setValueAtTime(0, context.currentTime);
      incoming.connect(this.node);
      const next = context.createBufferSource();
      next.buffer = buffer;
      next.loop = true;
      next.connect(incoming);
      next.start(at);
      const curves = crossfadeCurves(CURVE_POINTS);
      segment.gain.setValueCurveAtTime(curves.falling, at, fade);
      incoming.gain.setValueCurveAtTime(curves.rising, at, fade);
      source.stop(at + fade + 0.05);
      source.onended = () => {
        source.disconnect();
        segment.disconnect();
        const position = this.sources.indexOf(source);
        if (position >= 0) this.sources.splice(position, 1);
        if (this.chain[index] !== this.url) this.engine.forget(this.chain[index]);
      };
      this.sources.push(next);
      this.segments.push({ url, startAt: at });
      this.planNext(nextIndex, next, incoming, at, at + this.segmentLength(buffer));
    }, () => {
      // the variant cannot load: the playing one loops on
    });
  }

  /** The gain the node holds now (or will at the end of its fade). */
  gainNow() {
    return this.node ? this.node.gain.value : this.current;
  }

  setGain(gain, seconds) {
    const from = this.gainNow();
    this.gain = gain;
    return this.started.then(() => {
      if (this.node) rampTo(this.context, this.node.gain, this.gainNow() || from, gain, seconds || 0);
    });
  }

  stop(fadeSeconds) {
    if (!this.playing) return Promise.resolve();
    this.playing = false;
    return this.started.then(() => {
      if (!this.node) return undefined;
      const node = this.node;
      const sources = this.sources.slice();
      const seconds = fadeSeconds || 0;
      rampTo(this.context, node.gain, node.gain.value, 0, seconds);
      return new Promise((resolve) => {
        window.setTimeout(() => {
          for (const source of sources) {
            try {
              source.stop();
            } catch {
              // already stopped
            }
            source.disconnect();
          }
          node.disconnect();
          resolve();
        }, seconds * 1000 + 30);
      });
    }, () => {
      // it never loaded: nothing to stop
    });
  }
}
