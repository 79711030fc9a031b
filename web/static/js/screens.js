/*
 * Hearth — the settings list of connected screens, kept live from the `displays` event of the page's one
 * /events stream (Hearth.on). Without this file the list is the one the server rendered.
 *
 * Rows are copied from the page's <template data-screen-row> and filled through textContent and the `hidden`
 * attribute only: no HTML is built from strings.
 */
(function () {
  "use strict";

  var Hearth = window.Hearth;
  var list = document.querySelector("[data-screens]");
  var template = document.querySelector("template[data-screen-row]");
  var empty = document.querySelector("[data-screens-empty]");
  if (!Hearth || !Hearth.on || !list || !template || !template.content) return;

  var noProfile = list.getAttribute("data-no-profile") || "";
  var timeFormat = null;
  try {
    timeFormat = new Intl.DateTimeFormat(document.documentElement.lang || undefined, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  } catch (error) { timeFormat = null; }

  function browserText(agent) {
    if (!agent) return "?";
    var browsers = [["Edg/", "Edge"], ["Firefox/", "Firefox"], ["Chromium/", "Chromium"], ["CriOS/", "Chrome"],
                    ["Chrome/", "Chrome"], ["Safari/", "Safari"]];
    var systems = [["Android", "Android"], ["iPhone", "iPhone"], ["iPad", "iPad"], ["CrOS", "ChromeOS"],
                   ["Mac OS X", "macOS"], ["Windows", "Windows"], ["Linux", "Linux"]];
    var browser = "Browser", system = "";
    for (var i = 0; i < browsers.length; i++) if (agent.indexOf(browsers[i][0]) >= 0) { browser = browsers[i][1]; break; }
    for (var j = 0; j < systems.length; j++) if (agent.indexOf(systems[j][0]) >= 0) { system = systems[j][1]; break; }
    return system ? browser + " · " + system : browser;
  }

  function band(level) {
    return level >= 50 ? "green" : level >= 20 ? "yellow" : level >= 10 ? "orange" : "red";
  }

  function setField(row, name, text) {
    var node = row.querySelector('[data-field="' + name + '"]');
    if (node && node.textContent !== text) node.textContent = text;
    return node;
  }

  function setState(row, name, on) {
    var node = row.querySelector('[data-state="' + name + '"]');
    if (node) node.hidden = !on;
  }

  function fill(row, screen) {
    row.setAttribute("data-client", screen.clientId);
    var name = setField(row, "name", screen.profile || noProfile);
    if (name) name.classList.toggle("screen__name--page", !screen.profile);
    setField(row, "browser", browserText(screen.userAgent));
    setField(row, "address", screen.address || "");
    var since = new Date(screen.connectedSince);
    setField(row, "since", timeFormat && !isNaN(since) ? timeFormat.format(since) : "");
    var battery = row.querySelector('[data-field="battery"]');
    if (battery) {
      var level = screen.battery && typeof screen.battery.level === "number" ? screen.battery.level : null;
      battery.hidden = level === null;
      battery.textContent = level === null ? "" : level + " %";
      battery.setAttribute("data-band", level === null ? "" : band(level));
    }
    setState(row, "displayMode", screen.displayMode === true);
    setState(row, "keepAwakeOn", screen.keepAwake === "on");
    setState(row, "keepAwakeUnavailable", screen.keepAwake === "unavailable");
    setState(row, "soundArmed", screen.soundArmed === true);
    setState(row, "soundUnarmed", screen.soundArmed === false);
  }

  function render(data) {
    var screens = data && Array.isArray(data.displays) ? data.displays : null;
    if (!screens) return;
    var existing = {};
    var rows = list.querySelectorAll(":scope > [data-client]");
    for (var i = 0; i < rows.length; i++) existing[rows[i].getAttribute("data-client")] = rows[i];
    var previous = null;
    for (var j = 0; j < screens.length; j++) {
      var screen = screens[j];
      if (!screen || typeof screen.clientId !== "string") continue;
      var row = existing[screen.clientId];
      delete existing[screen.clientId];
      if (!row) row = template.content.firstElementChild.cloneNode(true);
      fill(row, screen);
      var next = previous ? previous.nextElementSibling : list.firstElementChild;
      if (row !== next) list.insertBefore(row, next);
      previous = row;
    }
    for (var id in existing) if (existing.hasOwnProperty(id)) existing[id].remove();
    if (empty) empty.hidden = list.children.length > 0;
  }

  function refresh() {
    if (!window.fetch) return;
    fetch("/api/v1/displays", { headers: { Accept: "application/json" }, cache: "no-store", credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(render, function () { /* offline: the stream brings the next change */ });
  }

  Hearth.on("displays", render);
  Hearth.onReconnect(refresh);
})();
