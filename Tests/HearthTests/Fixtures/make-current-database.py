#!/usr/bin/env python3
"""Makes a database with a row in every table, through a Hearth binary's own API and forms.

    python3 make-current-database.py /path/to/hearth OUT.sqlite

Starts `hearth serve` on a free loopback port with a moved clock (`--test-clock`), an access code and the shipped
web folder, fills every table (settings, a login session, a category, days with reminders, a delivered and a held
reminder, a calendar-feed token, an alarm that rang, was snoozed and dismissed, the alarm settings and board, a display
profile, a holiday calendar, quiet hours, a webhook and its queued delivery, a mix, an uploaded sound, the noise
player), stops it with SIGTERM and copies hearth.sqlite (with its write-ahead log) to OUT. StorageMigrationTests opens a copy of the result.
"""
import http.client
import json
import os
import re
import shutil
import signal
import socket
import sqlite3
import struct
import subprocess
import sys
import tempfile
import time
import urllib.parse

BINARY, OUT = sys.argv[1], sys.argv[2]
WEB = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "web")
CODE = "2468-1357"
START = "2026-06-05T21:59:50Z"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


PORT = free_port()
ORIGIN = f"http://127.0.0.1:{PORT}"


def send(method, path, body=None, headers=None, json_body=None):
    headers = dict(headers or {})
    headers.setdefault("Authorization", f"Bearer {CODE}")
    if json_body is not None:
        body = json.dumps(json_body).encode()
        headers["Content-Type"] = "application/json"
    connection = http.client.HTTPConnection("127.0.0.1", PORT, timeout=30)
    connection.request(method, path, body=body, headers=headers)
    reply = connection.getresponse()
    data = reply.read()
    connection.close()
    return reply.status, data, reply


def expect(status, expected, what, data=b""):
    if status not in expected:
        sys.exit(f"{what}: HTTP {status} {data[:300]!r}")


def api(method, path, payload, expected=(200, 201, 204)):
    status, data, _ = send(method, path, json_body=payload)
    expect(status, expected, f"{method} {path}", data)
    return json.loads(data) if data else None


def set_clock(instant):
    api("PUT", "/api/v1/test/clock", {"now": instant})


