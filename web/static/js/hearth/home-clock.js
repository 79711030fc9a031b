/*
 * Hearth — the home clock ([data-clock]): ticks each second in the server's time (lib/server-clock.js) and time
 * zone, whatever the device's own clock says; after midnight the page renews itself once the server answers.
 */
import { isServerUp } from "../lib/api.js";
import { isEditing, setText } from "../lib/dom.js";
import { timeParts } from "../lib/format.js";
import { clock } from "../lib/server-clock.js";

function makeFormats(locale, zone, hour12) {
  return {
    time: new Intl.DateTimeFormat(locale, {
      timeZone: zone, hour: hour12 ? "numeric" : "2-digit", minute: "2-digit", second: "2-digit",
      hourCycle: hour12 ? "h12" : "h23"
    }),
    dayKey: new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }),
    date: new Intl.DateTimeFormat(locale, {
      timeZone: zone, weekday: "long", year: "numeric", month: "long", day: "numeric"
    })
  };
}

// A new day: the date is already right; a fresh page also brings the server's own wording and whatever else is
// dated on it. Only when the server answers, so a display never lands on an error page.
function renewAfterMidnight() {
  window.setTimeout(() => {
    if (isEditing()) return;
    isServerUp().then((up) => {
      if (up) window.location.reload();
    });
  }, 2000 + Math.random() * 8000);
}

/** Starts the clock in `el` (its data-time-zone, data-locale and data-hour12 say how it reads). */
export function startHomeClock(el) {
  const locale = el.getAttribute("data-locale") || undefined;
  const hour12 = el.hasAttribute("data-hour12");
  const timeNode = el.querySelector("[data-clock-time]");
  const secondsNode = el.querySelector("[data-clock-seconds]");
  const periodNode = el.querySelector("[data-clock-period]");
  const dateNode = el.querySelector("[data-clock-date]");

  let formats;
  try {
    formats = makeFormats(locale, el.getAttribute("data-time-zone") || undefined, hour12);
  } catch {
    try {
      formats = makeFormats(locale, undefined, hour12);
    } catch {
      return;
    }
  }

  let shownDay = formats.dayKey.format(new Date(clock.now()));
  let timer = 0;

  function render() {
    const now = clock.now();
    const date = new Date(now);
    const parts = timeParts(formats.time, date);
    setText(timeNode, parts.hour + ":" + parts.minute);
    setText(secondsNode, parts.second);
    setText(periodNode, hour12 ? parts.dayPeriod : "");
    const day = formats.dayKey.format(date);
    if (day !== shownDay) {
      shownDay = day;
      setText(dateNode, formats.date.format(date));
      renewAfterMidnight();
    }
    return now;
  }

  function tick() {
    const now = render();
    window.clearTimeout(timer);
    timer = window.setTimeout(tick, 1000 - (now % 1000) + 15);
  }

  tick();
  clock.onChange(tick);
}
