/*
 * Hearth — the ringing overlay on every page: while something rings, the current time very large, the label, huge
 * Snooze and Dismiss buttons and the snooze length pickable at ring time; a small bar while an alarm is snoozed.
 *
 * The server is the one judge of what rings: GET /api/v1/ringing at load and after a gap in the stream, and the
 * `ringing` event (the full list every time) tell this page what rings or is snoozed now. Snooze and dismiss POST
 * to /api/v1/alarms/{id}/snooze|dismiss (no access code needed); the answer and the event both carry the new list.
 */
import { errorMessage, getJSON, sendJSON } from "../lib/api.js";
import { setText } from "../lib/dom.js";
import { fill } from "../lib/format.js";
import { clock } from "../lib/server-clock.js";
import { sound } from "../lib/sound.js";
import { RingSound } from "./ring-sound.js";

const SNOOZE_LENGTHS = [5, 7, 8, 9, 10, 15, 20];

function makeTimeFormat(overlay) {
  const hour12 = overlay.hasAttribute("data-hour12");
  try {
    return new Intl.DateTimeFormat(overlay.getAttribute("data-locale") || undefined, {
      timeZone: overlay.getAttribute("data-time-zone") || undefined, hour: hour12 ? "numeric" : "2-digit",
      minute: "2-digit", hourCycle: hour12 ? "h12" : "h23"
    });
  } catch {
    return new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
  }
}

export class RingingOverlay {
  constructor(overlay) {
    this.overlay = overlay;
    this.entries = [];
    this.sound = new RingSound();
    this.clockTimer = 0;
    this.pickedMinutes = {}; // alarmId -> minutes picked at ring time
    this.version = 0; // newest list applied (answers may arrive out of order)
    this.busy = false;
    this.timeFormat = makeTimeFormat(overlay);
    const find = (selector) => overlay.querySelector(selector);
    this.nodes = {
      now: find("[data-alarm-now]"), label: find("[data-alarm-label]"), more: find("[data-alarm-more]"),
      status: find("[data-alarm-status]"), snooze: find("[data-alarm-snooze]"), dismiss: find("[data-alarm-dismiss]"),
      lengths: find("[data-alarm-lengths]"), lengthList: find("[data-alarm-length-list]"),
      snoozedBar: document.querySelector("[data-alarm-snoozed]"),
      snoozedText: document.querySelector("[data-alarm-snoozed-text]"),
      snoozedDismiss: document.querySelector("[data-alarm-snoozed-dismiss]")
    };
    const message = (name, fallback) => overlay.getAttribute(name) || fallback;
    this.messages = {
      untitled: message("data-untitled", ""), snoozeFor: message("data-msg-snooze-for", "{m}"),
      snoozedUntil: message("data-msg-snoozed-until", "{time}"), more: message("data-msg-more", "+{n}"),
      limit: message("data-msg-limit", ""), failed: message("data-msg-failed", "")
    };
    this.bind();
  }

  bind() {
    this.nodes.snooze.addEventListener("click", () => {
      const entry = this.current();
      if (entry) this.act(entry, "snooze", this.pickedMinutes[entry.alarmId] || entry.snoozeMinutes);
    });
    this.nodes.dismiss.addEventListener("click", () => {
      const entry = this.current();
      if (entry) this.act(entry, "dismiss");
    });
    if (this.nodes.snoozedDismiss) {
      this.nodes.snoozedDismiss.addEventListener("click", () => {
        const entry = this.firstSnoozed();
        if (entry) this.act(entry, "dismiss");
      });
    }
    this.overlay.addEventListener("keydown", (event) => {
      // Keep the focus inside the dialog while it is open.
      if (event.key !== "Tab") return;
      const focusable = this.overlay.querySelectorAll("button:not([hidden]):not([disabled])");
      if (!focusable.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        last.focus();
        event.preventDefault();
      } else if (!event.shiftKey && document.activeElement === last) {
        first.focus();
        event.preventDefault();
      }
    });
  }

  current() {
    return this.entries.find((entry) => entry.state === "ringing") || null;
  }

  firstSnoozed() {
    return this.entries.find((entry) => entry.state === "snoozed") || null;
  }

  /** Takes a list from the server (an event, the API, or an action's answer). */
  apply(list) {
    if (!Array.isArray(list)) return;
    this.entries = list.filter((entry) =>
      entry && typeof entry.alarmId === "string" && (entry.state === "ringing" || entry.state === "snoozed"));
    this.render();
    this.sound.sync(this.entries);
  }

