"""The days iCalendar export, read by an outside parser: the Python `icalendar` library (no browser needed)."""

from __future__ import annotations

import datetime
import json

from icalendar import Calendar


def test_the_ics_export_is_read_by_python_icalendar_with_its_categories(server):
    status, _, body = server.request("POST", "/api/v1/categories", {"name": "Family, near", "color": "#E64A19"})
    assert status == 201, body
    family = json.loads(body)["id"]
    status, _, body = server.request("POST", "/api/v1/days", {
        "title": "Mum; \"the best\"", "date": "1960-12-01", "kind": "birthday", "categoryId": family,
        "notes": "Flowers, roses\nline two", "reminders": [{"daysBefore": 7, "time": "09:00"}]})
    assert status == 201, body
    mum = json.loads(body)["id"]
    status, _, body = server.request("POST", "/api/v1/days", {"title": "Rent", "date": "2025-01-31",
                                                               "kind": "custom", "repeat": "monthly"})
    assert status == 201, body
    rent = json.loads(body)["id"]

    status, headers, body = server.request("GET", "/api/v1/export?format=ics")
    assert status == 200
    assert headers["Content-Type"].startswith("text/calendar")

    calendar = Calendar.from_ical(body)
    events = {str(event["UID"]): event for event in calendar.walk("VEVENT")}
    event = events[mum]
    assert str(event["SUMMARY"]) == "Mum; \"the best\""
    assert str(event["DESCRIPTION"]) == "Flowers, roses\nline two"
    assert event.decoded("DTSTART") == datetime.date(1960, 12, 1)
    assert event["RRULE"]["FREQ"] == ["YEARLY"]
    assert [str(name) for name in event["CATEGORIES"].cats] == ["Family, near"]
    assert str(event["X-HEARTH-CATEGORY-COLOR"]) == "#E64A19"
    alarms = event.walk("VALARM")
    assert [alarm.decoded("TRIGGER") for alarm in alarms] == [datetime.timedelta(days=-7, hours=9)]

    monthly = events[rent]
    assert monthly["RRULE"]["FREQ"] == ["MONTHLY"]
    assert monthly["RRULE"]["BYMONTHDAY"] == [28, 29, 30, 31]
    assert "CATEGORIES" not in monthly
