/*
 * Hearth — display mode (a long press anywhere that is not a control, or the button; `?mode=display` starts in it):
 * navigation hidden, full screen, the pointer hidden after 3 s still, the screen kept awake through the page's one
 * wake lock (lib/wake-lock.js) or a note saying why not. Leaving full screen leaves display mode too.
 */
import { dropQueryParameter, setText } from "../lib/dom.js";
import { wakeLock } from "../lib/wake-lock.js";
import { display, message } from "./context.js";
import { fitSoon } from "./face.js";
import { report } from "./report.js";

const LONG_PRESS_MS = 600;
const IDLE_POINTER_MS = 3000;
// A long press on one of these is the control's own, not display mode's.
const CONTROLS = "a, button, input, select, textarea, label, summary";
const OFF = { state: "off", reason: null };
const root = document.documentElement;
const modeButton = display.querySelector("[data-display-mode-toggle]");
const keepAwakeNote = display.querySelector("[data-display-keep-awake]");

let idleTimer = 0;
let shownKeepAwake = "off/null"; // what the last report said (the page starts with the lock off)

/** Whether the page is in display mode, and the keep-awake it reports (the lock's, while in display mode). */
export const displayMode = {
  on: false,
  keepAwake: () => (displayMode.on ? wakeLock.status() : OFF)
};

function showKeepAwake() {
  const keepAwake = displayMode.keepAwake();
  display.setAttribute("data-keep-awake", keepAwake.state);
  if (keepAwakeNote) {
    const text = keepAwake.state === "unavailable"
      ? message("keep-awake-" + keepAwake.reason) || message("keep-awake-unavailable") : "";
    setText(keepAwakeNote, text);
    keepAwakeNote.hidden = !displayMode.on || text === "";
  }
  const key = keepAwake.state + "/" + keepAwake.reason;
  if (key !== shownKeepAwake) {
    shownKeepAwake = key;
    report();
  }
}

function wakePointer() {
  root.removeAttribute("data-display-idle");
  window.clearTimeout(idleTimer);
  if (!displayMode.on) return;
  idleTimer = window.setTimeout(() => root.setAttribute("data-display-idle", ""), IDLE_POINTER_MS);
}

function enter(fromGesture) {
  if (displayMode.on) return;
  displayMode.on = true;
  root.setAttribute("data-display-mode", "");
  if (modeButton) modeButton.setAttribute("aria-pressed", "true");
  try {
    sessionStorage.setItem("hearth-display-mode", "on");
  } catch {
    // fine
  }
  if (fromGesture && root.requestFullscreen && !document.fullscreenElement) {
    root.requestFullscreen({ navigationUI: "hide" }).catch(() => {
      // a kiosk
    });
  }
  wakeLock.want("display", true);
  showKeepAwake();
  wakePointer();
  fitSoon();
  report();
}

function leave() {
  if (!displayMode.on) return;
  displayMode.on = false;
  root.removeAttribute("data-display-mode");
  root.removeAttribute("data-display-idle");
  if (modeButton) modeButton.setAttribute("aria-pressed", "false");
  try {
    sessionStorage.removeItem("hearth-display-mode");
  } catch {
    // fine
  }
  // After leaving display mode a reload stays in page mode: `?mode=display` leaves the address.
  dropQueryParameter("mode");
  if (document.fullscreenElement && document.exitFullscreen) document.exitFullscreen().catch(() => {});
  wakeLock.want("display", false);
  showKeepAwake();
  fitSoon();
  report();
}

function toggleMode() {
  if (displayMode.on) leave();
  else enter(true);
}

/** A long press (0.6 s) anywhere that is not a control toggles display mode. */
function listenForLongPress() {
  let pressTimer = 0;
  let pressX = 0;
  let pressY = 0;
  let pressFired = false;
  const cancelPress = () => {
    window.clearTimeout(pressTimer);
    pressTimer = 0;
  };
  document.addEventListener("pointerdown", (event) => {
    wakePointer();
    if (event.button > 0 || !event.isPrimary) return;
    if (event.target && event.target.closest && event.target.closest(CONTROLS)) return;
    pressX = event.clientX;
    pressY = event.clientY;
    pressFired = false;
    cancelPress();
    pressTimer = window.setTimeout(() => {
      pressTimer = 0;
      pressFired = true;
      toggleMode();
    }, LONG_PRESS_MS);
  }, { passive: true });
  document.addEventListener("pointermove", (event) => {
    wakePointer();
    if (pressTimer && Math.abs(event.clientX - pressX) + Math.abs(event.clientY - pressY) > 12) cancelPress();
  }, { passive: true });
  document.addEventListener("pointerup", cancelPress, { passive: true });
  document.addEventListener("pointercancel", cancelPress, { passive: true });
  document.addEventListener("keydown", wakePointer, { passive: true });
  // No context menu or text selection after a long press on a touch screen.
  display.addEventListener("contextmenu", (event) => {
    if (pressFired || pressTimer) event.preventDefault();
  });
}

export function startDisplayMode() {
  if (modeButton) {
    modeButton.hidden = false;
    modeButton.addEventListener("click", toggleMode);
  }
  let fullscreenSeen = false;
  document.addEventListener("fullscreenchange", () => {
    if (!document.fullscreenElement && displayMode.on && fullscreenSeen) leave();
    fullscreenSeen = !!document.fullscreenElement;
  });
  wakeLock.onChange(showKeepAwake);
  listenForLongPress();
  showKeepAwake();
  let remembered = false;
  try {
    remembered = sessionStorage.getItem("hearth-display-mode") === "on";
  } catch {
    // fine
  }
  // `?mode=display` (what `hearth kiosk --print` opens) starts in display mode, without a tap.
  if (remembered || new URLSearchParams(window.location.search).get("mode") === "display") enter(false);
}
