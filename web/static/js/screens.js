/*
 * Hearth — the settings list of connected screens, kept live from the `displays` event of the page's one
 * /events stream (Hearth.on, which asks for the `displays` topic). Without this file the list is the one the server
 * rendered.
 *
 * The page fetches the whole list once (GET /api/v1/displays) and again after a gap in the stream; each event then
 * carries only what changed: {"added": [screen…], "updated": [screen…], "removed": [clientId…]}. The rows are kept
 * in the server's order: displays (with a profile) by profile, then the other pages, each oldest connection first.
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
  var screens = null;          // clientId -> screen, once the whole list has come
  var waiting = [];            // changes that came while the list was loading
  var loading = false;
  var collator = window.Intl && Intl.Collator ? new Intl.Collator(undefined, { numeric: true }) : null;
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

  /** The server's order: displays by profile (numbers as numbers), then other pages; oldest connection first. */
  function compare(a, b) {
    var left = a.profile || null, right = b.profile || null;
    if (left === null && right !== null) return 1;
    if (left !== null && right === null) return -1;
    if (left !== null && left !== right) {
      return collator ? collator.compare(left, right) : (left < right ? -1 : 1);
    }
    var since = (Date.parse(a.connectedSince) || 0) - (Date.parse(b.connectedSince) || 0);
    if (since !== 0) return since;
    return a.clientId < b.clientId ? -1 : a.clientId > b.clientId ? 1 : 0;
  }

  /** Makes the rows match `entries` (in order), reusing the rows already there. */
  function render(entries) {
    var existing = {};
    var rows = list.querySelectorAll(":scope > [data-client]");
    for (var i = 0; i < rows.length; i++) existing[rows[i].getAttribute("data-client")] = rows[i];
    var previous = null;
    for (var j = 0; j < entries.length; j++) {
      var screen = entries[j];
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

  function show() {
    var all = [];
    for (var id in screens) if (screens.hasOwnProperty(id)) all.push(screens[id]);
    render(all.sort(compare));
  }

  function isScreen(screen) {
    return screen && typeof screen.clientId === "string";
  }

  function apply(change) {
    var changed = [].concat(Array.isArray(change.added) ? change.added : [],
                            Array.isArray(change.updated) ? change.updated : []);
    for (var i = 0; i < changed.length; i++) if (isScreen(changed[i])) screens[changed[i].clientId] = changed[i];
    var removed = Array.isArray(change.removed) ? change.removed : [];
    for (var j = 0; j < removed.length; j++) delete screens[removed[j]];
  }

  /** A `displays` event: applied to the list, or kept until the list has loaded. */
  function receive(change) {
    if (!change || typeof change !== "object") return;
    if (!screens) {
      waiting.push(change);
      refresh();
      return;
    }
    apply(change);
    show();
  }

  function refresh() {
    if (!window.fetch || loading) return;
    loading = true;
    fetch("/api/v1/displays", { headers: { Accept: "application/json" }, cache: "no-store", credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (data) {
        loading = false;
        if (!data || !Array.isArray(data.displays)) return;
        screens = {};
        for (var i = 0; i < data.displays.length; i++) {
          if (isScreen(data.displays[i])) screens[data.displays[i].clientId] = data.displays[i];
        }
        for (var j = 0; j < waiting.length; j++) apply(waiting[j]);
        waiting = [];
        show();
      }, function () { loading = false; /* offline: the next reconnect loads it again */ });
  }

  Hearth.on("displays", receive);
  Hearth.onReconnect(refresh);
  refresh();
})();
