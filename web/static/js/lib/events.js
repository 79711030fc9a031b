/*
 * Hearth — the page's one live stream (GET /events) and this browser's id.
 *
 *   clientId            a random id kept by this browser (localStorage), sent as /events?client=…
 *   on(type, fn)        calls fn(data) for every `type` event (data is parsed JSON, or the raw text when it is not
 *                       JSON); for a topic event (TOPICS: `displays`) the stream asks the server for it (&topics=…)
 *   onReconnect(fn)     calls fn() when the stream is back after a gap (refetch what may have been missed)
 *   connect()           opens the stream (once; hearth.js does it)
 *   dispatch(type, raw) what the stream does with each event it receives: hands it to the `type` listeners
 *
 * <html data-live="open|retrying"> tells whether the stream is up. A page names its display profile with
 * <body data-display-profile="…">; it travels with the stream.
 */
import { callEach } from "./dom.js";

// Events the server sends only to pages that ask for them (/events?topics=…): a page asks when a script listens.
const TOPICS = ["displays"];
const handlers = new Map(); // type -> [fn]
const reconnectHandlers = [];
let source = null; // the page's one EventSource, once open
let reopen = null; // set by connect: opens the stream again (with the topics asked for now)

/** A random id this browser keeps, so the server can tell its screens apart (never a secret). */
function makeClientId() {
  const key = "hearth-client-id";
  try {
    const stored = localStorage.getItem(key);
    if (stored && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored;
  } catch {
    // storage off: a new id per page
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const id = Array.from(bytes, (byte) => (byte + 256).toString(16).slice(1)).join("");
  try {
    localStorage.setItem(key, id);
  } catch {
    // keep it for this page only
  }
  return id;
}

export const clientId = makeClientId();

/** Hands one event to its listeners, as the stream does with each it receives (a browser test may hand one in). */
export function dispatch(type, raw) {
  let data;
  try {
    data = JSON.parse(raw);
  } catch {
    data = raw;
  }
  callEach(handlers.get(type) || [], data);
}

function listen(stream, type) {
  stream.addEventListener(type, (event) => dispatch(type, event.data));
}

/** Calls `fn(data)` for every event of `type` on the page's stream. */
export function on(type, fn) {
  if (!handlers.has(type)) {
    handlers.set(type, []);
    // A topic the open stream did not ask for (a script that came after it): open it again, asking.
    if (TOPICS.includes(type) && source && reopen) reopen();
    else if (source) listen(source, type);
  }
  handlers.get(type).push(fn);
}

/** Calls `fn()` each time the stream comes back after a gap. */
export function onReconnect(fn) {
  reconnectHandlers.push(fn);
}

function streamURL() {
  let params = "client=" + encodeURIComponent(clientId);
  const profile = document.body && document.body.getAttribute("data-display-profile");
  if (profile) params += "&profile=" + encodeURIComponent(profile);
  const topics = TOPICS.filter((topic) => handlers.has(topic));
  if (topics.length) params += "&topics=" + encodeURIComponent(topics.join(","));
  return "/events?" + params;
}

/** Opens the page's stream; it retries by itself, more slowly each time, and closes while the page is hidden away. */
export function connect() {
  if (!window.EventSource || reopen) return;
  const root = document.documentElement;
  let delay = 1000;
  let retryTimer = 0;
  let interrupted = false;

  function open() {
    const stream = new EventSource(streamURL());
    source = stream;
    for (const type of handlers.keys()) listen(stream, type);
    stream.addEventListener("open", () => {
      delay = 1000;
      root.setAttribute("data-live", "open");
      if (interrupted) {
        interrupted = false;
        callEach(reconnectHandlers);
      }
    });
    stream.addEventListener("error", () => {
      interrupted = true;
      root.setAttribute("data-live", "retrying");
      // The browser retries by itself while the stream is CONNECTING; when it gives up (CLOSED), we retry,
      // more slowly each time, with jitter so a room full of displays does not knock all at once.
      if (stream.readyState === EventSource.CLOSED) {
        stream.close();
        window.clearTimeout(retryTimer);
        retryTimer = window.setTimeout(open, delay * (0.75 + Math.random() * 0.5));
        delay = Math.min(delay * 2, 60000);
      }
    });
  }

  open();
  reopen = () => {
    if (!source) return;
    window.clearTimeout(retryTimer);
    source.close();
    open();
  };

  // A page kept in the back/forward cache must not hold its stream: browsers allow 6 connections per host, and
  // a phone's seventh page would wait for one to time out. Closed on pagehide, opened again when the page returns
  // (as after any gap: events may have been missed).
  window.addEventListener("pagehide", () => {
    window.clearTimeout(retryTimer);
    if (source) source.close();
    source = null;
    interrupted = true;
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted || source) return;
    delay = 1000;
    open();
  });
}
