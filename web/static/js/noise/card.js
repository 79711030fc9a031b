/*
 * Hearth — the home page's "now playing" stop button. The page carries the CSRF token only when it was rendered
 * while sound played (so that an idle home page is the same bytes for every visitor); a card shown later by a
 * `noise` event stops through the API instead, and reloads the page (which then carries the token) when the API
 * refuses.
 */
import { sendJSON } from "../lib/api.js";
import { card } from "./context.js";
import { API, receive } from "./store.js";
import { isState } from "./state.js";

export function enhanceCard() {
  const form = card.querySelector("[data-now-playing-stop]");
  if (!form) return;
  form.addEventListener("submit", (event) => {
    if (form.querySelector("input[name='_csrf']")) return;
    event.preventDefault();
    sendJSON("PUT", API, { playing: false }).then(({ ok, data }) => {
      if (!ok) window.location.reload();
      else if (isState(data)) receive(data, true);
    }, () => window.location.reload());
  });
}
