/*
 * Hearth — the display profile form (/settings/display/{id}): a live preview of the style being edited.
 *
 * The form works without this file (it posts and the page shows the saved profile). With it, every change to
 * a colour, the glow, an opacity, the font, the weight, seconds, the AM/PM badge, the clock face, its seconds hand or
 * a world clock shows at once in the preview above the form (the faces: display-settings/faces.js), and so does a
 * change of the weather parts or of the agenda and its calendars, drawn by the server from its current forecast and
 * agenda (display-settings/day.js); "Preview the night palette" shows the night colours at the night brightness.
 * Nothing is saved until the form is submitted.
 */
import { previewDay } from "./display-settings/day.js";
import { previewFaces } from "./display-settings/faces.js";

/** Keeps `preview` showing what the profile `form` would look like. */
function livePreview(form, preview) {
  const face = preview.querySelector("[data-display-face]");
  const nightToggle = document.querySelector("[data-preview-night]");
  const dateOverlay = preview.querySelector("[data-preview-overlay='date']");

  function field(name) {
    return form.elements.namedItem(name);
  }

  function value(name, fallback) {
    const input = field(name);
    return input && input.value !== "" ? input.value : fallback;
  }

  function checked(name) {
    const input = field(name);
    return !!(input && input.checked);
  }

  function percent(name, fallback) {
    const number = Number(value(name, fallback));
    return Number.isFinite(number) ? Math.max(0, Math.min(100, number)) / 100 : fallback / 100;
  }

  const updateFaces = previewFaces(form, preview, value);
  const updateDay = previewDay(form, preview);

  function isColor(text) {
    return /^#[0-9a-fA-F]{6}$/.test(text);
  }

  function update() {
    const night = !!(nightToggle && nightToggle.checked);
    const digits = value(night ? "night.digitColor" : "digitColor", "#ffffff");
    const background = value(night ? "night.backgroundColor" : "backgroundColor", "#000000");
    const style = preview.style;
    if (isColor(digits)) {
      style.setProperty("--display-digits", digits);
      style.setProperty("--display-overlay-color", digits);
    }
    if (isColor(background)) style.setProperty("--display-background", background);
    style.setProperty("--display-glow", String(percent("glow", 0)));
    style.setProperty("--display-digit-opacity", String(percent("digitOpacity", 100)));
    style.setProperty("--display-overlay-opacity", String(percent("overlayOpacity", 80)));
    style.setProperty("--display-minute-digits", "var(--display-digits)");
    style.filter = night ? "brightness(" + percent("night.brightness", 100) + ")" : "";
    face.setAttribute("data-clock-font", value("fontFamily", "system"));
    face.setAttribute("data-clock-weight", value("fontWeight", "300"));
    preview.toggleAttribute("data-seconds", checked("showsSeconds"));
    preview.toggleAttribute("data-period", checked("showsAmPmBadge") && value("clockFormat", "") !== "twentyFourHour");
    if (dateOverlay) dateOverlay.hidden = !checked("overlays.date");
    updateFaces();
    updateDay();
  }

  form.addEventListener("input", update);
  form.addEventListener("change", update);
  if (nightToggle) nightToggle.addEventListener("change", update);
  update();
}

const form = document.querySelector("[data-display-form]");
const preview = document.querySelector("[data-display-preview]");
if (form && preview) livePreview(form, preview);
