/*
 * Hearth — the page's one sound engine (Web Audio), shared by the noise player and the alarms.
 *
 * Browsers block sound until a person has touched the page (unless the kiosk browser runs with
 * --autoplay-policy=no-user-gesture-required). This file keeps one AudioContext per page, tries to start
 * it at load, and starts it at the first tap, click or key anywhere. Every element marked
 * [data-sound-badge] shows whether sound is armed (data-armed="true|false", text from its
 * data-label-armed / data-label-unarmed attributes) and arms the page when pressed.
 *
 * Loops play from decoded AudioBuffers with `loop = true`: gapless, unlike <audio loop>.
 *
 *   Hearth.sound.armed()                 true when the context runs (sound will be heard)
 *   Hearth.sound.arm()                   starts the context; call it from a user gesture
 *   Hearth.sound.onArmedChange(fn)       fn(armed) after every change
 *   Hearth.sound.load(url)               Promise of the decoded buffer (cached per URL)
 *   Hearth.sound.play(url, options)      a Voice; options: { gain 0…1, fromGain 0…1, fadeSeconds, loop,
 *                                        offsetSeconds, variants, crossfadeSeconds }; starts silently when not
 *                                        yet armed and is heard as soon as the page is armed
 *                                        variants: more URLs of the same sound (a long-play sound's differently
 *                                        seeded loops): url, then each variant, then url again…, each joined to
 *                                        the next with an equal-power crossfade of crossfadeSeconds, so the sound
 *                                        never repeats every loop. Each is looped while it plays, so a variant
 *                                        that loads late never leaves a gap.
 *   voice.segments                       the chain so far: [{ url, startAt }] (context times), last = playing
 *   Hearth.sound.segmentSeconds          test-only: when a number, each variant plays that long before the next
 *   voice.started                        Promise resolved once the voice is scheduled (voice.startedAt: context time)
 *   voice.setGain(gain, seconds)         moves the gain along the fade curve
 *   voice.stop(fadeSeconds)              fades out (curve) and stops; a Promise resolved when silent
 *   Hearth.sound.volumeToGain(percent)   0…100 (a slider) → gain 0…1, perceptually even
 *   Hearth.sound.fadeGain(from, to, p)   the fade curve at progress p (0…1)
 *
 * Variants keep only the decoded buffers in use: a variant's buffer is dropped once it has faded out (the
 * browser's cache keeps the immutable file for the next round).
 *
 * Volumes and fades follow AudioPlayback (Packages/AudioPlayback, `Volume` and `Fade`): a slider level 0…1 stands
 * for the gain level³, and a fade moves the level linearly, so a fade sounds even instead of jumping at the start or
 * the end, and a browser plays a mix at the same gains as the server's speaker.
 */
