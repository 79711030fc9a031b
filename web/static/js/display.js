/*
 * Hearth — the wall and bedside display (/display?profile=NAME), progressive enhancement.
 *
 * The page works without this module: the server renders the time, the style and the overlays, and the page
 * refreshes itself each minute. With it:
 *   - the digits tick from the server's time and the clock takes the largest size that fits (display/face.js);
 *   - the profile's style follows changes made anywhere within a second, night mode switches at the server's
 *     instant, the random colour and the burn-in shift change each minute (display/sync.js);
 *   - display mode: navigation hidden, full screen, the screen kept awake (display/mode.js);
 *   - the analog face's hands and the world clocks (display/analog.js);
 *   - the battery overlay (display/battery.js);
 *   - the display reports its state to the server on change and every minute (display/report.js).
 *
 * Every rule is decided on the server (DisplayCore) and arrives in the display state; this module only does what
 * must run in the browser. For the browser tests: window.Hearth.display (state, keepAwake, inDisplayMode, fit, tick).
 */
import { handAngles, startAnalog } from "./display/analog.js";
import { startBattery } from "./display/battery.js";
import { display, shown } from "./display/context.js";
import { applyState, fit, startFace, tick } from "./display/face.js";
import { displayMode, startDisplayMode } from "./display/mode.js";
import { startReports } from "./display/report.js";
import { startSync } from "./display/sync.js";

function parseState() {
  try {
    return JSON.parse(display.getAttribute("data-state") || "");
  } catch {
    return null;
  }
}

const initial = display ? parseState() : null;
if (initial && initial.profile) {
  // The alarms' arming badge (fixed in a corner on other pages) takes its place in the controls row here, so it
  // covers neither the clock nor the Display mode button.
  const controls = display.querySelector("[data-display-controls]");
  const soundBadge = document.querySelector("[data-alarm-badge]");
  if (controls && soundBadge) controls.insertBefore(soundBadge, display.querySelector("[data-display-mode-toggle]"));
  startFace();
  startAnalog();
  startSync();
  applyState(initial);
  startBattery();
  startDisplayMode();
  startReports();
  window.Hearth = Object.assign(window.Hearth || {}, {
    display: {
      state: () => shown.state,
      keepAwake: () => displayMode.keepAwake(),
      inDisplayMode: () => displayMode.on,
      fit,
      tick,
      handAngles
    }
  });
}
