/*
 * Hearth — the noise page's instant controls: the forms (which work without this file, POST /noise) become taps
 * that apply themselves. Tap a tile to play it (or stop the only one playing), +/− to mix, long press or the preview
 * button to hear it for 3 seconds; sliders heard at once and sent at most every 150 ms; timer, fade, outputs,
 * +15 min; search as you type; copy the share link.
 */
import { attr, setText } from "../lib/dom.js";
import { fill } from "../lib/format.js";
import { sound } from "../lib/sound.js";
import { withSound } from "./catalog.js";
import { canPlay, page, ui } from "./context.js";
import { setVolumeText } from "./page-view.js";
import { applyGains, shouldPlay } from "./player.js";
import { API, adjust, currentState, put, send } from "./store.js";
import { NEW_TRACK_VOLUME, inMix, withVolume, withoutSound } from "./state.js";

const PREVIEW_SECONDS = 3;
const LONG_PRESS_MS = 450;
const VOLUME_SEND_MS = 150;

let previewing = null;
let volumeTimer = 0;

function removeFromMix(id) {
  put(withoutSound(currentState(), id));
}

function previewSound(tile, id) {
  if (!canPlay) return;
  sound.arm();
  if (previewing) {
    previewing.voice.stop(0.2);
    previewing.tile.removeAttribute("data-previewing");
  }
  withSound(id, (entry) => {
    const voice = sound.play(entry.url, { gain: sound.volumeToGain(75), fromGain: 0, fadeSeconds: 0.3 });
    if (!voice) return;
    const mine = previewing = { voice, tile };
    tile.setAttribute("data-previewing", "");
    window.setTimeout(() => {
      voice.stop(0.4);
      if (previewing !== mine) return;
      previewing = null;
      tile.removeAttribute("data-previewing");
    }, (PREVIEW_SECONDS - 0.4) * 1000);
  });
}

function enhanceTile(tile) {
  const id = attr(tile, "data-sound-id");
  const main = tile.querySelector("[data-sound-main]");
  const mixToggle = tile.querySelector("[data-sound-mix-toggle]");
  const preview = tile.querySelector("[data-sound-preview]");
  let pressTimer = 0;
  let longPressed = false;

  if (preview && canPlay) {
    preview.hidden = false;
    preview.addEventListener("click", () => previewSound(tile, id));
  }
  if (main) {
    main.addEventListener("click", (event) => {
      event.preventDefault();
      if (longPressed) {
        longPressed = false;
        return;
      }
      const current = currentState();
      if (!current) return;
      if (inMix(current, id) && current.playing) {
        if (current.mix.length === 1) put({ playing: false });
        else removeFromMix(id);
      } else {
        put({ sound: id, playing: true });
      }
    });
    main.addEventListener("pointerdown", (event) => {
      if (event.button !== 0 || !canPlay) return;
      longPressed = false;
      window.clearTimeout(pressTimer);
      pressTimer = window.setTimeout(() => {
        longPressed = true;
        previewSound(tile, id);
      }, LONG_PRESS_MS);
    });
    for (const type of ["pointerup", "pointerleave", "pointercancel"]) {
      main.addEventListener(type, () => window.clearTimeout(pressTimer));
    }
    main.addEventListener("contextmenu", (event) => {
      if (longPressed) event.preventDefault();
    });
  }
  if (mixToggle) {
    mixToggle.addEventListener("click", (event) => {
      event.preventDefault();
      const current = currentState();
      if (!current) return;
      if (inMix(current, id)) removeFromMix(id);
      else put({ mix: current.mix.concat([{ sound: id, volume: NEW_TRACK_VOLUME }]), playing: true });
    });
  }
}

function flushVolume() {
  window.clearTimeout(volumeTimer);
  const current = currentState();
  if (current) send("PUT", API, { volume: current.volume, mix: current.mix });
}

