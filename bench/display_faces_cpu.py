#!/usr/bin/env python3
"""Chromium's CPU on /display for each seconds-hand mode, side by side: starts `hearth serve` once per web folder
(before and after a change to the page's CSS or JavaScript), makes one display profile per case (an analog face
with the seconds hand sweeping, ticking or hidden, and the digital clock), and measures each case's display-mode
page with display_cpu.py's method (headless Chromium at 1920×1080, 10 s to settle, the CPU time of every Chromium
process over SECONDS), ROUNDS times, alternating the folders so that the machine's load falls on both alike.

    python3 bench/display_faces_cpu.py [--seconds 60] [--rounds 2] [--cases sweep,tick] HEARTH WEBDIR [WEBDIR…]

Prints one line per measurement and the load average before each round.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from display_cpu import measure  # noqa: E402

CASES = {
    "sweep": {"face": "classic", "secondsMode": "sweep"},
    "tick": {"face": "classic", "secondsMode": "tick"},
    "none": {"face": "classic", "secondsMode": "none"},
    "digital": {"face": "digital", "secondsMode": "none"},
}


class Server:
    def __init__(self, binary: str, web_dir: str):
        self.data_dir = tempfile.mkdtemp(prefix="hearth-bench-faces-")
        self.process = subprocess.Popen(
            [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--data-dir", self.data_dir, "--web-dir", web_dir],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        banner = ""
        while "Press Ctrl-C" not in banner:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("the server did not start: " + banner)
            banner += line
        self.port = int(re.search(r"http://127\.0\.0\.1:(\d+)/", banner).group(1))

    def profile(self, name: str, faces: dict) -> str:
        data = json.dumps({"name": name}).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}/api/v1/display-profiles", data=data,
                                         method="POST", headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request) as response:
            created = json.load(response)
        data = json.dumps({"style": {"faces": faces}}).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}/api/v1/display-profiles/{created['id']}",
                                         data=data, method="PUT", headers={"Content-Type": "application/json"})
        urllib.request.urlopen(request).close()
        return f"http://127.0.0.1:{self.port}{created['displayPath']}&mode=display"

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(10)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--cases", default="sweep,tick")
    parser.add_argument("binary")
    parser.add_argument("web_dirs", nargs="+")
    arguments = parser.parse_args()
    cases = arguments.cases.split(",")
    servers = [Server(arguments.binary, web_dir) for web_dir in arguments.web_dirs]
    try:
        urls = [{case: server.profile(case, CASES[case]) for case in cases} for server in servers]
        for round_number in range(1, arguments.rounds + 1):
            print(f"round {round_number}, load average {os.getloadavg()[0]:.2f}", flush=True)
            for case in cases:
                for web_dir, server_urls in zip(arguments.web_dirs, urls):
                    print(f"  {case:8} {web_dir}: {measure(server_urls[case], arguments.seconds)}", flush=True)
    finally:
        for server in servers:
            server.stop()


if __name__ == "__main__":
    main()
