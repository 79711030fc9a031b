/*
 * Hearth — the display page's element ([data-display]), its words (data-msg-*), and the display state from the
 * server (DisplayCore decides every rule: night mode, colours, shifts, the clock format, the date text).
 */
/** The display element (a detached stand-in on a page without one: the modules then find nothing in it). */
export const display = document.querySelector("[data-display]") || document.createElement("div");

/** The page's words for `name` (data-msg-<name>). */
export function message(name) {
  return display.getAttribute("data-msg-" + name) || "";
}

/** The display state now: data-state on load, GET …/state afterwards (display/sync.js). */
export const shown = { state: null };
