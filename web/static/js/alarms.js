/*
 * Hearth — alarms on every page (included by the layout).
 *
 * The server is the one judge of what rings: GET /api/v1/ringing at load and after a gap in the stream, and the
 * `ringing` event of the page's one /events stream (the full list every time), tell this page what rings or is
 * snoozed now. This file only shows it:
 *   - a full-screen overlay while something rings: the current time very large, the label, huge Snooze and
 *     Dismiss buttons, and the snooze length pickable at ring time;
 *   - the alarm's tone through Hearth.sound (the page's one AudioContext), looped, at the alarm's volume, faded
 *     in from its start volume over what is left of its fade-in; for an alarm whose sound is a saved mix, the
 *     mix's sounds (the entry's `mix.layers`) at their volumes under the mix's, with the same volume and fade on
 *     top; navigator.vibrate when the alarm says so;
 *   - a small bar while an alarm is snoozed;
 *   - the arming badge ([data-sound-badge]) on displays and on the alarms pages.
 * Snooze and dismiss POST to /api/v1/alarms/{id}/snooze|dismiss (no access code needed); the answer and the
 * event both carry the new list, so every page stops within the event's delivery time.
 *
 * On the alarm editor it also enhances the form: big hour and minute steppers over the native time input,
 * repeat presets without a round trip, a sound preview, and inline validation.
 *
 * No HTML is built from strings: text goes in through textContent only.
 *
 *   Hearth.alarms.entries()     the entries shown now (tests and other scripts)
 *   Hearth.alarms.playing()     the alarm ids whose tone plays on this page now
 */
