/*
 * Hearth — the one way the page scripts talk to the server: same-origin fetches that ask for JSON.
 * getJSON and isServerUp never reject, so a page offline simply keeps what it shows; the others say when they do.
 */

const JSON_HEADERS = { Accept: "application/json" };

/** GET `url` without the browser cache: `{ ok, status, data }` (see readAnswer); rejects when offline. */
export function fetchJSON(url) {
  return fetch(url, { headers: JSON_HEADERS, cache: "no-store", credentials: "same-origin" }).then(readAnswer);
}

/** GET `url` without the browser cache: the parsed JSON, or null (an error answer, offline, not JSON). */
export function getJSON(url) {
  return fetchJSON(url).then((answer) => (answer.ok ? answer.data : null), () => null);
}

/** Reads an answer as `{ ok, status, data }`: data is the parsed JSON body, or null when there is none. */
export function readAnswer(response) {
  const isJSON = (response.headers.get("Content-Type") || "").includes("json");
  const body = isJSON ? response.json().catch(() => null) : Promise.resolve(null);
  return body.then((data) => ({ ok: response.ok, status: response.status, data }));
}

/**
 * Sends `body` as JSON (`undefined`: no body) with `method` to `url`: `{ ok, status, data }`. Rejects when the
 * server cannot be reached. `options.keepalive` lets the request outlive the page.
 */
export function sendJSON(method, url, body, options = {}) {
  return fetch(url, {
    method,
    headers: body === undefined ? JSON_HEADERS : { ...JSON_HEADERS, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
    keepalive: !!options.keepalive
  }).then(readAnswer);
}

/** POSTs a form's URL-encoded fields, asking for JSON: `{ ok, status, data }`. Rejects when offline. */
export function postForm(url, fields) {
  return fetch(url, { method: "POST", body: fields, headers: JSON_HEADERS, credentials: "same-origin" })
    .then(readAnswer);
}

/** The server's error message in an answer's JSON envelope ({"error": {"message": …}}), or "". */
export function errorMessage(data) {
  return data && data.error && typeof data.error.message === "string" ? data.error.message : "";
}

/** GET a file's bytes (a sound): an ArrayBuffer; rejects on an error answer or offline. */
export function getBytes(url) {
  return fetch(url, { credentials: "same-origin" }).then((response) => {
    if (!response.ok) throw new Error("HTTP " + response.status + " for " + url);
    return response.arrayBuffer();
  });
}

/** Whether the server answers at all (HEAD /healthz): true or false, never rejects. */
export function isServerUp() {
  return fetch("/healthz", { method: "HEAD", cache: "no-store", credentials: "same-origin" })
    .then((response) => response.ok, () => false);
}
