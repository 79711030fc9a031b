"""Link integrity: on a server holding data of every kind, every page a person can reach (from `/`, the navigation
and each item's detail, edit and delete pages), in English and in Chinese, names only URLs that answer. A URL
counts wherever it is named: href, src, srcset, data-*url* attributes, GET form actions, meta refreshes, inline and
linked CSS url(), the web manifest, the module imports of every script (followed through each imported module), and
the URL fields (`soundURL`, `url`, `href`, …) of the API answers the pages'
scripts read. Each is fetched (same origin, GET); a 4xx or 5xx fails the test and names who referred to it."""

from __future__ import annotations

import re

import pytest

from crawl import crawl, status_of

VERSIONED = re.compile(r"^/static/v/([^/]+)/")

LANGUAGES = {"en": "en-GB,en;q=0.9", "zh-Hans": "zh-Hans,zh;q=0.9"}


def item_pages(ids: dict[str, str]) -> list[str]:
    """Each stocked item's own pages, visited even if no list linked them."""
    return [
        f"/days/{ids['day']}", f"/days/{ids['day']}/edit", f"/days/{ids['day']}/delete",
        f"/days/{ids['past-day']}", f"/categories/{ids['category']}/delete",
        f"/alarms/{ids['tone-alarm']}/edit", f"/alarms/{ids['tone-alarm']}/history",
        f"/alarms/{ids['tone-alarm']}/delete", f"/alarms/{ids['mix-alarm']}/edit",
        f"/noise/mixes/{ids['mix']}/delete", f"/noise/sounds/{ids['sound']}/delete",
        f"/settings/display/{ids['profile']}", f"/settings/display/{ids['profile']}/delete",
        f"/display?profile={ids['profile-name']}", "/display",
        f"/settings/webhooks/{ids['webhook']}", f"/settings/webhooks/{ids['webhook']}/delete",
        f"/settings/holidays/{ids['holidays']}/delete",
    ]


def api_reads(ids: dict[str, str]) -> list[str]:
    """The API answers the pages' scripts read (alarms.js, noise.js, display.js, screens.js, hearth.js)."""
    return ["/api/v1/ringing", "/api/v1/sounds", "/api/v1/noise", "/api/v1/mixes", "/api/v1/alarms",
            "/api/v1/settings", "/api/v1/time", "/api/v1/speaker", "/api/v1/displays", "/api/v1/battery",
            "/api/v1/display-profiles", f"/api/v1/display-profiles/{ids['profile']}/state"]


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_url_the_pages_name_answers(stocked_server, language):
    ids = stocked_server.ids
    seeds = ["/", *item_pages(ids)]
    found = crawl(stocked_server, seeds, LANGUAGES[language], api_reads(ids))

    html_pages = sorted(p for p, page in found.pages.items() if page.content_type.startswith("text/html"))
    broken = []
    for path in sorted(found.referrers):
        page = found.pages.get(path)
        status = page.status if page else status_of(stocked_server, path, LANGUAGES[language])
        if status >= 400:
            who = sorted(found.referrers[path])
            broken.append(f"{path} answered {status}; named by {', '.join(who[:3])}"
                          + (f" and {len(who) - 3} more" if len(who) > 3 else ""))
    print(f"\n{language}: {len(html_pages)} pages visited, {len(found.referrers)} URLs checked")

    # The crawl reached every part of the site: the navigation, each item's pages, the ringing alarms' sounds.
    for seed in item_pages(ids):
        assert seed in html_pages, f"{seed} is not an HTML page"
    for expected in ("/alarms", "/days", "/noise", "/settings", "/settings/display", "/settings/webhooks",
                     "/settings/holidays", "/categories", "/alarms/new", "/days/new"):
        assert expected in html_pages, f"the crawl never reached {expected}"
    lang = 'lang="zh-Hans"' if language == "zh-Hans" else 'lang="en"'
    assert lang in found.pages["/"].body.decode(), f"/ was not answered in {language}"
    assert any("/sounds/" in url for url in found.referrers), "no sound URL was named"
    # The pages' module scripts were read and their imports followed, down to the shared modules they import in turn.
    # Every script and style a page names carries the version in its path (/static/v/<version>/…), so the modules
    # an entry imports by relative URL carry it too: after an upgrade no page mixes an old module with a new one.
    imported = {url for url, who in found.referrers.items() if any(w.endswith(" import") for w in who)}
    versions = {VERSIONED.match(url).group(1) for url in found.referrers if VERSIONED.match(url)}
    assert len(versions) == 1, f"the pages name {len(versions)} asset versions: {sorted(versions)}"
    prefix = f"/static/v/{versions.pop()}/"
    for module in ("js/lib/events.js", "js/lib/sound.js", "js/lib/voice.js",
                   "js/noise/state.js", "js/display/face.js", "js/alarms/overlay.js"):
        assert prefix + module in imported, f"the crawl never followed an import to {prefix + module}"
    unversioned = sorted(url for url in found.referrers
                         if url.startswith("/static/") and url.endswith((".js", ".css")) and not url.startswith(prefix))
    assert not unversioned, f"scripts or styles named without the version: {unversioned[:5]}"
    # The current version is cached for good; the plain URL (and another version) only briefly.
    for path, expected in ((prefix + "js/lib/events.js", "immutable"), ("/static/js/lib/events.js", "max-age=300"),
                           ("/static/v/0/js/lib/events.js", "max-age=300")):
        status, headers, _ = stocked_server.request("GET", path, headers={"Accept": "*/*"})
        assert status == 200, f"{path} answered {status}"
        assert expected in headers["Cache-Control"], f"{path}: Cache-Control {headers['Cache-Control']}"
    assert not broken, f"{len(broken)} of {len(found.referrers)} URLs fail:\n" + "\n".join(broken)
