"""Every calendar of the corpus, over one year, in three households: Hearth's agenda against `recurring_ical_events`.

Each file of Tests/fixtures/icalendar/ (sources and licences in its README.md; Google, iCloud-style, Outlook and
Exchange, Nextcloud/SabreDAV and ownCloud exports among them) is expanded for the calendar year of its first
event (so every file has occurrences to compare, old exports too) and for 2026, with the household in
Europe/Berlin, Asia/Shanghai and America/New_York: by `hearth expand-ics` (the Swift `ICalendar` module) and by
`recurring_ical_events`. Every occurrence – UID, summary, start and end instants, all-day dates as written, and
the dates it covers on the household's clock – must agree. Files either side refuses are those listed in
test_icalendar_corpus.py.
"""

from __future__ import annotations

import datetime
import re
from pathlib import Path

import pytest

from test_icalendar_corpus import (
    CORPUS, FILES, HEARTH_REFUSES, PYTHON_REFUSES, hearth_occurrences, python_occurrences)

HOUSEHOLDS = ("Europe/Berlin", "Asia/Shanghai", "America/New_York")
FIRST_START = re.compile(r"^DTSTART[^:\r\n]*:(\d{4})", re.MULTILINE)


def years(path: Path) -> list[int]:
    """The year of the file's first event start, and 2026."""
    text = path.read_text(encoding="utf-8", errors="replace")
    event = text.find("BEGIN:VEVENT")
    found = FIRST_START.search(text, event) if event >= 0 else None
    own = int(found.group(1)) if found else 2026
    return sorted({max(own, 1971), 2026})


@pytest.mark.parametrize("household", HOUSEHOLDS)
def test_every_calendar_agrees_over_a_year_in_the_household(household: str):
    compared = occurrences = covered = 0
    disagreements: list[str] = []
    for path in FILES:
        name = str(path.relative_to(CORPUS))
        if name in HEARTH_REFUSES or name in PYTHON_REFUSES:
            continue
        for year in years(path):
            first, to = datetime.date(year, 1, 1), datetime.date(year + 1, 1, 1)
            _, hearth = hearth_occurrences(path, household, first, to)
            python = python_occurrences(path, household, first, to)
            compared += 1
            occurrences += len(python)
            covered += sum(len(item[4]) for item in python)
            if hearth != python:
                only_hearth = [item for item in hearth if item not in python][:3]
                only_python = [item for item in python if item not in hearth][:3]
                disagreements.append(f"{name} {year}: only Hearth {only_hearth}; only Python {only_python}")
    print(f"\n{household}: compared {compared} file-years, {occurrences} occurrences, {covered} covered dates; "
          f"{len(disagreements)} disagree.")
    assert disagreements == []
    assert occurrences > 1000
