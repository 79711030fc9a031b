"""Posting a page's form as a browser would, over plain HTTP: the form's own fields (hidden CSRF token included),
some of them changed, with the page's CSRF cookie and the same Origin. Used to make every form show its errors."""

from __future__ import annotations

import http.cookiejar
import urllib.error
import urllib.parse
import urllib.request
from html.parser import HTMLParser


class _FormParser(HTMLParser):
    """The fields of the first form whose action is `action`, as a browser would send them unchanged."""

    def __init__(self, action: str) -> None:
        super().__init__(convert_charrefs=True)
        self.action = action
        self.inside = False
        self.found = False
        self.fields: list[tuple[str, str]] = []
        self._select: str | None = None
        self._select_value: str | None = None
        self._textarea: str | None = None
        self._text = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "form" and not self.found and values.get("action") == self.action:
            self.inside = self.found = True
        if not self.inside:
            return
        name = values.get("name")
        if tag == "input" and name and "disabled" not in values:
            kind = values.get("type", "text")
            if kind in ("checkbox", "radio"):
                if "checked" in values:
                    self.fields.append((name, values.get("value", "on")))
            elif kind not in ("submit", "button", "file", "image", "reset"):
                self.fields.append((name, values.get("value", "")))
        elif tag == "select" and name:
            self._select, self._select_value = name, None
        elif tag == "option" and self._select is not None:
            if self._select_value is None or "selected" in values:
                self._select_value = values.get("value", "")
        elif tag == "textarea" and name:
            self._textarea, self._text = name, ""

    def handle_data(self, data: str) -> None:
        if self._textarea is not None:
            self._text += data

    def handle_endtag(self, tag: str) -> None:
        if not self.inside:
            return
        if tag == "select" and self._select is not None:
            if self._select_value is not None:
                self.fields.append((self._select, self._select_value))
            self._select = None
        elif tag == "textarea" and self._textarea is not None:
            self.fields.append((self._textarea, self._text))
            self._textarea = None
        elif tag == "form":
            self.inside = False


class FormClient:
    """A browser-like client for one server: keeps cookies, reads forms, posts them."""

    def __init__(self, base_url: str, language: str) -> None:
        self.base_url = base_url
        self.language = language
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))

    def _open(self, request: urllib.request.Request) -> tuple[int, str]:
        try:
            with self.opener.open(request, timeout=15) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode()

    def get(self, path: str) -> tuple[int, str]:
        return self._open(urllib.request.Request(self.base_url + path, headers={
            "Accept": "text/html", "Accept-Language": self.language}))

    def submit(self, page: str, action: str, changes: dict[str, str | list[str]]) -> tuple[int, str]:
        """Opens `page`, fills the form posting to `action` with `changes` (a list sends the name repeatedly),
        posts it and returns the answer (redirects followed)."""
        status, html = self.get(page)
        assert status == 200, f"{page} answered {status}"
        parser = _FormParser(action)
        parser.feed(html)
        assert parser.found, f"{page} has no form posting to {action}"
        fields = [(name, value) for name, value in parser.fields if name not in changes]
        for name, value in changes.items():
            fields.extend((name, one) for one in (value if isinstance(value, list) else [value]))
        body = urllib.parse.urlencode(fields).encode()
        return self._open(urllib.request.Request(self.base_url + action, data=body, method="POST", headers={
            "Accept": "text/html", "Accept-Language": self.language, "Origin": self.base_url,
            "Content-Type": "application/x-www-form-urlencoded"}))
