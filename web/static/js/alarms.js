/*
 * Hearth — alarms on every page (the layout loads this module):
 *   - the ringing overlay and the snoozed bar (alarms/overlay.js), with the ring's sound and vibration
 *     (alarms/ring-sound.js);
 *   - the arming badge ([data-sound-badge]) on displays and on the alarms pages;
 *   - "next ring in …" that keeps counting (alarms/countdown.js);
 *   - on the alarm editor: steppers, presets, range outputs, a sound preview (alarms/editor.js) and inline
 *     validation (alarms/validation.js).
 *
 * For the browser tests: window.Hearth.alarms.entries() (the entries shown now), .playing() (the alarm ids whose
 * tone plays on this page now) and .sounds() (what each plays: its sound URLs by alarm id).
 */
import { isEditing, onReady } from "./lib/dom.js";
import { on, onReconnect } from "./lib/events.js";
import { sound } from "./lib/sound.js";
import { startCountdowns } from "./alarms/countdown.js";
import { enhancePresets, enhancePreview, enhanceRanges, enhanceTimePicker } from "./alarms/editor.js";
import { RingingOverlay } from "./alarms/overlay.js";
import { enhanceValidation } from "./alarms/validation.js";

function startOverlay(element) {
  const overlay = new RingingOverlay(element);
  on("ringing", (data) => {
    overlay.version++;
    overlay.apply(data && Array.isArray(data.ringing) ? data.ringing : data);
  });
  onReconnect(() => overlay.refresh());
  overlay.refresh();
  // Armed later (a tap): tell the server this page now plays the rings.
  sound.onArmedChange((armed) => {
    if (armed) overlay.sound.confirmAll();
  });
  return overlay;
}

onReady(() => {
  const element = document.querySelector("[data-alarm-overlay]");
  const overlay = element ? startOverlay(element) : null;
  const badge = document.querySelector("[data-alarm-badge]");
  if (badge && /\bpage--(display|alarms)\b/.test(document.body.className)) {
    badge.hidden = false;
    badge.setAttribute("data-shown", "");
  }
  on("alarms", () => {
    // The list of alarms changed somewhere: the alarms list shows the new one unless someone is typing here.
    if (!document.querySelector("[data-alarm-list]") || isEditing()) return;
    window.location.reload();
  });
  startCountdowns();
  const form = document.querySelector("[data-alarm-form]");
  if (form) {
    enhanceTimePicker(form);
    enhancePresets(form);
    enhanceRanges(form);
    enhancePreview(form);
    enhanceValidation(form);
  }
  window.Hearth = Object.assign(window.Hearth || {}, {
    alarms: {
      entries: () => (overlay ? overlay.entries.slice() : []),
      playing: () => (overlay ? overlay.sound.playing() : []),
      sounds: () => (overlay ? overlay.sound.sounds() : {})
    }
  });
});
