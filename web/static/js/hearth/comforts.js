/*
 * Hearth — small comforts on every page: the idle pointer hides on a wall clock, a form's "saved" flag is not
 * announced again on reload, and a page left open reloads once after Hearth was upgraded.
 */
import { isEditing } from "../lib/dom.js";
import { getJSON } from "../lib/api.js";

/** On a clock left on a wall, the mouse pointer hides itself after a few still seconds. */
export function hideIdlePointer() {
  const root = document.documentElement;
  let timer = 0;
  function wake() {
    root.removeAttribute("data-idle");
    window.clearTimeout(timer);
    timer = window.setTimeout(() => root.setAttribute("data-idle", ""), 4000);
  }
  for (const type of ["pointermove", "pointerdown", "keydown"]) {
    document.addEventListener(type, wake, { passive: true });
  }
  wake();
}

/**
 * After the stream comes back (the server restarted), reload once if Hearth was upgraded meanwhile, so a display
 * left on for weeks does not keep running old pages. Never twice for the same version.
 */
export function reloadIfUpgraded() {
  const shown = document.body && document.body.getAttribute("data-app-version");
  if (!shown) return;
  getJSON("/healthz").then((health) => {
    if (!health || typeof health.version !== "string" || health.version === shown) return;
    if (isEditing()) return; // someone is using a form
    try {
      if (sessionStorage.getItem("hearth-reloaded-for") === health.version) return;
      sessionStorage.setItem("hearth-reloaded-for", health.version);
    } catch {
      return;
    }
    window.location.reload();
  });
}
