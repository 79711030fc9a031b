"""A plain HTTP crawler over one Hearth server: the pages a person can reach from `/` and the navigation, and every
URL those pages, their stylesheets, the web manifest, their scripts' module imports (followed through every module)
and the API answers their scripts read name.

Used by test_links.py (each URL must answer) and test_html_validity.py (each page must be valid HTML).
"""

from __future__ import annotations

import json
import re
import urllib.parse
from dataclasses import dataclass, field
from html.parser import HTMLParser

# Attributes that name a URL, besides every data-* attribute whose name says "url".
URL_ATTRIBUTES = {"href", "src", "poster", "action", "formaction", "data"}
# JSON fields that name a URL in the API answers the pages' scripts read.
URL_KEY = re.compile(r"^(soundURL|url|href|src|variants|start_url|[A-Za-z]*(URL|Url|Path))$")
CSS_URL = re.compile(r"""url\(\s*(['"]?)([^'")]+)\1\s*\)|@import\s+(['"])([^'"]+)\3""")
# The module specifiers a script names: `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`.
JS_IMPORT = re.compile(r"""(?:^|[;\s])(?:import|export)\s[^;'"]*?\bfrom\s*(['"])([^'"]+)\1"""
                       r"""|(?:^|[;\s])import\s*(['"])([^'"]+)\3|\bimport\s*\(\s*(['"])([^'"]+)\5\s*\)""",
                       re.MULTILINE)
JS_COMMENT = re.compile(r"/\*.*?\*/|^\s*//.*?$", re.DOTALL | re.MULTILINE)
# Paths that never end (a live stream) or that a GET must not be asked to answer.
NOT_FETCHED = ("/events",)
# Seconds a GET may take: a sound is synthesised on its first request (slow in a debug build on a busy machine).
SLOW = 120


@dataclass
class Page:
    """One page as the crawler saw it."""
    path: str
    status: int
    content_type: str
    body: bytes


class _LinkParser(HTMLParser):
    """Collects every URL an HTML document names, with inline styles and meta refreshes."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.urls: list[tuple[str, str]] = []  # (url, how it was named)
        self.navigable: list[str] = []  # <a href> and GET forms: where a person can go
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        for name, value in values.items():
            if name in URL_ATTRIBUTES or (name.startswith("data-") and "url" in name):
                if name in ("action", "formaction") and values.get("method", "get").lower() != "get":
                    continue  # a POST form's target is not a GET address
                if value:
                    self.urls.append((value, f"<{tag} {name}>"))
            elif name in ("srcset", "imagesrcset"):
                for candidate in value.split(","):
                    if candidate.strip():
                        self.urls.append((candidate.strip().split()[0], f"<{tag} {name}>"))
            elif name == "style":
                self.urls.extend((url, f"<{tag} style>") for url in css_urls(value))
        if tag == "meta" and values.get("http-equiv", "").lower() == "refresh":
            match = re.search(r"url=(.+)$", values.get("content", ""), re.IGNORECASE)
            if match:
                self.urls.append((match.group(1).strip(), "<meta refresh>"))
        if tag == "a" and values.get("href"):
            self.navigable.append(values["href"])
        if tag == "form" and values.get("method", "get").lower() == "get" and values.get("action"):
            self.navigable.append(values["action"])
        self._in_style = tag == "style"

    def handle_endtag(self, tag: str) -> None:
        if tag == "style":
            self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style:
            self.urls.extend((url, "<style>") for url in css_urls(data))


def css_urls(css: str) -> list[str]:
    """Every `url(...)` and `@import` a piece of CSS names (data: URLs left out)."""
    found = []
    for match in CSS_URL.finditer(css):
        url = (match.group(2) or match.group(4) or "").strip()
        if url and not url.startswith("data:"):
            found.append(url)
    return found


def js_imports(script: str) -> list[str]:
    """Every module specifier a script imports (or re-exports from); comments are left out."""
    code = JS_COMMENT.sub("", script)
    return [match.group(2) or match.group(4) or match.group(6) for match in JS_IMPORT.finditer(code)]


def is_script(content_type: str) -> bool:
    return content_type.startswith(("text/javascript", "application/javascript"))


def json_urls(value) -> list[str]:
    """The values of URL-naming fields anywhere in a JSON document."""
    found: list[str] = []

    def walk(node, key: str | None) -> None:
        if isinstance(node, dict):
            for name, child in node.items():
                walk(child, name)
        elif isinstance(node, list):
            for child in node:
                walk(child, key)
        elif isinstance(node, str) and key and URL_KEY.match(key) and node:
            found.append(node)

    walk(value, None)
    return found


@dataclass
class Crawl:
    """What a crawl found: each page's answer and, for each URL named anywhere, who named it."""
    base_url: str
    pages: dict[str, Page] = field(default_factory=dict)
    referrers: dict[str, set[str]] = field(default_factory=dict)

    def local_path(self, url: str, relative_to: str) -> str | None:
        """`url` as a same-origin path with query (None for another origin, mailto:, javascript:, data:)."""
        absolute = urllib.parse.urljoin(self.base_url + relative_to, url.strip())
        parts = urllib.parse.urlsplit(absolute)
        if parts.scheme not in ("http", "https") or f"{parts.scheme}://{parts.netloc}" != self.base_url:
            return None
        return parts.path + (f"?{parts.query}" if parts.query else "")

    def note(self, url: str, relative_to: str, referrer: str) -> str | None:
        path = self.local_path(url, relative_to)
        if path is not None and not path.startswith(NOT_FETCHED):
            self.referrers.setdefault(path, set()).add(referrer)
        return path


