"""A tiny HTTP receiver for Hearth's webhook and holiday-calendar tests.

Listens on 127.0.0.1 (a free port, printed on the first line of stdout) and appends one JSON line per request
to the log file given as the first argument: method, path, headers, body. The path picks the answer:
/ok → 204, /fail → 500, /hang → never answers (sleeps), /late → 204 only once the file `release` appears in the
folder given as the second argument (or after two minutes), /files/<name> → 200 with the file <name> of that folder
(404 when absent).
"""
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOG = sys.argv[1]
FILES = sys.argv[2] if len(sys.argv) > 2 else "."
LOCK = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def record(self, body):
        entry = {"method": self.command, "path": self.path, "headers": dict(self.headers.items()),
                 "body": body.decode("utf-8", "replace"), "at": time.time()}
        with LOCK, open(LOG, "a", encoding="utf-8") as log:
            log.write(json.dumps(entry) + "\n")

    def answer(self, status, body=b""):
        self.send_response(status)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        self.record(b"")
        if self.path.startswith("/files/"):
            path = os.path.join(FILES, os.path.basename(self.path))
            if os.path.isfile(path):
                with open(path, "rb") as file:
                    return self.answer(200, file.read())
            return self.answer(404)
        return self.answer(404)

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        self.record(body)
        if self.path.startswith("/hang"):
            time.sleep(120)
            return
        if self.path.startswith("/late"):
            release = os.path.join(FILES, "release")
            deadline = time.monotonic() + 120
            while not os.path.exists(release) and time.monotonic() < deadline:
                time.sleep(0.05)
        self.answer(500 if self.path.startswith("/fail") else 204)


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
