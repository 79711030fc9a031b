// The browser's volumes and fades against the numbers AudioPlayback itself computes: Tests/fixtures/gains.json is
// written by the Swift test GainFixtureTests from `Volume(percent:).gain` and `Fade.out(over:).gain(after:)`.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import {
  crossfadeCurves, fadeCurve, fadeGain, fadeOutGain, levelOf, ringStart, volumeToGain
} from "../../web/static/js/lib/gain.js";

const fixture = JSON.parse(readFileSync(new URL("../fixtures/gains.json", import.meta.url), "utf8"));
const close = (actual, expected, what) => assert.ok(Math.abs(actual - expected) <= 1e-12,
  `${what}: the browser computes ${actual}, AudioPlayback ${expected}`);
// Rows are [volume, gain] and [elapsedSeconds, fadeSeconds, gain] (GainFixtureTests); rows written as objects
// ({percent, gain}, {from, to, progress, gain}, and an alarm's fade-in) are read too.
const fadeRows = fixture.fadeGain.filter(Array.isArray);
const curveRows = fixture.fadeGain.filter((row) => !Array.isArray(row));

test("a slider's volume is the gain AudioPlayback computes", () => {
  assert.ok(fixture.volumeToGain.length >= 10);
  for (const row of fixture.volumeToGain) {
    const [volume, gain] = Array.isArray(row) ? row : [row.percent, row.gain];
    close(volumeToGain(volume), gain, `volume ${volume}`);
  }
});

test("a fade is the gain AudioPlayback's Fade computes at each moment", () => {
  assert.ok(fixture.fadeGain.length >= 10);
  for (const [elapsed, seconds, gain] of fadeRows) {
    close(fadeOutGain(elapsed, seconds), gain, `${elapsed} s into a ${seconds} s fade-out`);
    if (seconds > 0) {
      close(fadeGain(1, 0, Math.min(1, Math.max(0, elapsed / seconds))), gain, `fadeGain at ${elapsed}/${seconds}`);
    }
  }
  for (const { from, to, progress, gain } of curveRows) {
    close(fadeGain(from, to, progress), gain, `fadeGain(${from}, ${to}, ${progress})`);
  }
});

test("an alarm's fade-in is the gain AlarmKitCore computes, where the fixture has one", () => {
  for (const row of fixture.alarmFadeIn || []) {
    const start = ringStart(row.volume, row.fadeInStartVolume, row.fadeInSeconds, row.elapsed);
    const what = `an alarm at ${row.volume} fading in over ${row.fadeInSeconds} s, ${row.elapsed} s in`;
    close(start.fromGain, row.gain, what);
  }
});

test("volumes outside 0-100 or not numbers are clamped, as a slider would be", () => {
  assert.equal(volumeToGain(150), 1);
  assert.equal(volumeToGain(-5), 0);
  assert.equal(volumeToGain("abc"), 0);
  assert.equal(volumeToGain("50"), 0.125);
});

test("a fade moves the level linearly: halfway between two gains is the cube of the mean level", () => {
  const from = volumeToGain(20);
  const to = volumeToGain(80);
  assert.equal(fadeGain(from, to, 0), from);
  assert.equal(fadeGain(from, to, 1), to);
  close(levelOf(fadeGain(from, to, 0.5)), 0.5, "the level halfway");
  const curve = fadeCurve(from, to, 5);
  assert.equal(curve.length, 5);
  close(curve[0], Math.fround(from), "the curve's start");
  close(curve[4], Math.fround(to), "the curve's end");
});

test("the crossfade between long-play variants keeps the power constant", () => {
  const { rising, falling } = crossfadeCurves(9);
  for (let i = 0; i < 9; i++) assert.ok(Math.abs(rising[i] ** 2 + falling[i] ** 2 - 1) < 1e-6);
  assert.equal(rising[0], 0);
  assert.equal(falling[8] < 1e-7, true);
});

test("an alarm joined mid fade-in starts where the fade is now and fades over what is left", () => {
  // Given a 60 s fade-in from volume 10 to 80, joined 15 s after it began
  const start = ringStart(80, 10, 60, 15);
  // Then it starts at the fade's gain a quarter of the way and fades for the 45 s left
  assert.equal(start.gain, volumeToGain(80));
  close(start.fromGain, fadeGain(volumeToGain(10), volumeToGain(80), 0.25), "the gain it starts from");
  assert.equal(start.fadeSeconds, 45);
  // A ring joined after its fade plays at full gain at once; one joined at its start fades from its start volume
  assert.deepEqual(ringStart(80, 10, 60, 90), { gain: volumeToGain(80), fromGain: volumeToGain(80), fadeSeconds: 0 });
  assert.deepEqual(ringStart(80, 10, 60, 0), { gain: volumeToGain(80), fromGain: volumeToGain(10), fadeSeconds: 60 });
  assert.deepEqual(ringStart(50, 0, 0, 0), { gain: 0.125, fromGain: 0.125, fadeSeconds: 0 });
});
