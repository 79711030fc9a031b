/*
 * Hearth — the server's speaker on the noise page: its device, state and last error (a `speaker` event or GET
 * /api/v1/speaker), and the speaker among the outputs only while one is set up.
 */
import { getJSON } from "../lib/api.js";
import { attr, setText, toggle } from "../lib/dom.js";
import { page } from "./context.js";

const STATES = ["idle", "playing", "error", "unavailable", "off"];

/** Shows the speaker's status. */
export function renderSpeaker(status) {
  if (!page || !status || typeof status !== "object") return;
  const section = page.querySelector("[data-noise-speaker]");
  const on = typeof status.device === "string" && status.device.length > 0;
  if (section) {
    toggle(section.querySelector("[data-speaker-on]"), on);
    toggle(section.querySelector("[data-speaker-off]"), !on);
    setText(section.querySelector("[data-speaker-device]"), on ? status.device : "");
    const state = STATES.includes(status.state) ? status.state : "idle";
    setText(section.querySelector("[data-speaker-state]"), attr(section, "data-label-state-" + state));
    const error = typeof status.lastError === "string" ? status.lastError : "";
    toggle(section.querySelector("[data-speaker-error-row]"), !!error);
    toggle(section.querySelector("[data-speaker-error]"), !!error);
    setText(section.querySelector("[data-speaker-error]"), error);
    section.setAttribute("data-speaker-current", status.state || "");
  }
  const option = page.querySelector("[data-noise-speaker-output]");
  if (!option) return;
  toggle(option, on);
  const box = option.querySelector("input");
  if (box) {
    box.disabled = !on;
    if (!on) box.checked = false;
  }
}

/** Refetches the speaker's status (after a gap in the stream, the page shown again). */
export function refreshSpeaker() {
  if (!page || !page.querySelector("[data-noise-speaker]")) return;
  getJSON("/api/v1/speaker").then(renderSpeaker);
}
