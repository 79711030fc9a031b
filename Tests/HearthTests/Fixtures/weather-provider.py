"""A fake weather provider for Hearth's weather tests: Open-Meteo's forecast (/v1/forecast) and geocoding
(/v1/search) and MET Norway's Locationforecast (/weatherapi/locationforecast/2.0/complete) on one port.

Arguments: the folder of recorded answers (Tests/fixtures/weather) and a control folder. Listens on 127.0.0.1 (a
free port, printed on the first line of stdout) and appends one JSON line per request (path, query, headers) to
<control>/requests.jsonl. Each provider answers as the file <control>/open-meteo or <control>/met-norway says
(`ok` when absent): ok (the recorded answer, 200), down (500), busy (429 with Retry-After: 600), hang (no answer),
malformed (a body cut off mid-object, 200). MET Norway's ok answer carries the Expires in <control>/met-expires
and a fixed Last-Modified; a request whose If-Modified-Since is that Last-Modified gets 304. A search for
"Nowhere" finds nothing.
"""
import json
import os
import sys
import threading
import time
from http.server import ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from fixture_http import FixtureHandler

FIXTURES = sys.argv[1]
CONTROL = sys.argv[2]
LOCK = threading.Lock()
LAST_MODIFIED = "Thu, 26 Nov 2026 07:00:00 GMT"


def control(name, default=""):
    path = os.path.join(CONTROL, name)
    if not os.path.isfile(path):
        return default
    with open(path, encoding="utf-8") as file:
        return file.read().strip()


def fixture(name):
    with open(os.path.join(FIXTURES, name), "rb") as file:
        return file.read()


class Handler(FixtureHandler):
    content_type = "application/json"

    def do_GET(self):
        url = urlsplit(self.path)
        query = {key: values[0] for key, values in parse_qs(url.query).items()}
        entry = {"path": url.path, "query": query, "headers": dict(self.headers.items())}
        with LOCK, open(os.path.join(CONTROL, "requests.jsonl"), "a", encoding="utf-8") as log:
            log.write(json.dumps(entry) + "\n")
        if url.path == "/v1/search":
            name = "open-meteo-geocoding-none.json" if query.get("name") == "Nowhere" else "open-meteo-geocoding.json"
            return self.answer(200, fixture(name))
        if url.path == "/v1/forecast":
            provider, recorded, extra = "open-meteo", "open-meteo-forecast.json", []
        elif url.path == "/weatherapi/locationforecast/2.0/complete":
            provider, recorded = "met-norway", "met-norway-complete.json"
            extra = [("Last-Modified", LAST_MODIFIED)]
            if control("met-expires"):
                extra.append(("Expires", control("met-expires")))
        else:
            return self.answer(404)
        mode = control(provider, "ok")
        if mode == "hang":
            time.sleep(30)
            return
        if mode == "down":
            return self.answer(500, b'{"error":true,"reason":"down"}')
        if mode == "busy":
            return self.answer(429, b"", [("Retry-After", "600")])
        if mode == "malformed":
            return self.answer(200, fixture("malformed.json"))
        if provider == "met-norway" and self.headers.get("If-Modified-Since") == LAST_MODIFIED:
            return self.answer(304, b"", extra)
        return self.answer(200, fixture(recorded), extra)


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
