"""The API's OpenAPI document (docs/openapi.yaml, served as /api/v1/openapi.json): the served JSON is the YAML, it
is a valid OpenAPI 3.1 document (openapi-spec-validator), and schemathesis, run against a live server with the
access code and a throwaway data folder, finds no server error and no answer that breaks the document.

OpenAPIDocumentTests (Swift) checks that the document names every registered /api/v1 route and no other."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from openapi_spec_validator import validate

from hearth_server import REPO, Server

CODE = "openapi-test-code"
# Examples per operation: 64 operations in about a minute on a debug build.
MAX_EXAMPLES = 5


@pytest.fixture(scope="module")
def server():
    # Loopback is not trusted, so every write needs the access code that schemathesis sends.
    server = Server("--access-code", CODE, "--no-trust-loopback")
    yield server
    server.stop()


def source() -> dict:
    return yaml.safe_load((REPO / "docs" / "openapi.yaml").read_text())


def test_served_document_is_the_yaml(server):
    status, served = server.json("GET", "/api/v1/openapi.json")
    assert status == 200
    assert served == source(), "web/static/openapi.json is stale: run `make openapi`"


def test_document_is_valid_openapi_3_1():
    document = source()
    assert document["openapi"].startswith("3.1")
    validate(document)


def test_schemathesis_finds_no_server_error_and_no_answer_that_breaks_the_schema(server, tmp_path):
    base = f"http://127.0.0.1:{server.port}"
    command = [
        str(Path(sys.executable).parent / "schemathesis"), "run", f"{base}/api/v1/openapi.json", "--url", base,
        "--header", f"Authorization: Bearer {CODE}",
        "--checks", "not_a_server_error,status_code_conformance,content_type_conformance,"
                    "response_schema_conformance,response_headers_conformance",
        "--phases", "examples,fuzzing", "--max-examples", str(MAX_EXAMPLES), "--seed", "18",
        "--no-shrink", "--request-timeout", "30", "--workers", "1",
        # A refresh fetches the calendar's URL from the internet, which the suite does not reach, and so does the
        # weather's place search (WeatherAPITests cover it against the fake provider); a restore makes the server
        # start again on a backup (test_backups_api.py covers it), which would cut schemathesis's connection.
        "--exclude-path-regex", "/(refresh|restore|weather/places)$",
        "--report", "junit", "--report-dir", str(tmp_path),
    ]
    # Run in the test's folder: schemathesis keeps a .schemathesis/ cache where it runs.
    result = subprocess.run(command, capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert result.returncode == 0, result.stdout[-12000:] + result.stderr[-4000:] + server.log_text()[-4000:]
    tested = re.search(r"Tested: (\d+)", result.stdout)
    assert tested and int(tested.group(1)) >= 60, result.stdout[-4000:]
    assert server.alive()
