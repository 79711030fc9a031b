/*
 * Hearth — the alarm editor's inline validation as one types: the same rules as the server's, the messages from
 * the form (data-msg-<reason>).
 */
import { setText } from "../lib/dom.js";

/** Each field's rule: the reason it is refused ("invalidFormat", "tooLong", "outOfRange"), or "". */
export const ALARM_RULES = {
  time: (value) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? "" : "invalidFormat"),
  label: (value) => (Array.from(value).length > 100 ? "tooLong" : ""),
  note: (value) => (Array.from(value).length > 1000 ? "tooLong" : ""),
  fadeInSeconds: (value) => (/^\d+$/.test(value) && Number(value) <= 600 ? "" : "outOfRange"),
  autoSilenceMinutes: (value) =>
    (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 60 ? "" : "outOfRange"),
  exceptDates: (value) => {
    const lines = value.split(/[\s,]+/).filter((line) => line);
    return lines.every((line) => /^\d{4}-\d{2}-\d{2}$/.test(line)) ? "" : "invalidFormat";
  }
};

export function enhanceValidation(form) {
  function check(field) {
    const rule = ALARM_RULES[field.name];
    if (!rule) return true;
    const reason = rule(field.value.trim());
    const holder = form.querySelector(`[data-inline-error="${field.name}"]`);
    if (!holder) return !reason;
    if (reason) {
      setText(holder.querySelector("[data-text]"), form.getAttribute("data-msg-" + reason.toLowerCase()) || reason);
      holder.hidden = false;
      field.setAttribute("aria-invalid", "true");
    } else {
      holder.hidden = true;
      field.removeAttribute("aria-invalid");
    }
    return !reason;
  }
  const fields = () => Object.keys(ALARM_RULES).map((name) => form.querySelector(`[name="${name}"]`)).filter(Boolean);
  for (const field of fields()) {
    field.addEventListener("change", () => check(field));
    field.addEventListener("input", () => {
      if (field.getAttribute("aria-invalid")) check(field);
    });
  }
  form.addEventListener("submit", (event) => {
    if (event.submitter && event.submitter.name === "preset") return;
    let firstBad = null;
    for (const field of fields()) {
      if (!check(field) && !firstBad) firstBad = field;
    }
    if (firstBad) {
      event.preventDefault();
      firstBad.focus();
    }
  });
}
