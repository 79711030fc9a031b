"""Display devices: the kiosk recipe run headless, the phone QR code decoded from screenshots, the live list of
connected screens in settings, and HTTPS checked with a real TLS client (Python ssl)."""

from __future__ import annotations

import json
import os
import re
import shlex
import socket
import ssl
import subprocess
import tempfile
import threading
import urllib.request
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

from conftest import REPO, HearthServer
from helpers import axe_violations, describe, emulate, wait_for, wait_for_live_stream

BINARY = os.environ.get("HEARTH_BIN") or str(REPO / ".build" / "debug" / "hearth")
WEB_DIR = os.environ.get("HEARTH_WEB_DIR") or str(REPO / "web")
DISPLAY_ID = "pytestkitchen0001"


# ---------------------------------------------------------------- the kiosk recipe


def kiosk_command(base_url: str, profile: str) -> list[str]:
    """The Chromium command `hearth kiosk --print` prints, as words."""
    printed = subprocess.run([BINARY, "kiosk", "--print", "--url", base_url, "--profile", profile],
                             check=True, capture_output=True, text=True).stdout
    lines = [line for line in printed.splitlines() if line.startswith("chromium ")]
    assert len(lines) == 1, printed
    assert "xset s off s noblank -dpms" in printed and "[Service]" in printed
    return shlex.split(lines[0])


def headless_chromium(switches: list[str], profile_dir: str) -> webdriver.Chrome:
    """Chromium with the printed switches, headless, in a throwaway profile folder."""
    options = webdriver.ChromeOptions()
    for switch in switches:
        if not switch.startswith("--user-data-dir="):
            options.add_argument(switch)
    for switch in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                   f"--user-data-dir={profile_dir}"):
        options.add_argument(switch)
    driver = webdriver.Chrome(service=Service(os.environ.get("HEARTH_CHROMEDRIVER", "/usr/bin/chromedriver")),
                              options=options)
    driver.set_page_load_timeout(30)
    return driver


AUDIO_STATE = """
const done = arguments[arguments.length - 1];
const context = new AudioContext();
setTimeout(() => done(context.state), 500);
"""


def test_the_printed_kiosk_command_loads_the_display_and_plays_sound_without_a_gesture(server):
    words = kiosk_command(server.base_url, "Kitchen wall")
    url = words[-1]
    assert url == server.base_url + "/display?profile=Kitchen%20wall&mode=display"
    assert "--kiosk" in words and "--autoplay-policy=no-user-gesture-required" in words

    with tempfile.TemporaryDirectory(prefix="hearth-kiosk-") as profile_dir:
        driver = headless_chromium(words[1:-1], profile_dir)
        try:
            driver.get(url)
            assert driver.execute_script("return document.readyState") == "complete"
            assert driver.current_url == url
            # Served by Hearth (its layout), with Hearth's script running.
            assert driver.execute_script("return document.body.dataset.appVersion")
            assert driver.execute_script("return typeof window.Hearth") == "object"
            # Straight in display mode: only the clock, without a tap.
            wait_for(driver, lambda d: d.execute_script(
                "return document.documentElement.hasAttribute('data-display-mode')"), "the kiosk is not in display mode")
            # Once the /display page exists (issue 8's other half), it is that page, naming its profile.
            status, _, _ = server.request("GET", "/display?profile=Kitchen%20wall", headers={"Accept": "text/html"})
            if status != 404:
                assert status == 200
                assert driver.execute_script("return document.body.dataset.displayProfile") is not None
            assert driver.execute_async_script(AUDIO_STATE) == "running"
        finally:
            driver.quit()

    # The control: the same browser without the autoplay switch keeps sound suspended until a tap.
    without = [w for w in words[1:-1] if not w.startswith("--autoplay-policy")]
    with tempfile.TemporaryDirectory(prefix="hearth-kiosk-") as profile_dir:
        driver = headless_chromium(without, profile_dir)
        try:
            driver.get(url)
            assert driver.execute_async_script(AUDIO_STATE) == "suspended"
        finally:
            driver.quit()


# ---------------------------------------------------------------- the phone QR code


