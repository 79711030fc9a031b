"""The request handler the fixture servers share: HTTP/1.1, no request log on stderr, and one way to answer."""

from http.server import BaseHTTPRequestHandler


class FixtureHandler(BaseHTTPRequestHandler):
    """A quiet handler whose `answer` sends a status, a body of `content_type` and extra header fields."""

    protocol_version = "HTTP/1.1"
    content_type = "application/octet-stream"

    def log_message(self, *args):
        pass

    def answer(self, status, body=b"", headers=()):
        self.send_response(status)
        self.send_header("Content-Type", self.content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)
