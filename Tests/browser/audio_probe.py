"""A test-only tap on everything a page plays: what a person would hear, measured as levels in dBFS.

`install(driver)` makes Chromium run PROBE_SCRIPT before any page script of every later document (CDP
`Page.addScriptToEvaluateOnNewDocument`). The script replaces `window.AudioContext` with a subclass whose
`destination` is a stereo bus: the bus feeds the real destination and, through a channel splitter, one
AnalyserNode per channel. Whatever a page connects to `context.destination` (sound.js's voices, anything
else) is heard as before and measured on the way. A ConstantSourceNode at 0 keeps the bus running, so the
analysers read true silence (zeros) once every voice has stopped rather than the last samples they saw.

`level(driver)` reads the last `window` seconds of every context the page made (at most the analysers'
32768 frames, 0.68-0.74 s) and returns the RMS over both channels and the sample peak, in dBFS (a full-scale
sine is −3 dB RMS, 0 dB peak); digital silence reads SILENCE_DB. Headless Chromium needs
`--autoplay-policy=no-user-gesture-required` for a context to run without a tap.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from selenium.webdriver.remote.webdriver import WebDriver

from helpers import WAIT

SILENCE_DB = -150.0  # what digital zeros read (the log of 0 is −∞)

PROBE_SCRIPT = r"""
(function () {
  "use strict";
  var Native = window.AudioContext || window.webkitAudioContext;
  if (!Native || window.__audioProbe) return;
  var FRAMES = 32768;
  var SILENCE_DB = %(silence)s;
  var taps = [];
  var realDestination = Object.getOwnPropertyDescriptor(BaseAudioContext.prototype, "destination").get;

  function tap(context) {
    var bus = context.createGain();
    bus.channelCount = 2;
    bus.channelCountMode = "explicit";
    bus.channelInterpretation = "speakers";  // a mono source is heard on both channels, so measured on both
    bus.connect(realDestination.call(context));
    var splitter = context.createChannelSplitter(2);
    bus.connect(splitter);
    var analysers = [0, 1].map(function (channel) {
      var analyser = context.createAnalyser();
      analyser.fftSize = FRAMES;
      splitter.connect(analyser, channel);
      return analyser;
    });
    var keepAlive = context.createConstantSource();
    keepAlive.offset.value = 0;
    keepAlive.connect(bus);
    keepAlive.start();
    taps.push({ context: context, analysers: analysers });
    return bus;
  }

  function Probed(options) {
    var context = options === undefined ? new Native() : new Native(options);
    var bus = tap(context);
    Object.defineProperty(context, "destination", { value: bus, configurable: true });
    return context;
  }
  Probed.prototype = Native.prototype;
  window.AudioContext = Probed;
  if (window.webkitAudioContext) window.webkitAudioContext = Probed;

  function decibels(value) { return value > 0 ? Math.max(SILENCE_DB, 20 * Math.log10(value)) : SILENCE_DB; }

  window.__audioProbe = {
    /** RMS (both channels) and sample peak in dBFS over the last `seconds` of every context, and what ran. */
    level: function (seconds) {
      var sum = 0, count = 0, peak = 0, states = [], rates = [];
      taps.forEach(function (entry) {
        states.push(entry.context.state);
        rates.push(entry.context.sampleRate);
        var frames = Math.min(FRAMES, Math.max(128, Math.round(seconds * entry.context.sampleRate)));
        var data = new Float32Array(FRAMES);
        entry.analysers.forEach(function (analyser) {
          analyser.getFloatTimeDomainData(data);
          for (var i = FRAMES - frames; i < FRAMES; i++) {
            var sample = data[i];
            sum += sample * sample;
            var magnitude = Math.abs(sample);
            if (magnitude > peak) peak = magnitude;
          }
          count += frames;
        });
      });
      return { rms: decibels(count ? Math.sqrt(sum / count) : 0), peak: decibels(peak), states: states,
               rates: rates };
    }
  };
})();
""".replace("%(silence)s", repr(SILENCE_DB))


@dataclass(frozen=True)
class Level:
    """What the page sent to its speakers over one window."""
    rms: float   # dBFS, both channels
    peak: float  # dBFS, sample peak
    states: tuple[str, ...]  # each AudioContext's state ("running" once sound can be heard)

    def __str__(self) -> str:
        return f"{self.rms:.1f} dBFS RMS, {self.peak:.1f} dBFS peak"


def install(driver: WebDriver) -> None:
    """Measures every document the driver loads from now on (call before `driver.get`)."""
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE_SCRIPT})


def level(driver: WebDriver, window: float = 0.5) -> Level:
    """The level of the last `window` seconds the page played."""
    result = driver.execute_script("return window.__audioProbe.level(arguments[0])", window)
    return Level(rms=float(result["rms"]), peak=float(result["peak"]), states=tuple(result["states"]))


def wait_for_sound(driver: WebDriver, above: float = -60.0, timeout: float = WAIT, what: str = "sound") -> Level:
    """Waits until the page plays more than `above` dBFS RMS; returns that level."""
    return _wait_for_level(driver, lambda found: found.rms > above, timeout,
                           f"{what} was not heard (above {above} dBFS RMS)")


def wait_for_silence(driver: WebDriver, below: float = -100.0, timeout: float = WAIT, what: str = "the page") -> Level:
    """Waits until the page plays less than `below` dBFS RMS over the whole window; returns that level."""
    return _wait_for_level(driver, lambda found: found.rms < below, timeout,
                           f"{what} did not fall silent (below {below} dBFS RMS)")


def _wait_for_level(driver: WebDriver, good, timeout: float, message: str) -> Level:
    deadline = time.monotonic() + timeout
    while True:
        found = level(driver)
        if good(found):
            return found
        if time.monotonic() > deadline:
            raise AssertionError(f"{message}; last: {found}, contexts {found.states}")
        time.sleep(0.05)


def level_after(driver: WebDriver, seconds: float, window: float = 0.5) -> Level:
    """Waits `seconds`, then reads the level (a reading at a known point of a fade)."""
    time.sleep(seconds)
    return level(driver, window)