@pytest.fixture(scope="module")
def lan_server():
    """A server listening on every interface, as `make run` does, so it has a LAN address to show."""
    hearth = HearthServer("lan", ["--host", "0.0.0.0"])
    yield hearth
    hearth.stop()


def decode_qr(png: Path) -> list[str]:
    result = subprocess.run(["zbarimg", "--quiet", "--raw", str(png)], capture_output=True, text=True)
    return [line for line in result.stdout.splitlines() if line]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_settings_qr_code_scans_to_the_lan_address_in_light_and_dark(lan_server, driver, screenshot_dir, scheme):
    emulate(driver, scheme=scheme, size=(1280, 900))
    driver.get(lan_server.url("/settings#phone-heading"))
    image = driver.find_element(By.CSS_SELECTOR, ".qr__code")
    wait_for(driver, lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image),
             "the QR code image did not load")
    link = driver.find_element(By.CSS_SELECTOR, ".qr__link").text
    assert re.fullmatch(r"http://\d+\.\d+\.\d+\.\d+:\d+/", link) and not link.startswith("http://127."), link
    port = lan_server.base_url.rsplit(":", 1)[1]
    assert link.endswith(f":{port}/")

    page = driver.find_element(By.CSS_SELECTOR, ".phone-link")
    shot = screenshot_dir / f"display-devices-settings-qr-{scheme}.png"
    page.screenshot(str(shot))
    assert decode_qr(shot) == [link]
    background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert (scheme == "dark") == (sum(int(n) for n in re.findall(r"\d+", background)[:3]) < 200), background
    violations = axe_violations(driver)
    assert not violations, describe(violations)


# ---------------------------------------------------------------- connected screens, live


class FakeDisplay:
    """A display's /events stream, held open on a socket (as hearth.js opens it)."""

    def __init__(self, base_url: str, client: str, profile: str):
        host, port = base_url.removeprefix("http://").split(":")
        self.sock = socket.create_connection((host, int(port)), timeout=10)
        self.sock.sendall((f"GET /events?client={client}&profile={profile} HTTP/1.1\r\nHost: {host}:{port}\r\n"
                           "Accept: text/event-stream\r\nUser-Agent: Mozilla/5.0 (X11; Linux aarch64) "
                           "Chrome/120.0 Safari/537.36\r\n\r\n").encode())
        assert b"200" in self.sock.recv(4096)

    def close(self):
        self.sock.close()


def test_settings_list_screens_as_they_connect_report_and_leave(server, driver):
    emulate(driver, size=(1280, 900))
    driver.get(server.url("/settings#screens-heading"))
    wait_for_live_stream(driver)
    display = FakeDisplay(server.base_url, DISPLAY_ID, "kitchen")
    try:
        row = f'[data-client="{DISPLAY_ID}"]'
        wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, row), "the display never appeared", timeout=3)
        status, _, body = server.request("PUT", f"/api/v1/displays/{DISPLAY_ID}", {
            "profile": "kitchen", "displayMode": True, "keepAwake": "unavailable", "keepAwakeReason": "insecure",
            "soundArmed": True, "battery": {"level": 0.08, "charging": False}})
        assert status == 200 and json.loads(body)["connected"] is True
        wait_for(driver, lambda d: d.find_element(By.CSS_SELECTOR, row + ' [data-field="battery"]').text == "8 %",
                 "the report never reached the list", timeout=3)
        element = driver.find_element(By.CSS_SELECTOR, row)
        assert element.find_element(By.CSS_SELECTOR, '[data-field="name"]').text == "kitchen"
        shown = [e.get_attribute("data-state") for e in element.find_elements(By.CSS_SELECTOR, "[data-state]")
                 if e.is_displayed()]
        assert shown == ["displayMode", "keepAwakeUnavailable", "soundArmed"]
        assert element.find_element(By.CSS_SELECTOR, '[data-field="battery"]').get_attribute("data-band") == "red"
        violations = axe_violations(driver)
        assert not violations, describe(violations)
    finally:
        display.close()
    wait_for(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, f'[data-client="{DISPLAY_ID}"]'),
             "the display stayed listed after it left", timeout=3)


# ---------------------------------------------------------------- HTTPS with a real TLS client


