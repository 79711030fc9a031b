/*
 * Hearth — the display state from the server: GET /api/v1/display-profiles/{id}/state when the profile changes
 * anywhere (the `display-profile` event), when night mode begins or ends, when the state's minutes run out, after a
 * gap in the stream and when the page becomes visible. A renamed profile moves the address; a deleted one reloads.
 */
import { fetchJSON } from "../lib/api.js";
import { on, onReconnect } from "../lib/events.js";
import { clock } from "../lib/server-clock.js";
import { shown } from "./context.js";
import { applyState } from "./face.js";

let refreshing = false;
let nightTimer = 0;

/** The profile was renamed: the address follows, so a reload shows the same profile. */
function followRename(name) {
  if (!window.history || !history.replaceState) return;
  const params = new URLSearchParams(window.location.search);
  params.set("profile", name);
  history.replaceState(history.state, "", window.location.pathname + "?" + params.toString());
}

/** The profile was deleted: reload, and the server shows the default profile with a note. */
function followDeletedProfile() {
  window.setTimeout(() => window.location.reload(), 500 + Math.random() * 1500);
}

/** Asks for the state again (once at a time). */
export function refreshState() {
  if (refreshing) return;
  refreshing = true;
  const url = `/api/v1/display-profiles/${encodeURIComponent(shown.state.profile.id)}/state`;
  fetchJSON(url).then(({ ok, status, data: next }) => {
    refreshing = false;
    if (status === 404) followDeletedProfile();
    if (!ok || !next || !next.profile || !next.look) return;
    const renamed = next.profile.name !== shown.state.profile.name;
    applyState(next);
    if (renamed) followRename(next.profile.name);
  }, () => {
    refreshing = false;
  });
}

/** Night mode begins or ends at the server's instant: ask for the new state then. */
export function scheduleNightSwitch() {
  window.clearTimeout(nightTimer);
  const at = shown.state.night && shown.state.night.nextSwitch;
  if (typeof at !== "number") return;
  const wait = Math.max(0, at - clock.now()) + 250;
  nightTimer = window.setTimeout(refreshState, Math.min(wait, 6 * 3600 * 1000));
}

export function startSync() {
  on("display-profile", (data) => {
    if (!data || typeof data !== "object" || data.id !== shown.state.profile.id) return;
    if (data.deleted) followDeletedProfile();
    else refreshState();
  });
  onReconnect(refreshState);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") refreshState();
  });
}
