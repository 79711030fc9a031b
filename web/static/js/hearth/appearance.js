/*
 * Hearth — the appearance (theme and contrast): the settings form applies a choice at once and saves it in the
 * background, and every open page follows changes made anywhere (the `appearance` event, refetched after a gap).
 * <html data-theme="light|dark"> and <html data-contrast="more"> carry it; the stylesheets do the rest in the
 * same frame.
 */
import { errorMessage, getJSON, postForm } from "../lib/api.js";

const root = document.documentElement;
const THEMES = ["system", "light", "dark"];
const CONTRASTS = ["standard", "increased"];
/** Listeners for appearance changes that arrive from the server; one that returns true takes it over. */
const remoteListeners = [];

/** Reads the appearance the page shows now from the attributes on <html>. */
function shownAppearance() {
  const attr = root.getAttribute("data-theme");
  return {
    theme: attr === "light" || attr === "dark" ? attr : "system",
    contrast: root.getAttribute("data-contrast") === "more" ? "increased" : "standard"
  };
}

/** Applies an appearance to <html> synchronously. */
function applyAppearance(appearance) {
  if (appearance.theme === "light" || appearance.theme === "dark") root.setAttribute("data-theme", appearance.theme);
  else root.removeAttribute("data-theme");
  if (appearance.contrast === "increased") root.setAttribute("data-contrast", "more");
  else root.removeAttribute("data-contrast");
}

/** A clean appearance from untrusted data ({theme, contrast} or {appearance: {…}}), or null when it is not one. */
export function parseAppearance(data) {
  if (!data || typeof data !== "object") return null;
  const source = data.appearance && typeof data.appearance === "object" ? data.appearance : data;
  if (!THEMES.includes(source.theme) || !CONTRASTS.includes(source.contrast)) return null;
  return { theme: source.theme, contrast: source.contrast };
}

/** An appearance from the server (an `appearance` event, another page, another device). */
export function receiveRemoteAppearance(data) {
  const appearance = parseAppearance(data);
  if (!appearance) return;
  for (const listener of remoteListeners) {
    if (listener(appearance) === true) return; // a listener took it over
  }
  applyAppearance(appearance);
}

/** Fetches the stored appearance after a gap in the event stream (events may have been missed). */
export function refreshAppearance() {
  getJSON("/api/v1/settings").then((data) => {
    const appearance = parseAppearance(data);
    if (!appearance) return;
    const shown = shownAppearance();
    if (shown.theme !== appearance.theme || shown.contrast !== appearance.contrast) receiveRemoteAppearance(appearance);
  });
}

/** The form's fields as a URL-encoded body (what a plain submit would send). */
function formBody(form) {
  const body = new URLSearchParams();
  for (const field of form.elements) {
    if (!field.name || field.disabled) continue;
    if ((field.type === "radio" || field.type === "checkbox") && !field.checked) continue;
    if (field.type === "submit" || field.type === "button") continue;
    body.append(field.name, field.value);
  }
  return body;
}

/** The appearance settings form: each choice applies at once and saves itself; the plain form keeps working. */
export function enhanceAppearanceForm(form) {
  const status = form.querySelector("[data-form-status]");
  const saveRow = form.querySelector("[data-save-row]");
  const messages = {
    saving: form.getAttribute("data-msg-saving") || "",
    saved: form.getAttribute("data-msg-saved") || "",
    failed: form.getAttribute("data-msg-failed") || ""
  };
  let sequence = 0; // numbers the requests; only the newest one counts
  let pending = 0;
  let clearTimer = 0;
  let savingTimer = 0;

  if (saveRow) saveRow.hidden = true; // each choice saves itself

  function formAppearance() {
    const theme = form.querySelector('input[name="theme"]:checked');
    const contrast = form.querySelector('input[name="contrast"]:checked');
    return { theme: theme ? theme.value : "system", contrast: contrast ? contrast.value : "standard" };
  }

  let confirmed = formAppearance(); // what the server has stored, as far as we know

  function setRadios(appearance) {
    for (const input of form.querySelectorAll('input[name="theme"], input[name="contrast"]')) {
      input.checked = input.value === appearance[input.name];
    }
  }

  function showStatus(state, text) {
    if (!status) return;
    window.clearTimeout(clearTimer);
    status.setAttribute("data-state", state);
    status.textContent = text;
    if (state === "saved") {
      clearTimer = window.setTimeout(() => {
        status.textContent = "";
        status.removeAttribute("data-state");
      }, 4000);
    }
  }

  function fail(message) {
    applyAppearance(confirmed);
    setRadios(confirmed);
    showStatus("error", message || messages.failed);
  }

  function save() {
    const mine = ++sequence;
    pending++;
    window.clearTimeout(savingTimer);
    savingTimer = window.setTimeout(() => showStatus("saving", messages.saving), 400);
    postForm(form.getAttribute("action") || "/settings/appearance", formBody(form)).then(({ ok, data }) => {
      pending--;
      if (mine === sequence) window.clearTimeout(savingTimer);
      if (ok) {
        const stored = parseAppearance(data) || (data === null ? formAppearance() : null);
        if (stored) confirmed = stored;
        if (mine !== sequence) return;
        applyAppearance(confirmed);
        setRadios(confirmed);
        showStatus("saved", messages.saved);
      } else if (mine === sequence) {
        fail(errorMessage(data));
      }
    }, () => {
      pending--;
      if (mine !== sequence) return;
      window.clearTimeout(savingTimer);
      fail("");
    });
  }

  form.addEventListener("change", (event) => {
    const target = event.target;
    if (!target || (target.name !== "theme" && target.name !== "contrast")) return;
    applyAppearance(formAppearance()); // same task as the click: visible in the very next frame
    save();
  });

  // The no-JS path stays available: a submit (Enter on a radio) saves too, without leaving the page.
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    applyAppearance(formAppearance());
    save();
  });

  // A change made elsewhere: follow it, unless our own request is still on its way (its answer decides).
  remoteListeners.push((appearance) => {
    confirmed = appearance;
    if (pending > 0) return true;
    applyAppearance(appearance);
    setRadios(appearance);
    return true;
  });
}
