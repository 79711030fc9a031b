"""The example programs in Examples/ (one per core module, built with everything else), run as a person would run
them, their output checked with tools outside Swift: Python's datetime, zoneinfo and dateutil for dates and alarms,
the `wave` module and ffprobe for WAV files (one recorded by ALSA's `file` plugin), JSON for the battery and the
weather, the WCAG formula for contrast, zbarimg (after rsvg-convert) for QR codes, recurring_ical_events for
iCalendar, astral for sun times and urllib for the web server. No test reads today's date: each passes
--today/--now."""

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


def wcag_ratio(first: str, second: str) -> float:
    """WCAG 2.x contrast from the specification's formula, for opaque #rrggbb colours."""

    def luminance(hex_colour: str) -> float:
        channels = [int(hex_colour.lstrip("#")[i:i + 2], 16) / 255 for i in (0, 2, 4)]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


@pytest.mark.parametrize("foreground, background", [("#1a1a1a", "#f5f5f5"), ("#777777", "#ffffff"),
                                                    ("#0055aa", "#222222")])
def test_contrast_gives_the_wcag_ratio_and_verdicts(foreground, background):
    result = run("contrast", foreground, background, text=True)
    assert result.returncode == 0, result.stderr
    ratio = wcag_ratio(foreground, background)
    lines = result.stdout.splitlines()
    assert lines[0] == f"ratio {ratio:.2f}:1"
    verdicts = dict(line.rsplit(" ", 1) for line in lines[1:])
    expected = {"AA text": 4.5, "AA large": 3, "AAA text": 7, "AAA large": 4.5}
    assert verdicts == {level: "pass" if ratio >= minimum else "fail" for level, minimum in expected.items()}


def test_contrast_refuses_a_colour_that_is_not_hex():
    result = run("contrast", "#12345g", "#fff", text=True)
    assert result.returncode == 2
    assert "usage" in result.stderr and "#12345g" in result.stderr


@pytest.mark.parametrize("arguments", [
    ["2026-01-31", "--add-months", "1"],
    ["2028-02-29", "--add-months", "12"],
    ["2026-12-30", "--add-days", "5"],
    ["2026-03-31", "--add-months", "-1", "--add-days", "-40"],
])
def test_local_date_moves_a_date_as_dateutil_does(arguments):
    from dateutil.relativedelta import relativedelta

    result = run("local-date", *arguments, text=True)
    assert result.returncode == 0, result.stderr
    options = dict(zip(arguments[1::2], map(int, arguments[2::2])))
    moved = date.fromisoformat(arguments[0]) + relativedelta(months=options.get("--add-months", 0))
    moved += relativedelta(days=options.get("--add-days", 0))
    assert result.stdout.strip() == f"{moved.isoformat()} {moved.strftime('%A')} day {moved.timetuple().tm_yday}"


def test_local_date_counts_the_days_until_another():
    result = run("local-date", "2026-11-26", "--until", "2027-02-17", text=True)
    assert result.returncode == 0, result.stderr
    assert int(result.stdout) == (date(2027, 2, 17) - date(2026, 11, 26)).days


def test_local_date_refuses_a_date_that_does_not_exist():
    result = run("local-date", "2026-02-29", text=True)
    assert result.returncode == 2
    assert "usage" in result.stderr


def zbar(image: Path) -> str:
    # -Sbinary: the symbol's bytes as they are (zbar otherwise guesses a character set for bytes above 127).
    decoded = subprocess.run(["zbarimg", "--quiet", "--raw", "-Sbinary", str(image)], capture_output=True, timeout=60)
    assert decoded.returncode == 0, decoded.stderr
    return decoded.stdout.decode("utf-8")


def test_qr_svg_scans_back_to_the_text(tmp_path):
    text = "http://192.168.1.20:8080/pair?code=Grüße"
    result = run("qr", text, "--svg", "--level", "h")
    assert result.returncode == 0, result.stderr
    (tmp_path / "code.svg").write_bytes(result.stdout)
    subprocess.run(["rsvg-convert", "--width", "600", "-o", str(tmp_path / "code.png"), str(tmp_path / "code.svg")],
                   check=True, timeout=60)
    assert zbar(tmp_path / "code.png") == text