def wav(seconds=1.0, rate=48_000):
    frames = int(seconds * rate)
    samples = b"".join(struct.pack("<h", int(8_000 * ((i // 40) % 2 * 2 - 1))) for i in range(frames))
    header = b"RIFF" + struct.pack("<I", 36 + len(samples)) + b"WAVEfmt " + struct.pack(
        "<IHHIIHH", 16, 1, 1, rate, rate * 2, 2, 16) + b"data" + struct.pack("<I", len(samples))
    return header + samples


def wait_for(check, what, seconds=30):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.2)
    sys.exit(f"timed out: {what}")


data_dir = tempfile.mkdtemp(prefix="hearth-fixture-")
server = subprocess.Popen(
    [BINARY, "serve", "--host", "127.0.0.1", "--port", str(PORT), "--data-dir", data_dir, "--web-dir", WEB,
     "--time-zone", "UTC", "--access-code", CODE, "--no-trust-loopback", "--test-clock", START,
     "--alarm-check-seconds", "1"],
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
def up():
    try:
        return send("GET", "/healthz")[0] == 200
    except OSError:
        return False


try:
    wait_for(up, "the server to start")
    # Settings, a category and days (a countdown with two reminders, a lunar birthday, one reminded soon).
    api("PUT", "/api/v1/settings", {"theme": "dark", "contrast": "increased", "language": "zh-Hans"})
    family = api("POST", "/api/v1/categories", {"name": "Family", "color": "#E4572E"})
    api("POST", "/api/v1/days", {
        "title": "Trip to Kyoto", "date": "2026-09-01", "kind": "countdown", "categoryId": family["id"],
        "pinned": True, "color": "#3366FF", "reminders": [{"daysBefore": 1, "time": "09:00"}, {"daysBefore": 7, "time": "18:30"}]})
    api("POST", "/api/v1/days", {
        "title": "妈妈生日", "date": "1960-05-20", "kind": "birthday", "calendar": "chineseLunar",
        "lunar": {"month": 4, "day": 5}})
    # Alarms: one rings and is dismissed (firing, history, board), the settings, a webhook whose delivery queues.
    api("PUT", "/api/v1/alarm-settings", {"speakerRinging": "backstop"})
    api("POST", "/api/v1/webhooks", {
        "name": "Lights", "url": "http://127.0.0.1:9/hook", "events": ["alarm.ring", "alarm.dismiss"],
        "prealarmMinutes": 10, "enabled": True})
    alarm = api("POST", "/api/v1/alarms", {
        "time": "22:00", "label": "Night", "repeatDays": ["fri"], "volume": 70, "fadeInSeconds": 20})
    # Quiet hours 23:00-07:00: the 00:00 reminder is held, the 07:00 one is not yet due.
    api("PUT", "/api/v1/quiet-hours", {"enabled": True, "start": "23:00", "end": "07:00"})
    set_clock("2026-06-05T21:59:58Z")
    wait_for(lambda: any(r["alarmId"] == alarm["id"] for r in api("GET", "/api/v1/ringing", None)),
             "the alarm to ring")
    api("POST", f"/api/v1/alarms/{alarm['id']}/snooze", {"minutes": 5})
    api("POST", f"/api/v1/alarms/{alarm['id']}/dismiss", {})
    set_clock("2026-06-05T23:59:58Z")
    # Made now, so the reminders' loop looks again: "Soon" fires at 00:00 inside quiet hours (delivered, held).
    api("POST", "/api/v1/days", {
        "title": "Soon", "date": "2026-06-06", "kind": "countdown", "reminders": [{"daysBefore": 0, "time": "00:00"}]})
    wait_for(lambda: api("GET", "/api/v1/quiet-hours", None).get("heldReminders") == 1, "the reminder to be held")
    # A display profile, a holiday calendar from a file, a mix, an uploaded sound, the player.
    api("POST", "/api/v1/display-profiles", {"name": "kitchen"})
    ics = "\r\n".join([
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hearth//Fixture//EN", "BEGIN:VEVENT", "UID:day-off@fixture",
        "DTSTART;VALUE=DATE:20261224", "SUMMARY:Day off", "END:VEVENT", "END:VCALENDAR", ""])
    api("POST", "/api/v1/holiday-calendars", {"ics": ics, "id": "family-days", "name": "Family days"})
    mix = api("POST", "/api/v1/mixes", {
        "name": "Wake mix", "mix": [{"sound": "white-noise", "volume": 60}, {"sound": "pink-noise", "volume": 40}],
        "volume": 70})
    status, data, _ = send("POST", "/api/v1/sounds?name=Hum", body=wav(), headers={"Content-Type": "audio/wav"})
    expect(status, (200, 201), "upload", data)
    api("PUT", "/api/v1/noise", {"sound": "brown-noise", "volume": 55, "sleepTimerMinutes": 30, "fadeOutSeconds": 90})
    # A login session and a calendar-feed token, through the forms.
    status, data, reply = send("GET", "/login", headers={"Authorization": ""})
    cookie = re.search(r"hearth_csrf=([^;]+)", reply.getheader("Set-Cookie") or "").group(1)
    form = {"Content-Type": "application/x-www-form-urlencoded", "Origin": ORIGIN, "Authorization": "",
            "Cookie": f"hearth_csrf={cookie}"}
    body = urllib.parse.urlencode({"_csrf": cookie, "next": "/", "code": CODE}).encode()
    status, data, reply = send("POST", "/login", body=body, headers=dict(form, **{"User-Agent": "curl/8.5.0"}))
    expect(status, (302, 303), "login", data)
    session = re.search(r"(hearth_session=[^;]+)", reply.getheader("Set-Cookie") or "").group(1)
    form["Cookie"] += "; " + session
    body = urllib.parse.urlencode({"_csrf": cookie, "action": "create"}).encode()
    status, data, _ = send("POST", "/settings/calendar-feed", body=body, headers=form)
    expect(status, (302, 303), "calendar feed", data)
finally:
    server.send_signal(signal.SIGTERM)
    server.wait(timeout=30)
source = sqlite3.connect(os.path.join(data_dir, "hearth.sqlite"))
target = sqlite3.connect(OUT)
source.backup(target)  # the write-ahead log included, as one file
target.execute("PRAGMA journal_mode=DELETE")
target.close()
source.close()
shutil.rmtree(data_dir)
print(OUT)
