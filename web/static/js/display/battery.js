/*
 * Hearth — the display's battery overlay: from the browser's Battery Status API, else the server's
 * GET /api/v1/battery every few minutes; coloured by the Battery module's bands (in the display state).
 */
import { fetchJSON } from "../lib/api.js";
import { setText } from "../lib/dom.js";
import { display, message, shown } from "./context.js";
import { fitSoon } from "./face.js";
import { report } from "./report.js";

const POLL_MS = 5 * 60 * 1000;
const node = display.querySelector("[data-display-overlay='battery']");
const levelNode = display.querySelector("[data-display-battery-level]");

/** What the overlay shows: a level 0…1 (null: none), charging, and where it came from ("browser" or "server"). */
export const battery = { shown: false, level: null, charging: false, source: null };

/** The band (green, yellow, orange, red) for a level 0…100: the band with the highest minimum at or below it. */
export function bandFor(bands, level) {
  let found = null;
  for (const band of bands || []) {
    if (level >= band.minimumLevel && (!found || band.minimumLevel >= found.minimumLevel)) found = band;
  }
  return found ? found.band : "";
}

function showBattery(level, charging) {
  if (typeof level !== "number" || !Number.isFinite(level)) {
    battery.shown = false;
    battery.level = null;
  } else {
    battery.shown = true;
    battery.level = Math.max(0, Math.min(1, level));
    battery.charging = !!charging;
    const percent = Math.round(battery.level * 100);
    setText(levelNode, percent + "%");
    if (node) {
      node.setAttribute("data-band", bandFor(shown.state.batteryBands, percent));
      node.toggleAttribute("data-charging", battery.charging);
      node.setAttribute("aria-label",
        message(battery.charging ? "battery-charging" : "battery").replace("{level}", percent + "%"));
    }
  }
  if (node) {
    const on = !!(shown.state.overlays && shown.state.overlays.battery) && battery.shown;
    if (node.hidden === on) {
      node.hidden = !on;
      fitSoon();
    }
  }
  report();
}

function serverBattery() {
  fetchJSON("/api/v1/battery").then(({ ok, data }) => {
    const reading = ok && data && (data.battery !== undefined ? data.battery : data);
    if (!reading || typeof reading.level !== "number") showBattery(null);
    else showBattery(reading.level / 100, reading.charging); // the API's level is a percentage
  }, () => {
    // offline: keep what is shown
  });
}

function pollServer() {
  battery.source = "server";
  serverBattery();
  window.setInterval(serverBattery, POLL_MS);
}

export function startBattery() {
  if (!navigator.getBattery) {
    pollServer();
    return;
  }
  navigator.getBattery().then((manager) => {
    battery.source = "browser";
    const update = () => showBattery(manager.level, manager.charging);
    manager.addEventListener("levelchange", update);
    manager.addEventListener("chargingchange", update);
    update();
  }, pollServer);
}
