/*
 * Hearth — the noise page's view of the player's state: the player and the bottom bar, the tiles, the mix's rows,
 * the controls, the sleep timer and the share link. Rows come from the page's <template data-mix-entry-template>.
 */
import { attr, setFlag, setText, toggle } from "../lib/dom.js";
import { fill } from "../lib/format.js";
import { knows, nameOf, withSound } from "./catalog.js";
import { page, profile, ui } from "./context.js";
import { inMix, isOutput, shareHref } from "./state.js";
import { stateLabel, summary, timerTexts } from "./view.js";

/** A volume's words ("80 %") in its output and as the range's aria-valuetext. */
export function setVolumeText(range, output, value) {
  const words = fill(attr(page, "data-label-percent"), { value });
  setText(output, words);
  if (range) range.setAttribute("aria-valuetext", words);
}

function showPlayStop(playButton, stopButton, state, hasEntries) {
  if (playButton) {
    playButton.hidden = state.playing;
    playButton.disabled = !hasEntries;
  }
  if (stopButton) stopButton.hidden = !state.playing;
}

function renderTiles(state) {
  for (const tile of page.querySelectorAll("[data-sound-tile]")) {
    const entry = inMix(state, attr(tile, "data-sound-id"));
    const playing = !!entry && state.playing;
    setFlag(tile, "data-playing", playing);
    setFlag(tile, "data-in-mix", !!entry);
    const main = tile.querySelector("[data-sound-main]");
    if (main) {
      main.setAttribute("aria-pressed", playing ? "true" : "false");
      main.setAttribute("aria-label", attr(main, playing ? "data-label-stop" : "data-label-play"));
    }
    setText(tile.querySelector("[data-sound-state]"), playing ? attr(page, "data-label-tile-playing") : "");
    const mixToggle = tile.querySelector("[data-sound-mix-toggle]");
    if (mixToggle) {
      mixToggle.value = entry ? "remove" : "add";
      mixToggle.setAttribute("aria-label", attr(mixToggle, entry ? "data-label-remove" : "data-label-add"));
      const icon = mixToggle.querySelector("[data-icon]");
      if (icon) icon.setAttribute("data-icon", entry ? "minus" : "plus");
    }
  }
}

function makeEntry(template, id) {
  const row = template.content.firstElementChild.cloneNode(true);
  const inputId = "mix-volume-" + id;
  row.setAttribute("data-sound-id", id);
  const label = row.querySelector("label");
  label.setAttribute("for", inputId);
  label.textContent = nameOf(id);
  const range = row.querySelector("[data-mix-volume]");
  range.id = inputId;
  range.name = "mix." + id;
  range.setAttribute("aria-label", fill(attr(page, "data-label-sound-volume"), { name: nameOf(id) }));
  row.querySelector("output").setAttribute("for", inputId);
  const remove = row.querySelector("[data-mix-remove]");
  remove.value = id;
  remove.setAttribute("aria-label", fill(attr(page, "data-label-remove"), { name: nameOf(id) }));
  if (!knows(id)) {
    withSound(id, (sound) => {
      label.textContent = sound.name;
    });
  }
  return row;
}

function renderEntries(state) {
  const list = page.querySelector("[data-noise-entries]");
  const template = page.querySelector("[data-mix-entry-template]");
  if (!list || !template) return;
  const existing = new Map();
  for (const row of list.querySelectorAll("[data-mix-entry]")) existing.set(attr(row, "data-sound-id"), row);
  state.mix.forEach((entry, index) => {
    const row = existing.get(entry.sound) || makeEntry(template, entry.sound);
    existing.delete(entry.sound);
    if (row.parentNode !== list || list.children[index] !== row) list.insertBefore(row, list.children[index] || null);
    const range = row.querySelector("[data-mix-volume]");
    if (range && range !== ui.dragging && Number(range.value) !== entry.volume) range.value = entry.volume;
    setVolumeText(range, row.querySelector("[data-mix-volume-text]"), entry.volume);
  });
  for (const row of existing.values()) list.removeChild(row);
}

/** Selects `value` in a <select>, adding an option for a value the list does not offer (set elsewhere). */
function selectValue(select, value) {
  const index = Array.from(select.options).findIndex((option) => option.value === value);
  if (index >= 0) {
    select.selectedIndex = index;
    return;
  }
  const option = document.createElement("option");
  option.value = value;
  option.textContent = value;
  select.appendChild(option);
  select.value = value;
}

function renderControls(state) {
  const master = page.querySelector("[data-noise-master]");
  if (master && master !== ui.dragging && Number(master.value) !== state.volume) master.value = state.volume;
  setVolumeText(master, page.querySelector("[data-noise-master-text]"), state.volume);
  const timer = page.querySelector("[data-noise-timer]");
  if (timer && document.activeElement !== timer) {
    selectValue(timer, state.sleepTimerMinutes === null ? "" : String(state.sleepTimerMinutes));
  }
  const fade = page.querySelector("[data-noise-fade]");
  if (fade && document.activeElement !== fade) selectValue(fade, String(state.fadeOutSeconds));
  for (const box of page.querySelectorAll("[data-noise-output]")) {
    if (box.value) box.checked = (state.outputs || []).includes(box.value);
  }
}

/** The sleep timer's status line, the +15 min form and the bar's countdown. */
export function renderTimer(state) {
  const texts = timerTexts(state);
  const shown = !!texts.left;
  toggle(page.querySelector("[data-noise-timer-status]"), shown);
  toggle(page.querySelector("[data-noise-extend-form]"), shown);
  setText(page.querySelector("[data-noise-timer-left]"), texts.left);
  setText(page.querySelector("[data-noise-timer-at]"), texts.at);
  setText(page.querySelector("[data-noise-bar-left]"), texts.left);
}

export function renderPage(state) {
  const visibleState = state.state || (state.playing ? "playing" : "stopped");
  for (const selector of ["[data-noise-player]", "[data-noise-bar]"]) {
    const element = page.querySelector(selector);
    if (element) element.setAttribute("data-state", visibleState);
  }
  const label = stateLabel(state);
  setText(page.querySelector("[data-noise-state-label]"), label);
  setText(page.querySelector("[data-noise-bar-state]"), label);
  setText(page.querySelector("[data-noise-bar-what]"), summary(state));

  const hasEntries = state.mix.length > 0;
  toggle(page.querySelector("[data-noise-idle]"), !hasEntries);
  toggle(page.querySelector("[data-noise-share]"), hasEntries);
  toggle(page.querySelector("[data-noise-output-note]"), state.playing && !isOutput(state, profile()));
  showPlayStop(page.querySelector("[data-noise-play]"), page.querySelector("[data-noise-stop]"), state, hasEntries);
  showPlayStop(page.querySelector("[data-noise-bar-play]"), page.querySelector("[data-noise-bar-stop]"), state,
    hasEntries);

  renderTiles(state);
  renderEntries(state);
  renderControls(state);
  renderTimer(state);
  const link = page.querySelector("[data-noise-share-link]");
  if (link && state.mix.length) link.setAttribute("href", shareHref(state));
}
