/*
 * Hearth — the page's one Screen Wake Lock, shared by everything that wants the screen kept on (display mode, a
 * noise mix playing on this page). Each wants it under its own name; the lock is held while anyone wants it and
 * the page is visible, taken again when the page becomes visible, and released when nobody wants it any more.
 *
 *   wakeLock.want(name, on)    says whether `name` wants the screen kept on
 *   wakeLock.status()          { state: "on" | "off" | "unavailable", reason: null | "needs-https" |
 *                              "unsupported" | "denied" }
 *   wakeLock.onChange(fn)      fn(status) after each change
 */
import { callEach } from "./dom.js";

const wanted = new Set();
const listeners = [];
let lock = null;
let requesting = false;
let status = { state: "off", reason: null };

function setStatus(state, reason) {
  if (status.state === state && status.reason === reason) return;
  status = { state, reason };
  callEach(listeners, status);
}

function acquire() {
  if (lock || requesting || wanted.size === 0) return;
  if (!("wakeLock" in navigator)) {
    setStatus("unavailable", window.isSecureContext === false ? "needs-https" : "unsupported");
    return;
  }
  if (document.visibilityState !== "visible") return;
  requesting = true;
  navigator.wakeLock.request("screen").then((taken) => {
    requesting = false;
    if (wanted.size === 0) {
      taken.release().catch(() => {});
      return;
    }
    lock = taken;
    setStatus("on", null);
    taken.addEventListener("release", () => {
      if (lock !== taken) return;
      lock = null;
      setStatus("off", null); // the page was hidden: taken again when it is visible
    });
  }, (error) => {
    requesting = false;
    setStatus("unavailable", error && error.name === "NotAllowedError" ? "denied" : "unsupported");
  });
}

function release() {
  if (lock) {
    const held = lock;
    lock = null;
    held.release().catch(() => {});
  }
  setStatus("off", null);
}

export const wakeLock = {
  /** `name` wants the screen kept on (`on` true) or no longer does. */
  want(name, on) {
    if (on) {
      wanted.add(name);
      acquire();
    } else if (wanted.delete(name) && wanted.size === 0) {
      release();
    }
  },
  /** Whether the lock is held now. */
  held() {
    return !!lock;
  },
  /** The lock's state, and why it is unavailable. */
  status() {
    return status;
  },
  /** Calls fn(status) after each change. */
  onChange(fn) {
    listeners.push(fn);
  }
};

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") acquire();
});
