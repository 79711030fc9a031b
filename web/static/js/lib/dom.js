/*
 * Hearth — small DOM helpers shared by every page script. No HTML is ever built from strings: text goes in through
 * textContent only.
 */

/** Sets a node's text, touching the DOM only when it changes (a missing node is ignored). */
export function setText(node, text) {
  if (node && node.textContent !== text) node.textContent = text;
}

/** Shows or hides an element through its `hidden` attribute (a missing element is ignored). */
export function toggle(element, shown) {
  if (element) element.hidden = !shown;
}

/** An attribute's value, "" when the element or the attribute is missing. */
export function attr(element, name) {
  return element ? element.getAttribute(name) || "" : "";
}

/** Sets or removes a boolean attribute, touching the DOM only when it changes. */
export function setFlag(element, name, on) {
  if (on) {
    if (!element.hasAttribute(name)) element.setAttribute(name, "");
  } else {
    element.removeAttribute(name);
  }
}

/** "en" or "zh-Hans", from <html lang>. */
export function language() {
  return (document.documentElement.getAttribute("lang") || "en").startsWith("zh") ? "zh-Hans" : "en";
}

/** Calls fn once the document is parsed (at once when it already is). */
export function onReady(fn) {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fn);
  else fn();
}

/** Someone is typing in a form: a reload now would lose it. */
export function isEditing() {
  return !!(document.activeElement && document.activeElement.form);
}

/** Removes a query parameter from the address without reloading (a reload then does not repeat it). */
export function dropQueryParameter(name) {
  if (!window.history || !history.replaceState) return;
  const params = new URLSearchParams(window.location.search);
  if (!params.has(name)) return;
  params.delete(name);
  const query = params.toString();
  history.replaceState(history.state, "", window.location.pathname + (query ? "?" + query : "") + window.location.hash);
}

/** Calls each listener with `args`; one that throws is logged and the others still run. */
export function callEach(listeners, ...args) {
  for (const listener of listeners) {
    try {
      listener(...args);
    } catch (error) {
      console.error(error);
    }
  }
}
