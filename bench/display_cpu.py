#!/usr/bin/env python3
"""Chromium's CPU in display mode: opens a URL (a /display?profile=…&mode=display page) in headless Chromium at
1920×1080, waits 10 s for it to settle, then sums the user and system CPU time of every Chromium process
(/proc/PID/stat of chromedriver's descendants) over SECONDS (default 60) and prints it as a percentage of one core.

    python3 bench/display_cpu.py URL [SECONDS]

Needs selenium and /usr/bin/chromedriver (the browser tests' venv has both). Headless Chromium draws in software
(--disable-gpu), so a real screen with a GPU costs the CPU less, not more.
"""

import os
import re
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

TICKS = os.sysconf("SC_CLK_TCK")


def descendants(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(entry))
    found, queue = [], [root]
    while queue:
        pid = queue.pop()
        found.append(pid)
        queue.extend(children.get(pid, []))
    return found


def cpu_by_kind(pids: list[int]) -> dict[str, float]:
    """CPU seconds so far of each kind of Chromium process (browser, renderer, gpu-process, utility…)."""
    totals: dict[str, float] = {}
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                # Chromium rewrites its command line as one string, so the switch is found by its text.
                switch = re.search(rb"--type=([a-z-]+)", cmdline.read())
        except OSError:
            continue
        kind = switch.group(1).decode() if switch else "browser"
        totals[kind] = totals.get(kind, 0) + (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime
    return totals


def measure(url: str, seconds: float = 60) -> str:
    """Opens `url` in headless Chromium and returns its CPU over `seconds` as one line of text."""
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--window-size=1920,1080", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    service = Service("/usr/bin/chromedriver")
    driver = webdriver.Chrome(service=service, options=options)
    try:
        driver.get(url)
        time.sleep(10)
        pids = [pid for pid in descendants(service.process.pid) if pid != service.process.pid]
        before, started = cpu_by_kind(pids), time.monotonic()
        time.sleep(seconds)
        after, elapsed = cpu_by_kind(pids), time.monotonic() - started
        kinds = {kind: after[kind] - before.get(kind, 0) for kind in after}
        used = sum(kinds.values())
        shares = ", ".join(f"{kind} {100 * kinds[kind] / elapsed:.2f}" for kind in sorted(kinds))
        return (f"{len(pids)} Chromium processes: {used:.2f} s CPU in {elapsed:.1f} s = {100 * used / elapsed:.2f} % "
                f"of one core ({shares})")
    finally:
        driver.quit()


def main() -> None:
    print(measure(sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 60))


if __name__ == "__main__":
    main()
