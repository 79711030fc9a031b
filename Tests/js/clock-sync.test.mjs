// Measuring the server's clock NTP-style (web/static/js/lib/clock-sync.js).
import assert from "node:assert/strict";
import { test } from "node:test";
import { better, moved, sampleFrom } from "../../web/static/js/lib/clock-sync.js";

test("a sample takes the server's instant at the middle of the round trip", () => {
  // Sent at 1000 ms, answered at 1200 ms on the page's monotonic clock; the server said 5,000,100
  assert.deepEqual(sampleFrom(1000, 1200, 5000100), { base: 4999000, roundTrip: 200 });
});

test("the shortest round trip wins, and one of 4 s or more never counts", () => {
  const slow = { base: 1, roundTrip: 300 };
  const fast = { base: 2, roundTrip: 40 };
  assert.equal(better(null, slow), slow);
  assert.equal(better(slow, fast), fast);
  assert.equal(better(fast, slow), fast);
  assert.equal(better(null, { base: 3, roundTrip: 4000 }), null);
  assert.equal(better(slow, null), slow);
});

test("the clocks re-render only when the offset moved more than 50 ms, or on the first measure", () => {
  assert.equal(moved(NaN, 10), true);
  assert.equal(moved(1000, 1050), false);
  assert.equal(moved(1000, 949), true);
});
