/*
 * Hearth — progressive enhancement for the server-rendered pages (every page loads this module first). Every page
 * works without it. With it:
 *   - the home clock ticks in the server's time and time zone (hearth/home-clock.js);
 *   - the appearance settings apply at once and save in the background, and every open page follows appearance
 *     changes made anywhere (hearth/appearance.js);
 *   - the page's one /events stream opens (lib/events.js): <html data-live="open|retrying"> tells whether it is up.
 *
 * The shared pieces are modules in lib/ (api, dom, events, format, gain, server-clock, sound, wake-lock); each is
 * loaded once per page however many page scripts import it. For the browser tests and the curious, `window.Hearth`
 * names them: clientId, clock, on, onReconnect, language, sound; noise.js, alarms.js and display.js add their own.
 */
import { dropQueryParameter, language, onReady } from "./lib/dom.js";
import { clientId, connect, on, onReconnect } from "./lib/events.js";
import { clock } from "./lib/server-clock.js";
import { sound } from "./lib/sound.js";
import { enhanceAppearanceForm, receiveRemoteAppearance, refreshAppearance } from "./hearth/appearance.js";
import { hideIdlePointer, reloadIfUpgraded } from "./hearth/comforts.js";
import { startHomeClock } from "./hearth/home-clock.js";

window.Hearth = Object.assign(window.Hearth || {}, { clientId, clock, on, onReconnect, language, sound });

onReady(() => {
  for (const form of document.querySelectorAll("form[data-appearance-form]")) enhanceAppearanceForm(form);
  const home = document.querySelector("[data-clock]");
  if (home) {
    startHomeClock(home);
    hideIdlePointer();
  }
  // After a form's redirect (…?saved=…), a reload should not announce the same thing again.
  dropQueryParameter("saved");
  on("appearance", receiveRemoteAppearance);
  onReconnect(() => {
    refreshAppearance();
    reloadIfUpgraded();
    clock.resync();
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) refreshAppearance();
  });
});
// Once every page script has run (module scripts run before DOMContentLoaded): the stream asks at once for every
// topic the page's scripts listen to.
document.addEventListener("DOMContentLoaded", connect);
