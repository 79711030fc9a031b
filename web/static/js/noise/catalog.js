/*
 * Hearth — the sounds' names and URLs: from the noise page's tiles, else from GET /api/v1/sounds (once).
 */
import { getJSON } from "../lib/api.js";
import { attr, language } from "../lib/dom.js";

const sounds = new Map(); // sound id -> { name, url, variants, crossfadeSeconds }
let loading = null;

/** Learns every tile on the page ([data-sound-tile]). */
export function learnTiles() {
  for (const tile of document.querySelectorAll("[data-sound-tile]")) {
    const variants = attr(tile, "data-sound-variants");
    sounds.set(attr(tile, "data-sound-id"), {
      name: attr(tile, "data-sound-name"), url: attr(tile, "data-sound-url"),
      variants: variants ? variants.split(" ") : [],
      crossfadeSeconds: Number(attr(tile, "data-sound-crossfade")) || 0
    });
  }
}

/** Loads the catalog from the API (once; again after a failure). */
export function loadCatalog() {
  if (loading) return loading;
  loading = getJSON("/api/v1/sounds").then((list) => {
    if (!Array.isArray(list)) {
      loading = null;
      return;
    }
    const lang = language();
    for (const sound of list) {
      if (!sound || typeof sound.id !== "string" || sounds.has(sound.id)) continue;
      sounds.set(sound.id, {
        name: (sound.name && (sound.name[lang] || sound.name.en)) || sound.id, url: sound.url,
        variants: sound.variants || [], crossfadeSeconds: sound.crossfadeSeconds || 0
      });
    }
  });
  return loading;
}

/** Calls fn(sound) with sound `id`, at once when it is known, else once the catalog has loaded. */
export function withSound(id, fn) {
  if (sounds.has(id)) {
    fn(sounds.get(id));
    return;
  }
  loadCatalog().then(() => {
    if (sounds.has(id)) fn(sounds.get(id));
  });
}

/** Whether sound `id` is known yet. */
export function knows(id) {
  return sounds.has(id);
}

/** Sound `id`'s name (its id until the catalog has it). */
export function nameOf(id) {
  return sounds.has(id) ? sounds.get(id).name : id;
}
