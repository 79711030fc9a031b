/*
 * Hearth — the arithmetic of measuring the server's clock NTP-style (pure; unit-tested with node --test).
 * A sample is `{ base, roundTrip }`: base is the server's time minus the page's monotonic clock.
 */

const MAX_ROUND_TRIP_MS = 4000;
const MOVED_MS = 50;

/** One round trip's sample: sent and received on the monotonic clock, the server's instant taken at its middle. */
export function sampleFrom(sent, received, serverNow) {
  return { base: serverNow - (sent + received) / 2, roundTrip: received - sent };
}

/** The better of two samples: the shorter round trip; a sample of MAX_ROUND_TRIP_MS or more never counts. */
export function better(best, sample) {
  if (!sample || !(sample.roundTrip < MAX_ROUND_TRIP_MS)) return best;
  return !best || sample.roundTrip < best.roundTrip ? sample : best;
}

/** Whether a new base moved the clock enough to re-render (more than 50 ms, or there was none before). */
export function moved(oldBase, newBase) {
  return !Number.isFinite(oldBase) || Math.abs(newBase - oldBase) > MOVED_MS;
}
