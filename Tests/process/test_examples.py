"""The example programs in Examples/ (one per core module, built with everything else), run as a person would run
them, their output checked with tools outside Swift: Python's datetime and zoneinfo for dates and alarms, the
`wave` module and ffprobe for the WAV, JSON for the battery. No test reads today's date: each passes --today/--now."""

from __future__ import annotations

import array
import json
import shutil
import subprocess
import wave
from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from hearth_server import BINARY, REPO

BUILD = Path(BINARY).parent


def run(program: str, *args: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([str(BUILD / program), *args], capture_output=True, timeout=120, cwd=REPO, **kwargs)


def test_days_until_counts_the_days_to_a_gregorian_date():
    result = run("days-until", "2027-02-17", "--today", "2026-11-26", text=True)
    assert result.returncode == 0, result.stderr
    days = (date(2027, 2, 17) - date(2026, 11, 26)).days
    assert result.stdout.strip() == f"{days} days until 2027-02-17"


def test_days_until_lunar_recurs_on_the_lunar_month_and_day():
    # 2027-02-17 is the 12th day of the first lunar month (Chinese New Year 2027 is 2027-02-06); in 2028 the
    # new year falls on 2028-01-26, so the 12th day is 2028-02-06.
    result = run("days-until", "2027-02-17", "--lunar", "--today", "2027-03-01", text=True)
    assert result.returncode == 0, result.stderr
    days = (date(2028, 2, 6) - date(2027, 3, 1)).days
    assert result.stdout.startswith(f"{days} days until 2028-02-06 (lunar 1/12 "), result.stdout


def test_days_until_refuses_a_bad_date():
    result = run("days-until", "2027-02-30", "--today", "2026-11-26", text=True)
    assert result.returncode == 2
    assert "usage" in result.stderr


@pytest.mark.parametrize("now, expected", [
    # Friday noon: the next weekday ring is Monday, after the spring change to summer time (+02:00).
    ("2026-03-27T12:00:00Z", datetime(2026, 3, 30, 7, 30)),
    # Friday 06:00 in Berlin: today's ring is still ahead, on winter time (+01:00).
    ("2026-03-27T05:00:00Z", datetime(2026, 3, 27, 7, 30)),
])
def test_next_alarm_rings_on_the_next_weekday_in_the_zone(now, expected):
    result = run("next-alarm", "07:30", "--days", "mon-fri", "--tz", "Europe/Berlin", "--now", now, text=True)
    assert result.returncode == 0, result.stderr
    rings = datetime.fromisoformat(result.stdout.strip())
    berlin = ZoneInfo("Europe/Berlin")
    assert rings == expected.replace(tzinfo=berlin)
    assert rings.utcoffset() == expected.replace(tzinfo=berlin).utcoffset()


def test_noise_writes_a_wav_that_outside_tools_read(tmp_path):
    result = run("noise", "pink", "--seconds", "2")
    assert result.returncode == 0, result.stderr
    path = tmp_path / "pink.wav"
    path.write_bytes(result.stdout)
    with wave.open(str(path)) as reader:
        assert (reader.getframerate(), reader.getnchannels(), reader.getsampwidth()) == (48_000, 2, 2)
        assert reader.getnframes() == 96_000
        samples = array.array("h", reader.readframes(reader.getnframes()))
    assert max(abs(sample) for sample in samples) > 1000  # sound, not silence
    if shutil.which("ffprobe"):
        probe = subprocess.run(
            ["ffprobe", "-v", "error", "-show_entries", "stream=codec_name,sample_rate,channels:format=duration",
             "-of", "json", str(path)], capture_output=True, text=True, check=True)
        info = json.loads(probe.stdout)
        assert info["streams"][0]["codec_name"] == "pcm_s16le"
        assert float(info["format"]["duration"]) == pytest.approx(2.0, abs=0.01)


def test_noise_refuses_an_unknown_colour():
    result = run("noise", "purple", text=True)
    assert result.returncode == 2
    assert result.stdout == ""


def supply(root: Path, name: str, attributes: dict[str, str]) -> None:
    (root / name).mkdir(parents=True)
    for key, value in attributes.items():
        (root / name / key).write_text(value + "\n")


def test_battery_reads_a_sysfs_folder(tmp_path):
    supply(tmp_path, "AC", {"type": "Mains", "online": "0"})
    supply(tmp_path, "BAT0", {"type": "Battery", "status": "Discharging", "capacity": "42", "present": "1"})
    result = run("battery", "--sysfs", str(tmp_path), text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "42 % discharging, yellow band"
    state = json.loads(run("battery", "--sysfs", str(tmp_path), "--json", text=True).stdout)
    assert state == {"band": "yellow", "charging": False, "level": 42, "pluggedIn": False, "status": "discharging"}


def test_battery_says_when_there_is_none(tmp_path):
    supply(tmp_path, "AC", {"type": "Mains", "online": "1"})
    result = run("battery", "--sysfs", str(tmp_path), text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "no battery"
