/*
 * Hearth — the settings list of connected screens, kept live from the `displays` event of the page's one
 * /events stream (lib/events.js, which asks for the `displays` topic). Without this file the list is the one the server
 * rendered.
 *
 * The page fetches the whole list once (GET /api/v1/displays) and again after a gap in the stream; each event then
 * carries only what changed: {"added": [screen…], "updated": [screen…], "removed": [clientId…]}. The rows are kept
 * in the server's order: displays (with a profile) by profile, then the other pages, each oldest connection first.
 *
 * Rows are copied from the page's <template data-screen-row> and filled through textContent and the `hidden`
 * attribute only: no HTML is built from strings.
 */
import { getJSON } from "./lib/api.js";
import { setText } from "./lib/dom.js";
import { on, onReconnect } from "./lib/events.js";
import { browserText } from "./lib/format.js";

function band(level) {
  return level >= 50 ? "green" : level >= 20 ? "yellow" : level >= 10 ? "orange" : "red";
}

/** The server's order: displays by profile (numbers as numbers), then other pages; oldest connection first. */
export function compareScreens(collator, a, b) {
  const left = a.profile || null;
  const right = b.profile || null;
  if (left === null && right !== null) return 1;
  if (left !== null && right === null) return -1;
  if (left !== null && left !== right) return collator.compare(left, right);
  const since = (Date.parse(a.connectedSince) || 0) - (Date.parse(b.connectedSince) || 0);
  if (since !== 0) return since;
  return a.clientId < b.clientId ? -1 : a.clientId > b.clientId ? 1 : 0;
}

function isScreen(screen) {
  return !!screen && typeof screen.clientId === "string";
}

/** Keeps `list` showing the connected screens, rows copied from `template`. */
function liveList(list, template, empty) {
  const noProfile = list.getAttribute("data-no-profile") || "";
  let screens = null; // clientId -> screen, once the whole list has come
  let waiting = []; // changes that came while the list was loading
  let loading = false;
  const collator = new Intl.Collator(undefined, { numeric: true });
  let timeFormat = null;
  try {
    timeFormat = new Intl.DateTimeFormat(document.documentElement.lang || undefined,
      { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  } catch {
    timeFormat = null;
  }

  function setField(row, name, text) {
    const node = row.querySelector(`[data-field="${name}"]`);
    setText(node, text);
    return node;
  }

  function setState(row, name, shown) {
    const node = row.querySelector(`[data-state="${name}"]`);
    if (node) node.hidden = !shown;
  }

  function fill(row, screen) {
    row.setAttribute("data-client", screen.clientId);
    const name = setField(row, "name", screen.profile || noProfile);
    if (name) name.classList.toggle("screen__name--page", !screen.profile);
    setField(row, "browser", browserText(screen.userAgent));
    setField(row, "address", screen.address || "");
    const since = new Date(screen.connectedSince);
    setField(row, "since", timeFormat && !isNaN(since) ? timeFormat.format(since) : "");
    const battery = row.querySelector('[data-field="battery"]');
    if (battery) {
      const level = screen.battery && typeof screen.battery.level === "number" ? screen.battery.level : null;
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

  /** Makes the rows match `entries` (in order), reusing the rows already there. */
  function render(entries) {
    const existing = new Map();
    for (const row of list.querySelectorAll(":scope > [data-client]")) {
      existing.set(row.getAttribute("data-client"), row);
    }
    let previous = null;
    for (const screen of entries) {
      if (!isScreen(screen)) continue;
      const row = existing.get(screen.clientId) || template.content.firstElementChild.cloneNode(true);
      existing.delete(screen.clientId);
      fill(row, screen);
      const next = previous ? previous.nextElementSibling : list.firstElementChild;
      if (row !== next) list.insertBefore(row, next);
      previous = row;
    }
    for (const row of existing.values()) row.remove();
    if (empty) empty.hidden = list.children.length > 0;
  }

  function show() {
    render(Array.from(screens.values()).sort((a, b) => compareScreens(collator, a, b)));
  }

  function apply(change) {
    const changed = [].concat(Array.isArray(change.added) ? change.added : [],
      Array.isArray(change.updated) ? change.updated : []);
    for (const screen of changed) if (isScreen(screen)) screens.set(screen.clientId, screen);
    for (const id of Array.isArray(change.removed) ? change.removed : []) screens.delete(id);
  }

  function refresh() {
    if (loading) return;
    loading = true;
    getJSON("/api/v1/displays").then((data) => {
      loading = false;
      if (!data || !Array.isArray(data.displays)) return; // offline: the next reconnect loads it again
      screens = new Map();
      for (const screen of data.displays) if (isScreen(screen)) screens.set(screen.clientId, screen);
      for (const change of waiting) apply(change);
      waiting = [];
      show();
    });
  }

  /** A `displays` event: applied to the list, or kept until the list has loaded. */
  on("displays", (change) => {
    if (!change || typeof change !== "object") return;
    if (!screens) {
      waiting.push(change);
      refresh();
      return;
    }
    apply(change);
    show();
  });
  onReconnect(refresh);
  refresh();
}

const list = document.querySelector("[data-screens]");
const template = document.querySelector("template[data-screen-row]");
if (list && template && template.content) liveList(list, template, document.querySelector("[data-screens-empty]"));
