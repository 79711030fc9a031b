/*
 * Hearth — progressive enhancement for the server-rendered pages.
 *
 * Every page works without this file. With it:
 *   - the home clock ticks in the server's time and time zone, whatever the device's own clock says;
 *   - the appearance settings apply at once and save in the background;
 *   - every open page follows appearance changes made anywhere, through GET /events
 *     (<html data-live="open|retrying"> tells whether the stream is up; nothing alarming is shown).
 *
 * No HTML is ever built from strings: text goes in through textContent only.
 *
 * The other scripts (days.js, and each feature's own) build on one small global, `window.Hearth`:
 *   Hearth.clientId            a random id kept by this browser (localStorage), sent as /events?client=…
 *   Hearth.on(type, fn)        calls fn(data) for every `type` event of the page's one /events stream
 *                              (data is parsed JSON, or the raw text when it is not JSON); for a topic event
 *                              (TOPICS: `displays`) it also asks the server for it with /events?topics=…
 *   Hearth.onReconnect(fn)     calls fn() when the stream is back after a gap (refetch what may be missed)
 *   Hearth.language()          "en" or "zh-Hans", from <html lang>
 *   Hearth.clock.now()         the server's time in ms since 1970, whatever this device's clock says
 *                              (.resync() measures again; .onChange(fn) after the offset moved)
 * A page names its display profile with <body data-display-profile="…">; it travels with the stream.
 */