(function () {
  "use strict";

  var Hearth = window.Hearth = window.Hearth || {};
  var SNOOZE_LENGTHS = [5, 7, 8, 9, 10, 15, 20];

  function format(template, values) {
    return String(template || "").replace(/\{(\w+)\}/g, function (match, key) {
      return values.hasOwnProperty(key) ? String(values[key]) : match;
    });
  }

  function serverNow() {
    if (Hearth.clock && typeof Hearth.clock.now === "function") {
      var now = Number(Hearth.clock.now());
      if (isFinite(now)) return now;
    }
    return Date.now();
  }

  function setText(node, text) {
    if (node && node.textContent !== text) node.textContent = text;
  }

  // ---------------------------------------------------------------- ringing

  function Ringing(overlay) {
    this.overlay = overlay;
    this.entries = [];
    this.voices = {};          // alarmId -> Voice
    this.vibrateTimer = 0;
    this.clockTimer = 0;
    this.pickedMinutes = {};   // alarmId -> minutes picked at ring time
    this.version = 0;          // newest list applied (answers may arrive out of order)
    this.busy = false;
    var zone = overlay.getAttribute("data-time-zone") || undefined;
    var locale = overlay.getAttribute("data-locale") || undefined;
    var hour12 = overlay.hasAttribute("data-hour12");
    try {
      this.timeFormat = new Intl.DateTimeFormat(locale, {
        timeZone: zone, hour: hour12 ? "numeric" : "2-digit", minute: "2-digit", hourCycle: hour12 ? "h12" : "h23"
      });
    } catch (error) {
      this.timeFormat = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
    }
    this.nodes = {
      now: overlay.querySelector("[data-alarm-now]"),
      label: overlay.querySelector("[data-alarm-label]"),
      more: overlay.querySelector("[data-alarm-more]"),
      status: overlay.querySelector("[data-alarm-status]"),
      snooze: overlay.querySelector("[data-alarm-snooze]"),
      dismiss: overlay.querySelector("[data-alarm-dismiss]"),
      lengths: overlay.querySelector("[data-alarm-lengths]"),
      lengthList: overlay.querySelector("[data-alarm-length-list]"),
      snoozedBar: document.querySelector("[data-alarm-snoozed]"),
      snoozedText: document.querySelector("[data-alarm-snoozed-text]"),
      snoozedDismiss: document.querySelector("[data-alarm-snoozed-dismiss]")
    };
    this.messages = {
      untitled: overlay.getAttribute("data-untitled") || "",
      snoozeFor: overlay.getAttribute("data-msg-snooze-for") || "{m}",
      snoozedUntil: overlay.getAttribute("data-msg-snoozed-until") || "{time}",
      more: overlay.getAttribute("data-msg-more") || "+{n}",
      limit: overlay.getAttribute("data-msg-limit") || "",
      failed: overlay.getAttribute("data-msg-failed") || ""
    };
    this.bind();
  }

  Ringing.prototype.bind = function () {
    var self = this;
    self.nodes.snooze.addEventListener("click", function () {
      var entry = self.current();
      if (entry) self.act(entry, "snooze", self.pickedMinutes[entry.alarmId] || entry.snoozeMinutes);
    });
    self.nodes.dismiss.addEventListener("click", function () {
      var entry = self.current();
      if (entry) self.act(entry, "dismiss");
    });
    if (self.nodes.snoozedDismiss) {
      self.nodes.snoozedDismiss.addEventListener("click", function () {
        var entry = self.firstSnoozed();
        if (entry) self.act(entry, "dismiss");
      });
    }
    self.overlay.addEventListener("keydown", function (event) {
      // Keep the focus inside the dialog while it is open.
      if (event.key !== "Tab") return;
      var focusable = self.overlay.querySelectorAll("button:not([hidden]):not([disabled])");
      if (!focusable.length) return;
      var first = focusable[0];
      var last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) { last.focus(); event.preventDefault(); }
      else if (!event.shiftKey && document.activeElement === last) { first.focus(); event.preventDefault(); }
    });
  };

  Ringing.prototype.current = function () {
    for (var i = 0; i < this.entries.length; i++) if (this.entries[i].state === "ringing") return this.entries[i];
    return null;
  };

  Ringing.prototype.firstSnoozed = function () {
    for (var i = 0; i < this.entries.length; i++) if (this.entries[i].state === "snoozed") return this.entries[i];
    return null;
  };

  /** Takes a list from the server (an event, the API, or an action's answer). */
  Ringing.prototype.apply = function (list) {
    if (!Array.isArray(list)) return;
    this.entries = list.filter(function (entry) {
      return entry && typeof entry.alarmId === "string" && (entry.state === "ringing" || entry.state === "snoozed");
    });
    this.render();
    this.syncSound();
    this.syncVibration();
  };

  Ringing.prototype.render = function () {
    var ringing = this.entries.filter(function (entry) { return entry.state === "ringing"; });
    var wasOpen = !this.overlay.hidden;
    if (ringing.length) {
      var entry = ringing[0];
      setText(this.nodes.label, entry.label || this.messages.untitled);
      if (ringing.length > 1) {
        this.nodes.more.hidden = false;
        setText(this.nodes.more, format(this.messages.more, { n: ringing.length - 1 }));
      } else {
        this.nodes.more.hidden = true;
      }
      this.renderLengths(entry);
      this.overlay.hidden = false;
      document.documentElement.setAttribute("data-alarm-ringing", "");
      this.tickClock();
      if (!wasOpen) {
        setText(this.nodes.status, "");
        this.nodes.dismiss.focus({ preventScroll: true });
      }
    } else {
      this.overlay.hidden = true;
      document.documentElement.removeAttribute("data-alarm-ringing");
      window.clearTimeout(this.clockTimer);
    }
    var snoozed = this.firstSnoozed();
    if (this.nodes.snoozedBar) {
      if (snoozed && !ringing.length) {
        var until = Date.parse(snoozed.snoozedUntil);
        setText(this.nodes.snoozedText, (snoozed.label || this.messages.untitled) + " · " +
          format(this.messages.snoozedUntil, { time: isFinite(until) ? this.timeFormat.format(new Date(until)) : "" }));
        this.nodes.snoozedBar.hidden = false;
      } else {
        this.nodes.snoozedBar.hidden = true;
      }
    }
  };

  Ringing.prototype.renderLengths = function (entry) {
    var self = this;
    var canSnooze = entry.snoozesLeft === null || entry.snoozesLeft === undefined || entry.snoozesLeft > 0;
    var picked = self.pickedMinutes[entry.alarmId] || entry.snoozeMinutes;
    self.nodes.snooze.hidden = !canSnooze;
    self.nodes.lengths.hidden = !canSnooze;
    setText(self.nodes.snooze, format(self.messages.snoozeFor, { m: picked }));
    if (!canSnooze) setText(self.nodes.status, self.messages.limit);
    var list = self.nodes.lengthList;
    if (list.getAttribute("data-for") !== entry.alarmId) {
      while (list.firstChild) list.removeChild(list.firstChild);
      SNOOZE_LENGTHS.forEach(function (minutes) {
        var button = document.createElement("button");
        button.type = "button";
        button.className = "alarm-overlay__length";
        button.setAttribute("data-minutes", String(minutes));
        button.textContent = String(minutes);
        button.addEventListener("click", function () {
          self.pickedMinutes[entry.alarmId] = minutes;
          self.renderLengths(entry);
        });
        list.appendChild(button);
      });
      list.setAttribute("data-for", entry.alarmId);
    }
    var buttons = list.querySelectorAll("button");
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].setAttribute("aria-pressed", Number(buttons[i].getAttribute("data-minutes")) === picked ? "true" : "false");
    }
  };

  Ringing.prototype.tickClock = function () {
    var self = this;
    window.clearTimeout(self.clockTimer);
    var now = serverNow();
    setText(self.nodes.now, self.timeFormat.format(new Date(now)));
    self.clockTimer = window.setTimeout(function () { self.tickClock(); }, 1000 - (now % 1000) + 20);
  };

  /** Several voices that stop together (an alarm's mix); `urls` says what plays. */
  function group(voices, urls) {
    var playing = voices.filter(function (voice) { return voice; });
    if (!playing.length) return null;
    var result = {
      urls: urls,
      stop: function (seconds) { playing.forEach(function (voice) { voice.stop(seconds); }); }
    };
    Object.defineProperty(result, "playing", {
      get: function () { return playing.some(function (voice) { return voice.playing; }); }
    });
    return result;
  }

  /** Starts the tone of every ringing alarm that has none yet, stops the tones of the others. */
  Ringing.prototype.syncSound = function () {
    var self = this;
    var sound = Hearth.sound;
    var ringingIds = {};
    self.entries.forEach(function (entry) {
      if (entry.state !== "ringing") return;
      ringingIds[entry.alarmId] = true;
      if (self.voices[entry.alarmId] || !sound || !entry.soundURL) return;
      var gain = sound.volumeToGain(entry.volume);
      var fromGain = sound.volumeToGain(entry.fadeInStartVolume || 0);
      var fade = Number(entry.fadeInSeconds) || 0;
      var since = Date.parse(entry.since);
      var elapsed = isFinite(since) ? Math.max(0, (serverNow() - since) / 1000) : 0;
      var left = Math.max(0, fade - elapsed);
      if (fade > 0 && left < fade) fromGain = sound.fadeGain(fromGain, gain, elapsed / fade);
      if (left <= 0) fromGain = gain;
      // A saved mix plays its sounds at their volumes under the mix's; a tone (or a deleted mix's default tone)
      // plays alone. The alarm's volume and fade-in go on top of either.
      var layers = entry.mix && entry.mix.layers && entry.mix.layers.length
        ? entry.mix.layers.map(function (layer) {
          return { url: layer.soundURL, scale: sound.volumeToGain(layer.volume) * sound.volumeToGain(entry.mix.volume) };
        })
        : [{ url: entry.soundURL, scale: 1 }];
      self.voices[entry.alarmId] = group(layers.map(function (layer) {
        return sound.play(layer.url, { gain: gain * layer.scale, fromGain: fromGain * layer.scale,
          fadeSeconds: left, loop: true });
      }), layers.map(function (layer) { return layer.url; }));
      self.confirm(entry.alarmId);
    });
    Object.keys(self.voices).forEach(function (id) {
      if (ringingIds[id]) return;
      var voice = self.voices[id];
      delete self.voices[id];
      if (voice) voice.stop(0.2);
    });
  };

  /** Tells the server this page plays the ring (so a speaker kept as a backstop stays silent). */
  Ringing.prototype.confirm = function (alarmId) {
    if (!window.fetch || !Hearth.sound || !Hearth.sound.armed() || !this.voices[alarmId]) return;
    fetch("/api/v1/alarms/" + encodeURIComponent(alarmId) + "/playing?client=" + encodeURIComponent(Hearth.clientId), {
      method: "POST", headers: { Accept: "application/json" }, credentials: "same-origin"
    }).catch(function () { /* the speaker rings instead */ });
  };

  Ringing.prototype.syncVibration = function () {
    var self = this;
    if (!navigator.vibrate) return;
    var wants = self.entries.some(function (entry) { return entry.state === "ringing" && entry.vibrate; });
    if (wants && !self.vibrateTimer) {
      var pulse = function () { try { navigator.vibrate([600, 400, 600]); } catch (error) { /* not allowed */ } };
      pulse();
      self.vibrateTimer = window.setInterval(pulse, 2500);
    } else if (!wants && self.vibrateTimer) {
      window.clearInterval(self.vibrateTimer);
      self.vibrateTimer = 0;
      try { navigator.vibrate(0); } catch (error) { /* not allowed */ }
    }
  };

  /** Snoozes or dismisses; the answer is the new list. */
  Ringing.prototype.act = function (entry, action, minutes) {
    var self = this;
    if (self.busy || !window.fetch) return;
    self.busy = true;
    self.nodes.snooze.disabled = true;
    self.nodes.dismiss.disabled = true;
    if (Hearth.sound) Hearth.sound.arm();
    var body = action === "snooze" && minutes ? JSON.stringify({ minutes: minutes }) : "{}";
    fetch("/api/v1/alarms/" + encodeURIComponent(entry.alarmId) + "/" + action, {
      method: "POST",
      body: body,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin"
    }).then(function (response) {
      return response.json().then(function (data) { return { ok: response.ok, data: data }; },
        function () { return { ok: response.ok, data: null }; });
    }).then(function (result) {
      self.done();
      if (result.ok && result.data && Array.isArray(result.data.ringing)) {
        self.apply(result.data.ringing);
      } else {
        var message = result.data && result.data.error && result.data.error.message;
        setText(self.nodes.status, message || self.messages.failed);
        self.refresh();
      }
    }, function () {
      self.done();
      setText(self.nodes.status, self.messages.failed);
    });
  };

  Ringing.prototype.done = function () {
    this.busy = false;
    this.nodes.snooze.disabled = false;
    this.nodes.dismiss.disabled = false;
  };

  Ringing.prototype.refresh = function () {
    var self = this;
    if (!window.fetch) return;
    var mine = ++self.version;
    fetch("/api/v1/ringing", { headers: { Accept: "application/json" }, cache: "no-store", credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (list) { if (list && mine === self.version) self.apply(list); }, function () { /* the stream brings it */ });
  };

  // ---------------------------------------------------------------- "next ring in …" that keeps counting

  function startCountdowns() {
    var nodes = document.querySelectorAll("[data-alarm-countdown]");
    if (!nodes.length) return;
    function duration(node, ms) {
      var minutes = Math.max(0, Math.floor(ms / 60000));
      if (ms < 60000) return node.getAttribute("data-msg-less") || "";
      var d = Math.floor(minutes / 1440), h = Math.floor((minutes % 1440) / 60), m = minutes % 60;
      if (d > 0) return format(node.getAttribute("data-msg-days"), { d: d, h: h });
      if (h > 0) return format(node.getAttribute("data-msg-hours"), { h: h, m: m });
      return format(node.getAttribute("data-msg-minutes"), { m: m });
    }
    function update() {
      var now = serverNow();
      for (var i = 0; i < nodes.length; i++) {
        var at = Number(nodes[i].getAttribute("data-at"));
        if (!isFinite(at)) continue;
        setText(nodes[i], format(nodes[i].getAttribute("data-msg-in"), { duration: duration(nodes[i], at - now) }));
      }
    }
    update();
    window.setInterval(update, 20000);
  }

  // ---------------------------------------------------------------- the editor

  function pad(value) { return (value < 10 ? "0" : "") + value; }

  function enhanceTimePicker(form) {
    var input = form.querySelector("[data-alarm-time-input]");
    var picker = form.querySelector("[data-alarm-time-picker]");
    if (!input || !picker) return;
    var hourNode = picker.querySelector('[data-part="hour"]');
    var minuteNode = picker.querySelector('[data-part="minute"]');
    var parts = /^(\d{2}):(\d{2})$/.exec(input.value) || [null, "07", "00"];
    var hour = Number(parts[1]), minute = Number(parts[2]);

    function show() {
      input.value = pad(hour) + ":" + pad(minute);
      setText(hourNode, pad(hour));
      setText(minuteNode, pad(minute));
      hourNode.setAttribute("aria-valuenow", String(hour));
      hourNode.setAttribute("aria-valuetext", pad(hour));
      minuteNode.setAttribute("aria-valuenow", String(minute));
      minuteNode.setAttribute("aria-valuetext", pad(minute));
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
    function step(part, delta) {
      if (part === "hour") hour = (hour + delta + 24) % 24;
      else minute = (minute + delta + 60) % 60;
      show();
    }
    var buttons = picker.querySelectorAll("[data-step]");
    for (var i = 0; i < buttons.length; i++) {
      (function (button) {
        var part = button.getAttribute("data-part-of");
        var delta = Number(button.getAttribute("data-step"));
        var repeat = 0, hold = 0;
        function stopRepeat() { window.clearTimeout(hold); window.clearInterval(repeat); hold = repeat = 0; }
        button.addEventListener("click", function (event) { event.preventDefault(); if (!button._held) step(part, delta); button._held = false; });
        button.addEventListener("pointerdown", function () {
          hold = window.setTimeout(function () {
            button._held = true;
            repeat = window.setInterval(function () { step(part, delta); }, 120);
          }, 450);
        });
        ["pointerup", "pointerleave", "pointercancel"].forEach(function (type) { button.addEventListener(type, stopRepeat); });
      })(buttons[i]);
    }
    [hourNode, minuteNode].forEach(function (node) {
      var part = node === hourNode ? "hour" : "minute";
      node.addEventListener("keydown", function (event) {
        var big = part === "hour" ? 6 : 10;
        var handled = true;
        switch (event.key) {
          case "ArrowUp": step(part, 1); break;
          case "ArrowDown": step(part, -1); break;
          case "PageUp": step(part, big); break;
          case "PageDown": step(part, -big); break;
          case "Home": if (part === "hour") hour = 0; else minute = 0; show(); break;
          case "End": if (part === "hour") hour = 23; else minute = 59; show(); break;
          default:
            if (/^\d$/.test(event.key)) {
              var typed = Number((node._typed || "") + event.key);
              var max = part === "hour" ? 23 : 59;
              if (typed > max) typed = Number(event.key);
              node._typed = String(typed).length >= 2 ? "" : String(typed);
              if (part === "hour") hour = typed; else minute = typed;
              show();
            } else {
              handled = false;
            }
        }
        if (handled) event.preventDefault();
      });
      node.addEventListener("blur", function () { node._typed = ""; });
    });
    picker.hidden = false;
    input.closest("[data-alarm-time-native]").classList.add("alarm-time__native--enhanced");
    show();
  }

  function enhancePresets(form) {
    var buttons = form.querySelectorAll("[data-alarm-preset]");
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].addEventListener("click", function (event) {
        event.preventDefault();
        var days = (this.getAttribute("data-alarm-preset") || "").split(",");
        var boxes = form.querySelectorAll('input[name="repeatDays"]');
        for (var j = 0; j < boxes.length; j++) boxes[j].checked = days.indexOf(boxes[j].value) >= 0;
      });
    }
  }

  function enhanceRanges(form) {
    var ranges = form.querySelectorAll("input[type=range][data-output]");
    for (var i = 0; i < ranges.length; i++) {
      (function (range) {
        var output = form.querySelector("#" + range.getAttribute("data-output"));
        var update = function () { setText(output, format(output.getAttribute("data-format") || "{v}", { v: range.value })); };
        range.addEventListener("input", update);
        update();
      })(ranges[i]);
    }
  }

  function enhancePreview(form) {
    var button = form.querySelector("[data-alarm-preview]");
    var select = form.querySelector("[name=sound]");
    var volume = form.querySelector("[name=volume]");
    if (!button || !select || !Hearth.sound) return;
    button.hidden = false;
    var voice = null, timer = 0;
    var playLabel = button.getAttribute("data-label-play");
    var stopLabel = button.getAttribute("data-label-stop");
    function stop() {
      window.clearTimeout(timer);
      if (voice) voice.stop(0.3);
      voice = null;
      button.setAttribute("aria-pressed", "false");
      setText(button, playLabel);
    }
    button.addEventListener("click", function () {
      if (voice) { stop(); return; }
      Hearth.sound.arm();
      var option = select.options[select.selectedIndex];
      var url = option && option.getAttribute("data-url");
      if (!url) return;
      var gain = Hearth.sound.volumeToGain(volume ? volume.value : 80);
      var layers = (option.getAttribute("data-layers") || "").split(";").filter(Boolean).map(function (pair) {
        var parts = pair.split(" ");
        return { url: parts[0], scale: Hearth.sound.volumeToGain(Number(parts[1])) };
      });
      if (!layers.length) layers = [{ url: url, scale: 1 }];
      voice = group(layers.map(function (layer) {
        return Hearth.sound.play(layer.url, { gain: gain * layer.scale, fromGain: 0, fadeSeconds: 0.5 });
      }), layers.map(function (layer) { return layer.url; }));
      button.setAttribute("aria-pressed", "true");
      setText(button, stopLabel);
      timer = window.setTimeout(stop, 8000);
    });
    select.addEventListener("change", function () { if (voice) { stop(); } });
  }

  /** Inline validation as one types: the same rules as the server's, messages from the page. */
  function enhanceValidation(form) {
    var rules = {
      time: function (value) { return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? "" : "invalidFormat"; },
      label: function (value) { return Array.from(value).length > 100 ? "tooLong" : ""; },
      note: function (value) { return Array.from(value).length > 1000 ? "tooLong" : ""; },
      fadeInSeconds: function (value) { return /^\d+$/.test(value) && Number(value) <= 600 ? "" : "outOfRange"; },
      autoSilenceMinutes: function (value) { return /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 60 ? "" : "outOfRange"; },
      exceptDates: function (value) {
        var lines = value.split(/[\s,]+/).filter(function (line) { return line; });
        for (var i = 0; i < lines.length; i++) if (!/^\d{4}-\d{2}-\d{2}$/.test(lines[i])) return "invalidFormat";
        return "";
      }
    };
    function check(field) {
      var rule = rules[field.name];
      if (!rule) return true;
      var reason = rule(field.value.trim());
      var holder = form.querySelector('[data-inline-error="' + field.name + '"]');
      if (!holder) return !reason;
      if (reason) {
        setText(holder.querySelector("[data-text]"), form.getAttribute("data-msg-" + reason.toLowerCase()) || reason);
        holder.hidden = false;
        field.setAttribute("aria-invalid", "true");
      } else {
        holder.hidden = true;
        field.removeAttribute("aria-invalid");
      }
      return !reason;
    }
    Object.keys(rules).forEach(function (name) {
      var field = form.querySelector('[name="' + name + '"]');
      if (!field) return;
      field.addEventListener("change", function () { check(field); });
      field.addEventListener("input", function () { if (field.getAttribute("aria-invalid")) check(field); });
    });
    form.addEventListener("submit", function (event) {
      if (event.submitter && event.submitter.name === "preset") return;
      var firstBad = null;
      Object.keys(rules).forEach(function (name) {
        var field = form.querySelector('[name="' + name + '"]');
        if (field && !check(field) && !firstBad) firstBad = field;
      });
      if (firstBad) { event.preventDefault(); firstBad.focus(); }
    });
  }

  // ---------------------------------------------------------------- start

  function start() {
    var overlay = document.querySelector("[data-alarm-overlay]");
    var ringing = null;
    if (overlay) {
      ringing = new Ringing(overlay);
      Hearth.on("ringing", function (data) {
        ringing.version++;
        ringing.apply(data && Array.isArray(data.ringing) ? data.ringing : data);
      });
      Hearth.onReconnect(function () { ringing.refresh(); });
      ringing.refresh();
      if (Hearth.sound) {
        Hearth.sound.onArmedChange(function (armed) {
          if (armed) Object.keys(ringing.voices).forEach(function (id) { ringing.confirm(id); });
        });
      }
    }
    var badge = document.querySelector("[data-alarm-badge]");
    var body = document.body;
    if (badge && body && /\bpage--(display|alarms)\b/.test(body.className)) {
      badge.hidden = false;
      badge.setAttribute("data-shown", "");
    }
    Hearth.on("alarms", function () {
      // The list of alarms changed somewhere: the alarms list shows the new one unless someone is typing here.
      if (!document.querySelector("[data-alarm-list]")) return;
      if (document.activeElement && document.activeElement.form) return;
      window.location.reload();
    });
    startCountdowns();
    var form = document.querySelector("[data-alarm-form]");
    if (form) {
      enhanceTimePicker(form);
      enhancePresets(form);
      enhanceRanges(form);
      enhancePreview(form);
      enhanceValidation(form);
    }
    Hearth.alarms = {
      entries: function () { return ringing ? ringing.entries.slice() : []; },
      playing: function () {
        if (!ringing) return [];
        return Object.keys(ringing.voices).filter(function (id) { return ringing.voices[id] && ringing.voices[id].playing; });
      },
      /** What each alarm plays now: its sound URLs by alarm id (one tone, or a mix's sounds). */
      sounds: function () {
        var result = {};
        if (!ringing) return result;
        Object.keys(ringing.voices).forEach(function (id) {
          if (ringing.voices[id] && ringing.voices[id].playing) result[id] = ringing.voices[id].urls.slice();
        });
        return result;
      }
    };
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
