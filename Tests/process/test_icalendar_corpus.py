"""Hearth's RFC 5545 expansion against the Python library `recurring_ical_events` over a corpus of real calendars.

Each file of Tests/fixtures/icalendar/ (sources and licences in its README.md) is expanded twice, by
`hearth expand-ics` (the Swift `ICalendar` module) and by `recurring_ical_events`, for the fixed window
2024-01-01..2031-01-01 and, when the file's earliest event starts before 2024, for that event's whole year too (most
bug-report calendars are from before 2024; without that year they would agree by having nothing to compare). An
occurrence counts when its start's own date is in the window. Every occurrence – event UID,
summary, start, end, and the dates it covers in America/New_York – must agree. A file either side refuses must be
listed below with the reason; none is skipped silently. Part of `make test`.
"""

from __future__ import annotations

import datetime
import json
import os
import re
import subprocess
import zoneinfo
from pathlib import Path

import icalendar
import pytest
import recurring_ical_events

REPO = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("HEARTH_BIN") or str(REPO / ".build" / "debug" / "hearth")
CORPUS = REPO / "Tests" / "fixtures" / "icalendar"
FROM, TO = datetime.date(2024, 1, 1), datetime.date(2031, 1, 1)
HOUSEHOLD = "America/New_York"
UTC = datetime.timezone.utc

# Files Hearth refuses, with why (its error names the line); nothing of such a file is used.
HEARTH_REFUSES: dict[str, str] = {
    # `RDATE:20131210Z`: a date with a `Z` is neither a DATE nor a DATE-TIME (recurring_ical_events refuses it too).
    "ical.js/google_birthday.ics": "line 12: RDATE is not a date",
    # DTEND before DTSTART (recurring_ical_events swaps them; Hearth names the line instead of guessing).
    "recurring-ical-events/end_before_start_event.ics": "line 32: DTEND is before DTSTART",
    "recurring-ical-events/issue_132_swapped_start_and_end.ics": "line 5: DTEND is before DTSTART",
    # `BEGIN:VTODO` closed by `END:VTOOD`: the structure is broken (recurring_ical_events ignores the mismatch).
    "recurring-ical-events/issue_201_test_matrix.ics": "line 11: END:VTOOD does not match the open component",
    # An override for "this and all later instances": not implemented.
    "recurring-ical-events/issue_75_range_parameter.ics": "line 16: RECURRENCE-ID;RANGE=THISANDFUTURE is not supported",
}

# Files recurring_ical_events refuses, with why.
PYTHON_REFUSES: dict[str, str] = {
    "ical.js/google_birthday.ics": "BrokenCalendarProperty",
    # An Exchange export whose RRULE lists days with spaces (`BYDAY=MO, TU, WE`); icalendar's parser rejects it.
    "icalendar-python/issue_165_missing_event.ics": "UNTIL parameter has a bad format",
    # `UNTL=` (a typo): Hearth ignores an unknown rule part, as RFC 5545 asks of unknown extensions.
    "recurring-ical-events/bad_rrule_missing_until_event.ics": "UNTIL parameter is missing",
}

# Files both read but Hearth reads on purpose differently, with why (both break RFC 5545; the windows must differ).
READ_DIFFERENTLY: dict[str, str] = {
    # `DTSTART;VALUE=DATE:20230724` with `DTEND:20230817T000000Z` ("Congés", a holiday): Hearth keeps the whole days
    # 24 July to 16 August; recurring_ical_events turns the start into midnight UTC, the evening of 23 July in
    # New York.
    "recurring-ical-events/issue_201_mixed_datetime_and_date.ics": "a DATE start with a UTC end",
    # A VTIMEZONE named "New Zealand Standard Time" holding CET offsets (+0100, then +1300 from 2020): Hearth reads
    # the Windows name as Pacific/Auckland, as Outlook means it (khal's test of this file asks for Pacific/Auckland);
    # recurring_ical_events follows the contradictory definition.
    "khal/tz_windows_format.ics": "a Windows zone name over a VTIMEZONE that contradicts it",
}

# Files both read that have no event occurrence in any window, with why.
NOTHING_TO_COMPARE: dict[str, str] = {
    "ical.js/blank_line_end.ics": "no VEVENT",
    "ical.js/blank_line_mid.ics": "no VEVENT",
    "recurring-ical-events/issue_97_simple_journal.ics": "a VJOURNAL only",
    "recurring-ical-events/issue_97_simple_todo.ics": "a VTODO only",
    "recurring-ical-events/issue_97_todo_nodtstart.ics": "a VTODO only",
    "recurring-ical-events/no_events.ics": "no VEVENT",
    # `UNTIL=20231001` before `DTSTART;VALUE=DATE:20231002`: both sides make no instance, not even the start.
    "recurring-ical-events/issue_117_until_before_dtstart.ics": "an UNTIL before the start",
}

FILES = sorted(CORPUS.rglob("*.ics"))
EVENT = re.compile(r"^BEGIN:VEVENT$(.*?)^END:VEVENT$", re.MULTILINE | re.DOTALL)
EVENT_START_YEAR = re.compile(r"^DTSTART[^:\n]*:(\d{4})", re.MULTILINE)


def first_event_year(path: Path) -> int | None:
    """The year of the earliest `DTSTART` of the file's events (lines unfolded), or None when it has none."""
    text = path.read_text(encoding="utf-8", errors="replace").replace("\r\n", "\n")
    text = re.sub(r"\n[ \t]", "", text)
    found = [int(year) for event in EVENT.findall(text) for year in EVENT_START_YEAR.findall(event)]
    return min(found) if found else None