// Volumes: heard at once on this page, sent at most every 150 ms while a slider moves.
function onVolumeInput(range) {
  const current = currentState();
  if (!current) return;
  const value = Number(range.value);
  let change;
  if (range.hasAttribute("data-noise-master")) {
    change = { volume: value };
    setVolumeText(range, page.querySelector("[data-noise-master-text]"), value);
  } else {
    const row = range.closest("[data-mix-entry]");
    change = withVolume(current, attr(row, "data-sound-id"), value);
    setVolumeText(range, row.querySelector("[data-mix-volume-text]"), value);
  }
  const next = adjust(change);
  if (shouldPlay(next)) applyGains(next, 0.05);
  window.clearTimeout(volumeTimer);
  volumeTimer = window.setTimeout(flushVolume, VOLUME_SEND_MS);
}

function isVolume(target) {
  return target.hasAttribute("data-mix-volume") || target.hasAttribute("data-noise-master");
}

function enhancePlayer(player) {
  player.addEventListener("input", (event) => {
    if (!isVolume(event.target)) return;
    ui.dragging = event.target;
    onVolumeInput(event.target);
  });
  player.addEventListener("change", (event) => {
    const target = event.target;
    if (isVolume(target)) {
      ui.dragging = null;
      flushVolume();
    } else if (target.hasAttribute("data-noise-timer")) {
      put({ sleepTimerMinutes: target.value === "" ? null : Number(target.value) });
    } else if (target.hasAttribute("data-noise-fade")) {
      put({ fadeOutSeconds: Number(target.value) });
    } else if (target.hasAttribute("data-noise-output")) {
      const boxes = Array.from(page.querySelectorAll("[data-noise-output]"));
      put({ outputs: boxes.filter((box) => box.checked && box.value).map((box) => box.value) });
    }
  });
}

function enhanceForms() {
  for (const form of page.querySelectorAll("form[data-noise-form='player'], form[data-noise-form='bar']")) {
    form.addEventListener("submit", (event) => {
      const submitter = event.submitter;
      if (!submitter || !currentState()) return;
      if (submitter.name === "action" && submitter.value !== "apply") {
        event.preventDefault();
        put({ playing: submitter.value === "play" });
      } else if (submitter.name === "remove") {
        event.preventDefault();
        removeFromMix(submitter.value);
      } else if (submitter.name === "action") {
        event.preventDefault();
      }
    });
  }
  const extend = page.querySelector("[data-noise-extend-form]");
  if (extend) {
    extend.addEventListener("submit", (event) => {
      event.preventDefault();
      send("POST", API + "/extend");
    });
  }
}

function enhanceSearch() {
  const input = page.querySelector("[data-noise-search-input]");
  const count = page.querySelector("[data-noise-count]");
  if (!input) return;
  input.addEventListener("input", () => {
    const query = input.value.trim().toLowerCase();
    let shown = 0;
    for (const category of page.querySelectorAll("[data-noise-category]")) {
      let inCategory = 0;
      for (const tile of category.querySelectorAll("[data-sound-tile]")) {
        const match = !query || attr(tile, "data-search-text").includes(query);
        tile.hidden = !match;
        if (match) inCategory++;
      }
      category.hidden = inCategory === 0;
      shown += inCategory;
    }
    if (count) {
      setText(count, shown === 1 ? attr(count, "data-label-count-one")
        : fill(attr(count, "data-label-count"), { count: shown }));
    }
  });
}

function enhanceShare() {
  const copy = page.querySelector("[data-noise-share-copy]");
  const link = page.querySelector("[data-noise-share-link]");
  if (!copy || !link || !navigator.clipboard) return;
  copy.hidden = false;
  copy.addEventListener("click", () => {
    navigator.clipboard.writeText(link.href).then(() => setText(copy, attr(page, "data-msg-copied")), () => {
      // the link stays there to copy by hand
    });
  });
}

/** Turns the noise page's forms into instant controls. */
export function enhancePage() {
  const apply = page.querySelector("[data-noise-apply]");
  if (apply) apply.hidden = true; // each control applies itself
  for (const tile of page.querySelectorAll("[data-sound-tile]")) enhanceTile(tile);
  enhanceForms();
  const player = page.querySelector("[data-noise-player]");
  if (player) enhancePlayer(player);
  enhanceSearch();
  enhanceShare();
  const badge = page.querySelector("[data-sound-badge]");
  if (badge && canPlay) badge.hidden = false;
}
