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
 *                                        offsetSeconds }; starts silently when not yet armed and is heard
 *                                        as soon as the page is armed
 *   voice.started                        Promise resolved once the voice is scheduled (voice.startedAt: context time)
 *   voice.setGain(gain, seconds)         moves the gain along the fade curve
 *   voice.stop(fadeSeconds)              fades out (curve) and stops; a Promise resolved when silent
 *   Hearth.sound.volumeToGain(percent)   0…100 (a slider) → gain 0…1, perceptually even
 *   Hearth.sound.fadeGain(from, to, p)   the fade curve at progress p (0…1)
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
      source.connect(node);
      source.start(0, self._offset % buffer.duration);
      source.onended = function () { if (!self._loop) self.playing = false; };
      self._source = source;
      self._node = node;
      rampTo(node.gain, self._current, self.gain, self._fadeSeconds);
      self._rampStarted = context.currentTime;
      self.startedAt = context.currentTime;
    });
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
      var source = self._source;
      var seconds = fadeSeconds || 0;
      rampTo(node.gain, node.gain.value, 0, seconds);
      return new Promise(function (resolve) {
        window.setTimeout(function () {
          try { source.stop(); } catch (error) { /* already stopped */ }
          source.disconnect();
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
