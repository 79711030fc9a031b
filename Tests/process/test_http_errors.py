"""Every `/api/` error is the JSON envelope, the HTTP layer's early ones included (a bad request target, a body too
large), and a client that sends a too-large body whole reads the 413 instead of a broken pipe."""

from __future__ import annotations

import json
import signal
import socket
import tempfile

import pytest

from test_process import start


@pytest.fixture(scope="module")
def port():
    process, port, _ = start(tempfile.mkdtemp(prefix="hearth-errors-"))
    yield port
    process.send_signal(signal.SIGTERM)
    process.wait(timeout=20)


def raw(port: int, head: bytes, body: bytes = b"") -> tuple[int, dict[str, str], bytes]:
    """Sends the request whole (headers, then the body), then reads the answer, as a simple client does."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as connection:
        connection.sendall(head + body)
        data = b""
        while True:
            piece = connection.recv(65536)
            if not piece:
                break
            data += piece
    header_text, _, payload = data.partition(b"\r\n\r\n")
    lines = header_text.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in lines[1:])}
    return int(lines[0].split()[1]), headers, payload


@pytest.mark.parametrize("target", ["/api/v1/days/%zz", "/api/v1/days?q=%C3", "/api/v1/%2e%2e/settings",
                                    "/api/v1/days/a%00b", "/api/v1/./days"])
def test_a_bad_api_target_is_a_json_error(port, target):
    status, headers, body = raw(port, f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
    assert status == 400
    assert headers["content-type"].startswith("application/json"), headers
    error = json.loads(body)["error"]
    assert error["code"] and error["message"]


def test_a_too_large_body_sent_whole_reads_a_json_413(port):
    body = b"x" * (30 * 1024 * 1024)  # past the 21 MiB limit of every route but the imports (their own, 100 MB)
    head = (f"POST /api/v1/days HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode()
    status, headers, payload = raw(port, head, body)
    assert status == 413
    assert headers["content-type"].startswith("application/json"), headers
    assert json.loads(payload)["error"]["code"] == "content_too_large"