(function () {
  "use strict";

  var root = document.documentElement;
  var THEMES = ["system", "light", "dark"];
  var CONTRASTS = ["standard", "increased"];

  // ---------------------------------------------------------------- appearance

  /** Reads the appearance the page shows now from the attributes on <html>. */
  function shownAppearance() {
    var attr = root.getAttribute("data-theme");
    return {
      theme: attr === "light" || attr === "dark" ? attr : "system",
      contrast: root.getAttribute("data-contrast") === "more" ? "increased" : "standard"
    };
  }

  /** Applies an appearance to <html> synchronously; the stylesheets do the rest in the same frame. */
  function applyAppearance(appearance) {
    if (appearance.theme === "light" || appearance.theme === "dark") {
      root.setAttribute("data-theme", appearance.theme);
    } else {
      root.removeAttribute("data-theme");
    }
    if (appearance.contrast === "increased") {
      root.setAttribute("data-contrast", "more");
    } else {
      root.removeAttribute("data-contrast");
    }
  }

  /** Returns a clean appearance from untrusted data, or null when it is not one. */
  function parseAppearance(data) {
    if (!data || typeof data !== "object") return null;
    var source = data.appearance && typeof data.appearance === "object" ? data.appearance : data;
    if (THEMES.indexOf(source.theme) < 0 || CONTRASTS.indexOf(source.contrast) < 0) return null;
    return { theme: source.theme, contrast: source.contrast };
  }

  /** Listeners for appearance changes that arrive from the server (other pages, other devices). */
  var remoteListeners = [];

  function receiveRemoteAppearance(appearance) {
    for (var i = 0; i < remoteListeners.length; i++) {
      if (remoteListeners[i](appearance) === true) return; // a listener took it over
    }
    applyAppearance(appearance);
  }

  // ---------------------------------------------------------------- settings form

  /** The form's fields as a URL-encoded body (what a plain submit would send). */
  function formBody(form) {
    var body = new URLSearchParams();
    var elements = form.elements;
    for (var i = 0; i < elements.length; i++) {
      var field = elements[i];
      if (!field.name || field.disabled) continue;
      if ((field.type === "radio" || field.type === "checkbox") && !field.checked) continue;
      if (field.type === "submit" || field.type === "button") continue;
      body.append(field.name, field.value);
    }
    return body;
  }

  function enhanceAppearanceForm(form) {
    if (!window.fetch || !window.URLSearchParams) return; // the plain form keeps working
    var status = form.querySelector("[data-form-status]");
    var saveRow = form.querySelector("[data-save-row]");
    var messages = {
      saving: form.getAttribute("data-msg-saving") || "",
      saved: form.getAttribute("data-msg-saved") || "",
      failed: form.getAttribute("data-msg-failed") || ""
    };
    var confirmed = formAppearance();   // what the server has stored, as far as we know
    var sequence = 0;                   // numbers the requests; only the newest one counts
    var pending = 0;
    var clearTimer = 0;
    var savingTimer = 0;

    if (saveRow) saveRow.hidden = true; // each choice saves itself

    function formAppearance() {
      var theme = form.querySelector('input[name="theme"]:checked');
      var contrast = form.querySelector('input[name="contrast"]:checked');
      return {
        theme: theme ? theme.value : "system",
        contrast: contrast ? contrast.value : "standard"
      };
    }

    function setRadios(appearance) {
      var inputs = form.querySelectorAll('input[name="theme"], input[name="contrast"]');
      for (var i = 0; i < inputs.length; i++) {
        var input = inputs[i];
        input.checked = input.value === appearance[input.name];
      }
    }

    function showStatus(state, text) {
      if (!status) return;
      window.clearTimeout(clearTimer);
      status.setAttribute("data-state", state);
      status.textContent = text;
      if (state === "saved") {
        clearTimer = window.setTimeout(function () {
          status.textContent = "";
          status.removeAttribute("data-state");
        }, 4000);
      }
    }

    function fail(message) {
      applyAppearance(confirmed);
      setRadios(confirmed);
      showStatus("error", message || messages.failed);
    }

    function save() {
      var mine = ++sequence;
      pending++;
      window.clearTimeout(savingTimer);
      savingTimer = window.setTimeout(function () { showStatus("saving", messages.saving); }, 400);
      var body = formBody(form);
      fetch(form.getAttribute("action") || "/settings/appearance", {
        method: "POST",
        body: body,
        headers: { Accept: "application/json" },
        credentials: "same-origin"
      }).then(function (response) {
        var isJSON = (response.headers.get("Content-Type") || "").indexOf("json") >= 0;
        return (isJSON ? response.json() : Promise.resolve(null)).then(
          function (data) { return { response: response, data: data }; },
          function () { return { response: response, data: null }; }
        );
      }).then(function (result) {
        pending--;
        if (mine === sequence) window.clearTimeout(savingTimer);
        var response = result.response;
        var data = result.data;
        if (response.ok) {
          var stored = parseAppearance(data) || (data === null ? formAppearance() : null);
          if (stored) confirmed = stored;
          if (mine !== sequence) return;
          applyAppearance(confirmed);
          setRadios(confirmed);
          showStatus("saved", messages.saved);
        } else {
          if (mine !== sequence) return;
          var message = data && data.error && typeof data.error.message === "string" ? data.error.message : "";
          fail(message);
        }
      }, function () {
        pending--;
        if (mine !== sequence) return;
        window.clearTimeout(savingTimer);
        fail("");
      });
    }

    form.addEventListener("change", function (event) {
      var target = event.target;
      if (!target || (target.name !== "theme" && target.name !== "contrast")) return;
      applyAppearance(formAppearance()); // same task as the click: visible in the very next frame
      save();
    });

    // The no-JS path stays available: a submit (Enter on a radio) saves too, without leaving the page.
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      applyAppearance(formAppearance());
      save();
    });

    // A change made elsewhere: follow it, unless our own request is still on its way (its answer decides).
    remoteListeners.push(function (appearance) {
      confirmed = appearance;
      if (pending > 0) return true;
      applyAppearance(appearance);
      setRadios(appearance);
      return true;
    });
  }

  // ---------------------------------------------------------------- server time

  /**
   * The server's time, shared by every clock on the page (the home clock, the display): Hearth.clock.now().
   *
   * It runs on the monotonic clock (performance.now()), so a device whose own clock is wrong, or jumps (NTP,
   * someone changing it), never moves it. The offset starts from the page's render time ([data-server-time],
   * taken when the response arrived) and is then measured NTP-style against GET /api/v1/time: a few requests,
   * the one with the shortest round trip wins, the server's instant taken at the middle of it. It is measured
   * again every few minutes, when the page becomes visible, after the stream reconnects, and when the device's
   * clock jumps (or the device slept: the monotonic clock may stand still meanwhile).
   */
  function makeServerClock() {
    var listeners = [];
    var base = NaN;               // server time minus performance.now()
    var lastWall = Date.now();
    var lastMono = performance.now();
    var measuring = false;

    var stamped = document.querySelector("[data-server-time]");
    var rendered = stamped ? Number(stamped.getAttribute("data-server-time")) : NaN;
    if (isFinite(rendered) && rendered > 0) {
      // When did this response arrive, on the monotonic clock?
      var arrived = performance.now();
      if (performance.getEntriesByType) {
        var navigation = performance.getEntriesByType("navigation")[0];
        if (navigation && navigation.responseStart > 0) arrived = navigation.responseStart;
      }
      base = rendered - arrived;
    }

    function notify() {
      for (var i = 0; i < listeners.length; i++) {
        try { listeners[i](); } catch (error) { if (window.console) console.error(error); }
      }
    }

    /** One round trip to GET /api/v1/time: { offset (server − monotonic), roundTrip } or null. */
    function sample() {
      var sent = performance.now();
      return fetch("/api/v1/time", { headers: { Accept: "application/json" }, cache: "no-store", credentials: "same-origin" })
        .then(function (response) {
          var received = performance.now();
          if (!response.ok) return null;
          return response.json().then(function (data) {
            if (!data || typeof data.now !== "number" || !isFinite(data.now)) return null;
            return { base: data.now - (sent + received) / 2, roundTrip: received - sent };
          });
        })
        .then(null, function () { return null; });
    }

    /** Measures the offset (best of three) and tells the clocks when it moved by more than 50 ms. */
    function measure() {
      if (measuring || !window.fetch) return;
      measuring = true;
      var best = null;
      var left = 3;
      function next() {
        sample().then(function (result) {
          if (result && result.roundTrip < 4000 && (!best || result.roundTrip < best.roundTrip)) best = result;
          if (--left > 0 && result) { next(); return; }
          measuring = false;
          if (!best) return;
          var moved = !isFinite(base) || Math.abs(best.base - base) > 50;
          base = best.base;
          if (moved) notify();
        });
      }
      next();
    }

    /** The server's time now, in milliseconds since 1970 (the device's own clock until a first measure). */
    function now() {
      var wall = Date.now();
      var mono = performance.now();
      if (Math.abs((wall - lastWall) - (mono - lastMono)) > 1500) window.setTimeout(measure, 0);
      lastWall = wall;
      lastMono = mono;
      return isFinite(base) ? base + mono : wall;
    }

    // Only pages that show a clock keep measuring (the others never ask for the time).
    if (stamped) {
      window.setInterval(measure, 5 * 60 * 1000);
      window.setTimeout(measure, 1000 + Math.random() * 2000);
      document.addEventListener("visibilitychange", function () {
        if (document.visibilityState === "visible") { notify(); measure(); }
      });
      window.addEventListener("pageshow", function (event) { if (event.persisted) measure(); });
    }

    return {
      now: now,
      /** Measures the offset again now (after a reconnect, say). */
      resync: measure,
      /** Calls fn() when the server time jumped (a new measure, the page shown again): re-render now. */
      onChange: function (fn) { listeners.push(fn); }
    };
  }

  // ---------------------------------------------------------------- the home clock

  /** The home clock: ticks each second in the server's time and time zone (Hearth.clock). */
  function startClock(el, clock) {
    var timeZone = el.getAttribute("data-time-zone") || undefined;
    var locale = el.getAttribute("data-locale") || undefined;
    var hour12 = el.hasAttribute("data-hour12");

    var timeNode = el.querySelector("[data-clock-time]");
    var secondsNode = el.querySelector("[data-clock-seconds]");
    var periodNode = el.querySelector("[data-clock-period]");
    var dateNode = el.querySelector("[data-clock-date]");

    var timeFormat, dayKeyFormat, dateFormat;
    function makeFormats(zone) {
      timeFormat = new Intl.DateTimeFormat(locale, {
        timeZone: zone, hour: hour12 ? "numeric" : "2-digit", minute: "2-digit", second: "2-digit",
        hourCycle: hour12 ? "h12" : "h23"
      });
      dayKeyFormat = new Intl.DateTimeFormat("en-US", {
        timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit"
      });
      dateFormat = new Intl.DateTimeFormat(locale, {
        timeZone: zone, weekday: "long", year: "numeric", month: "long", day: "numeric"
      });
    }
    try {
      makeFormats(timeZone);
    } catch (error) {
      try { makeFormats(undefined); } catch (error2) { return; }
    }

    var shownDay = dayKeyFormat.format(new Date(clock.now()));

    function partsOf(date) {
      var parts = timeFormat.formatToParts(date);
      var out = { hour: "", minute: "", second: "", dayPeriod: "" };
      for (var i = 0; i < parts.length; i++) {
        if (out.hasOwnProperty(parts[i].type)) out[parts[i].type] = parts[i].value;
      }
      return out;
    }

    function setText(node, text) {
      if (node && node.textContent !== text) node.textContent = text;
    }

    var timer = 0;
    function render() {
      var now = clock.now();
      var date = new Date(now);
      var p = partsOf(date);
      setText(timeNode, p.hour + ":" + p.minute);
      setText(secondsNode, p.second);
      setText(periodNode, hour12 ? p.dayPeriod : "");
      var day = dayKeyFormat.format(date);
      if (day !== shownDay) {
        shownDay = day;
        setText(dateNode, dateFormat.format(date));
        renewAfterMidnight();
      }
      return now;
    }

    function tick() {
      var now = render();
      window.clearTimeout(timer);
      timer = window.setTimeout(tick, 1000 - (now % 1000) + 15);
    }

    // A new day: the date above is already right; a fresh page also brings the server's own wording and
    // whatever else is dated on it. Only when the server answers, so a display never lands on an error page.
    function renewAfterMidnight() {
      if (!window.fetch) return;
      window.setTimeout(function () {
        if (document.activeElement && document.activeElement.form) return;
        fetch("/healthz", { method: "HEAD", cache: "no-store", credentials: "same-origin" }).then(function (response) {
          if (response.ok) window.location.reload();
        }, function () { /* offline: keep the page, it goes on ticking */ });
      }, 2000 + Math.random() * 8000);
    }

    tick();
    clock.onChange(tick);
  }

  // ---------------------------------------------------------------- the shared global

  /** A random id this browser keeps, so the server can tell its screens apart (never a secret). */
  function makeClientId() {
    var key = "hearth-client-id";
    try {
      var stored = localStorage.getItem(key);
      if (stored && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored;
    } catch (error) { /* storage off: a new id per page */ }
    var bytes = new Uint8Array(16);
    if (window.crypto && crypto.getRandomValues) {
      crypto.getRandomValues(bytes);
    } else {
      for (var i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
    }
    var id = "";
    for (var j = 0; j < bytes.length; j++) id += (bytes[j] + 256).toString(16).slice(1);
    try { localStorage.setItem(key, id); } catch (error) { /* keep it for this page only */ }
    return id;
  }

  // Events the server sends only to pages that ask for them (/events?topics=…): a page asks when a script listens.
  var TOPICS = ["displays"];
  var eventHandlers = {};      // type -> [fn]
  var reconnectHandlers = [];
  var liveSource = null;       // the page's one EventSource, once open
  var reopenStream = null;     // set by connectEvents: opens the stream again (with the topics asked for now)

  function dispatchEvent(type, raw) {
    var handlers = eventHandlers[type] || [];
    var data;
    try { data = JSON.parse(raw); } catch (error) { data = raw; }
    for (var i = 0; i < handlers.length; i++) {
      try { handlers[i](data); } catch (error) { if (window.console) console.error(error); }
    }
  }

  function listen(source, type) {
    source.addEventListener(type, function (event) { dispatchEvent(type, event.data); });
  }

  var Hearth = window.Hearth = window.Hearth || {};
  Hearth.clientId = makeClientId();
  /** The server's time: Hearth.clock.now() (ms since 1970), .resync(), .onChange(fn). */
  Hearth.clock = makeServerClock();
  Hearth.language = function () {
    return (root.getAttribute("lang") || "en").indexOf("zh") === 0 ? "zh-Hans" : "en";
  };
  /** Calls `fn(data)` for every event of `type` on the page's stream. */
  Hearth.on = function (type, fn) {
    if (!eventHandlers[type]) {
      eventHandlers[type] = [];
      // A topic the open stream did not ask for (a script that came after it): open it again, asking.
      if (TOPICS.indexOf(type) >= 0 && liveSource && reopenStream) reopenStream();
      else if (liveSource) listen(liveSource, type);
    }
    eventHandlers[type].push(fn);
  };
  /** Calls `fn()` each time the stream comes back after a gap. */
  Hearth.onReconnect = function (fn) { reconnectHandlers.push(fn); };

  function streamURL() {
    var params = "client=" + encodeURIComponent(Hearth.clientId);
    var profile = document.body && document.body.getAttribute("data-display-profile");
    if (profile) params += "&profile=" + encodeURIComponent(profile);
    var topics = TOPICS.filter(function (topic) { return eventHandlers.hasOwnProperty(topic); });
    if (topics.length) params += "&topics=" + encodeURIComponent(topics.join(","));
    return "/events?" + params;
  }

  // ---------------------------------------------------------------- live updates

  /** Fetches the stored appearance after a gap in the event stream (events may have been missed). */
  function refreshAppearance() {
    if (!window.fetch) return;
    fetch("/api/v1/settings", { headers: { Accept: "application/json" }, cache: "no-store", credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (data) {
        var appearance = parseAppearance(data);
        if (!appearance) return;
        var shown = shownAppearance();
        if (shown.theme !== appearance.theme || shown.contrast !== appearance.contrast) {
          receiveRemoteAppearance(appearance);
        }
      }, function () { /* offline: the stream will bring it */ });
  }

  /**
   * After the stream comes back (the server restarted), reload once if Hearth was upgraded meanwhile, so a
   * display left on for weeks does not keep running old pages. Never twice for the same version.
   */
  function reloadIfUpgraded() {
    var shown = document.body && document.body.getAttribute("data-app-version");
    if (!shown || !window.fetch) return;
    fetch("/healthz", { headers: { Accept: "application/json" }, cache: "no-store", credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (health) {
        if (!health || typeof health.version !== "string" || health.version === shown) return;
        if (document.activeElement && document.activeElement.form) return; // someone is using a form
        try {
          if (sessionStorage.getItem("hearth-reloaded-for") === health.version) return;
          sessionStorage.setItem("hearth-reloaded-for", health.version);
        } catch (error) {
          return;
        }
        window.location.reload();
      }, function () { /* not reachable yet: the next reconnect tries again */ });
  }

  function connectEvents() {
    if (!window.EventSource) return;
    var source = null;
    var delay = 1000;
    var retryTimer = 0;
    var interrupted = false;

    function open() {
      source = new EventSource(streamURL());
      liveSource = source;
      for (var type in eventHandlers) {
        if (eventHandlers.hasOwnProperty(type)) listen(source, type);
      }
      source.addEventListener("open", function () {
        delay = 1000;
        root.setAttribute("data-live", "open");
        if (interrupted) {
          interrupted = false;
          refreshAppearance();
          reloadIfUpgraded();
          if (document.querySelector("[data-server-time]")) Hearth.clock.resync();
          for (var i = 0; i < reconnectHandlers.length; i++) {
            try { reconnectHandlers[i](); } catch (error) { if (window.console) console.error(error); }
          }
        }
      });
      source.addEventListener("appearance", function (event) {
        var appearance;
        try { appearance = parseAppearance(JSON.parse(event.data)); } catch (error) { appearance = null; }
        if (appearance) receiveRemoteAppearance(appearance);
      });
      // Days reminders: handed to days.js as a DOM event, so each page keeps one stream.
      source.addEventListener("reminder", function (event) {
        document.dispatchEvent(new CustomEvent("hearth:reminder", { detail: event.data }));
      });
      source.addEventListener("error", function () {
        interrupted = true;
        root.setAttribute("data-live", "retrying");
        // The browser retries by itself while the stream is CONNECTING; when it gives up (CLOSED), we retry,
        // more slowly each time, with jitter so a room full of displays does not knock all at once.
        if (source.readyState === EventSource.CLOSED) {
          source.close();
          window.clearTimeout(retryTimer);
          retryTimer = window.setTimeout(open, delay * (0.75 + Math.random() * 0.5));
          delay = Math.min(delay * 2, 60000);
        }
      });
    }

    function close() {
      window.clearTimeout(retryTimer);
      if (source) source.close();
      source = null;
      liveSource = null;
    }

    open();
    reopenStream = function () {
      if (!source) return;
      window.clearTimeout(retryTimer);
      source.close();
      open();
    };

    // A page kept in the back/forward cache must not hold its stream: browsers allow 6 connections per host, and
    // a phone's seventh page would wait for one to time out. Closed on pagehide, opened again when the page returns
    // (as after any gap: events may have been missed).
    window.addEventListener("pagehide", function () {
      close();
      interrupted = true;
    });
    window.addEventListener("pageshow", function (event) {
      if (!event.persisted) return;
      refreshAppearance();
      if (!source) {
        delay = 1000;
        open();
      }
    });
  }

  // ---------------------------------------------------------------- small comforts

  /** On a clock left on a wall, the mouse pointer hides itself after a few still seconds. */
  function hideIdlePointer() {
    var timer = 0;
    function wake() {
      root.removeAttribute("data-idle");
      window.clearTimeout(timer);
      timer = window.setTimeout(function () { root.setAttribute("data-idle", ""); }, 4000);
    }
    ["pointermove", "pointerdown", "keydown"].forEach(function (type) {
      document.addEventListener(type, wake, { passive: true });
    });
    wake();
  }

  /** After a form's redirect (…?saved=…), a reload should not announce the same thing again. */
  function forgetSavedFlag() {
    if (!window.history || !history.replaceState || !window.URLSearchParams) return;
    var params = new URLSearchParams(window.location.search);
    if (!params.has("saved")) return;
    params.delete("saved");
    var query = params.toString();
    history.replaceState(history.state, "", window.location.pathname + (query ? "?" + query : "") + window.location.hash);
  }

  // ---------------------------------------------------------------- start

  function start() {
    var forms = document.querySelectorAll("form[data-appearance-form]");
    for (var i = 0; i < forms.length; i++) enhanceAppearanceForm(forms[i]);
    var clock = document.querySelector("[data-clock]");
    if (clock) {
      startClock(clock, Hearth.clock);
      hideIdlePointer();
    }
    forgetSavedFlag();
    connectEvents();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
