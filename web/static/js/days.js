/*
 * Hearth — days: progressive enhancement only (pages work without it).
 *  - "Copy text" on a day's page copies the share line.
 *  - Reminders: the `reminder` events of the page's one /events stream (lib/events.js) show as in-page
 *    notifications, and as Web Notifications when the user has allowed them (asked only from the button on a
 *    day's page).
 */
import { language, onReady } from "./lib/dom.js";
import { on } from "./lib/events.js";

function enhanceCopy() {
  const button = document.querySelector("[data-copy-button]");
  const source = document.querySelector("[data-copy-source]");
  const status = document.querySelector("[data-copy-status]");
  if (!button || !source || !navigator.clipboard) return;
  button.hidden = false;
  button.addEventListener("click", () => {
    navigator.clipboard.writeText(source.value).then(() => {
      if (!status) return;
      status.textContent = button.getAttribute("data-copied") || "";
      status.setAttribute("data-state", "saved");
    }, () => source.select());
  });
}

// A labelled landmark at the end of the page, announced politely as notes arrive.
function stack(label) {
  const existing = document.querySelector(".reminder-stack");
  if (existing) return existing;
  const element = document.createElement("aside");
  element.className = "reminder-stack";
  element.setAttribute("aria-label", label);
  element.setAttribute("aria-live", "polite");
  document.body.appendChild(element);
  return element;
}

function make(tag, className, text) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function showReminder(reminder) {
  const lang = language();
  const message = (reminder.message && reminder.message[lang]) || reminder.title || "";
  const note = make("div", "reminder-note");
  note.setAttribute("data-reminder", reminder.dayId || "");
  const body = document.createElement("div");
  const title = make("a", "reminder-note__title", reminder.title || "");
  title.href = "/days/" + encodeURIComponent(reminder.dayId || "");
  body.append(title, make("p", "reminder-note__text", message));
  const close = make("button", "reminder-note__close", "×");
  close.type = "button";
  close.setAttribute("aria-label", (reminder.close && reminder.close[lang]) || "Close");
  close.addEventListener("click", () => note.remove());
  note.append(body, close);
  stack((reminder.heading && reminder.heading[lang]) || "Reminders").appendChild(note);

  if (window.Notification && Notification.permission === "granted" && document.visibilityState !== "visible") {
    try {
      new Notification(reminder.title || "", { body: message, tag: reminder.key || undefined });
    } catch {
      // some browsers only allow notifications from a service worker
    }
  }
}

// A day's page offers to show reminders as system notifications; the browser asks only after that click.
function enhanceNotifyButton() {
  const button = document.querySelector("[data-notify-button]");
  const status = document.querySelector("[data-notify-status]");
  if (!button || !window.Notification || Notification.permission !== "default") return;
  button.hidden = false;
  button.addEventListener("click", () => {
    Notification.requestPermission().then((permission) => {
      button.hidden = true;
      if (permission === "granted" && status) {
        status.textContent = button.getAttribute("data-granted") || "";
        status.setAttribute("data-state", "saved");
      }
    }, () => {
      button.hidden = true;
    });
  });
}

onReady(() => {
  enhanceCopy();
  enhanceNotifyButton();
  on("reminder", (reminder) => {
    if (reminder && typeof reminder === "object") showReminder(reminder);
  });
});
