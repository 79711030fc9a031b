/*
 * Hearth — the alarm editor's enhancements: big hour and minute steppers over the native time input, repeat presets
 * without a round trip, live range outputs and a sound preview. The form works without them.
 */
import { setText } from "../lib/dom.js";
import { fill, twoDigits } from "../lib/format.js";
import { sound } from "../lib/sound.js";
import { group } from "./ring-sound.js";

const PREVIEW_MS = 8000;

/** A stepper button: a click steps once, holding it steps every 120 ms. */
function bindStepper(button, step) {
  const part = button.getAttribute("data-part-of");
  const delta = Number(button.getAttribute("data-step"));
  let repeat = 0;
  let hold = 0;
  let held = false;
  const stopRepeat = () => {
    window.clearTimeout(hold);
    window.clearInterval(repeat);
    hold = repeat = 0;
  };
  button.addEventListener("click", (event) => {
    event.preventDefault();
    if (!held) step(part, delta);
    held = false;
  });
  button.addEventListener("pointerdown", () => {
    hold = window.setTimeout(() => {
      held = true;
      repeat = window.setInterval(() => step(part, delta), 120);
    }, 450);
  });
  for (const type of ["pointerup", "pointerleave", "pointercancel"]) button.addEventListener(type, stopRepeat);
}

export function enhanceTimePicker(form) {
  const input = form.querySelector("[data-alarm-time-input]");
  const picker = form.querySelector("[data-alarm-time-picker]");
  if (!input || !picker) return;
  const nodes = {
    hour: picker.querySelector('[data-part="hour"]'), minute: picker.querySelector('[data-part="minute"]')
  };
  const parts = /^(\d{2}):(\d{2})$/.exec(input.value) || [null, "07", "00"];
  const value = { hour: Number(parts[1]), minute: Number(parts[2]) };
  const limit = { hour: 24, minute: 60 };

  function show() {
    input.value = twoDigits(value.hour) + ":" + twoDigits(value.minute);
    for (const part of ["hour", "minute"]) {
      setText(nodes[part], twoDigits(value[part]));
      nodes[part].setAttribute("aria-valuenow", String(value[part]));
      nodes[part].setAttribute("aria-valuetext", twoDigits(value[part]));
    }
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }
  function step(part, delta) {
    value[part] = (value[part] + delta + limit[part]) % limit[part];
    show();
  }
  for (const button of picker.querySelectorAll("[data-step]")) bindStepper(button, step);
  for (const part of ["hour", "minute"]) {
    const node = nodes[part];
    let typed = "";
    node.addEventListener("keydown", (event) => {
      const big = part === "hour" ? 6 : 10;
      const keys = { ArrowUp: 1, ArrowDown: -1, PageUp: big, PageDown: -big };
      if (keys[event.key] !== undefined) {
        step(part, keys[event.key]);
      } else if (event.key === "Home" || event.key === "End") {
        value[part] = event.key === "Home" ? 0 : limit[part] - 1;
        show();
      } else if (/^\d$/.test(event.key)) {
        let number = Number(typed + event.key);
        if (number > limit[part] - 1) number = Number(event.key);
        typed = String(number).length >= 2 ? "" : String(number);
        value[part] = number;
        show();
      } else {
        return;
      }
      event.preventDefault();
    });
    node.addEventListener("blur", () => {
      typed = "";
    });
  }
  picker.hidden = false;
  input.closest("[data-alarm-time-native]").classList.add("alarm-time__native--enhanced");
  show();
}

export function enhancePresets(form) {
  for (const button of form.querySelectorAll("[data-alarm-preset]")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const days = (button.getAttribute("data-alarm-preset") || "").split(",");
      for (const box of form.querySelectorAll('input[name="repeatDays"]')) box.checked = days.includes(box.value);
    });
  }
}

export function enhanceRanges(form) {
  for (const range of form.querySelectorAll("input[type=range][data-output]")) {
    const output = form.querySelector("#" + range.getAttribute("data-output"));
    const update = () => setText(output, fill(output.getAttribute("data-format") || "{v}", { v: range.value }));
    range.addEventListener("input", update);
    update();
  }
}

/** The layers an option of the sound list plays: `data-layers="url volume;url volume"`, or its one URL. */
function optionLayers(option) {
  const url = option && option.getAttribute("data-url");
  if (!url) return [];
  const layers = (option.getAttribute("data-layers") || "").split(";").filter(Boolean).map((pair) => {
    const [layerURL, volume] = pair.split(" ");
    return { url: layerURL, scale: sound.volumeToGain(Number(volume)) };
  });
  return layers.length ? layers : [{ url, scale: 1 }];
}

export function enhancePreview(form) {
  const button = form.querySelector("[data-alarm-preview]");
  const select = form.querySelector("[name=sound]");
  const volume = form.querySelector("[name=volume]");
  if (!button || !select) return;
  button.hidden = false;
  let voice = null;
  let timer = 0;
  const playLabel = button.getAttribute("data-label-play");
  const stopLabel = button.getAttribute("data-label-stop");
  function stop() {
    window.clearTimeout(timer);
    if (voice) voice.stop(0.3);
    voice = null;
    button.setAttribute("aria-pressed", "false");
    setText(button, playLabel);
  }
  button.addEventListener("click", () => {
    if (voice) {
      stop();
      return;
    }
    sound.arm();
    const layers = optionLayers(select.options[select.selectedIndex]);
    if (!layers.length) return;
    const gain = sound.volumeToGain(volume ? volume.value : 80);
    const voices = layers.map((layer) =>
      sound.play(layer.url, { gain: gain * layer.scale, fromGain: 0, fadeSeconds: 0.5 }));
    voice = group(voices, layers.map((layer) => layer.url));
    button.setAttribute("aria-pressed", "true");
    setText(button, stopLabel);
    timer = window.setTimeout(stop, PREVIEW_MS);
  });
  select.addEventListener("change", () => {
    if (voice) stop();
  });
}
