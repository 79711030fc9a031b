"""Subscribed calendars, end to end: each calendar is served by a local calendar host
(Tests/HearthTests/Fixtures/calendar-server.py, with ETag and Last-Modified), subscribed through
`POST /api/v1/calendars` of a running `hearth serve`, and its expanded events (`GET /api/v1/calendars/{id}/events`)
compared with the Python library `recurring_ical_events` over a whole year, on the household's clock.

Real-world exports (Google, Apple Calendar, Outlook and Exchange, Nextcloud/SabreDAV and ownCloud, Thunderbird;
sources and licences in Tests/fixtures/icalendar/README.md) are compared in Europe/Berlin; the hand-written calendars of
Tests/fixtures/calendars/ (a weekly New York meeting across both DST changes with a moved and a cancelled instance,
all-day events on DST days, 3-day events; README.md there) in Europe/Berlin, Asia/Shanghai and America/New_York.
"""

from __future__ import annotations

import datetime
import shutil
import subprocess
import sys
import tempfile
import zoneinfo
from pathlib import Path

import icalendar
import pytest
import recurring_ical_events

sys.path.insert(0, str(Path(__file__).resolve().parent))
from hearth_server import REPO, Server  # noqa: E402
from test_icalendar_corpus import covered_dates, first_event_year  # noqa: E402

CORPUS = REPO / "Tests" / "fixtures" / "icalendar"
OWN = REPO / "Tests" / "fixtures" / "calendars"
HOST = REPO / "Tests" / "HearthTests" / "Fixtures" / "calendar-server.py"
UTC = datetime.timezone.utc

# Real-world exports, by the program that wrote them (their PRODID).
REAL_WORLD = {
    "Google Calendar": [
        "ical.js/daily_recur.ics", "ical.js/day_long_recur_yearly.ics", "icalendar-python/x_location.ics",
        "recurring-ical-events/daylight_saving_time.ics", "recurring-ical-events/issue_48_dst.ics",
        "recurring-ical-events/issue_62_moved_event.ics", "recurring-ical-events/issue_62_moved_event_2.ics",
        "open-web-calendar/issue-287-links-1.ics", "open-web-calendar/issue-287-links-2.ics",
        "open-web-calendar/single-event-with-x-wr-timezone.ics",
    ],
    # Apple Calendar on macOS 13, iCloud's own client (a Google calendar it shows, exported: all-day events with
    # Apple's "no alarm" `VALARM`, `ACTION:NONE` at 1976-04-01).
    "Apple Calendar": ["open-web-calendar/issue-135-free-busy.ics"],
    "Outlook and Exchange": [
        "recurring-ical-events/Germany.ics", "recurring-ical-events/issue_27_t1.ics",
        "icalendar-python/timezone_same_start.ics", "icalendar-python/issue_836_do_not_quote_tzid.ics",
        # An all-day series whose moved instances are named by date-times (`RECURRENCE-ID;TZID=GMT Standard Time`).
        "recurring-ical-events/issue_28_rrule_with_UTC_endinginZ.ics",
    ],
    "Nextcloud (SabreDAV) and ownCloud": [
        "recurring-ical-events/each_week_but_one_deleted.ics", "recurring-ical-events/three_events_one_edited.ics",
        "recurring-ical-events/one_day_event_repeat_every_day.ics", "recurring-ical-events/duration_edited.ics",
        "open-web-calendar/issue-680-nextcloud.ics",
        # ownCloud 0.7.3: `DTSTART;TZID=Europe/Berlin:…T120000Z` (a zone and a `Z`) and a floating start with a zoned end.
        "khal/event_dt_mixed_awareness.ics",
    ],
    "Thunderbird": ["recurring-ical-events/issue_18_cancel_status.ics",
                    "recurring-ical-events/recurring_events_moved.ics"],
}
OWN_FILES = ["weekly-new-york.ics", "dst-days.ics"]
HOUSEHOLDS = ("Europe/Berlin", "Asia/Shanghai", "America/New_York")


def instant(value: datetime.date, zone: datetime.tzinfo) -> str:
    """A start or end as Hearth's API writes it: the UTC instant (dates and floating times on the household clock)."""
    if not isinstance(value, datetime.datetime):
        value = datetime.datetime(value.year, value.month, value.day)
    if value.tzinfo is None:
        value = value.replace(tzinfo=zone)
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def expected(path: Path, household: str, first: datetime.date, to: datetime.date) -> list[tuple]:
    """recurring_ical_events' occurrences covering the household days first..to (to excluded), cancelled left out."""
    zone = zoneinfo.ZoneInfo(household)
    calendar = icalendar.Calendar.from_ical(path.read_bytes())
    margin = datetime.timedelta(days=40)
    found = []
    for event in recurring_ical_events.of(calendar).between(first - margin, to + margin):
        if str(event.get("STATUS", "")).upper() == "CANCELLED":
            continue
        dates = covered_dates(event.start, event.end, zone)
        if not any(first.isoformat() <= date < to.isoformat() for date in dates):
            continue
        found.append((str(event.get("UID", "")), str(event.get("SUMMARY", "")), instant(event.start, zone),
                      instant(event.end, zone), not isinstance(event.start, datetime.datetime), dates))
    return sorted(found)


