/*
 * Hearth — days: progressive enhancement only (pages work without it).
 *  - "Copy text" on a day's page copies the share line.
 *  - Reminders: takes the `reminder` events of /events (from hearth.js's stream) and shows each as an in-page notification, and as a
 *    Web Notification when the user has allowed them (asked only from the button on a day's page).
 */
(function () {
  "use strict";

  function enhanceCopy() {
    var button = document.querySelector("[data-copy-button]");
    var source = document.querySelector("[data-copy-source]");
    var status = document.querySelector("[data-copy-status]");
    if (!button || !source || !navigator.clipboard) return;
    button.hidden = false;
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(source.value).then(function () {
        if (status) {
          status.textContent = button.getAttribute("data-copied") || "";
          status.setAttribute("data-state", "saved");
        }
      }, function () {
        source.select();
      });
    });
  }

  function language() {
    return (document.documentElement.getAttribute("lang") || "en").indexOf("zh") === 0 ? "zh-Hans" : "en";
  }

  // A labelled landmark at the end of the page, announced politely as notes arrive.
  function stack(label) {
    var existing = document.querySelector(".reminder-stack");
    if (existing) return existing;
    var element = document.createElement("aside");
    element.className = "reminder-stack";
    element.setAttribute("aria-label", label);
    element.setAttribute("aria-live", "polite");
    document.body.appendChild(element);
    return element;
  }

  function showReminder(reminder) {
    var lang = language();
    var message = (reminder.message && reminder.message[lang]) || reminder.title || "";
    var closeLabel = (reminder.close && reminder.close[lang]) || "Close";
    var note = document.createElement("div");
    note.className = "reminder-note";
    note.setAttribute("data-reminder", reminder.dayId || "");
    var body = document.createElement("div");
    var title = document.createElement("a");
    title.className = "reminder-note__title";
    title.href = "/days/" + encodeURIComponent(reminder.dayId || "");
    title.textContent = reminder.title || "";
    var text = document.createElement("p");
    text.className = "reminder-note__text";
    text.textContent = message;
    body.appendChild(title);
    body.appendChild(text);
    var close = document.createElement("button");
    close.type = "button";
    close.className = "reminder-note__close";
    close.setAttribute("aria-label", closeLabel);
    close.textContent = "×";
    close.addEventListener("click", function () { note.remove(); });
    note.appendChild(body);
    note.appendChild(close);
    stack((reminder.heading && reminder.heading[lang]) || "Reminders").appendChild(note);

    if (window.Notification && Notification.permission === "granted" && document.visibilityState !== "visible") {
      try {
        new Notification(reminder.title || "", { body: message, tag: reminder.key || undefined });
      } catch (error) { /* some browsers only allow notifications from a service worker */ }
    }
  }

  // A day's page offers to show reminders as system notifications; the browser asks only after that click.
  function enhanceNotifyButton() {
    var button = document.querySelector("[data-notify-button]");
    var status = document.querySelector("[data-notify-status]");
    if (!button || !window.Notification || Notification.permission !== "default") return;
    button.hidden = false;
    button.addEventListener("click", function () {
      var done = function (permission) {
        button.hidden = true;
        if (permission === "granted" && status) {
          status.textContent = button.getAttribute("data-granted") || "";
          status.setAttribute("data-state", "saved");
        }
      };
      try {
        var asked = Notification.requestPermission(done);
        if (asked && asked.then) asked.then(done);
      } catch (error) { button.hidden = true; }
    });
  }

  // hearth.js owns the /events stream and re-dispatches its `reminder` events on the document.
  function listen() {
    document.addEventListener("hearth:reminder", function (event) {
      var reminder;
      try { reminder = JSON.parse(event.detail); } catch (error) { return; }
      if (reminder && typeof reminder === "object") showReminder(reminder);
    });
  }

  function start() {
    enhanceCopy();
    enhanceNotifyButton();
    listen();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
