/*
 * Hearth — the day ahead in the profile form's live preview: the weather at a glance and the agenda overlay, as the
 * form's weather and agenda blocks choose them. The server draws both with the display's own views from its current
 * forecast and agenda (GET /settings/display/{id}/preview with the blocks' fields); this module asks for them when
 * those fields change and swaps them into the preview (the agenda part as agenda/live.js swaps the display's).
 */
import { swapParts } from "../agenda/live.js";

const DAY_AHEAD = /^(weather|agenda)\./;
const SETTLE_MS = 150; // several boxes ticked in a row make one request

/** Keeps `preview`'s weather and agenda showing the `form`'s choices; returns the update to call on a change. */
export function previewDay(form, preview) {
  const href = preview.getAttribute("data-preview-day");
  let shown = query();
  let timer = 0;

  function query() {
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (DAY_AHEAD.test(name)) fields.append(name, value);
    }
    return fields.toString();
  }

  function take(page) {
    const fresh = page.querySelector("[data-preview-weather]");
    const here = preview.querySelector("[data-preview-weather]");
    if (fresh && here) here.replaceWith(document.importNode(fresh, true));
    swapParts(page);
  }

  function load() {
    const asked = query();
    if (asked === shown) return;
    shown = asked;
    fetch(href + "?" + asked, { headers: { Accept: "text/html" }, cache: "no-store" })
      .then((response) => (response.ok ? response.text() : null))
      .then((html) => {
        if (html && asked === shown) take(new DOMParser().parseFromString(html, "text/html"));
      })
      .catch(() => null); // offline: the next change asks again
  }

  return function update() {
    if (!href) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(load, SETTLE_MS);
  };
}
