// A page part's fetch that must not overlap itself (web/static/js/lib/one-at-a-time.js): weather.js and the agenda.
import assert from "node:assert/strict";
import { test } from "node:test";
import { oneAtATime } from "../../web/static/js/lib/one-at-a-time.js";

function settle() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

test("calls made while the task runs make it run exactly once more, after it", async () => {
  const finishes = [];
  let started = 0;
  const run = oneAtATime(() => {
    started += 1;
    return new Promise((resolve) => finishes.push(resolve));
  });
  run();
  await settle();
  run();
  run();
  await settle();
  assert.equal(started, 1, "never two at once");
  finishes[0]();
  await settle();
  assert.equal(started, 2, "the calls made meanwhile run it once more");
  finishes[1]();
  await settle();
  assert.equal(started, 2);
});

test("a failed run does not stop the next", async () => {
  let started = 0;
  const run = oneAtATime(() => {
    started += 1;
    return Promise.reject(new Error("offline"));
  });
  run();
  await settle();
  run();
  await settle();
  assert.equal(started, 2);
});