def windows(path: Path) -> list[tuple[datetime.date, datetime.date]]:
    """2024-01-01..2031-01-01, and the whole year of the file's earliest event when that is before 2024."""
    year = first_event_year(path)
    earlier = [(datetime.date(year, 1, 1), datetime.date(year + 1, 1, 1))] if year and year < FROM.year else []
    return earlier + [(FROM, TO)]


def written(value: datetime.date) -> str:
    """A date or floating time as written; an aware time as its UTC instant (what `hearth expand-ics` prints)."""
    if isinstance(value, datetime.datetime):
        if value.tzinfo is None:
            return value.strftime("%Y-%m-%dT%H:%M:%S")
        return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    return value.isoformat()


def covered_dates(start: datetime.date, end: datetime.date, zone: datetime.tzinfo) -> list[str]:
    """The household dates an occurrence covers: its end's date left out when the end is at midnight."""

    def wall(value: datetime.date) -> datetime.datetime:
        if isinstance(value, datetime.datetime):
            return value.astimezone(zone).replace(tzinfo=None) if value.tzinfo else value
        return datetime.datetime(value.year, value.month, value.day)

    first, last = wall(start), wall(end)
    last_date = last.date()
    if last.time() == datetime.time(0) and last > first:
        last_date -= datetime.timedelta(days=1)
    days = max(0, (last_date - first.date()).days)
    return [(first.date() + datetime.timedelta(days=offset)).isoformat() for offset in range(days + 1)]


def python_occurrences(path: Path, household: str = HOUSEHOLD, first: datetime.date = FROM,
                       to: datetime.date = TO) -> list[tuple]:
    calendar = icalendar.Calendar.from_ical(path.read_bytes())
    zone = zoneinfo.ZoneInfo(household)
    found = []
    margin = datetime.timedelta(days=40)
    for event in recurring_ical_events.of(calendar).between(first - margin, to + margin):
        if str(event.get("STATUS", "")).upper() == "CANCELLED":
            continue
        start, end = event.start, event.end
        own_date = start.date() if isinstance(start, datetime.datetime) else start
        if not first <= own_date < to:
            continue
        found.append((str(event.get("UID", "")), str(event.get("SUMMARY", "")), written(start), written(end),
                      covered_dates(start, end, zone)))
    return sorted(found)


def hearth_occurrences(path: Path, household: str = HOUSEHOLD, first: datetime.date = FROM,
                       to: datetime.date = TO) -> tuple[int, list[tuple]]:
    result = subprocess.run(
        [BINARY, "expand-ics", str(path), "--from", first.isoformat(), "--to", to.isoformat(),
         "--time-zone", household], capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        raise RuntimeError(result.stderr.strip())
    output = json.loads(result.stdout)
    return output["events"], sorted(
        (o["uid"], o["summary"], o["start"], o["end"], o["dates"]) for o in output["occurrences"])


def test_hearth_expands_the_corpus_as_recurring_ical_events_does():
    assert len(FILES) >= 100, "the corpus is missing"
    refused_by_hearth: dict[str, str] = {}
    refused_by_python: dict[str, str] = {}
    disagreements: list[str] = []
    events: dict[str, int] = {}
    with_occurrences: set[str] = set()
    read_differently: set[str] = set()
    windows_compared = occurrences = dates = 0
    for path in FILES:
        name = str(path.relative_to(CORPUS))
        for first, to in windows(path):
            hearth = python = None
            try:
                count, hearth = hearth_occurrences(path, first=first, to=to)
            except RuntimeError as error:
                refused_by_hearth[name] = str(error)
            try:
                python = python_occurrences(path, first=first, to=to)
            except Exception as error:  # noqa: BLE001 - every refusal is listed and checked below
                refused_by_python[name] = f"{type(error).__name__}: {error}"
            if hearth is None or python is None:
                continue
            windows_compared += 1
            events[name] = count
            occurrences += len(python)
            dates += sum(len(item[4]) for item in python)
            if python:
                with_occurrences.add(name)
            if hearth != python and name in READ_DIFFERENTLY:
                read_differently.add(name)
            elif hearth != python:
                only_hearth = [item for item in hearth if item not in python][:3]
                only_python = [item for item in python if item not in hearth][:3]
                disagreements.append(f"{name} {first}..{to}: only Hearth {only_hearth}; "
                                     f"only recurring_ical_events {only_python}")
    print(f"\nCompared {len(events)} files ({len(with_occurrences)} with occurrences) in {windows_compared} windows, "
          f"{sum(events.values())} events, {occurrences} occurrences, {dates} covered dates; "
          f"{len(disagreements)} windows disagree; Hearth refused {len(refused_by_hearth)}, "
          f"recurring_ical_events refused {len(refused_by_python)}.")
    for name, why in sorted(refused_by_hearth.items()):
        print(f"  Hearth refuses {name}: {why}")
    for name, why in sorted(refused_by_python.items()):
        print(f"  recurring_ical_events refuses {name}: {why}")
    assert disagreements == []
    assert sorted(read_differently) == sorted(READ_DIFFERENTLY), read_differently
    assert sorted(refused_by_hearth) == sorted(HEARTH_REFUSES), refused_by_hearth
    assert all(HEARTH_REFUSES[name] in why for name, why in refused_by_hearth.items()), refused_by_hearth
    assert sorted(refused_by_python) == sorted(PYTHON_REFUSES), refused_by_python
    assert all(PYTHON_REFUSES[name] in why for name, why in refused_by_python.items()), refused_by_python
    assert occurrences > 1000
    # Every file both sides read gives something to compare, but those with no event to expand (listed).
    assert sorted(set(events) - with_occurrences) == sorted(NOTHING_TO_COMPARE), set(events) - with_occurrences
