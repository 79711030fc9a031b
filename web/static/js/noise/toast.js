/*
 * Hearth — the noise page's failure note: a status toast that clears itself after a few seconds.
 */
import { text } from "./context.js";

let timer = 0;

/** Shows `message` (or the page's data-msg-failed) in the page's toast. */
export function showFailure(message) {
  let toast = document.querySelector("[data-noise-toast]");
  if (!toast) {
    toast = document.createElement("p");
    toast.className = "toast";
    toast.setAttribute("role", "status");
    toast.setAttribute("data-noise-toast", "");
    document.body.appendChild(toast);
  }
  toast.setAttribute("data-state", "error");
  toast.textContent = message || text("data-msg-failed");
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    toast.textContent = "";
    toast.removeAttribute("data-state");
  }, 5000);
}
