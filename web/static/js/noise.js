/*
 * Hearth — the noise player in the browser. Every page works without this module (forms POST to /noise).
 *
 * The player state lives on the server (GET/PUT /api/v1/noise); the page follows it (noise/store.js): every `noise`
 * event of the page's one /events stream, a refetch after a gap in the stream and when the page becomes visible.
 *   - a page that can play (the noise page, a display) plays the mix (noise/player.js) when it is an output, fades
 *     out with the server's sleep timer, and keeps its screen awake while it plays;
 *   - the sound badge [data-sound-badge] shows whether the page may make sound and arms it with one tap;
 *   - the noise page's forms become instant controls (noise/controls.js, noise/page-view.js) and show the
 *     server's speaker (noise/speaker.js);
 *   - the home page keeps its "now playing" card current (noise/view.js, noise/card.js).
 *
 * For the browser tests: window.Hearth.noise.state() returns the last state applied, .debug() what this page
 * plays now.
 */
import { attr, onReady } from "./lib/dom.js";
import { on, onReconnect } from "./lib/events.js";
import { sound } from "./lib/sound.js";
import { learnTiles, loadCatalog } from "./noise/catalog.js";
import { enhanceCard } from "./noise/card.js";
import { canPlay, card, holder, overlay, page } from "./noise/context.js";
import { enhancePage } from "./noise/controls.js";
import { renderPage, renderTimer } from "./noise/page-view.js";
import { debug, play } from "./noise/player.js";
import { refreshSpeaker, renderSpeaker } from "./noise/speaker.js";
import { currentState, onPlay, onRender, receive, refresh } from "./noise/store.js";
import { isState } from "./noise/state.js";
import { renderBadge, renderCard, renderOverlay, tickTimer } from "./noise/view.js";

function render(state) {
  if (page) renderPage(state);
  if (card) renderCard(state);
  if (overlay) renderOverlay(state);
  renderBadge(state);
}

function initialState() {
  try {
    return JSON.parse(attr(holder, "data-noise-state") || "null");
  } catch {
    return null;
  }
}

onReady(() => {
  learnTiles();
  onPlay(play);
  onRender(render);
  if (page) enhancePage();
  if (card) enhanceCard();
  const initial = initialState();
  if (isState(initial)) receive(initial, false);
  else refresh();
  if (overlay || card) {
    loadCatalog().then(() => {
      if (currentState()) render(currentState());
    });
  }
  tickTimer(renderTimer);

  on("noise", (state) => receive(state, false));
  on("speaker", renderSpeaker);
  onReconnect(() => {
    refresh();
    refreshSpeaker();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible") return;
    refresh();
    refreshSpeaker();
  });
  if (canPlay) {
    // Armed later (a tap): voices started silently are heard now; make sure every one is there.
    sound.onArmedChange((armed) => {
      if (armed && currentState()) play(currentState(), currentState());
    });
  }
  window.Hearth = Object.assign(window.Hearth || {}, { noise: { state: currentState, debug } });
});
