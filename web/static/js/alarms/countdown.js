/*
 * Hearth — "next ring in …" ([data-alarm-countdown data-at=…]) that keeps counting in the server's time.
 */
import { setText } from "../lib/dom.js";
import { durationParts, fill } from "../lib/format.js";
import { clock } from "../lib/server-clock.js";

/** The duration's words from the node's own messages (data-msg-less, -days, -hours, -minutes). */
function durationText(node, ms) {
  const parts = durationParts(ms);
  return fill(node.getAttribute("data-msg-" + parts.unit) || "", parts);
}

export function startCountdowns() {
  const nodes = document.querySelectorAll("[data-alarm-countdown]");
  if (!nodes.length) return;
  function update() {
    const now = clock.now();
    for (const node of nodes) {
      const at = Number(node.getAttribute("data-at"));
      if (!Number.isFinite(at)) continue;
      setText(node, fill(node.getAttribute("data-msg-in"), { duration: durationText(node, at - now) }));
    }
  }
  update();
  window.setInterval(update, 20000);
}
