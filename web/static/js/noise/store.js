/*
 * Hearth — the noise player's state on this page: the last state from the server, our own writes and their
 * answers. The state lives on the server (GET/PUT /api/v1/noise); a write is shown and played at once
 * (optimistically) and its answer confirms it; only the newest write's answer counts, and while a write is on its
 * way other news only updates the state without showing it (the answer, or the event after it, decides).
 */
import { errorMessage, getJSON, sendJSON } from "../lib/api.js";
import { callEach } from "../lib/dom.js";
import { sound } from "../lib/sound.js";
import { canPlay } from "./context.js";
import { isState, merge } from "./state.js";
import { showFailure } from "./toast.js";

export const API = "/api/v1/noise";

const players = []; // fn(state, previous) for each state to play
const renderers = []; // fn(state) for each state to show
let current = null; // the last state (from the server, or our own optimistic one)
let sequence = 0; // numbers our own writes; only the newest answer counts
let pendingWrites = 0;

/** The last state applied, or null before the first. */
export function currentState() {
  return current;
}

/** Calls fn(state, previous) each time a state is to be played. */
export function onPlay(fn) {
  players.push(fn);
}

/** Calls fn(state) each time a state is to be shown. */
export function onRender(fn) {
  renderers.push(fn);
}

function show(state) {
  const previous = current;
  current = state;
  callEach(players, state, previous);
  callEach(renderers, state);
}

/** Takes a state from the server (an event, a refetch, the page, or our own write's answer). */
export function receive(state, fromOwnWrite) {
  if (!isState(state)) return;
  if (pendingWrites > 0 && !fromOwnWrite) {
    current = state;
    return;
  }
  show(state);
}

/** Refetches the state (after a gap in the stream, the page shown again). */
export function refresh() {
  getJSON(API).then((state) => {
    if (state) receive(state, false);
  });
}

/** Sends a write; its answer (a state) is shown unless a newer write was sent meanwhile. */
export function send(method, url, body) {
  const mine = ++sequence;
  pendingWrites++;
  return sendJSON(method, url, body).then((result) => {
    pendingWrites--;
    if (result.ok) {
      if (mine === sequence) receive(result.data, true);
    } else {
      showFailure(errorMessage(result.data));
      if (pendingWrites === 0) refresh();
    }
    return result;
  }, () => {
    pendingWrites--;
    showFailure("");
    if (pendingWrites === 0 && current) callEach(renderers, current);
  });
}

/** Changes the player: shown (and played, when this page is an output) at once; the answer confirms it. */
export function put(change) {
  if (current) show(merge(current, change));
  if (canPlay) sound.arm();
  return send("PUT", API, change);
}

/** Changes the state here only (a slider on its way): sent later by the caller. */
export function adjust(change) {
  if (current) current = merge(current, change);
  return current;
}
