"""`hearth` as the package installs it: the binary in <prefix>/bin finds <prefix>/share/hearth/web without a flag, and
`hearth version` says the version, commit and build date `make` compiled in.

Runs the real binary (HEARTH_BIN, default .build/debug/hearth). Part of `make test`; `make test-package` checks the
real .deb in a clean Debian root.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
import urllib.request
from pathlib import Path


REPO = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("HEARTH_BIN") or str(REPO / ".build" / "debug" / "hearth")
WEB_DIR = os.environ.get("HEARTH_WEB_DIR") or str(REPO / "web")
BUILD_INFO = REPO / "Apps" / "Hearth" / "Sources" / "CBuildInfo" / "generated" / "build_info.h"
HEARTH_VERSION = re.search(r'version = "([^"]+)"', (REPO / "Apps/Hearth/Sources/HearthApp/App/HearthApp.swift")
                           .read_text()).group(1)


def install_layout(prefix: Path) -> Path:
    """<prefix>/bin/hearth (a hard link or copy: /proc/self/exe must name this path) and <prefix>/share/hearth/web."""
    (prefix / "bin").mkdir(parents=True)
    binary = prefix / "bin" / "hearth"
    try:
        os.link(BINARY, binary)
    except OSError:
        shutil.copy2(BINARY, binary)
    shutil.copytree(WEB_DIR, prefix / "share" / "hearth" / "web")
    return binary


def test_an_installed_binary_finds_its_web_folder_without_a_flag():
    with tempfile.TemporaryDirectory() as tmp:
        binary = install_layout(Path(tmp) / "usr")
        elsewhere = Path(tmp) / "elsewhere"  # no web/ here
        elsewhere.mkdir()
        environment = {k: v for k, v in os.environ.items() if k != "HEARTH_WEB_DIR"}
        check = subprocess.run([str(binary), "check"], cwd=elsewhere, env=environment, capture_output=True,
                               text=True, timeout=120)
        assert check.returncode == 0, check.stdout + check.stderr
        assert "All good" in check.stdout
        served = subprocess.Popen(
            [str(binary), "serve", "--host", "127.0.0.1", "--port", "0", "--data-dir", str(Path(tmp) / "data")],
            cwd=elsewhere, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            port = None
            assert served.stdout is not None
            for line in served.stdout:
                if match := re.search(r"Listening on http://127\.0\.0\.1:(\d+)/", line):
                    port = int(match.group(1))
                    break
            assert port, "the installed binary did not start"
            for path in ("/", "/display", "/static/css/hearth.css"):
                with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=30) as answer:
                    assert answer.status == 200, path
        finally:
            served.kill()
            served.wait()


def test_a_binary_without_an_installed_folder_still_names_web_as_missing():
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "bin").mkdir()
        binary = Path(tmp) / "bin" / "hearth"
        try:
            os.link(BINARY, binary)
        except OSError:
            shutil.copy2(BINARY, binary)
        environment = {k: v for k, v in os.environ.items() if k != "HEARTH_WEB_DIR"}
        check = subprocess.run([str(binary), "check"], cwd=tmp, env=environment, capture_output=True, text=True,
                               timeout=120)
        assert check.returncode != 0
        assert f"{tmp}/web" in check.stdout + check.stderr


def test_version_names_the_version_commit_and_build_date_make_compiled_in():
    expected_commit, expected_date = "unknown", "unknown"
    if BUILD_INFO.exists():  # `make build-debug` / `make build` write it
        text = BUILD_INFO.read_text()
        expected_commit = re.search(r'HEARTH_BUILD_COMMIT "([^"]*)"', text).group(1)
        expected_date = re.search(r'HEARTH_BUILD_DATE "([^"]*)"', text).group(1)
    line = subprocess.run([BINARY, "version"], capture_output=True, text=True, check=True).stdout.strip()
    assert line == f"hearth {HEARTH_VERSION} (commit {expected_commit}, built {expected_date})"
    answer = json.loads(subprocess.run([BINARY, "version", "--json"], capture_output=True, text=True,
                                       check=True).stdout)
    assert answer == {"version": HEARTH_VERSION, "commit": expected_commit, "buildDate": expected_date}
    number = subprocess.run([BINARY, "version", "--number"], capture_output=True, text=True, check=True).stdout
    assert number.strip() == HEARTH_VERSION
