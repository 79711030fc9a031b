"""A calendar host for Hearth's calendar tests: serves the files of a folder over HTTP with `ETag` and
`Last-Modified`, answering `304 Not Modified` to a request whose `If-None-Match` names the file's current ETag.

Argument: the folder (a control folder the test writes files into). Listens on 127.0.0.1 (a free port, printed on
the first line of stdout) and appends one JSON line per request (path, headers) to <folder>/.requests.jsonl. The
file <folder>/.mode says how every file answers (`ok` when absent): ok, down (500), hang (no answer for 30 s),
malformed (a 200 whose body is not an iCalendar file), missing (404).
"""
import email.utils
import hashlib
import json
import os
import sys
import threading
import time
from http.server import ThreadingHTTPServer
from urllib.parse import unquote, urlsplit

from fixture_http import FixtureHandler

FOLDER = sys.argv[1]
LOCK = threading.Lock()
MALFORMED = b"BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:not-a-date\r\nSUMMARY:cut off"


def mode():
    try:
        with open(os.path.join(FOLDER, ".mode"), encoding="utf-8") as file:
            return file.read().strip() or "ok"
    except FileNotFoundError:
        return "ok"


class Handler(FixtureHandler):
    content_type = "text/calendar; charset=utf-8"

    def do_GET(self):
        name = unquote(urlsplit(self.path).path).lstrip("/")
        with LOCK, open(os.path.join(FOLDER, ".requests.jsonl"), "a", encoding="utf-8") as log:
            log.write(json.dumps({"path": "/" + name, "headers": dict(self.headers.items())}) + "\n")
        how = mode()
        if how == "hang":
            time.sleep(30)
            return
        if how == "down":
            return self.answer(500, b"down")
        if how == "malformed":
            return self.answer(200, MALFORMED)
        path = os.path.join(FOLDER, name)
        if how == "missing" or "/" in name or name.startswith(".") or not os.path.isfile(path):
            return self.answer(404, b"no such calendar")
        with open(path, "rb") as file:
            body = file.read()
        etag = '"' + hashlib.sha1(body).hexdigest()[:16] + '"'
        modified = email.utils.formatdate(int(os.path.getmtime(path)), usegmt=True)
        validators = [("ETag", etag), ("Last-Modified", modified)]
        if self.headers.get("If-None-Match") == etag:
            return self.answer(304, b"", validators)
        return self.answer(200, body, validators)


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
