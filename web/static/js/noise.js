/*
 * Hearth — the noise player in the browser. Every page works without this file (forms POST to /noise).
 *
 * The player state lives on the server (GET/PUT /api/v1/noise); this file follows it:
 *   - on a page that can play (the noise page [data-noise-page], a display with [data-noise-overlay]) it plays the
 *     mix through Hearth.sound (decoded buffers looped by Web Audio: no gap at the loop point), when the state's
 *     outputs include this page: "all-displays" (every screen) or "display:<profile>" (a display showing that
 *     profile); gains follow AudioPlayback (a volume's gain is level³; the sleep timer fades the level linearly);
 *   - it follows every `noise` event of the page's one /events stream, refetches after a gap in the stream
 *     (Hearth.onReconnect) and when the page becomes visible again, and fades out with the server's sleep timer;
 *   - it keeps a playing screen awake (Screen Wake Lock, where the browser offers it);
 *   - the sound badge [data-sound-badge] shows whether the page may make sound and arms it with one tap;
 *   - on the noise page it turns the forms into instant controls (tap a tile to play, long press or the preview
 *     button for 3 seconds, sliders, timer, +15 min, outputs, search as you type, a share link);
 *   - on the home page it keeps the "now playing" card [data-now-playing] current.
 *
 * Hearth.noise.state() returns the last state applied; Hearth.noise.debug() what this page plays now.
 * No HTML is built from strings: text goes in through textContent only.
 */