(function () {
  "use strict";

  var Hearth = window.Hearth = window.Hearth || {};
  if (Hearth.sound) return; // included twice (the layout and a page's head): keep the page's one engine
  var AudioContextClass = window.AudioContext || window.webkitAudioContext;
  var CURVE_POINTS = 256;
  // A long-play voice loads its next variant this long before the crossfade (time to render, fetch and decode),
  // and never before the variant playing now has started: at most two variants are ever scheduled.
  var PLAN_AHEAD_SECONDS = 15;

  var context = null;
  var armedListeners = [];
  var lastArmed = null;
  var buffers = {};          // url -> Promise<AudioBuffer>

  /** A gain's slider level (AudioPlayback's Volume: gain = level³). */
  function levelOf(gain) {
    return gain <= 0 ? 0 : Math.cbrt(Math.min(1, gain));
  }

  /**
   * The fade curve: the gain at progress p (0…1) of a fade from `from` to `to` (both 0…1). AudioPlayback's Fade:
   * the slider level moves linearly and the gain is its cube, so the fade sounds even in loudness.
   */
  function fadeGain(from, to, p) {
    if (p <= 0) return from;
    if (p >= 1) return to;
    var level = levelOf(from) + (levelOf(to) - levelOf(from)) * p;
    return level * level * level;
  }

  /** A slider's 0…100 as a gain: AudioPlayback's Volume (level³: half the slider is −18 dB, a tenth −60 dB). */
  function volumeToGain(percent) {
    var p = Math.max(0, Math.min(100, Number(percent) || 0)) / 100;
    return p * p * p;
  }

  function ensureContext() {
    if (context || !AudioContextClass) return context;
    try {
      context = new AudioContextClass({ latencyHint: "playback" });
    } catch (error) {
      try { context = new AudioContextClass(); } catch (error2) { context = null; }
    }
    if (context) context.onstatechange = notify;
    return context;
  }

  function armed() {
    return !!context && context.state === "running";
  }

  function notify() {
    var now = armed();
    if (now === lastArmed) return;
    lastArmed = now;
    var badges = document.querySelectorAll("[data-sound-badge]");
    for (var i = 0; i < badges.length; i++) {
      var badge = badges[i];
      badge.setAttribute("data-armed", now ? "true" : "false");
      var label = badge.getAttribute(now ? "data-label-armed" : "data-label-unarmed");
      var text = badge.querySelector("[data-sound-badge-text]") || badge;
      if (label !== null && text.textContent !== label) text.textContent = label;
      if (badge.hasAttribute("aria-pressed")) badge.setAttribute("aria-pressed", now ? "true" : "false");
    }
    for (var j = 0; j < armedListeners.length; j++) {
      try { armedListeners[j](now); } catch (error) { if (window.console) console.error(error); }
    }
  }

  function arm() {
    var ctx = ensureContext();
    if (!ctx) return Promise.resolve(false);
    if (ctx.state === "running") { notify(); return Promise.resolve(true); }
    var resumed;
    try { resumed = ctx.resume(); } catch (error) { resumed = null; }
    return Promise.resolve(resumed).then(function () { notify(); return armed(); },
      function () { notify(); return false; });
  }

  function load(url) {
    if (!buffers[url]) {
      var ctx = ensureContext();
      if (!ctx || !window.fetch) return Promise.reject(new Error("Web Audio is not available"));
      buffers[url] = fetch(url, { credentials: "same-origin" }).then(function (response) {
        if (!response.ok) throw new Error("HTTP " + response.status + " for " + url);
        return response.arrayBuffer();
      }).then(function (data) {
        return new Promise(function (resolve, reject) {
          // The callback form works in old WebKit too; newer browsers also return a promise.
          var result = ctx.decodeAudioData(data, resolve, reject);
          if (result && result.then) result.then(resolve, reject);
        });
      });
      buffers[url].catch(function () { delete buffers[url]; });
    }
    return buffers[url];
  }

  /** Drops a decoded buffer that is no longer in use (a variant that has played). */
  function forget(url) {
    delete buffers[url];
  }

  /** Schedules a fade of `param` from its current value to `to` over `seconds`, along the curve. */
  function rampTo(param, from, to, seconds) {
    var now = context.currentTime;
    // A fade still under way is cut where it is (a new curve may not overlap it).
    if (param.cancelAndHoldAtTime) param.cancelAndHoldAtTime(now); else param.cancelScheduledValues(now);
    if (!(seconds > 0)) {
      param.setValueAtTime(to, now);
      return;
    }
    var points = new Float32Array(CURVE_POINTS);
    for (var i = 0; i < CURVE_POINTS; i++) points[i] = fadeGain(from, to, i / (CURVE_POINTS - 1));
    try {
      param.setValueCurveAtTime(points, now, seconds);
    } catch (error) {
      param.setValueAtTime(from, now);
      param.linearRampToValueAtTime(to, now + seconds);
    }
  }

  /** One sound playing (or about to) through its own gain node. */
  function Voice(url, options) {
    this.url = url;
    this.gain = options.gain === undefined ? 1 : options.gain;
    this.playing = true;
    this._current = options.fromGain === undefined ? this.gain : options.fromGain;
    this._source = null;
    this._node = null;
    this._fadeSeconds = options.fadeSeconds || 0;
    this._loop = options.loop !== false;
    this._offset = options.offsetSeconds || 0;
    this._chain = [url].concat(options.variants || []);
    this._crossfade = Math.max(0.05, Number(options.crossfadeSeconds) || 2.5);
    this._sources = [];
    this.segments = [];
    this._started = this._start();
    /** Resolved once the sound is scheduled (its AudioContext time in `voice.startedAt`), rejected if it cannot load. */
    this.started = this._started;
  }

  Voice.prototype._start = function () {
    var self = this;
    return load(this.url).then(function (buffer) {
      if (!self.playing) return;
      var node = context.createGain();
      node.gain.setValueAtTime(self._current, context.currentTime);
      node.connect(context.destination);
      var source = context.createBufferSource();
      source.buffer = buffer;
      source.loop = self._loop;
      var offset = self._offset % buffer.duration;
      self._node = node;
      if (self._chain.length > 1 && self._loop) {
        var segment = context.createGain();
        segment.connect(node);
        source.connect(segment);
        source.start(0, offset);
        self._sources.push(source);
        self.segments.push({ url: self.url, startAt: context.currentTime });
        self._planNext(0, source, segment, context.currentTime,
          context.currentTime + self._segmentLength(buffer) - offset);
      } else {
        source.connect(node);
        source.start(0, offset);
        source.onended = function () { if (!self._loop) self.playing = false; };
        self._sources.push(source);
      }
      self._source = source;
      rampTo(node.gain, self._current, self.gain, self._fadeSeconds);
      self._rampStarted = context.currentTime;
      self.startedAt = context.currentTime;
    });
  };

  /** How long a variant plays before the next takes over (its loop; a test may shorten it). */
  Voice.prototype._segmentLength = function (buffer) {
    var length = Number(Hearth.sound.segmentSeconds) > 0 ? Number(Hearth.sound.segmentSeconds) : buffer.duration;
    return Math.max(length, this._crossfade + 0.1);
  };

  /**
   * Loads the variant after chain[index] and schedules it: it starts `crossfade` seconds before `endsAt` and the two
   * cross along equal-power curves (cos/sin, as AudioPlayback's seams), then the old one stops. When the next
   * variant is late, the playing one goes on looping and the crossfade starts as soon as the next is ready.
   */
  Voice.prototype._planNext = function (index, source, segment, startsAt, endsAt) {
    var self = this;
    var nextIndex = (index + 1) % self._chain.length;
    var url = self._chain[nextIndex];
    // Planning every variant at once would never end once their buffers are loaded (the chain wraps around):
    // wait until this one has started and the crossfade is near.
    var planAt = Math.max(startsAt, endsAt - self._crossfade - PLAN_AHEAD_SECONDS);
    // Timers run on the page's clock, which can be a few milliseconds ahead of the audio clock: a timer that fires
    // before `planAt` on the audio clock waits again for the rest.
    (function planWhenDue() {
      if (!self.playing) return;
      var wait = planAt - context.currentTime;
      if (wait > 0) {
        window.setTimeout(planWhenDue, wait * 1000 + 5);
        return;
      }
      self._scheduleNext(index, nextIndex, url, source, segment, endsAt);
    })();
  };

  /** Loads chain[nextIndex] and crosses into it from the playing `source` (see `_planNext`). */
  Voice.prototype._scheduleNext = function (index, nextIndex, url, source, segment, endsAt) {
    var self = this;
    load(url).then(function (buffer) {
      if (!self.playing) return;
      var fade = self._crossfade;
      var at = Math.max(endsAt - fade, context.currentTime + 0.05);
      var incoming = context.createGain();
      incoming.gain.setValueAtTime(0, context.currentTime);
      incoming.connect(self._node);
      var next = context.createBufferSource();
      next.buffer = buffer;
      next.loop = true;
      next.connect(incoming);
      next.start(at);
      var rising = new Float32Array(CURVE_POINTS);
      var falling = new Float32Array(CURVE_POINTS);
      for (var i = 0; i < CURVE_POINTS; i++) {
        var p = i / (CURVE_POINTS - 1);
        rising[i] = Math.sin(p * Math.PI / 2);
        falling[i] = Math.cos(p * Math.PI / 2);
      }
      segment.gain.setValueCurveAtTime(falling, at, fade);
      incoming.gain.setValueCurveAtTime(rising, at, fade);
      source.stop(at + fade + 0.05);
      source.onended = function () {
        source.disconnect();
        segment.disconnect();
        var position = self._sources.indexOf(source);
        if (position >= 0) self._sources.splice(position, 1);
        if (self._chain[index] !== self.url) forget(self._chain[index]);
      };
      self._sources.push(next);
      self._source = next;
      self.segments.push({ url: url, startAt: at });
      self._planNext(nextIndex, next, incoming, at, at + self._segmentLength(buffer));
    }, function () { /* the variant cannot load: the playing one loops on */ });
  };

  /** The gain the node holds now (or will at the end of its fade). */
  Voice.prototype._gainNow = function () {
    return this._node ? this._node.gain.value : this._current;
  };

  Voice.prototype.setGain = function (gain, seconds) {
    var self = this;
    var from = self._gainNow();
    self.gain = gain;
    return self._started.then(function () {
      if (self._node) rampTo(self._node.gain, self._gainNow() || from, gain, seconds || 0);
    });
  };

  Voice.prototype.stop = function (fadeSeconds) {
    var self = this;
    if (!self.playing) return Promise.resolve();
    self.playing = false;
    return self._started.then(function () {
      if (!self._node) return;
      var node = self._node;
      var sources = self._sources.slice();
      var seconds = fadeSeconds || 0;
      rampTo(node.gain, node.gain.value, 0, seconds);
      return new Promise(function (resolve) {
        window.setTimeout(function () {
          sources.forEach(function (source) {
            try { source.stop(); } catch (error) { /* already stopped */ }
            source.disconnect();
          });
          node.disconnect();
          resolve();
        }, seconds * 1000 + 30);
      });
    }, function () { /* it never loaded: nothing to stop */ });
  };

  function play(url, options) {
    ensureContext();
    if (!context) return null;
    return new Voice(url, options || {});
  }

  function armOnFirstGesture() {
    function onGesture() {
      arm().then(function (ok) {
        if (!ok) return;
        ["pointerdown", "keydown", "touchend"].forEach(function (type) {
          document.removeEventListener(type, onGesture, true);
        });
      });
    }
    ["pointerdown", "keydown", "touchend"].forEach(function (type) {
      document.addEventListener(type, onGesture, true);
    });
  }

  function start() {
    var badges = document.querySelectorAll("[data-sound-badge]");
    for (var i = 0; i < badges.length; i++) {
      badges[i].addEventListener("click", function () { arm(); });
    }
    if (!AudioContextClass) {
      for (var j = 0; j < badges.length; j++) badges[j].setAttribute("data-armed", "unsupported");
      return;
    }
    // A kiosk started with --autoplay-policy=no-user-gesture-required runs at once; others wait for a tap.
    ensureContext();
    arm();
    armOnFirstGesture();
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "visible") arm();
    });
  }

  Hearth.sound = {
    armed: armed,
    arm: arm,
    onArmedChange: function (fn) { armedListeners.push(fn); },
    load: load,
    play: play,
    volumeToGain: volumeToGain,
    fadeGain: fadeGain,
    context: function () { return ensureContext(); }
  };

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
