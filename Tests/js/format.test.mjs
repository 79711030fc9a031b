// The page scripts' text helpers (web/static/js/lib/format.js).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  browserText, countdown, digitPair, durationParts, fill, timeParts, twoDigits
} from "../../web/static/js/lib/format.js";

test("fill puts values in their {placeholders} and leaves unknown ones", () => {
  assert.equal(fill("{name} in {time}", { name: "Rain", time: "5:00" }), "Rain in 5:00");
  assert.equal(fill("{n} more, {missing}", { n: 2 }), "2 more, {missing}");
  assert.equal(fill(null, {}), "");
  assert.equal(fill("{toString}", {}), "{toString}");
});

test("a countdown shows minutes and seconds, hours only when there are some, rounded up", () => {
  assert.equal(countdown(0), "0:00");
  assert.equal(countdown(-5000), "0:00");
  assert.equal(countdown(1), "0:01");
  assert.equal(countdown(65000), "1:05");
  assert.equal(countdown(3723000), "1:02:03");
  assert.equal(twoDigits(7), "07");
  assert.equal(twoDigits(42), "42");
});

test("a duration names its largest unit", () => {
  assert.deepEqual(durationParts(59999), { unit: "less", d: 0, h: 0, m: 0 });
  assert.deepEqual(durationParts(60000), { unit: "minutes", d: 0, h: 0, m: 1 });
  assert.deepEqual(durationParts((2 * 60 + 5) * 60000), { unit: "hours", d: 0, h: 2, m: 5 });
  assert.deepEqual(durationParts((26 * 60 + 30) * 60000), { unit: "days", d: 1, h: 2, m: 30 });
});

test("a clock's digits sit in two boxes, the first empty for a one-digit hour", () => {
  assert.deepEqual(digitPair("7"), ["", "7"]);
  assert.deepEqual(digitPair("07"), ["0", "7"]);
  assert.deepEqual(digitPair("12"), ["1", "2"]);
  assert.deepEqual(digitPair(""), ["", ""]);
});

test("time parts come from the format, in the format's time zone", () => {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: "Asia/Shanghai", hour: "numeric", minute: "2-digit", second: "2-digit", hourCycle: "h12"
  });
  // 2026-03-01 01:02:03 UTC is 9:02:03 AM in Shanghai
  const parts = timeParts(format, new Date(Date.UTC(2026, 2, 1, 1, 2, 3)));
  assert.deepEqual(parts, { hour: "9", minute: "02", second: "03", dayPeriod: "AM" });
});

test("a browser and its system are named from the User-Agent", () => {
  const pixel = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) " +
    "Chrome/126.0 Mobile Safari/537.36";
  assert.equal(browserText(pixel), "Chrome · Android");
  assert.equal(browserText("Mozilla/5.0 (Windows NT 10.0; rv:128.0) Gecko/20100101 Firefox/128.0"),
    "Firefox · Windows");
  assert.equal(browserText("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Version/17.5 Safari/605.1.15"),
    "Safari · macOS");
  assert.equal(browserText("curl/8.5"), "Browser");
  assert.equal(browserText(""), "?");
});
