/*
 * Hearth — the wall and bedside display (/display?profile=NAME), progressive enhancement.
 *
 * The page works without this file: the server renders the time, the style and the overlays, and the page
 * refreshes itself each minute. With it:
 *   - the digits tick from the server's time (Hearth.clock), each in a box of its own, so nothing shifts;
 *   - the clock takes the largest size that fits, again on every resize, orientation or overlay change;
 *   - the profile's style follows changes made anywhere within a second (the `display-profile` event), night
 *     mode switches at the server's instant, the random colour and the burn-in shift change each minute;
 *   - display mode (a long press anywhere, or the button; `?mode=display` starts in it): navigation hidden, full
 *     screen, the pointer hidden after 3 s still, the screen kept awake (Screen Wake Lock) or a note saying why not;
 *   - the battery overlay from the browser's Battery Status API, else the server's GET /api/v1/battery;
 *   - the display reports its state to PUT /api/v1/displays/{clientId} on change and every minute.
 *
 * Every rule (night mode, colours, shifts, the clock format, the date text) is decided on the server
 * (DisplayCore) and arrives in the display state: data-state on load, GET …/state afterwards. This file only
 * does what must run in the browser: ticking, measuring and the browser APIs. Nothing animates continuously.
 */
(function () {
  "use strict";

  var Hearth = window.Hearth;
  var display = document.querySelector("[data-display]");
  if (!Hearth || !Hearth.clock || !display || !window.JSON) return;

  var root = document.documentElement;
  var LONG_PRESS_MS = 600;
  var IDLE_POINTER_MS = 3000;
  var REPORT_EVERY_MS = 60 * 1000;
  var BATTERY_POLL_MS = 5 * 60 * 1000;

  var state = parseJSON(display.getAttribute("data-state"));
  if (!state || !state.profile) return;

  var face = display.querySelector("[data-display-face]");
  var row = display.querySelector("[data-display-row]");
  var slot = display.querySelector("[data-display-slot]");
  var spoken = display.querySelector("[data-display-spoken]");
  var periodNode = display.querySelector("[data-display-period]");
  var dateNode = display.querySelector("[data-display-date]");
  var zoneNode = display.querySelector("[data-display-zone]");
  var modeButton = display.querySelector("[data-display-mode-toggle]");
  var keepAwakeNote = display.querySelector("[data-display-keep-awake]");
  var controls = display.querySelector("[data-display-controls]");
  // The alarms' arming badge (fixed in a corner on other pages) takes its place in the controls row here, so it
  // covers neither the clock nor the Display mode button.
  var soundBadge = document.querySelector("[data-alarm-badge]");
  if (controls && soundBadge) controls.insertBefore(soundBadge, modeButton);
  var digits = {};
  var digitNodes = display.querySelectorAll("[data-display-digit]");
  for (var d = 0; d < digitNodes.length; d++) digits[digitNodes[d].getAttribute("data-display-digit")] = digitNodes[d];

  function parseJSON(text) {
    try { return JSON.parse(text || ""); } catch (error) { return null; }
  }

  function message(name) {
    return display.getAttribute("data-msg-" + name) || "";
  }

  function setText(node, text) {
    if (node && node.textContent !== text) node.textContent = text;
  }

  // ---------------------------------------------------------------- the style

  var formats = null;   // Intl formats for the clock state they were made for
  var minuteKey = -1;   // the minute shown (server ms / 60000)

  function makeFormats(clock) {
    var options = {
      hour: clock.hour12 ? "numeric" : "2-digit", minute: "2-digit", second: "2-digit",
      hourCycle: clock.hour12 ? "h12" : "h23", numberingSystem: "latn"
    };
    try {
      return { time: new Intl.DateTimeFormat(clock.locale, Object.assign({ timeZone: clock.timeZone }, options)) };
    } catch (error) {
      try { return { time: new Intl.DateTimeFormat(clock.locale, options) }; } catch (error2) { return null; }
    }
  }

  /** Applies a display state from the server: colours, font, overlays, clock format, night mode. */
  function applyState(next) {
    state = next;
    var look = next.look;
    var style = display.style;
    style.setProperty("--display-digits", look.digits);
    style.setProperty("--display-background", look.background);
    style.setProperty("--display-glow", String(look.glow));
    style.setProperty("--display-digit-opacity", String(look.digitOpacity));
    style.setProperty("--display-overlay-opacity", String(look.overlayOpacity));
    style.setProperty("--display-overlay-color", look.overlay);
    display.setAttribute("data-surface", look.surface);
    face.setAttribute("data-clock-font", look.fontFamily);
    face.setAttribute("data-clock-weight", String(look.fontWeight));
    display.toggleAttribute("data-night", !!next.night.active);
    display.toggleAttribute("data-seconds", !!next.clock.showSeconds);
    display.toggleAttribute("data-period", !!next.clock.showPeriod);
    display.setAttribute("data-profile-id", next.profile.id);
    document.body.setAttribute("data-display-profile", next.profile.name);
    var overlays = next.overlays || {};
    var nodes = display.querySelectorAll("[data-display-overlay]");
    for (var i = 0; i < nodes.length; i++) {
      var name = nodes[i].getAttribute("data-display-overlay");
      var on = !!overlays[name] && (name === "battery" ? battery.shown : true);
      if (name === "nextAlarm" || name === "upcomingDays" || name === "soundPlaying") {
        on = on && nodes[i].hasAttribute("data-filled"); // shown once its feature has something to say
      }
      if (nodes[i].hidden === on) nodes[i].hidden = !on;
    }
    setText(dateNode, next.dateText || "");
    setText(zoneNode, next.timeZoneText || "");
    formats = makeFormats(next.clock);
    minuteKey = -1;
    scheduleNightSwitch();
    tick();
    fitSoon();
  }

  /** The colour and shift the server chose for the minute starting at `start`. A page whose clock reads a moment
   *  before the state's first minute (the server's instant when it made the state) takes that first one. */
  function minuteLook(now) {
    var minutes = state.minutes || [];
    for (var i = minutes.length - 1; i >= 0; i--) {
      if (minutes[i].start <= now) return minutes[i];
    }
    return minutes.length ? minutes[0] : null;
  }

  // ---------------------------------------------------------------- the ticking digits

  var tickTimer = 0;

  function partsOf(now) {
    var out = { hour: "", minute: "", second: "", dayPeriod: "" };
    if (!formats) return out;
    var parts = formats.time.formatToParts(new Date(now));
    for (var i = 0; i < parts.length; i++) {
      if (out.hasOwnProperty(parts[i].type)) out[parts[i].type] = parts[i].value;
    }
    return out;
  }

  function setDigits(prefix, text) {
    var padded = text.length >= 2 ? text.slice(-2) : " " + text;
    var first = digits[prefix + "1"];
    setText(first, padded.charAt(0) === " " ? "" : padded.charAt(0));
    if (first) first.toggleAttribute("data-empty", padded.charAt(0) === " ");
    setText(digits[prefix + "2"], padded.charAt(1));
  }

  function render(now) {
    var p = partsOf(now);
    var hourWidthBefore = digits.h1 && digits.h1.hasAttribute("data-empty");
    setDigits("h", p.hour);
    setDigits("m", p.minute);
    setDigits("s", p.second);
    setText(periodNode, state.clock.showPeriod ? p.dayPeriod : "");
    var key = Math.floor(now / 60000);
    if (key !== minuteKey) {
      minuteKey = key;
      setText(spoken, (p.hour + ":" + p.minute) + (state.clock.showPeriod && p.dayPeriod ? " " + p.dayPeriod : ""));
      var look = minuteLook(now);
      display.style.setProperty("--display-minute-digits", look && look.digits ? look.digits : "var(--display-digits)");
      display.style.setProperty("--display-shift-x", (look ? look.shiftX : 0) + "px");
      display.style.setProperty("--display-shift-y", (look ? look.shiftY : 0) + "px");
      var minutes = state.minutes || [];
      var last = minutes.length ? minutes[minutes.length - 1].start : 0;
      if (now >= state.renewAt || last - now < 5 * 60000) refreshState();
    }
    if (digits.h1 && digits.h1.hasAttribute("data-empty") !== hourWidthBefore) fitSoon();
  }

  function tick() {
    var now = Hearth.clock.now();
    render(now);
    var period = state.clock.showSeconds ? 1000 : 60000;
    window.clearTimeout(tickTimer);
    tickTimer = window.setTimeout(tick, period - (now % period) + 20);
  }

  Hearth.clock.onChange(tick);

  // ---------------------------------------------------------------- the largest size that fits

  var fitFrame = 0;

  function fit() {
    fitFrame = 0;
    if (!face || !slot || !row) return;
    var width = slot.clientWidth;
    var height = slot.clientHeight;
    if (!width || !height) return;
    var current = parseFloat(window.getComputedStyle(face).fontSize) || 16;
    var box = row.getBoundingClientRect();
    if (!box.width || !box.height) return;
    var scale = Math.min((width * 0.96) / box.width, (height * 0.96) / box.height);
    var percent = state.look.sizePercent;
    var size = current * scale * (typeof percent === "number" ? Math.max(5, Math.min(100, percent)) / 100 : 1);
    size = Math.max(8, Math.floor(size * 10) / 10);
    if (Math.abs(size - current) >= 0.5) face.style.fontSize = size + "px";
  }

  function fitSoon() {
    if (fitFrame) return;
    fitFrame = window.requestAnimationFrame ? window.requestAnimationFrame(fit) : window.setTimeout(fit, 16);
  }

  if (window.ResizeObserver && slot) {
    new ResizeObserver(fitSoon).observe(slot);
  } else {
    window.addEventListener("resize", fitSoon);
  }
  window.addEventListener("orientationchange", fitSoon);
  if (document.fonts && document.fonts.addEventListener) {
    document.fonts.addEventListener("loadingdone", fitSoon);
    if (document.fonts.ready) document.fonts.ready.then(fitSoon);
  }

  // ---------------------------------------------------------------- the state from the server

  var refreshing = false;
  var nightTimer = 0;

  function refreshState() {
    if (refreshing || !window.fetch) return;
    refreshing = true;
    var url = "/api/v1/display-profiles/" + encodeURIComponent(state.profile.id) + "/state";
    fetch(url, { headers: { Accept: "application/json" }, cache: "no-store", credentials: "same-origin" })
      .then(function (response) {
        refreshing = false;
        if (response.status === 404) { followDeletedProfile(); return null; }
        return response.ok ? response.json() : null;
      })
      .then(function (next) {
        if (next && next.profile && next.look) {
          var renamed = next.profile.name !== state.profile.name;
          applyState(next);
          if (renamed) followRename(next.profile.name);
        }
      }, function () { refreshing = false; });
  }

  /** Night mode begins or ends at the server's instant: ask for the new state then. */
  function scheduleNightSwitch() {
    window.clearTimeout(nightTimer);
    var at = state.night && state.night.nextSwitch;
    if (typeof at !== "number") return;
    var wait = Math.max(0, at - Hearth.clock.now()) + 250;
    nightTimer = window.setTimeout(refreshState, Math.min(wait, 6 * 3600 * 1000));
  }

  /** The profile was renamed: the address follows, so a reload shows the same profile. */
  function followRename(name) {
    if (!window.history || !history.replaceState || !window.URLSearchParams) return;
    var params = new URLSearchParams(window.location.search);
    params.set("profile", name);
    history.replaceState(history.state, "", window.location.pathname + "?" + params.toString());
  }

  /** The profile was deleted: reload, and the server shows the default profile with a note. */
  function followDeletedProfile() {
    window.setTimeout(function () { window.location.reload(); }, 500 + Math.random() * 1500);
  }

  Hearth.on("display-profile", function (data) {
    if (!data || typeof data !== "object") return;
    if (data.id === state.profile.id) {
      if (data.deleted) followDeletedProfile(); else refreshState();
    }
  });
  Hearth.onReconnect(refreshState);
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") refreshState();
  });

  // ---------------------------------------------------------------- battery

  var battery = { shown: false, level: null, charging: false, source: null };
  var batteryNode = display.querySelector("[data-display-overlay='battery']");
  var batteryLevel = display.querySelector("[data-display-battery-level]");

  /** The band (green, yellow, orange, red) for a level 0…100, from the Battery module's table in the state. */
  function bandFor(level) {
    var bands = state.batteryBands || [];
    var found = "";
    for (var i = 0; i < bands.length; i++) {
      if (level >= bands[i].minimumLevel && (found === "" || bands[i].minimumLevel >= found.minimumLevel)) found = bands[i];
    }
    return found ? found.band : "";
  }

  function showBattery(level, charging) {
    if (typeof level !== "number" || !isFinite(level)) {
      battery.shown = false;
      battery.level = null;
    } else {
      battery.shown = true;
      battery.level = Math.max(0, Math.min(1, level));
      battery.charging = !!charging;
      var percent = Math.round(battery.level * 100);
      setText(batteryLevel, percent + "%");
      if (batteryNode) {
        batteryNode.setAttribute("data-band", bandFor(percent));
        batteryNode.toggleAttribute("data-charging", battery.charging);
        batteryNode.setAttribute("aria-label", message(battery.charging ? "battery-charging" : "battery").replace("{level}", percent + "%"));
      }
    }
    if (batteryNode) {
      var on = !!(state.overlays && state.overlays.battery) && battery.shown;
      if (batteryNode.hidden === on) { batteryNode.hidden = !on; fitSoon(); }
    }
    report();
  }

  function serverBattery() {
    if (!window.fetch) return;
    fetch("/api/v1/battery", { headers: { Accept: "application/json" }, cache: "no-store", credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (data) {
        var reading = data && (data.battery !== undefined ? data.battery : data);
        if (!reading || typeof reading.level !== "number") { showBattery(null); return; }
        showBattery(reading.level / 100, reading.charging); // the API's level is a percentage
      }, function () { /* offline: keep what is shown */ });
  }

  function startBattery() {
    if (navigator.getBattery) {
      navigator.getBattery().then(function (manager) {
        battery.source = "browser";
        var update = function () { showBattery(manager.level, manager.charging); };
        manager.addEventListener("levelchange", update);
        manager.addEventListener("chargingchange", update);
        update();
      }, function () {
        battery.source = "server";
        serverBattery();
        window.setInterval(serverBattery, BATTERY_POLL_MS);
      });
    } else {
      battery.source = "server";
      serverBattery();
      window.setInterval(serverBattery, BATTERY_POLL_MS);
    }
  }

  // ---------------------------------------------------------------- display mode and keep-awake

  var inDisplayMode = false;
  var wakeLock = null;
  var keepAwake = { state: "off", reason: null };
  var idleTimer = 0;

  function showKeepAwake() {
    if (!keepAwakeNote) return;
    var text = "";
    if (keepAwake.state === "unavailable") text = message("keep-awake-" + keepAwake.reason) || message("keep-awake-unavailable");
    setText(keepAwakeNote, text);
    keepAwakeNote.hidden = !inDisplayMode || text === "";
  }

  function setKeepAwake(value, reason) {
    if (keepAwake.state === value && keepAwake.reason === reason) return;
    keepAwake = { state: value, reason: reason };
    display.setAttribute("data-keep-awake", value);
    showKeepAwake();
    report();
  }

  function acquireWakeLock() {
    if (!inDisplayMode || wakeLock) return;
    if (!("wakeLock" in navigator)) {
      setKeepAwake("unavailable", window.isSecureContext === false ? "needs-https" : "unsupported");
      return;
    }
    if (document.visibilityState !== "visible") return;
    navigator.wakeLock.request("screen").then(function (lock) {
      if (!inDisplayMode) { lock.release(); return; }
      wakeLock = lock;
      setKeepAwake("on", null);
      lock.addEventListener("release", function () {
        wakeLock = null;
        setKeepAwake("off", null); // the page was hidden: taken again when it is visible
      });
    }, function (error) {
      setKeepAwake("unavailable", error && error.name === "NotAllowedError" ? "denied" : "unsupported");
    });
  }

  function releaseWakeLock() {
    if (wakeLock) {
      var lock = wakeLock;
      wakeLock = null;
      lock.release().then(null, function () {});
    }
    setKeepAwake("off", null);
  }

  function wakePointer() {
    root.removeAttribute("data-display-idle");
    window.clearTimeout(idleTimer);
    if (!inDisplayMode) return;
    idleTimer = window.setTimeout(function () { root.setAttribute("data-display-idle", ""); }, IDLE_POINTER_MS);
  }

  function enterDisplayMode(fromGesture) {
    if (inDisplayMode) return;
    inDisplayMode = true;
    root.setAttribute("data-display-mode", "");
    if (modeButton) modeButton.setAttribute("aria-pressed", "true");
    try { sessionStorage.setItem("hearth-display-mode", "on"); } catch (error) { /* fine */ }
    if (fromGesture && document.documentElement.requestFullscreen && !document.fullscreenElement) {
      document.documentElement.requestFullscreen({ navigationUI: "hide" }).then(null, function () { /* a kiosk */ });
    }
    acquireWakeLock();
    showKeepAwake();
    wakePointer();
    fitSoon();
    report();
  }

  function leaveDisplayMode() {
    if (!inDisplayMode) return;
    inDisplayMode = false;
    root.removeAttribute("data-display-mode");
    root.removeAttribute("data-display-idle");
    if (modeButton) modeButton.setAttribute("aria-pressed", "false");
    try { sessionStorage.removeItem("hearth-display-mode"); } catch (error) { /* fine */ }
    dropModeFromAddress();
    if (document.fullscreenElement && document.exitFullscreen) document.exitFullscreen().then(null, function () {});
    releaseWakeLock();
    showKeepAwake();
    fitSoon();
    report();
  }

  /** After leaving display mode a reload stays in page mode: `?mode=display` leaves the address. */
  function dropModeFromAddress() {
    if (!window.history || !history.replaceState || !window.URLSearchParams) return;
    var params = new URLSearchParams(window.location.search);
    if (!params.has("mode")) return;
    params.delete("mode");
    var query = params.toString();
    history.replaceState(history.state, "", window.location.pathname + (query ? "?" + query : ""));
  }

  /** `?mode=display` (what `hearth kiosk --print` opens) starts in display mode, without a tap. */
  function askedForDisplayMode() {
    if (!window.URLSearchParams) return false;
    return new URLSearchParams(window.location.search).get("mode") === "display";
  }

  function toggleDisplayMode() {
    if (inDisplayMode) leaveDisplayMode(); else enterDisplayMode(true);
  }

  if (modeButton) {
    modeButton.hidden = false;
    modeButton.addEventListener("click", function () { toggleDisplayMode(); });
  }

  // Leaving full screen (Esc, the browser's own gesture) leaves display mode too.
  document.addEventListener("fullscreenchange", function () {
    if (!document.fullscreenElement && inDisplayMode && fullscreenSeen) leaveDisplayMode();
    fullscreenSeen = !!document.fullscreenElement;
  });
  var fullscreenSeen = false;

  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") acquireWakeLock();
  });

  // A long press (0.6 s) anywhere that is not a control toggles display mode.
  var pressTimer = 0;
  var pressX = 0;
  var pressY = 0;
  var pressFired = false;

  function cancelPress() {
    window.clearTimeout(pressTimer);
    pressTimer = 0;
  }

  document.addEventListener("pointerdown", function (event) {
    wakePointer();
    if (event.button > 0 || !event.isPrimary) return;
    if (event.target && event.target.closest && event.target.closest("a, button, input, select, textarea, label, summary")) return;
    pressX = event.clientX;
    pressY = event.clientY;
    pressFired = false;
    cancelPress();
    pressTimer = window.setTimeout(function () {
      pressTimer = 0;
      pressFired = true;
      toggleDisplayMode();
    }, LONG_PRESS_MS);
  }, { passive: true });
  document.addEventListener("pointermove", function (event) {
    wakePointer();
    if (pressTimer && Math.abs(event.clientX - pressX) + Math.abs(event.clientY - pressY) > 12) cancelPress();
  }, { passive: true });
  document.addEventListener("pointerup", cancelPress, { passive: true });
  document.addEventListener("pointercancel", cancelPress, { passive: true });
  document.addEventListener("keydown", wakePointer, { passive: true });
  // No context menu or text selection after a long press on a touch screen.
  display.addEventListener("contextmenu", function (event) {
    if (pressFired || pressTimer) event.preventDefault();
  });

  // ---------------------------------------------------------------- reporting to the server

  var lastReport = "";
  var reportTimer = 0;
  var reportMissing = false; // the server has no display registry (yet): ask rarely

  function report(force) {
    if (!window.fetch) return;
    var body = JSON.stringify({
      profile: state.profile.name,
      displayMode: inDisplayMode,
      keepAwake: keepAwake.state,
      keepAwakeReason: keepAwake.reason,
      soundArmed: !!(Hearth.sound && Hearth.sound.armed && Hearth.sound.armed()),
      battery: battery.source === "browser" && battery.level !== null ? { level: battery.level, charging: battery.charging } : null
    });
    if (body === lastReport && !force) return;
    if (reportMissing && !force) return;
    lastReport = body;
    fetch("/api/v1/displays/" + encodeURIComponent(Hearth.clientId), {
      method: "PUT", body: body, headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin", keepalive: true
    }).then(function (response) {
      reportMissing = response.status === 404 || response.status === 405;
    }, function () { lastReport = ""; });
  }

  function reportNow() { report(true); }

  if (Hearth.sound && Hearth.sound.onArmedChange) Hearth.sound.onArmedChange(function () { report(); });
  Hearth.onReconnect(function () { reportMissing = false; report(true); });

  // ---------------------------------------------------------------- start

  applyState(state);
  startBattery();
  var remembered = false;
  try { remembered = sessionStorage.getItem("hearth-display-mode") === "on"; } catch (error) { /* fine */ }
  if (remembered || askedForDisplayMode()) enterDisplayMode(false);
  reportTimer = window.setInterval(reportNow, REPORT_EVERY_MS);
  report(true);

  /** For the browser tests and the curious: the display's own view of itself. */
  Hearth.display = {
    state: function () { return state; },
    keepAwake: function () { return keepAwake; },
    inDisplayMode: function () { return inDisplayMode; },
    fit: fit,
    tick: tick
  };
})();