class TLSHearth:
    """`hearth serve --tls-self-signed` on a free port."""

    def __init__(self):
        self.data_dir = tempfile.mkdtemp(prefix="hearth-tls-")
        self.process = subprocess.Popen(
            [BINARY, "serve", "--host", "127.0.0.1", "--port", "0", "--data-dir", self.data_dir, "--web-dir", WEB_DIR,
             "--tls-self-signed"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        found: list[int] = []

        def read():
            for line in self.process.stdout:
                match = re.search(r"Listening on https://127\.0\.0\.1:(\d+)/", line)
                if match:
                    found.append(int(match.group(1)))
                    break
            for _ in self.process.stdout:
                pass

        threading.Thread(target=read, daemon=True).start()
        wait_seconds = 60
        for _ in range(wait_seconds * 10):
            if found or self.process.poll() is not None:
                break
            threading.Event().wait(0.1)
        assert found, "hearth --tls-self-signed did not report an https port"
        self.port = found[0]
        self.authority = Path(self.data_dir) / "tls" / "hearth-ca.pem"

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=15)


@pytest.fixture(scope="module")
def tls_server():
    hearth = TLSHearth()
    yield hearth
    hearth.stop()


def test_python_ssl_trusts_the_self_signed_certificate_for_the_machines_names(tls_server):
    context = ssl.create_default_context(cafile=str(tls_server.authority))
    with socket.create_connection(("127.0.0.1", tls_server.port), timeout=10) as raw:
        with context.wrap_socket(raw, server_hostname="localhost") as tls:
            names = tls.getpeercert()["subjectAltName"]
    dns = {value for kind, value in names if kind == "DNS"}
    addresses = {value for kind, value in names if kind == "IP Address"}
    hostname = socket.gethostname().lower()
    assert {"localhost", hostname, hostname.split(".")[0] + ".local"} <= dns
    assert {"127.0.0.1"} <= addresses and any(not a.startswith("127.") and ":" not in a for a in addresses)

    request = urllib.request.Request(f"https://localhost:{tls_server.port}/healthz")
    with urllib.request.urlopen(request, context=context, timeout=10) as response:
        assert response.status == 200 and json.loads(response.read())["status"] == "ok"
    with urllib.request.urlopen(f"https://127.0.0.1:{tls_server.port}/phone-link.svg", context=context) as response:
        assert response.read().startswith(b"<svg")

    # A name the certificate does not hold is refused by the client.
    with socket.create_connection(("127.0.0.1", tls_server.port), timeout=10) as raw:
        with pytest.raises(ssl.SSLCertVerificationError):
            context.wrap_socket(raw, server_hostname="attacker.example")


def test_bad_certificate_files_stop_hearth_with_the_fix():
    with tempfile.TemporaryDirectory(prefix="hearth-tls-bad-") as data_dir:
        result = subprocess.run(
            [BINARY, "serve", "--port", "0", "--data-dir", data_dir, "--web-dir", WEB_DIR,
             "--tls-cert", f"{data_dir}/missing.pem", "--tls-key", f"{data_dir}/missing-key.pem"],
            capture_output=True, text=True, timeout=60)
        assert result.returncode == 1
        assert "missing.pem does not exist. Check --tls-cert" in result.stderr


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_display_shows_the_qr_code_on_request_and_it_scans(lan_server, driver, screenshot_dir, scheme):
    emulate(driver, scheme=scheme, size=(1280, 800))
    driver.get(lan_server.url("/display"))
    corner = driver.find_element(By.CSS_SELECTOR, "[data-qr-corner]")
    image = corner.find_element(By.CSS_SELECTOR, ".qr__code")
    assert not image.is_displayed()
    # Closed, the code is not even fetched: a wall screen pays nothing for it.
    assert not driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image)
    corner.find_element(By.CSS_SELECTOR, "summary").click()
    wait_for(driver, lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image),
             "the QR code did not load when asked for")
    link = corner.find_element(By.CSS_SELECTOR, ".qr__link").text
    assert not link.startswith("http://127.")
    shot = screenshot_dir / f"display-devices-display-qr-{scheme}.png"
    driver.save_screenshot(str(shot))
    assert decode_qr(shot) == [link]
    violations = axe_violations(driver)
    assert not violations, describe(violations)
