// The noise player's state on the page (web/static/js/noise/state.js): what the page shows and plays before the
// server answers, and the gains with the sleep timer's fade. Fixed instants only.
import assert from "node:assert/strict";
import { test } from "node:test";
import { fadeOutGain, volumeToGain } from "../../web/static/js/lib/gain.js";
import {
  NEW_TRACK_VOLUME, inMix, isOutput, merge, shareHref, sleepFactor, targetGains, withVolume, withoutSound
} from "../../web/static/js/noise/state.js";

const stopped = {
  playing: false, state: "stopped", mix: [{ sound: "rain", volume: 60 }], sound: "rain", volume: 80, outputs: []
};

test("playing one sound keeps its volume in the mix, a new one starts at full", () => {
  const rain = merge(stopped, { sound: "rain", playing: true });
  assert.deepEqual(rain.mix, [{ sound: "rain", volume: 60 }]);
  assert.equal(rain.state, "playing");
  const fire = merge(rain, { sound: "fire", playing: true });
  assert.deepEqual(fire.mix, [{ sound: "fire", volume: NEW_TRACK_VOLUME }]);
  assert.equal(fire.sound, "fire");
});

test("an empty mix stops, and a fading player stays fading until told to play", () => {
  const playing = merge(stopped, { playing: true });
  assert.deepEqual(merge(playing, withoutSound(playing, "rain")), { ...playing, mix: [], sound: null,
    playing: false, state: "stopped" });
  const fading = { ...playing, state: "fading" };
  assert.equal(merge(fading, { volume: 50 }).state, "fading");
  assert.equal(merge(fading, { playing: true }).state, "playing");
});

test("a volume change touches only its sound", () => {
  const mix = { ...stopped, mix: [{ sound: "rain", volume: 60 }, { sound: "fire", volume: 30 }] };
  assert.deepEqual(withVolume(mix, "fire", 45).mix, [{ sound: "rain", volume: 60 }, { sound: "fire", volume: 45 }]);
  assert.deepEqual(inMix(mix, "fire"), { sound: "fire", volume: 30 });
  assert.equal(inMix(mix, "wind"), null);
});

test("a page plays when it is among the outputs: every screen, or its display profile", () => {
  assert.equal(isOutput({ outputs: [] }, ""), true);
  assert.equal(isOutput({ outputs: ["all-displays"] }, ""), true);
  assert.equal(isOutput({ outputs: ["display:bedroom"] }, "bedroom"), true);
  assert.equal(isOutput({ outputs: ["display:bedroom"] }, "kitchen"), false);
  assert.equal(isOutput({ outputs: ["display:bedroom"] }, ""), false);
  assert.equal(isOutput({ outputs: ["speaker"] }, "bedroom"), false);
});

test("the sleep timer fades every gain along AudioPlayback's fade-out until it stops", () => {
  const state = {
    playing: true, state: "playing", mix: [{ sound: "rain", volume: 50 }], volume: 80,
    stopsAt: "2026-03-01T23:00:00Z", fadeOutSeconds: 60
  };
  const stops = Date.parse("2026-03-01T23:00:00Z");
  assert.equal(sleepFactor(state, stops - 120000), 1);
  assert.equal(sleepFactor(state, stops - 30000), fadeOutGain(30, 60));
  assert.equal(sleepFactor(state, stops), 0);
  assert.equal(sleepFactor({ ...state, stopsAt: null }, stops), 1);
  // The server may say when the fade starts
  assert.equal(sleepFactor({ ...state, fadeStartsAt: "2026-03-01T22:58:00Z" }, stops - 60000), fadeOutGain(60, 120));
  const gains = targetGains(state, stops - 30000);
  assert.deepEqual(Object.keys(gains), ["rain"]);
  assert.ok(Math.abs(gains.rain - volumeToGain(50) * volumeToGain(80) * fadeOutGain(30, 60)) < 1e-15);
});

test("the share link names each sound with its volume", () => {
  const state = { mix: [{ sound: "rain", volume: 80 }, { sound: "brown noise", volume: 40 }], volume: 70 };
  assert.equal(shareHref(state), "/noise?mix=rain:80,brown%20noise:40&volume=70");
});
