/*
 * Hearth — where the noise player runs on this page: the noise page [data-noise-page], a display's overlay
 * [data-noise-overlay] (both can play), the home page's "now playing" card [data-now-playing]; and the page's
 * shared bits of UI state.
 */
import { attr } from "../lib/dom.js";

export const page = document.querySelector("[data-noise-page]");
export const overlay = document.querySelector("[data-noise-overlay]");
export const card = document.querySelector("[data-now-playing]");
/** Whether this page plays the mix (the noise page and a display do; the home card only shows it). */
export const canPlay = !!(page || overlay);
/** The element that carries the player's texts (data-label-*, data-msg-*, data-locale, data-time-zone). */
export const holder = page || card || overlay;

/** The page's words for `name` (a data-* attribute of the holder). */
export function text(name) {
  return attr(holder, name);
}

/** The display profile this page shows ("" for none). */
export function profile() {
  return document.body ? document.body.getAttribute("data-display-profile") || "" : "";
}

/** UI state shared by the controls and the view. */
export const ui = {
  /** The range input a finger is on: the view does not move it under the finger. */
  dragging: null
};
