/*
 * Hearth — the agenda's entry (/agenda, the home page, /display with an agenda): keeps the agenda parts current
 * (agenda/live.js). Every page works without it (the server renders the agenda; /agenda and /display refresh).
 */
import { onReady } from "./lib/dom.js";
import { follow } from "./agenda/live.js";

onReady(follow);
