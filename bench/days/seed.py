#!/usr/bin/env python3
"""Seeds N days into a running Hearth through its API: one JSON backup POSTed to /api/v1/import (all in one
transaction), plus `--one-by-one K` days POSTed to /api/v1/days one request each (timed).

usage: seed.py BASE_URL [N] [--one-by-one K]
"""
import json
import random
import sys
import time
import urllib.request
import uuid

base = sys.argv[1].rstrip("/")
count = int(sys.argv[2]) if len(sys.argv) > 2 and not sys.argv[2].startswith("--") else 10_000
one_by_one = int(sys.argv[sys.argv.index("--one-by-one") + 1]) if "--one-by-one" in sys.argv else 0
rng = random.Random(42)
words = ["Mum", "Trip", "奶奶生日", "Exam", "结婚纪念日", "Quit smoking", "Café opening", "Rent", "张三", "Bins"]
kinds = ["countdown", "countUp", "birthday", "anniversary", "custom"]
icons = ["calendar", "cake", "gift", "heart", "plane", "star", "trophy", "lantern"]


def day(i: int) -> dict:
    lunar = i % 10 == 0
    ordinal = rng.randint(711_000, 746_000)  # 1947 … 2043
    from datetime import date
    d = date.fromordinal(ordinal)
    return {
        "id": str(uuid.UUID(int=rng.getrandbits(128), version=4)), "title": f"{words[i % len(words)]} {i}",
        "date": d.isoformat(), "kind": kinds[i % len(kinds)], "calendar": "chineseLunar" if lunar else "gregorian",
        "repeat": "yearly" if lunar else ["none", "weekly", "monthly", "yearly"][i % 4],
        "notes": f"Some notes about day {i}" if i % 3 == 0 else "", "categoryId": None, "color": None,
        "icon": icons[i % len(icons)], "pinned": i % 997 == 0,
        "reminders": [{"daysBefore": 1, "time": "09:00"}], "includeStartDay": False, "leapDayRule": "feb28",
        "createdAt": f"2026-01-01T00:00:{i % 60:02d}.{i % 1000:03d}Z", "updatedAt": "2026-01-01T00:00:00.000Z",
    }


def post(path: str, body: bytes) -> tuple[int, bytes]:
    request = urllib.request.Request(base + path, data=body, method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=300) as response:
        return response.status, response.read()


days = [day(i) for i in range(count)]
for d in days:
    if d["calendar"] == "chineseLunar":
        d["lunar"] = None  # derived from the date on import
backup = json.dumps({"version": 1, "exportedAt": "2026-01-01T00:00:00.000Z", "categories": [], "days": days},
                    ensure_ascii=False).encode()
started = time.monotonic()
status, reply = post("/api/v1/import?format=json", backup)
elapsed = time.monotonic() - started
if status != 200:
    sys.exit(f"import failed: {status} {reply[:500]!r}")
print(f"seeded {count} days with one POST /api/v1/import ({len(backup) / 1e6:.1f} MB) in {elapsed * 1000:.0f} ms")

if one_by_one:
    started = time.monotonic()
    for i in range(one_by_one):
        body = json.dumps({"title": f"One by one {i}", "date": "2030-01-01"}).encode()
        status, _ = post("/api/v1/days", body)
        assert status == 201, status
    elapsed = time.monotonic() - started
    print(f"POST /api/v1/days one at a time: {one_by_one} in {elapsed:.2f} s "
          f"({elapsed / one_by_one * 1000:.1f} ms each, every one committed with fsync)")