def hearth(server: Server, calendar: str, first: datetime.date, to: datetime.date) -> list[tuple]:
    status, answer = server.json("GET", f"/api/v1/calendars/{calendar}/events?from={first}&to={to}")
    assert status == 200, answer
    return sorted((item.get("uid", ""), item["summary"], item["start"], item["end"], item["allDay"], item["dates"])
                  for item in answer["events"])


def years(path: Path) -> list[int]:
    """The year of the file's earliest event start, and 2026."""
    return sorted({max(first_event_year(path) or 2026, 1971), 2026})


class CalendarHost:
    """The calendar host over a folder of its own."""

    def __init__(self, files: list[Path]):
        self.folder = Path(tempfile.mkdtemp(prefix="hearth-calendars-"))
        for path in files:
            shutil.copy(path, self.folder / path.name)
        self.process = subprocess.Popen([sys.executable, str(HOST), str(self.folder)], stdout=subprocess.PIPE,
                                        text=True)
        self.port = int(self.process.stdout.readline())

    def url(self, name: str) -> str:
        return f"http://127.0.0.1:{self.port}/{name}"

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="module")
def host():
    files = [CORPUS / name for names in REAL_WORLD.values() for name in names] + [OWN / name for name in OWN_FILES]
    names = [path.name for path in files]
    assert len(names) == len(set(names)), "two fixtures share a file name"
    running = CalendarHost(files)
    yield running
    running.stop()


def subscribe(server: Server, host: CalendarHost, name: str) -> str:
    status, answer = server.json("POST", "/api/v1/calendars", {"name": name, "colour": "#3366cc",
                                                                "url": host.url(name)})
    assert status == 201, answer
    assert answer["lastSuccess"] and "lastError" not in answer, answer
    return answer["id"]


def compare(server: Server, calendar: str, path: Path, household: str, year_list: list[int]) -> tuple[int, list]:
    occurrences, disagreements = 0, []
    for year in year_list:
        first, to = datetime.date(year, 1, 1), datetime.date(year + 1, 1, 1)
        want, got = expected(path, household, first, to), hearth(server, calendar, first, to)
        occurrences += len(want)
        if want != got:
            disagreements.append(f"{path.name} {year} in {household}: only Hearth "
                                 f"{[item for item in got if item not in want][:3]}; only Python "
                                 f"{[item for item in want if item not in got][:3]}")
    return occurrences, disagreements


def test_real_world_exports_subscribed_over_http_agree_with_recurring_ical_events(host: CalendarHost):
    server = Server("--test-calendars-over-http", "--time-zone", "Europe/Berlin",
                    "--test-clock", "2026-06-01T10:00:00Z")
    try:
        files = occurrences = 0
        disagreements: list[str] = []
        for origin, names in REAL_WORLD.items():
            for name in names:
                path = CORPUS / name
                calendar = subscribe(server, host, path.name)
                count, problems = compare(server, calendar, path, "Europe/Berlin", years(path))
                files += 1
                occurrences += count
                disagreements += problems
        print(f"\nReal-world exports: {files} files ({', '.join(REAL_WORLD)}), {occurrences} occurrences compared; "
              f"{len(disagreements)} disagree.")
        assert disagreements == []
        assert occurrences > 300
    finally:
        server.stop()


@pytest.mark.parametrize("household", HOUSEHOLDS)
def test_a_new_york_meeting_and_dst_days_agree_in_every_household(host: CalendarHost, household: str):
    server = Server("--test-calendars-over-http", "--time-zone", household, "--test-clock", "2026-06-01T10:00:00Z")
    try:
        occurrences, disagreements = 0, []
        for name in OWN_FILES:
            calendar = subscribe(server, host, name)
            count, problems = compare(server, calendar, OWN / name, household, [2026])
            occurrences += count
            disagreements += problems
        print(f"\n{household}: {len(OWN_FILES)} files, {occurrences} occurrences compared; "
              f"{len(disagreements)} disagree.")
        assert disagreements == []
        # The weekly meeting: 52 Tuesdays, less the one taken out (EXDATE) and the one cancelled; one moved.
        meeting = [item for item in expected(OWN / "weekly-new-york.ics", household, datetime.date(2026, 1, 1),
                                             datetime.date(2027, 1, 1))]
        assert len(meeting) == 50
        assert any("moved" in item[1] and item[2] == "2026-03-11T18:00:00Z" for item in meeting)
        assert not any(item[2].startswith("2026-11-03") for item in meeting)
    finally:
        server.stop()