def test_qr_text_scans_back_to_the_text(tmp_path):
    # Each character is two modules, one above the other: a full block both lit, a space both dark.
    text = "Hearth on the kitchen wall"
    result = run("qr", text, text=True)
    assert result.returncode == 0, result.stderr
    halves = {"█": (1, 1), "▀": (1, 0), "▄": (0, 1), " ": (0, 0)}
    lines = result.stdout.splitlines()
    rows = [[halves[c][half] for c in line] for line in lines for half in (0, 1)]
    scale = 8
    pixels = bytearray()
    for row in rows:
        line = bytes(255 if lit else 0 for lit in row for _ in range(scale))
        pixels += line * scale
    image = tmp_path / "code.pgm"
    image.write_bytes(b"P5 %d %d 255\n" % (len(rows[0]) * scale, len(rows) * scale) + bytes(pixels))
    assert zbar(image) == text


def test_qr_refuses_text_too_long_for_a_code():
    result = run("qr", "x" * 3000, text=True)
    assert result.returncode == 2
    assert "usage" in result.stderr and "do not fit" in result.stderr


WEEKLY_IN_BERLIN = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Hearth//examples test//EN
BEGIN:VEVENT
UID:choir@example.org
DTSTAMP:20260101T000000Z
DTSTART;TZID=Europe/Berlin:20260305T193000
DTEND;TZID=Europe/Berlin:20260305T210000
RRULE:FREQ=WEEKLY;BYDAY=TH;COUNT=8
EXDATE;TZID=Europe/Berlin:20260402T193000
SUMMARY:Choir
END:VEVENT
BEGIN:VEVENT
UID:choir@example.org
DTSTAMP:20260101T000000Z
RECURRENCE-ID;TZID=Europe/Berlin:20260409T193000
DTSTART;TZID=Europe/Berlin:20260410T180000
DTEND;TZID=Europe/Berlin:20260410T193000
SUMMARY:Choir (moved)
END:VEVENT
BEGIN:VEVENT
UID:bins@example.org
DTSTAMP:20260101T000000Z
DTSTART;VALUE=DATE:20260115
RRULE:FREQ=MONTHLY;BYMONTHDAY=15;UNTIL=20260615
SUMMARY:Bins
END:VEVENT
BEGIN:VEVENT
UID:call@example.org
DTSTAMP:20260101T000000Z
DTSTART:20260330T060000Z
DURATION:PT30M
RRULE:FREQ=DAILY;COUNT=3
SUMMARY:Call
END:VEVENT
END:VCALENDAR
"""


def expected_instances(path: Path, first: date, end: date, zone: str) -> list[tuple[str, str]]:
    """recurring_ical_events' occurrences whose start's own date is in [first, end), as ics-expand writes them."""
    import icalendar
    import recurring_ical_events

    tz = ZoneInfo(zone)
    found = []
    calendar = icalendar.Calendar.from_ical(path.read_bytes())
    for event in recurring_ical_events.of(calendar).between(first, end + (end - first)):
        start = event.start
        if str(event.get("STATUS", "")).upper() == "CANCELLED":
            continue
        if isinstance(start, datetime):
            own = start.date()
            start = (start.astimezone(tz) if start.tzinfo else start.replace(tzinfo=tz)).isoformat()
        else:
            own, start = start, start.isoformat()
        if first <= own < end:
            found.append((start, str(event.get("SUMMARY", ""))))
    return sorted(found)


@pytest.mark.parametrize("fixture, first, end", [
    ("weekly", date(2026, 1, 1), date(2027, 1, 1)),
    ("Tests/fixtures/icalendar/us-federal-holidays.ics", date(2026, 1, 1), date(2029, 1, 1)),
])
def test_ics_expand_lists_what_recurring_ical_events_finds(tmp_path, fixture, first, end):
    path = tmp_path / "weekly.ics" if fixture == "weekly" else REPO / fixture
    if fixture == "weekly":
        path.write_text(WEEKLY_IN_BERLIN.replace("\n", "\r\n"))
    result = run("ics-expand", str(path), "--from", first.isoformat(), "--to", end.isoformat(),
                 "--tz", "Europe/Berlin", text=True)
    assert result.returncode == 0, result.stderr
    printed = [tuple(line.split("\t")) for line in result.stdout.splitlines()]
    expected = expected_instances(path, first, end, "Europe/Berlin")
    assert len(expected) >= 10
    assert sorted(printed) == expected
    starts = [datetime.fromisoformat(start) if "T" in start else datetime.fromisoformat(start).replace(
        tzinfo=ZoneInfo("Europe/Berlin")) for start, _ in printed]
    assert starts == sorted(starts), "in start order"


def test_ics_expand_refuses_a_missing_range():
    result = run("ics-expand", "Tests/fixtures/icalendar/us-federal-holidays.ics", "--from", "2026-01-01", text=True)
    assert result.returncode == 2
    assert "usage" in result.stderr and "--to" in result.stderr


def test_weather_parse_normalizes_a_saved_open_meteo_answer():
    fixture = REPO / "Tests/fixtures/weather/open-meteo-forecast.json"
    answer = json.loads(fixture.read_text())
    result = run("weather-parse", "open-meteo", str(fixture), "--lat", "52.52", "--lon", "13.405",
                 "--now", "2026-11-26T08:40:00Z", "--tz", "Europe/Berlin", text=True)
    assert result.returncode == 0, result.stderr
    forecast = json.loads(result.stdout)
    utc = ZoneInfo("UTC")

    def instant(text: str) -> float:
        return datetime.fromisoformat(text).timestamp()

    assert forecast["provider"] == "open-meteo" and forecast["units"] == "metric"
    assert forecast["current"]["temperature"] == answer["current"]["temperature_2m"]
    assert instant(forecast["current"]["time"]) == answer["current"]["time"]
    # Today is the daily entry whose date in Berlin is 2026-11-26.
    day = next(i for i, t in enumerate(answer["daily"]["time"])
               if datetime.fromtimestamp(t, ZoneInfo("Europe/Berlin")).date() == date(2026, 11, 26))
    assert forecast["today"]["date"] == "2026-11-26"
    assert forecast["today"]["high"] == answer["daily"]["temperature_2m_max"][day]
    assert instant(forecast["today"]["sunset"]) == answer["daily"]["sunset"][day]
    # The hours start with the one that holds --now, in the answer's order and values.
    now = datetime(2026, 11, 26, 8, 40, tzinfo=utc).timestamp()
    first = next(i for i, t in enumerate(answer["hourly"]["time"]) if t <= now < t + 3600)
    hours = forecast["hours"]
    assert [instant(h["time"]) for h in hours] == answer["hourly"]["time"][first:first + len(hours)]
    assert [h["temperature"] for h in hours] == answer["hourly"]["temperature_2m"][first:first + len(hours)]
    imperial = json.loads(run("weather-parse", "open-meteo", str(fixture), "--lat", "52.52", "--lon", "13.405",
                              "--now", "2026-11-26T08:40:00Z", "--tz", "Europe/Berlin", "--imperial",
                              text=True).stdout)
    fahrenheit = answer["current"]["temperature_2m"] * 9 / 5 + 32
    assert imperial["current"]["temperature"] == pytest.approx(fahrenheit, abs=0.1)


def test_weather_parse_reports_the_providers_error_and_refuses_bad_coordinates():
    error = run("weather-parse", "open-meteo", str(REPO / "Tests/fixtures/weather/open-meteo-error.json"),
                "--lat", "52.52", "--lon", "13.405", "--now", "2026-11-26T08:40:00Z", text=True)
    assert error.returncode == 1
    reason = json.loads((REPO / "Tests/fixtures/weather/open-meteo-error.json").read_text())["reason"]
    assert reason in error.stderr
    bad = run("weather-parse", "open-meteo", str(REPO / "Tests/fixtures/weather/open-meteo-forecast.json"),
              "--lat", "95", "--lon", "13.405", text=True)
    assert bad.returncode == 2
    assert "usage" in bad.stderr and "latitude" in bad.stderr


@pytest.mark.parametrize("now, expected", [
    # Saturday 23:30 in Berlin, the night the clocks go forward: night until 07:00 summer time.
    ("2026-03-28T22:30:00Z", ("night", datetime(2026, 3, 29, 7, 0))),
    # Sunday 07:30 summer time: day until 22:00.
    ("2026-03-29T05:30:00Z", ("day", datetime(2026, 3, 29, 22, 0))),
])
def test_night_mode_between_two_times_follows_the_wall_clock(now, expected):
    result = run("night-mode", "--between", "22:00-07:00", "--now", now, "--tz", "Europe/Berlin", text=True)
    assert result.returncode == 0, result.stderr
    state, _, change = result.stdout.split()
    berlin = ZoneInfo("Europe/Berlin")
    assert state == expected[0]
    assert datetime.fromisoformat(change) == expected[1].replace(tzinfo=berlin)
    assert datetime.fromisoformat(change).utcoffset() == expected[1].replace(tzinfo=berlin).utcoffset()


def test_night_mode_from_sunset_to_sunrise_agrees_with_astral():
    from astral import Observer
    from astral.sun import sun

    berlin = ZoneInfo("Europe/Berlin")
    times = sun(Observer(latitude=52.52, longitude=13.405), date=date(2026, 11, 26), tzinfo=berlin)
    noon = run("night-mode", "--sun", "52.52,13.405", "--now", "2026-11-26T11:00:00Z", "--tz", "Europe/Berlin",
               text=True)
    assert noon.returncode == 0, noon.stderr
    state, _, change = noon.stdout.split()
    assert state == "day"
    assert abs((datetime.fromisoformat(change) - times["sunset"]).total_seconds()) < 120
    evening = run("night-mode", "--sun", "52.52,13.405", "--now", "2026-11-26T20:00:00Z", "--tz", "Europe/Berlin",
                  text=True)
    state, _, change = evening.stdout.split()
    sunrise = sun(Observer(latitude=52.52, longitude=13.405), date=date(2026, 11, 27), tzinfo=berlin)["sunrise"]
    assert state == "night"
    assert abs((datetime.fromisoformat(change) - sunrise).total_seconds()) < 120


def test_night_mode_refuses_a_window_that_is_not_two_times():
    result = run("night-mode", "--between", "22:00-25:00", text=True)
    assert result.returncode == 2
    assert "usage" in result.stderr and "--between" in result.stderr


def test_hello_server_answers_urllib_and_stops_on_sigterm():
    import signal
    import urllib.error
    import urllib.request

    server = subprocess.Popen([str(BUILD / "hello-server"), "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        assert line.startswith("Listening on http://127.0.0.1:"), line + server.stderr.read()
        base = line.split()[-1].rsplit("/hello/", 1)[0]
        with urllib.request.urlopen(f"{base}/hello/Ada%20Lovelace", timeout=10) as answer:
            assert answer.status == 200
            assert answer.headers.get_content_type() == "text/plain"
            assert answer.read().decode() == "Hello, Ada Lovelace!"
        with urllib.request.urlopen(f"{base}/hello.json?name=Grace", timeout=10) as answer:
            assert json.loads(answer.read()) == {"greeting": "Hello, Grace!"}
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(f"{base}/nothing", timeout=10)
        assert missing.value.code == 404
        server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=30) == 0
        assert server.stdout.read().strip() == "Stopped"
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()


def test_hello_server_refuses_a_bad_port():
    result = run("hello-server", "--port", "70000", text=True)
    assert result.returncode == 2
    assert "usage" in result.stderr and "--port" in result.stderr


def test_tone_plays_into_an_alsa_file_device_that_wave_reads(tmp_path):
    recording = tmp_path / "tone.wav"
    asoundrc = tmp_path / "asoundrc"
    asoundrc.write_text(f'pcm.tap {{\n  type file\n  slave.pcm null\n  file "{recording}"\n  format wav\n}}\n')
    result = run("tone", "--device", "tap", "--alsa-config", str(asoundrc), "--seconds", "1.5", "--frequency", "440",
                 text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "played 72000 frames on tap"
    with wave.open(str(recording)) as reader:
        assert (reader.getframerate(), reader.getnchannels(), reader.getsampwidth()) == (48_000, 2, 2)
        assert reader.getnframes() == 72_000
        samples = array.array("h", reader.readframes(reader.getnframes()))
    left, right = samples[0::2], samples[1::2]
    assert left == right
    rising = sum(1 for a, b in zip(left, left[1:]) if a < 0 <= b)
    assert rising == pytest.approx(440 * 1.5, abs=2)  # a 440 Hz tone
    assert max(left) > 10_000


def test_tone_refuses_a_frequency_out_of_range():
    result = run("tone", "--device", "null", "--frequency", "5", text=True)
    assert result.returncode == 2
    assert "usage" in result.stderr and "--frequency" in result.stderr


def test_tone_reports_a_device_that_does_not_exist():
    result = run("tone", "--device", "hearth-no-such-device", "--seconds", "0.5", text=True)
    assert result.returncode == 1
    assert "hearth-no-such-device" in result.stderr
    assert result.stdout == ""


def test_weather_parse_reads_met_norway_into_the_same_shape():
    fixture = REPO / "Tests/fixtures/weather/met-norway-complete.json"
    series = json.loads(fixture.read_text())["properties"]["timeseries"]
    result = run("weather-parse", "met-norway", str(fixture), "--lat", "52.52", "--lon", "13.405",
                 "--now", "2026-11-26T08:40:00Z", "--tz", "Europe/Berlin", text=True)
    assert result.returncode == 0, result.stderr
    forecast = json.loads(result.stdout)
    assert forecast["provider"] == "met-norway" and forecast["today"]["date"] == "2026-11-26"
    # The current weather is the last entry at or before --now.
    now = datetime(2026, 11, 26, 8, 40, tzinfo=ZoneInfo("UTC"))
    current = max((e for e in series if datetime.fromisoformat(e["time"]) <= now),
                  key=lambda e: datetime.fromisoformat(e["time"]))
    assert datetime.fromisoformat(forecast["current"]["time"]) == datetime.fromisoformat(current["time"])
    assert forecast["current"]["temperature"] == current["data"]["instant"]["details"]["air_temperature"]


@pytest.mark.parametrize("program, option", [
    ("days-until", "--today"), ("next-alarm", "--tz"), ("noise", "--seconds"), ("battery", "--sysfs"),
    ("contrast", None), ("local-date", "--until"), ("qr", "--level"), ("ics-expand", "--from"),
    ("weather-parse", "--lat"), ("night-mode", "--between"), ("hello-server", "--port"), ("tone", "--device"),
])
def test_every_example_answers_help_and_names_an_option_left_without_its_value(program, option):
    # Every program reads its command line alike (Examples/ExampleArguments): --help prints the usage and exits 0.
    helped = run(program, "--help", text=True)
    assert helped.returncode == 0, helped.stderr
    assert helped.stdout.startswith(f"usage: {program} ") and helped.stderr == ""
    if option:
        # An option given last, with no value, is a usage error that names it.
        refused = run(program, "x", option, text=True)
        assert refused.returncode == 2 and refused.stdout == ""
        assert f"{program}: {option} needs a value" in refused.stderr and "usage: " in refused.stderr