(function () {
  "use strict";

  var Hearth = window.Hearth = window.Hearth || {};
  var API = "/api/v1/noise";
  var START_FADE_SECONDS = 2;       // AudioPlayback's PlayerState.defaultFadeInSeconds
  var RESTORE_SECONDS = 3;          // PlayerState.restoreSeconds ("+15 min" during the fade-out)
  var NEW_TRACK_VOLUME = 100;       // a sound added to the mix starts at full (MixTrack's default)
  var CHANGE_FADE_SECONDS = 0.25;
  var PREVIEW_SECONDS = 3;
  var LONG_PRESS_MS = 450;

  var page = document.querySelector("[data-noise-page]");
  var overlay = document.querySelector("[data-noise-overlay]");
  var card = document.querySelector("[data-now-playing]");
  var canPlay = !!(page || overlay) && !!Hearth.sound;

  var current = null;        // the last state from the server
  var voices = {};           // sound id -> Hearth.sound Voice
  var fadeTimer = 0;
  var wakeLock = null;
  var sounds = {};           // sound id -> { name, url }
  var catalogLoading = null;
  var serverOffset = 0;      // server clock minus this device's clock, in ms
  var sequence = 0;          // numbers our own writes; only the newest answer counts
  var pendingWrites = 0;
  var lastStart = null;      // { sound, wallTime, contextTime } of the last voice that started

  // ---------------------------------------------------------------- small helpers

  function attr(element, name) { return element ? element.getAttribute(name) || "" : ""; }

  function fill(text, values) {
    return String(text || "").replace(/\{(\w+)\}/g, function (match, key) {
      return values.hasOwnProperty(key) ? String(values[key]) : match;
    });
  }

  function serverNow() { return Date.now() + serverOffset; }

  function measureServerOffset() {
    var holder = page || document.querySelector("[data-server-time]");
    var stamp = Number(attr(holder, "data-server-time"));
    if (!isFinite(stamp) || stamp <= 0) return;
    var arrived = Date.now();
    if (performance.getEntriesByType) {
      var navigation = performance.getEntriesByType("navigation")[0];
      if (navigation && navigation.responseStart > 0) arrived -= performance.now() - navigation.responseStart;
    }
    serverOffset = stamp - arrived;
  }

  function profile() { return document.body ? document.body.getAttribute("data-display-profile") || "" : ""; }

  /** Whether this page is one of the state's outputs. */
  function isOutput(state) {
    var outputs = state && state.outputs && state.outputs.length ? state.outputs : ["all-displays"];
    for (var i = 0; i < outputs.length; i++) {
      var output = outputs[i];
      if (output === "all-displays") return true;
      if (profile() && output === "display:" + profile()) return true;
    }
    return false;
  }

  function gainFor(volume, master) {
    return Hearth.sound.volumeToGain(volume) * Hearth.sound.volumeToGain(master);
  }

  /** 0…1: how far the sleep timer's fade has gone at server time `now` (0 before it starts). */
  function fadeProgress(state, now) {
    var end = Date.parse(state.stopsAt || "");
    if (!isFinite(end)) return 0;
    var start = fadeStart(state);
    if (now <= start) return 0;
    return end > start ? Math.min(1, (now - start) / (end - start)) : 1;
  }

  /** When the sleep timer's fade-out starts (server time, ms). */
  function fadeStart(state) {
    var start = Date.parse(state.fadeStartsAt || "");
    if (isFinite(start)) return start;
    return Date.parse(state.stopsAt || "") - (state.fadeOutSeconds || 0) * 1000;
  }

  // ---------------------------------------------------------------- the catalog (names and URLs)

  function learnTiles() {
    var tiles = document.querySelectorAll("[data-sound-tile]");
    for (var i = 0; i < tiles.length; i++) {
      var id = attr(tiles[i], "data-sound-id");
      var variants = attr(tiles[i], "data-sound-variants");
      sounds[id] = {
        name: attr(tiles[i], "data-sound-name"), url: attr(tiles[i], "data-sound-url"),
        variants: variants ? variants.split(" ") : [],
        crossfadeSeconds: Number(attr(tiles[i], "data-sound-crossfade")) || 0
      };
    }
  }

  function loadCatalog() {
    if (catalogLoading) return catalogLoading;
    catalogLoading = fetch("/api/v1/sounds", { headers: { Accept: "application/json" }, credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.json() : []; })
      .then(function (list) {
        var language = Hearth.language ? Hearth.language() : "en";
        for (var i = 0; i < (list || []).length; i++) {
          var sound = list[i];
          if (!sound || typeof sound.id !== "string") continue;
          var name = sound.name && (sound.name[language] || sound.name.en) || sound.id;
          if (!sounds[sound.id]) {
            sounds[sound.id] = {
              name: name, url: sound.url, variants: sound.variants || [], crossfadeSeconds: sound.crossfadeSeconds || 0
            };
          }
        }
        return sounds;
      }, function () { catalogLoading = null; return sounds; });
    return catalogLoading;
  }

  function withSound(id, fn) {
    if (sounds[id]) { fn(sounds[id]); return; }
    loadCatalog().then(function () { if (sounds[id]) fn(sounds[id]); });
  }

  function nameOf(id) { return sounds[id] ? sounds[id].name : id; }

  // ---------------------------------------------------------------- playing (pages that can play)

  function stopAll(seconds) {
    for (var id in voices) {
      if (voices.hasOwnProperty(id)) voices[id].stop(seconds);
    }
    voices = {};
  }

  function startVoice(id, gain, fadeSeconds) {
    withSound(id, function (sound) {
      if (voices[id] || !current || !shouldPlay(current)) return;
      var wanted = targetGains(current)[id];
      if (wanted === undefined) return;
      // A long-play sound chains its variants with crossfades (sound.js), so it does not repeat every loop.
      var voice = Hearth.sound.play(sound.url, {
        gain: wanted, fromGain: 0, fadeSeconds: fadeSeconds, loop: true,
        variants: sound.variants || [], crossfadeSeconds: sound.crossfadeSeconds
      });
      if (!voice) return;
      voices[id] = voice;
      voice.started.then(function () {
        if (!voice.playing || voice.startedAt === undefined) return;
        lastStart = { sound: id, wallTime: performance.timeOrigin + performance.now(), contextTime: voice.startedAt };
        if (performance.mark) {
          try { performance.mark("hearth-noise-started", { detail: { sound: id } }); } catch (error) { /* old API */ }
        }
        // The state may have moved while the buffer loaded.
        if (current) applyGains(current, CHANGE_FADE_SECONDS);
      }, function () {
        if (voices[id] === voice) delete voices[id];
      });
    });
  }

  function shouldPlay(state) {
    return canPlay && !!state && !!state.playing && isOutput(state) && state.mix && state.mix.length > 0;
  }

  /** The gain each sound should have now (the sleep timer's fade included). */
  function targetGains(state) {
    var gains = {};
    var factor = Hearth.sound.fadeGain(1, 0, fadeProgress(state, serverNow()));
    for (var i = 0; i < state.mix.length; i++) {
      gains[state.mix[i].sound] = gainFor(state.mix[i].volume, state.volume) * factor;
    }
    return gains;
  }

  function applyGains(state, seconds) {
    var gains = targetGains(state);
    for (var id in voices) {
      if (voices.hasOwnProperty(id) && gains[id] !== undefined) voices[id].setGain(gains[id], seconds);
    }
    scheduleFade(state);
  }

  /** The sleep timer's fade, along the shared fade curve, from now until `stopsAt`. */
  function scheduleFade(state) {
    window.clearTimeout(fadeTimer);
    if (!shouldPlay(state) || !state.stopsAt) return;
    var startsIn = fadeStart(state) - serverNow();
    if (startsIn > 0) {
      fadeTimer = window.setTimeout(function () { if (current === state) applyFadeNow(state); }, startsIn);
    } else {
      applyFadeNow(state);
    }
  }

  function applyFadeNow(state) {
    var left = Math.max(0, (Date.parse(state.stopsAt) - serverNow()) / 1000);
    for (var id in voices) {
      if (voices.hasOwnProperty(id)) voices[id].setGain(0, left);
    }
  }

  function play(state, previous) {
    if (!canPlay) return;
    if (!shouldPlay(state)) {
      var fading = previous && previous.state === "fading";
      stopAll(fading ? 0.2 : START_FADE_SECONDS / 2);
      window.clearTimeout(fadeTimer);
      releaseWakeLock();
      return;
    }
    var wanted = targetGains(state);
    for (var id in voices) {
      if (voices.hasOwnProperty(id) && wanted[id] === undefined) {
        voices[id].stop(START_FADE_SECONDS / 2);
        delete voices[id];
      }
    }
    var wasPlaying = previous && shouldPlay(previous);
    for (var sound in wanted) {
      if (wanted.hasOwnProperty(sound) && !voices[sound]) startVoice(sound, wanted[sound], wasPlaying ? 1 : START_FADE_SECONDS);
    }
    // Back from a fade-out ("+15 min"): the level comes up over the player's restore time.
    var restoring = previous && previous.state === "fading" && state.state === "playing";
    applyGains(state, restoring ? RESTORE_SECONDS : CHANGE_FADE_SECONDS);
    keepAwake();
  }

  // ---------------------------------------------------------------- wake lock

  function keepAwake() {
    if (wakeLock || !navigator.wakeLock || document.visibilityState !== "visible") return;
    navigator.wakeLock.request("screen").then(function (lock) {
      wakeLock = lock;
      lock.addEventListener("release", function () { if (wakeLock === lock) wakeLock = null; });
      if (!current || !shouldPlay(current)) releaseWakeLock();
    }, function () { /* not allowed here (not HTTPS, battery saver): the screen may sleep */ });
  }

  function releaseWakeLock() {
    if (!wakeLock) return;
    var lock = wakeLock;
    wakeLock = null;
    lock.release().catch(function () {});
  }

  // ---------------------------------------------------------------- following the server

  function isState(data) {
    return data && typeof data === "object" && typeof data.playing === "boolean" && Array.isArray(data.mix);
  }

  function receive(state, fromOwnWrite) {
    if (!isState(state)) return;
    if (pendingWrites > 0 && !fromOwnWrite) {
      // Our own write is on its way; its answer (or the event after it) decides.
      current = state;
      return;
    }
    var previous = current;
    current = state;
    play(state, previous);
    render(state);
  }

  function refresh() {
    if (!window.fetch) return;
    fetch(API, { headers: { Accept: "application/json" }, cache: "no-store", credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (state) { if (state) receive(state, false); }, function () { /* offline: the stream retries */ });
  }

  // ---------------------------------------------------------------- the speaker (the noise page)

  /** Shows the speaker's status (a `speaker` event or GET /api/v1/speaker): device, state, last error, and the
   *  speaker among the outputs only while one is set up. */
  function renderSpeaker(status) {
    if (!page || !status || typeof status !== "object") return;
    var section = page.querySelector("[data-noise-speaker]");
    var on = typeof status.device === "string" && status.device.length > 0;
    if (section) {
      toggle(section.querySelector("[data-speaker-on]"), on);
      toggle(section.querySelector("[data-speaker-off]"), !on);
      setText(section.querySelector("[data-speaker-device]"), on ? status.device : "");
      var state = ["idle", "playing", "error", "off"].indexOf(status.state) >= 0 ? status.state : "idle";
      setText(section.querySelector("[data-speaker-state]"), attr(section, "data-label-state-" + state));
      var error = typeof status.lastError === "string" ? status.lastError : "";
      toggle(section.querySelector("[data-speaker-error-row]"), !!error);
      toggle(section.querySelector("[data-speaker-error]"), !!error);
      setText(section.querySelector("[data-speaker-error]"), error);
      section.setAttribute("data-speaker-current", status.state || "");
    }
    var option = page.querySelector("[data-noise-speaker-output]");
    if (option) {
      toggle(option, on);
      var box = option.querySelector("input");
      if (box) {
        box.disabled = !on;
        if (!on) box.checked = false;
      }
    }
  }

  function refreshSpeaker() {
    if (!window.fetch || !page || !page.querySelector("[data-noise-speaker]")) return;
    fetch("/api/v1/speaker", { headers: { Accept: "application/json" }, cache: "no-store", credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(renderSpeaker, function () { /* offline: the stream retries */ });
  }

  // ---------------------------------------------------------------- writing (the noise page)

  function send(method, url, body) {
    var mine = ++sequence;
    pendingWrites++;
    return fetch(url, {
      method: method,
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin"
    }).then(function (response) {
      return response.json().then(function (data) { return { ok: response.ok, data: data }; },
        function () { return { ok: response.ok, data: null }; });
    }).then(function (result) {
      pendingWrites--;
      if (result.ok) {
        if (mine === sequence) receive(result.data, true);
      } else {
        var message = result.data && result.data.error && result.data.error.message;
        fail(message);
        if (pendingWrites === 0) refresh();
      }
      return result;
    }, function () {
      pendingWrites--;
      fail("");
      if (pendingWrites === 0 && current) render(current);
    });
  }

  function put(change) {
    // Show it at once (and play it at once, when this page is an output); the answer confirms it.
    if (current) {
      var optimistic = merge(current, change);
      var previous = current;
      current = optimistic;
      play(optimistic, previous);
      render(optimistic);
    }
    if (Hearth.sound && canPlay) Hearth.sound.arm();
    return send("PUT", API, change);
  }

  function merge(state, change) {
    var next = {};
    for (var key in state) if (state.hasOwnProperty(key)) next[key] = state[key];
    for (var name in change) if (change.hasOwnProperty(name)) next[name] = change[name];
    if (change.sound !== undefined && change.mix === undefined) {
      var volume = NEW_TRACK_VOLUME;
      for (var i = 0; i < state.mix.length; i++) if (state.mix[i].sound === change.sound) volume = state.mix[i].volume;
      next.mix = change.sound ? [{ sound: change.sound, volume: volume }] : [];
    }
    next.sound = next.mix.length ? next.mix[0].sound : null;
    if (!next.mix.length) next.playing = false;
    next.state = next.playing ? (change.playing === true ? "playing" : state.state === "stopped" ? "playing" : state.state) : "stopped";
    return next;
  }

  function inMix(state, id) {
    for (var i = 0; i < state.mix.length; i++) if (state.mix[i].sound === id) return state.mix[i];
    return null;
  }

  function fail(message) {
    var toast = document.querySelector("[data-noise-toast]");
    if (!toast) {
      toast = document.createElement("p");
      toast.className = "toast";
      toast.setAttribute("role", "status");
      toast.setAttribute("data-noise-toast", "");
      document.body.appendChild(toast);
    }
    toast.setAttribute("data-state", "error");
    toast.textContent = message || attr(page, "data-msg-failed");
    window.clearTimeout(fail.timer);
    fail.timer = window.setTimeout(function () { toast.textContent = ""; toast.removeAttribute("data-state"); }, 5000);
  }

  // ---------------------------------------------------------------- rendering

  function setText(node, text) { if (node && node.textContent !== text) node.textContent = text; }

  function stateLabel(state) {
    var holder = page || card || overlay;
    var key = state.state === "fading" ? "fading" : state.playing ? "playing" : "stopped";
    return attr(holder, "data-label-" + key);
  }

  function twoDigits(n) { return (n < 10 ? "0" : "") + n; }

  function formatLeft(ms) {
    var total = Math.max(0, Math.ceil(ms / 1000));
    var hours = Math.floor(total / 3600);
    var minutes = Math.floor((total % 3600) / 60);
    var seconds = total % 60;
    return hours > 0 ? hours + ":" + twoDigits(minutes) + ":" + twoDigits(seconds) : minutes + ":" + twoDigits(seconds);
  }

  var clockFormat = null;
  function formatClock(ms) {
    if (!clockFormat) {
      var holder = page || card || overlay;
      try {
        clockFormat = new Intl.DateTimeFormat(attr(holder, "data-locale") || undefined,
          { hour: "numeric", minute: "2-digit", timeZone: attr(holder, "data-time-zone") || undefined });
      } catch (error) {
        clockFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
      }
    }
    return clockFormat.format(new Date(ms));
  }

  function summary(state) {
    var names = [];
    for (var i = 0; i < state.mix.length; i++) names.push(nameOf(state.mix[i].sound));
    return names.join(" · ");
  }

  function timerTexts(state) {
    if (!state.stopsAt || !state.playing) return { left: "", at: "" };
    var end = Date.parse(state.stopsAt);
    var holder = page || card || overlay;
    return {
      left: fill(attr(holder, "data-msg-left"), { time: formatLeft(end - serverNow()) }),
      at: fill(attr(holder, "data-msg-stops-at"), { time: formatClock(end) })
    };
  }

  function render(state) {
    if (page) renderPage(state);
    if (card) renderCard(state);
    if (overlay) renderOverlay(state);
    renderBadge(state);
  }

  function renderBadge(state) {
    var badges = document.querySelectorAll("[data-sound-badge]");
    for (var i = 0; i < badges.length; i++) {
      // The noise page always shows it; elsewhere it shows only when this page should be heard.
      badges[i].hidden = !canPlay || (!page && !shouldPlay(state) && badges[i].hasAttribute("data-noise-badge"));
    }
  }

  function renderCard(state) {
    card.hidden = !state.playing;
    card.setAttribute("data-state", state.state || (state.playing ? "playing" : "stopped"));
    setText(card.querySelector("[data-now-playing-state]"), stateLabel(state));
    setText(card.querySelector("[data-now-playing-what]"), state.mix.length ? summary(state) : attr(card, "data-label-idle"));
    setText(card.querySelector("[data-now-playing-left]"), timerTexts(state).left);
    var stop = card.querySelector("[data-now-playing-stop]");
    if (stop) stop.hidden = !state.playing;
  }

  /** The display's "sound playing" overlay (the Display page's slot): its text, and shown while sound plays when the
   *  profile switches it on. */
  function renderOverlay(state) {
    var slot = document.querySelector('[data-display-overlay="soundPlaying"]');
    if (!slot) return;
    var text = slot.querySelector("[data-display-sound]");
    if (!text) {
      text = document.createElement("span");
      text.setAttribute("data-display-sound", "");
      slot.appendChild(text);
    }
    setText(text, state.playing ? fill(attr(overlay, "data-label-playing"), { name: summary(state) }) : "");
    if (slot.hasAttribute("data-noise-switch")) slot.hidden = !state.playing || !state.mix.length;
  }

  function renderPage(state) {
    var player = page.querySelector("[data-noise-player]");
    var bar = page.querySelector("[data-noise-bar]");
    var visibleState = state.state || (state.playing ? "playing" : "stopped");
    if (player) player.setAttribute("data-state", visibleState);
    if (bar) bar.setAttribute("data-state", visibleState);
    var label = stateLabel(state);
    setText(page.querySelector("[data-noise-state-label]"), label);
    setText(page.querySelector("[data-noise-bar-state]"), label);
    setText(page.querySelector("[data-noise-bar-what]"), summary(state));

    var hasEntries = state.mix.length > 0;
    toggle(page.querySelector("[data-noise-idle]"), !hasEntries);
    toggle(page.querySelector("[data-noise-share]"), hasEntries);
    var note = page.querySelector("[data-noise-output-note]");
    toggle(note, state.playing && !isOutput(state));
    showPlayStop(page.querySelector("[data-noise-play]"), page.querySelector("[data-noise-stop]"), state, hasEntries);
    showPlayStop(page.querySelector("[data-noise-bar-play]"), page.querySelector("[data-noise-bar-stop]"), state, hasEntries);

    renderTiles(state);
    renderEntries(state);
    renderControls(state);
    renderTimer(state);
    renderShare(state);
  }

  function toggle(element, shown) { if (element) element.hidden = !shown; }

  function showPlayStop(playButton, stopButton, state, hasEntries) {
    if (playButton) { playButton.hidden = state.playing; playButton.disabled = !hasEntries; }
    if (stopButton) stopButton.hidden = !state.playing;
  }

  function renderTiles(state) {
    var tiles = page.querySelectorAll("[data-sound-tile]");
    for (var i = 0; i < tiles.length; i++) {
      var tile = tiles[i];
      var id = attr(tile, "data-sound-id");
      var entry = inMix(state, id);
      var playing = !!entry && state.playing;
      setFlag(tile, "data-playing", playing);
      setFlag(tile, "data-in-mix", !!entry);
      var main = tile.querySelector("[data-sound-main]");
      if (main) {
        main.setAttribute("aria-pressed", playing ? "true" : "false");
        main.setAttribute("aria-label", attr(main, playing ? "data-label-stop" : "data-label-play"));
      }
      setText(tile.querySelector("[data-sound-state]"), playing ? attr(page, "data-label-tile-playing") : "");
      var mixToggle = tile.querySelector("[data-sound-mix-toggle]");
      if (mixToggle) {
        mixToggle.value = entry ? "remove" : "add";
        mixToggle.setAttribute("aria-label", attr(mixToggle, entry ? "data-label-remove" : "data-label-add"));
        var icon = mixToggle.querySelector("[data-icon]");
        if (icon) icon.setAttribute("data-icon", entry ? "minus" : "plus");
      }
    }
  }

  function setFlag(element, name, on) {
    if (on) { if (!element.hasAttribute(name)) element.setAttribute(name, ""); } else element.removeAttribute(name);
  }

  var dragging = null; // the range input a finger is on: not moved under it

  function renderEntries(state) {
    var list = page.querySelector("[data-noise-entries]");
    var template = page.querySelector("[data-mix-entry-template]");
    if (!list || !template) return;
    var existing = {};
    var rows = list.querySelectorAll("[data-mix-entry]");
    for (var i = 0; i < rows.length; i++) existing[attr(rows[i], "data-sound-id")] = rows[i];
    var wanted = {};
    for (var j = 0; j < state.mix.length; j++) {
      var entry = state.mix[j];
      wanted[entry.sound] = true;
      var row = existing[entry.sound] || makeEntry(template, entry.sound);
      if (row.parentNode !== list || list.children[j] !== row) list.insertBefore(row, list.children[j] || null);
      var range = row.querySelector("[data-mix-volume]");
      if (range && range !== dragging && Number(range.value) !== entry.volume) range.value = entry.volume;
      setVolumeText(range, row.querySelector("[data-mix-volume-text]"), entry.volume);
    }
    for (var id in existing) {
      if (existing.hasOwnProperty(id) && !wanted[id]) list.removeChild(existing[id]);
    }
  }

  function makeEntry(template, id) {
    var row = template.content.firstElementChild.cloneNode(true);
    var inputId = "mix-volume-" + id;
    row.setAttribute("data-sound-id", id);
    var label = row.querySelector("label");
    label.setAttribute("for", inputId);
    label.textContent = nameOf(id);
    var range = row.querySelector("[data-mix-volume]");
    range.id = inputId;
    range.name = "mix." + id;
    range.setAttribute("aria-label", fill(attr(page, "data-label-sound-volume"), { name: nameOf(id) }));
    row.querySelector("output").setAttribute("for", inputId);
    var remove = row.querySelector("[data-mix-remove]");
    remove.value = id;
    remove.setAttribute("aria-label", fill(attr(page, "data-label-remove"), { name: nameOf(id) }));
    if (!sounds[id]) withSound(id, function (sound) { label.textContent = sound.name; });
    return row;
  }

  function setVolumeText(range, output, value) {
    var text = fill(attr(page, "data-label-percent"), { value: value });
    setText(output, text);
    if (range) range.setAttribute("aria-valuetext", text);
  }

  function renderControls(state) {
    var master = page.querySelector("[data-noise-master]");
    if (master && master !== dragging && Number(master.value) !== state.volume) master.value = state.volume;
    setVolumeText(master, page.querySelector("[data-noise-master-text]"), state.volume);
    var timer = page.querySelector("[data-noise-timer]");
    if (timer && document.activeElement !== timer) selectValue(timer, state.sleepTimerMinutes === null ? "" : String(state.sleepTimerMinutes));
    var fade = page.querySelector("[data-noise-fade]");
    if (fade && document.activeElement !== fade) selectValue(fade, String(state.fadeOutSeconds));
    var boxes = page.querySelectorAll("[data-noise-output]");
    for (var i = 0; i < boxes.length; i++) {
      if (boxes[i].value) boxes[i].checked = (state.outputs || []).indexOf(boxes[i].value) >= 0;
    }
  }

  /** Selects `value` in a <select>, adding an option for a value the list does not offer (set elsewhere). */
  function selectValue(select, value) {
    for (var i = 0; i < select.options.length; i++) {
      if (select.options[i].value === value) { select.selectedIndex = i; return; }
    }
    var option = document.createElement("option");
    option.value = value;
    option.textContent = value;
    select.appendChild(option);
    select.value = value;
  }

  function renderTimer(state) {
    var texts = timerTexts(state);
    var shown = !!texts.left;
    toggle(page.querySelector("[data-noise-timer-status]"), shown);
    toggle(page.querySelector("[data-noise-extend-form]"), shown);
    setText(page.querySelector("[data-noise-timer-left]"), texts.left);
    setText(page.querySelector("[data-noise-timer-at]"), texts.at);
    setText(page.querySelector("[data-noise-bar-left]"), texts.left);
  }

  function shareHref(state) {
    var parts = [];
    for (var i = 0; i < state.mix.length; i++) parts.push(state.mix[i].sound + ":" + state.mix[i].volume);
    return "/noise?mix=" + encodeURIComponent(parts.join(",")).replace(/%2C/g, ",").replace(/%3A/g, ":") +
      "&volume=" + state.volume;
  }

  function renderShare(state) {
    var link = page.querySelector("[data-noise-share-link]");
    if (link && state.mix.length) link.setAttribute("href", shareHref(state));
  }

  // The timer's countdown, once a second while it runs.
  function tickTimer() {
    if (current && current.stopsAt && current.playing) {
      if (page) renderTimer(current);
      if (card) setText(card.querySelector("[data-now-playing-left]"), timerTexts(current).left);
    }
    window.setTimeout(tickTimer, 1000 - (Date.now() % 1000) + 20);
  }

  // ---------------------------------------------------------------- the noise page's controls

  function enhancePage() {
    var player = page.querySelector("[data-noise-player]");
    var apply = page.querySelector("[data-noise-apply]");
    if (apply) apply.hidden = true; // each control applies itself

    // Tiles: tap to play (or stop the only one playing), +/− to mix, long press or the button to preview.
    var tiles = page.querySelectorAll("[data-sound-tile]");
    for (var i = 0; i < tiles.length; i++) enhanceTile(tiles[i]);

    var forms = page.querySelectorAll("form[data-noise-form='player'], form[data-noise-form='bar']");
    for (var f = 0; f < forms.length; f++) {
      forms[f].addEventListener("submit", function (event) {
        var submitter = event.submitter;
        if (!submitter || !current) return;
        if (submitter.name === "action" && submitter.value !== "apply") {
          event.preventDefault();
          put({ playing: submitter.value === "play" });
        } else if (submitter.name === "remove") {
          event.preventDefault();
          removeFromMix(submitter.value);
        } else if (submitter.name === "action") {
          event.preventDefault();
        }
      });
    }

    if (player) {
      player.addEventListener("input", function (event) {
        var target = event.target;
        if (target.hasAttribute("data-mix-volume") || target.hasAttribute("data-noise-master")) {
          dragging = target;
          onVolumeInput(target);
        }
      });
      player.addEventListener("change", function (event) {
        var target = event.target;
        if (target.hasAttribute("data-mix-volume") || target.hasAttribute("data-noise-master")) {
          dragging = null;
          flushVolume();
        } else if (target.hasAttribute("data-noise-timer")) {
          put({ sleepTimerMinutes: target.value === "" ? null : Number(target.value) });
        } else if (target.hasAttribute("data-noise-fade")) {
          put({ fadeOutSeconds: Number(target.value) });
        } else if (target.hasAttribute("data-noise-output")) {
          var outputs = [];
          var boxes = page.querySelectorAll("[data-noise-output]");
          for (var b = 0; b < boxes.length; b++) if (boxes[b].checked && boxes[b].value) outputs.push(boxes[b].value);
          put({ outputs: outputs });
        }
      });
    }

    var extend = page.querySelector("[data-noise-extend-form]");
    if (extend) {
      extend.addEventListener("submit", function (event) {
        event.preventDefault();
        send("POST", API + "/extend");
      });
    }

    enhanceSearch();
    enhanceShare();
    var badge = page.querySelector("[data-sound-badge]");
    if (badge && canPlay) badge.hidden = false;
  }

  function enhanceTile(tile) {
    var id = attr(tile, "data-sound-id");
    var main = tile.querySelector("[data-sound-main]");
    var mixToggle = tile.querySelector("[data-sound-mix-toggle]");
    var preview = tile.querySelector("[data-sound-preview]");
    var pressTimer = 0;
    var longPressed = false;

    if (preview && canPlay) {
      preview.hidden = false;
      preview.addEventListener("click", function () { previewSound(tile, id); });
    }
    if (main) {
      main.addEventListener("click", function (event) {
        event.preventDefault();
        if (longPressed) { longPressed = false; return; }
        if (!current) return;
        var entry = inMix(current, id);
        if (entry && current.playing) {
          if (current.mix.length === 1) put({ playing: false });
          else removeFromMix(id);
        } else {
          put({ sound: id, playing: true });
        }
      });
      main.addEventListener("pointerdown", function (event) {
        if (event.button !== 0 || !canPlay) return;
        longPressed = false;
        window.clearTimeout(pressTimer);
        pressTimer = window.setTimeout(function () {
          longPressed = true;
          previewSound(tile, id);
        }, LONG_PRESS_MS);
      });
      ["pointerup", "pointerleave", "pointercancel"].forEach(function (type) {
        main.addEventListener(type, function () { window.clearTimeout(pressTimer); });
      });
      main.addEventListener("contextmenu", function (event) { if (longPressed) event.preventDefault(); });
    }
    if (mixToggle) {
      mixToggle.addEventListener("click", function (event) {
        event.preventDefault();
        if (!current) return;
        if (inMix(current, id)) removeFromMix(id);
        else {
          var mix = current.mix.slice();
          mix.push({ sound: id, volume: NEW_TRACK_VOLUME });
          put({ mix: mix, playing: true });
        }
      });
    }
  }

  function removeFromMix(id) {
    var mix = [];
    for (var i = 0; i < current.mix.length; i++) if (current.mix[i].sound !== id) mix.push(current.mix[i]);
    put(mix.length ? { mix: mix } : { mix: [], playing: false });
  }

  var previewing = null;
  function previewSound(tile, id) {
    if (!canPlay) return;
    Hearth.sound.arm();
    if (previewing) { previewing.voice.stop(0.2); previewing.tile.removeAttribute("data-previewing"); }
    withSound(id, function (sound) {
      var voice = Hearth.sound.play(sound.url, { gain: Hearth.sound.volumeToGain(75), fromGain: 0, fadeSeconds: 0.3 });
      if (!voice) return;
      var mine = previewing = { voice: voice, tile: tile };
      tile.setAttribute("data-previewing", "");
      window.setTimeout(function () {
        voice.stop(0.4);
        if (previewing === mine) { previewing = null; tile.removeAttribute("data-previewing"); }
      }, (PREVIEW_SECONDS - 0.4) * 1000);
    });
  }

  // Volumes: heard at once on this page, sent at most every 150 ms while a slider moves.
  var volumeTimer = 0;
  function onVolumeInput(range) {
    if (!current) return;
    var value = Number(range.value);
    var change;
    if (range.hasAttribute("data-noise-master")) {
      change = { volume: value };
      setVolumeText(range, page.querySelector("[data-noise-master-text]"), value);
    } else {
      var row = range.closest("[data-mix-entry]");
      var id = attr(row, "data-sound-id");
      var mix = [];
      for (var i = 0; i < current.mix.length; i++) {
        mix.push({ sound: current.mix[i].sound, volume: current.mix[i].sound === id ? value : current.mix[i].volume });
      }
      change = { mix: mix };
      setVolumeText(range, row.querySelector("[data-mix-volume-text]"), value);
    }
    current = merge(current, change);
    if (canPlay && shouldPlay(current)) applyGains(current, 0.05);
    window.clearTimeout(volumeTimer);
    volumeTimer = window.setTimeout(flushVolume, 150);
  }

  function flushVolume() {
    window.clearTimeout(volumeTimer);
    if (!current) return;
    send("PUT", API, { volume: current.volume, mix: current.mix });
  }

  function enhanceSearch() {
    var input = page.querySelector("[data-noise-search-input]");
    var count = page.querySelector("[data-noise-count]");
    if (!input) return;
    input.addEventListener("input", function () {
      var query = input.value.trim().toLowerCase();
      var shown = 0;
      var categories = page.querySelectorAll("[data-noise-category]");
      for (var c = 0; c < categories.length; c++) {
        var tiles = categories[c].querySelectorAll("[data-sound-tile]");
        var inCategory = 0;
        for (var i = 0; i < tiles.length; i++) {
          var match = !query || attr(tiles[i], "data-search-text").indexOf(query) >= 0;
          tiles[i].hidden = !match;
          if (match) inCategory++;
        }
        categories[c].hidden = inCategory === 0;
        shown += inCategory;
      }
      if (count) {
        setText(count, shown === 1 ? attr(count, "data-label-count-one") : fill(attr(count, "data-label-count"), { count: shown }));
      }
    });
  }

  function enhanceShare() {
    var copy = page.querySelector("[data-noise-share-copy]");
    var link = page.querySelector("[data-noise-share-link]");
    if (!copy || !link || !navigator.clipboard) return;
    copy.hidden = false;
    copy.addEventListener("click", function () {
      navigator.clipboard.writeText(link.href).then(function () {
        setText(copy, attr(page, "data-msg-copied"));
      }, function () { /* the link stays there to copy by hand */ });
    });
  }

  /** The home page's stop button. The page carries the CSRF token only when it was rendered while sound played (so
   *  that an idle home page is the same bytes for every visitor); a card shown later by a `noise` event stops through
   *  the API instead, and reloads the page (which then carries the token) when the API refuses. */
  function enhanceCard() {
    var form = card.querySelector("[data-now-playing-stop]");
    if (!form || !window.fetch) return;
    form.addEventListener("submit", function (event) {
      if (form.querySelector("input[name='_csrf']")) return;
      event.preventDefault();
      fetch(API, {
        method: "PUT",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({ playing: false }),
        credentials: "same-origin"
      }).then(function (response) {
        if (!response.ok) { window.location.reload(); return null; }
        return response.json();
      }).then(function (state) { if (isState(state)) receive(state, true); }, function () { window.location.reload(); });
    });
  }

  // ---------------------------------------------------------------- start

  function start() {
    measureServerOffset();
    learnTiles();
    var holder = page || card || overlay;
    var initial = null;
    try { initial = JSON.parse(attr(holder, "data-noise-state") || "null"); } catch (error) { initial = null; }
    if (page) enhancePage();
    if (card) enhanceCard();
    if (isState(initial)) receive(initial, false); else refresh();
    if (overlay || card) loadCatalog().then(function () { if (current) render(current); });
    tickTimer();

    if (Hearth.on) Hearth.on("noise", function (state) { receive(state, false); });
    if (Hearth.on) Hearth.on("speaker", renderSpeaker);
    if (Hearth.onReconnect) Hearth.onReconnect(function () { refresh(); refreshSpeaker(); });
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState !== "visible") return;
      refresh();
      refreshSpeaker();
      if (current && shouldPlay(current)) keepAwake();
    });
    if (canPlay && Hearth.sound.onArmedChange) {
      // Armed later (a tap): voices started silently are heard now; make sure every one is there.
      Hearth.sound.onArmedChange(function (armed) { if (armed && current) play(current, current); });
    }
  }

  Hearth.noise = {
    state: function () { return current; },
    debug: function () {
      var playing = [];
      for (var id in voices) if (voices.hasOwnProperty(id) && voices[id].playing) playing.push(id);
      var context = canPlay ? Hearth.sound.context() : null;
      var segments = {};
      for (var sound in voices) {
        if (voices.hasOwnProperty(sound)) segments[sound] = (voices[sound].segments || []).slice();
      }
      return {
        canPlay: canPlay,
        segments: segments,
        isOutput: current ? isOutput(current) : false,
        voices: playing.sort(),
        contextState: context ? context.state : "none",
        contextTime: context ? context.currentTime : 0,
        lastStart: lastStart,
        wakeLock: !!wakeLock
      };
    }
  };

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
