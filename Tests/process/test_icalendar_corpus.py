"""Hearth's RFC 5545 expansion against the Python library `recurring_ical_events` over a corpus of real calendars.

Each file of Tests/fixtures/icalendar/ (sources and licences in its README.md) is expanded twice for the fixed
window 2024-01-01..2031-01-01 (an occurrence counts when its start's own date is in the window): by
`hearth expand-ics` (the Swift `ICalendar` module) and by `recurring_ical_events`. Every occurrence – event UID,
summary, start, end, and the dates it covers in America/New_York – must agree. A file either side refuses must be
listed below with the reason; none is skipped silently. Part of `make test`.
"""

from __future__ import annotations

import datetime
import json
import os
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

FILES = sorted(CORPUS.rglob("*.ics"))


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
    files = events = occurrences = dates = 0
    for path in FILES:
        name = str(path.relative_to(CORPUS))
        hearth = python = None
        try:
            count, hearth = hearth_occurrences(path)
        except RuntimeError as error:
            refused_by_hearth[name] = str(error)
        try:
            python = python_occurrences(path)
        except Exception as error:  # noqa: BLE001 - every refusal is listed and checked below
            refused_by_python[name] = f"{type(error).__name__}: {error}"
        if hearth is None or python is None:
            continue
        files += 1
        events += count
        occurrences += len(python)
        dates += sum(len(item[4]) for item in python)
        if hearth != python:
            only_hearth = [item for item in hearth if item not in python][:3]
            only_python = [item for item in python if item not in hearth][:3]
            disagreements.append(f"{name}: only Hearth {only_hearth}; only recurring_ical_events {only_python}")
    print(f"\nCompared {files} files, {events} events, {occurrences} occurrences, {dates} covered dates; "
          f"{len(disagreements)} files disagree; Hearth refused {len(refused_by_hearth)}, "
          f"recurring_ical_events refused {len(refused_by_python)}.")
    for name, why in sorted(refused_by_hearth.items()):
        print(f"  Hearth refuses {name}: {why}")
    for name, why in sorted(refused_by_python.items()):
        print(f"  recurring_ical_events refuses {name}: {why}")
    assert disagreements == []
    assert sorted(refused_by_hearth) == sorted(HEARTH_REFUSES), refused_by_hearth
    assert all(HEARTH_REFUSES[name] in why for name, why in refused_by_hearth.items()), refused_by_hearth
    assert sorted(refused_by_python) == sorted(PYTHON_REFUSES), refused_by_python
    assert all(PYTHON_REFUSES[name] in why for name, why in refused_by_python.items()), refused_by_python
    assert occurrences > 1000
