/*
 * Hearth — pure text helpers for the page scripts (no DOM; unit-tested with node --test).
 */

/** Fills `{name}` placeholders from `values`; unknown names stay as they are. */
export function fill(template, values) {
  return String(template || "").replace(/\{(\w+)\}/g, (match, key) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : match);
}

/** 7 → "07". */
export function twoDigits(n) {
  return (n < 10 ? "0" : "") + n;
}

/** A countdown: "4:05" or "1:02:03" for `ms` milliseconds, rounded up to the second (never negative). */
export function countdown(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}` : `${minutes}:${twoDigits(seconds)}`;
}

/**
 * The parts of a duration for "next ring in …": `{ unit, d, h, m }` where unit is "less" (under a minute), "days",
 * "hours" or "minutes", the largest that is not zero.
 */
export function durationParts(ms) {
  if (ms < 60000) return { unit: "less", d: 0, h: 0, m: 0 };
  const minutes = Math.floor(ms / 60000);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return { unit: d > 0 ? "days" : h > 0 ? "hours" : "minutes", d, h, m };
}

/** The hour, minute, second and day period of a date in an Intl.DateTimeFormat, each "" when it has none. */
export function timeParts(format, date) {
  const out = { hour: "", minute: "", second: "", dayPeriod: "" };
  for (const part of format.formatToParts(date)) {
    if (Object.prototype.hasOwnProperty.call(out, part.type)) out[part.type] = part.value;
  }
  return out;
}

/** Two digit boxes for a number's text: "7" → ["", "7"], "12" → ["1", "2"], "123" → ["2", "3"]. */
export function digitPair(text) {
  const padded = text.length >= 2 ? text.slice(-2) : " " + text;
  return [padded.charAt(0) === " " ? "" : padded.charAt(0), padded.charAt(1)];
}

/** "Chrome · Android" from a User-Agent string ("?" when there is none). */
export function browserText(agent) {
  if (!agent) return "?";
  const browsers = [["Edg/", "Edge"], ["Firefox/", "Firefox"], ["Chromium/", "Chromium"], ["CriOS/", "Chrome"],
    ["Chrome/", "Chrome"], ["Safari/", "Safari"]];
  const systems = [["Android", "Android"], ["iPhone", "iPhone"], ["iPad", "iPad"], ["CrOS", "ChromeOS"],
    ["Mac OS X", "macOS"], ["Windows", "Windows"], ["Linux", "Linux"]];
  const browser = browsers.find(([mark]) => agent.includes(mark));
  const system = systems.find(([mark]) => agent.includes(mark));
  const name = browser ? browser[1] : "Browser";
  return system ? `${name} · ${system[1]}` : name;
}