  render() {
    const ringing = this.entries.filter((entry) => entry.state === "ringing");
    const wasOpen = !this.overlay.hidden;
    if (ringing.length) {
      const entry = ringing[0];
      setText(this.nodes.label, entry.label || this.messages.untitled);
      this.nodes.more.hidden = ringing.length < 2;
      if (ringing.length > 1) setText(this.nodes.more, fill(this.messages.more, { n: ringing.length - 1 }));
      this.renderLengths(entry);
      this.overlay.hidden = false;
      document.documentElement.setAttribute("data-alarm-ringing", "");
      this.tickClock();
      if (!wasOpen) {
        setText(this.nodes.status, "");
        this.nodes.dismiss.focus({ preventScroll: true });
      }
    } else {
      this.overlay.hidden = true;
      document.documentElement.removeAttribute("data-alarm-ringing");
      window.clearTimeout(this.clockTimer);
    }
    const snoozed = this.firstSnoozed();
    if (!this.nodes.snoozedBar) return;
    if (snoozed && !ringing.length) {
      const until = Date.parse(snoozed.snoozedUntil);
      const time = Number.isFinite(until) ? this.timeFormat.format(new Date(until)) : "";
      setText(this.nodes.snoozedText,
        (snoozed.label || this.messages.untitled) + " · " + fill(this.messages.snoozedUntil, { time }));
      this.nodes.snoozedBar.hidden = false;
    } else {
      this.nodes.snoozedBar.hidden = true;
    }
  }

  renderLengths(entry) {
    const canSnooze = entry.snoozesLeft === null || entry.snoozesLeft === undefined || entry.snoozesLeft > 0;
    const picked = this.pickedMinutes[entry.alarmId] || entry.snoozeMinutes;
    this.nodes.snooze.hidden = !canSnooze;
    this.nodes.lengths.hidden = !canSnooze;
    setText(this.nodes.snooze, fill(this.messages.snoozeFor, { m: picked }));
    if (!canSnooze) setText(this.nodes.status, this.messages.limit);
    const list = this.nodes.lengthList;
    if (list.getAttribute("data-for") !== entry.alarmId) {
      list.replaceChildren();
      for (const minutes of SNOOZE_LENGTHS) {
        const button = document.createElement("button");
        button.type = "button";
        button.className = "alarm-overlay__length";
        button.setAttribute("data-minutes", String(minutes));
        button.textContent = String(minutes);
        button.addEventListener("click", () => {
          this.pickedMinutes[entry.alarmId] = minutes;
          this.renderLengths(entry);
        });
        list.appendChild(button);
      }
      list.setAttribute("data-for", entry.alarmId);
    }
    for (const button of list.querySelectorAll("button")) {
      button.setAttribute("aria-pressed", Number(button.getAttribute("data-minutes")) === picked ? "true" : "false");
    }
  }

  tickClock() {
    window.clearTimeout(this.clockTimer);
    const now = clock.now();
    setText(this.nodes.now, this.timeFormat.format(new Date(now)));
    this.clockTimer = window.setTimeout(() => this.tickClock(), 1000 - (now % 1000) + 20);
  }

  /** Snoozes or dismisses; the answer is the new list. */
  act(entry, action, minutes) {
    if (this.busy) return;
    this.setBusy(true);
    sound.arm();
    const body = action === "snooze" && minutes ? { minutes } : {};
    sendJSON("POST", `/api/v1/alarms/${encodeURIComponent(entry.alarmId)}/${action}`, body).then(({ ok, data }) => {
      this.setBusy(false);
      if (ok && data && Array.isArray(data.ringing)) {
        this.apply(data.ringing);
      } else {
        setText(this.nodes.status, errorMessage(data) || this.messages.failed);
        this.refresh();
      }
    }, () => {
      this.setBusy(false);
      setText(this.nodes.status, this.messages.failed);
    });
  }

  setBusy(busy) {
    this.busy = busy;
    this.nodes.snooze.disabled = busy;
    this.nodes.dismiss.disabled = busy;
  }

  refresh() {
    const mine = ++this.version;
    getJSON("/api/v1/ringing").then((list) => {
      if (list && mine === this.version) this.apply(list);
    });
  }
}
