// The alarm editor's inline rules (web/static/js/alarms/validation.js): the same limits as the server's.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ALARM_RULES } from "../../web/static/js/alarms/validation.js";

test("a time is HH:mm on the 24-hour clock", () => {
  assert.equal(ALARM_RULES.time("07:30"), "");
  assert.equal(ALARM_RULES.time("23:59"), "");
  assert.equal(ALARM_RULES.time("24:00"), "invalidFormat");
  assert.equal(ALARM_RULES.time("7:30"), "invalidFormat");
});

test("a label holds 100 characters and a note 1000, counted as characters, not UTF-16 units", () => {
  assert.equal(ALARM_RULES.label("🔔".repeat(100)), "");
  assert.equal(ALARM_RULES.label("a".repeat(101)), "tooLong");
  assert.equal(ALARM_RULES.note("n".repeat(1000)), "");
  assert.equal(ALARM_RULES.note("n".repeat(1001)), "tooLong");
});

test("the fade-in is 0-600 seconds and auto-silence 1-60 minutes, whole numbers", () => {
  assert.equal(ALARM_RULES.fadeInSeconds("600"), "");
  assert.equal(ALARM_RULES.fadeInSeconds("601"), "outOfRange");
  assert.equal(ALARM_RULES.fadeInSeconds("1.5"), "outOfRange");
  assert.equal(ALARM_RULES.autoSilenceMinutes("0"), "outOfRange");
  assert.equal(ALARM_RULES.autoSilenceMinutes("60"), "");
});

test("skipped dates are YYYY-MM-DD, separated by spaces, commas or lines", () => {
  assert.equal(ALARM_RULES.exceptDates("2026-12-24, 2026-12-25\n2027-01-01"), "");
  assert.equal(ALARM_RULES.exceptDates(""), "");
  assert.equal(ALARM_RULES.exceptDates("2026-12-24 tomorrow"), "invalidFormat");
});
