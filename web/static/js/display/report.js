/*
 * Hearth — the display reports its state (profile, display mode, keep-awake, sound armed, the browser's battery)
 * to PUT /api/v1/displays/{clientId} on change and every minute, for the settings list of connected screens.
 */
import { sendJSON } from "../lib/api.js";
import { clientId, onReconnect } from "../lib/events.js";
import { sound } from "../lib/sound.js";
import { battery } from "./battery.js";
import { shown } from "./context.js";
import { displayMode } from "./mode.js";

const EVERY_MS = 60 * 1000;
let lastReport = "";
let missing = false; // the server has no display registry (yet): ask rarely

/** Reports the state when it changed (or always, `force`). */
export function report(force) {
  if (!shown.state) return;
  const keepAwake = displayMode.keepAwake();
  const body = {
    profile: shown.state.profile.name,
    displayMode: displayMode.on,
    keepAwake: keepAwake.state,
    keepAwakeReason: keepAwake.reason,
    soundArmed: sound.armed(),
    battery: battery.source === "browser" && battery.level !== null
      ? { level: battery.level, charging: battery.charging } : null
  };
  const text = JSON.stringify(body);
  if ((text === lastReport || missing) && !force) return;
  lastReport = text;
  sendJSON("PUT", "/api/v1/displays/" + encodeURIComponent(clientId), body, { keepalive: true }).then((answer) => {
    missing = answer.status === 404 || answer.status === 405;
  }, () => {
    lastReport = "";
  });
}

export function startReports() {
  sound.onArmedChange(() => report());
  onReconnect(() => {
    missing = false;
    report(true);
  });
  window.setInterval(() => report(true), EVERY_MS);
  report(true);
}
