// The profile preview's world-clock offsets (web/static/js/display-settings/faces.js), worded as DisplayCore's
// WorldClockReading.offsetText words them on /display.
import assert from "node:assert/strict";
import { test } from "node:test";
import { offsetText } from "../../web/static/js/display-settings/faces.js";

test("offsets read in hours and minutes with a true minus sign", () => {
  assert.equal(offsetText(0), "±0 h");
  assert.equal(offsetText(360), "+6 h");
  assert.equal(offsetText(-300), "\u22125 h");
  assert.equal(offsetText(330), "+5 h 30 min");
  assert.equal(offsetText(-570), "\u22129 h 30 min");
  assert.equal(offsetText(-30), "\u221230 min");
  assert.equal(offsetText(45), "+45 min");
});
