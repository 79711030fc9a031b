/*
 * Hearth — the clock faces in the profile form's live preview. The server draws every analog face (DisplayCore's
 * geometry) at the preview's sample time, 12:34:56, and this module shows the one chosen, with or without its
 * seconds hand, in the form's font weight; the world-clock rows show each zone's time at the same sample instant
 * (today at home), its offset from home and its day or night mark, as DisplayCore's WorldClockReading words them.
 * Nothing moves: like the digital sample, the preview is a still picture.
 */
import { setText } from "../lib/dom.js";

const DAY_START_HOUR = 6; // WorldClockReading.dayStartHour
const NIGHT_START_HOUR = 18; // WorldClockReading.nightStartHour

/** An offset in minutes as WorldClockReading.offsetText writes it: "+6 h", "−5 h 30 min", "±0 h". */
export function offsetText(minutes) {
  if (minutes === 0) return "±0 h";
  const sign = minutes > 0 ? "+" : "\u2212";
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  if (rest === 0) return `${sign}${hours} h`;
  if (hours === 0) return `${sign}${rest} min`;
  return `${sign}${hours} h ${rest} min`;
}

/** The wall clock of `zone` at `instant` as {offset (minutes from UTC), hour}, or null for an unknown zone. */
function wallClock(zone, instant) {
  let parts;
  try {
    parts = new Intl.DateTimeFormat("en-US", {
      timeZone: zone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric",
      minute: "numeric"
    }).formatToParts(new Date(instant));
  } catch {
    return null;
  }
  const part = (type) => Number((parts.find((item) => item.type === type) || { value: "0" }).value);
  const hour = part("hour") % 24;
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), hour, part("minute"));
  return { offset: Math.round((wall - Math.floor(instant / 60000) * 60000) / 60000), hour };
}

/** Keeps `preview`'s analog faces and world clocks showing the `form`'s faces block; returns the update. */
export function previewFaces(form, preview, value) {
  const designs = preview.querySelectorAll("[data-preview-analog]");
  const digital = preview.querySelector("[data-display-face]");
  const worldOverlay = preview.querySelector("[data-preview-world]");
  const rows = preview.querySelectorAll("[data-preview-world-clock]");
  const sample = Number(preview.getAttribute("data-sample-time"));
  const home = preview.getAttribute("data-home-zone");
  const language = document.documentElement.lang || "en";

  function twelveHour() {
    const format = value("clockFormat", "followLanguage");
    if (format === "twelveHour") return true;
    if (format === "twentyFourHour") return false;
    return preview.hasAttribute("data-language-twelve-hour");
  }

  function showWorldClock(row, zone, label, hour12) {
    const here = zone ? wallClock(zone, sample) : null;
    const homeClock = wallClock(home, sample);
    let time = "";
    if (here) {
      time = new Intl.DateTimeFormat(language, {
        timeZone: zone, hour: hour12 ? "numeric" : "2-digit", minute: "2-digit", hour12, numberingSystem: "latn"
      }).format(new Date(sample));
    }
    const isDay = !!here && here.hour >= DAY_START_HOUR && here.hour < NIGHT_START_HOUR;
    row.toggleAttribute("data-day", isDay);
    setText(row.querySelector(".display__world-mark"), here ? (isDay ? "☀" : "☾") : "");
    setText(row.querySelector(".display__world-label"), label);
    setText(row.querySelector(".display__world-time"), time);
    const offset = here && homeClock ? offsetText(here.offset - homeClock.offset) : "";
    setText(row.querySelector(".display__world-offset"), offset);
  }

  return function update() {
    const face = value("faces.face", "digital");
    let analog = false;
    for (const design of designs) {
      const chosen = design.getAttribute("data-preview-analog") === face;
      design.hidden = !chosen;
      analog = analog || chosen;
      design.setAttribute("data-clock-font", value("fontFamily", "system"));
      design.setAttribute("data-clock-weight", value("fontWeight", "300"));
    }
    if (digital) digital.hidden = analog;
    preview.setAttribute("data-seconds-mode", value("faces.secondsMode", "none"));
    const hour12 = twelveHour();
    let anyWorld = false;
    for (const row of rows) {
      const index = row.getAttribute("data-preview-world-clock");
      const zone = value(`faces.worldClocks[${index}].zone`, "").trim();
      const label = value(`faces.worldClocks[${index}].label`, "").trim();
      row.hidden = zone === "" && label === "";
      anyWorld = anyWorld || !row.hidden;
      if (!row.hidden) showWorldClock(row, zone, label, hour12);
    }
    if (worldOverlay) worldOverlay.hidden = !anyWorld;
  };
}