def crawl(server, seeds: list[str], language: str, api_reads: list[str], pages_only: bool = False) -> Crawl:
    """Visits every page reachable from `seeds` (same origin, GET), in `language` (Accept-Language), then (unless
    `pages_only`) reads each stylesheet, the manifest and `api_reads`, and notes every URL any of them names."""
    result = Crawl(server.base_url)
    headers = {"Accept": "text/html,*/*;q=0.8", "Accept-Language": language}
    queue = list(seeds)
    for seed in seeds:
        result.referrers.setdefault(seed, set()).add("(seed)")
    while queue:
        path = queue.pop(0)
        if path in result.pages:
            continue
        status, answer_headers, body = server.request("GET", path, headers=headers)
        content_type = answer_headers.get("Content-Type", "")
        result.pages[path] = Page(path, status, content_type, body)
        if not content_type.startswith("text/html"):
            continue
        parser = _LinkParser()
        parser.feed(body.decode("utf-8", "replace"))
        for url, how in parser.urls:
            result.note(url, path, f"{path} {how}")
        for url in parser.navigable:
            target = result.local_path(url, path)
            if target and not target.startswith(NOT_FETCHED) and target not in result.pages:
                queue.append(target)
    if pages_only:
        return result

    # Stylesheets, scripts and the manifest that the pages link, each module the scripts import (and the modules
    # those import, until none is new), and the API answers the scripts read.
    while True:
        unread = [path for path in sorted(result.referrers) if path not in result.pages]
        if not unread:
            break
        for path in unread:
            status, answer_headers, body = server.request("GET", path, headers={"Accept": "*/*",
                                                                                "Accept-Language": language},
                                                          timeout=SLOW)
            page = Page(path, status, answer_headers.get("Content-Type", ""), body)
            result.pages[path] = page
            if status == 200 and is_script(page.content_type):
                for url in js_imports(body.decode("utf-8", "replace")):
                    result.note(url, path, f"{path} import")
    for path, page in list(result.pages.items()):
        if page.status == 200 and page.content_type.startswith("text/css"):
            for url in css_urls(page.body.decode("utf-8", "replace")):
                result.note(url, path, f"{path} url()")
        elif page.status == 200 and "json" in page.content_type:
            for url in json_urls(json.loads(page.body)):
                result.note(url, path, f"{path} JSON")
    for path in api_reads:
        status, _, body = server.request("GET", path, headers={"Accept-Language": language})
        assert status == 200, f"the API read {path} answered {status}: {body[:200]!r}"
        for url in json_urls(json.loads(body)):
            result.note(url, path, f"{path} JSON")
    return result


def status_of(server, path: str, language: str) -> int:
    """The status a GET of `path` gets (the body is read and dropped)."""
    status, _, _ = server.request("GET", path, headers={"Accept": "*/*", "Accept-Language": language}, timeout=SLOW)
    return status
