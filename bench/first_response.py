#!/usr/bin/env python3
"""Starts a server and times it to its first 200: `first_response.py PORT PATH TIMEOUT_S LOG -- COMMAND...`.

Prints "PID ELAPSED_MS" and exits, leaving the server running. The clock starts just before the process is
spawned and stops when a GET of PATH on 127.0.0.1:PORT answers 200; polling is a socket every 0.5 ms from
this one process (a curl per try would add its own few milliseconds of process start to every figure).
"""
import socket
import subprocess
import sys
import time


def answers(port: int, path: str) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1) as connection:
            connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
            return connection.recv(16).startswith(b"HTTP/1.1 200")
    except OSError:
        return False


def main() -> int:
    separator = sys.argv.index("--")
    port, path, timeout, log = int(sys.argv[1]), sys.argv[2], float(sys.argv[3]), sys.argv[4]
    command = sys.argv[separator + 1:]
    with open(log, "ab") as output:
        started = time.monotonic()
        server = subprocess.Popen(command, stdout=output, stderr=output)
    deadline = started + timeout
    while not answers(port, path):
        if server.poll() is not None or time.monotonic() > deadline:
            print(f"{server.pid} -1")
            return 1
        time.sleep(0.0005)
    print(f"{server.pid} {(time.monotonic() - started) * 1000:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
