#!/usr/bin/env python3
"""Writes the seed corpora in Fuzz/Corpus/<target>/ from the repository's fixtures and the issue's hostile inputs.

Run from anywhere: `python3 Fuzz/make-corpus.py`. Files are named for what they hold; libFuzzer adds its own
(hash-named) entries when `make fuzz` runs with FUZZ_MERGE=1, which are kept only if reviewed and committed.
"""
import math
import pathlib
import struct

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "Fuzz" / "Corpus"


def put(target, name, data):
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data if isinstance(data, bytes) else data.encode())


def copy(target, path, name=None, prefix=b""):
    put(target, name or path.name, prefix + path.read_bytes())


# --- HTTP: request targets, cookies, forms -------------------------------------------------------------------------

TARGETS = {
    "root": b"/",
    "query": b"/api/days?sort=date&limit=10&category=work",
    "plus-and-percent": b"/days?q=a+b%20c%2Bd",
    "dot-segments": b"/a/./b/../../c/..",
    "encoded-dot-segments": b"/%2e%2e/%2E%2e/etc/passwd",
    "double-slashes": b"//a///b//",
    "invalid-utf8-path": b"/\xc3\x28/\xff\xfe",
    "invalid-utf8-encoded": b"/%c3%28?x=%ff",
    "control-characters": b"/a\x01b\x7f?c=\x00d",
    "encoded-nul": b"/a%00b?x=%00",
    "malformed-percent": b"/%?a=%&b=%z&c=%4",
    "malformed-query": b"/?=&&=&a==b&&&;;",
    "fragment": b"/a#frag?x=1",
    "absolute-form": b"http://hearth.local:8080/days?x=1",
    "absolute-no-path": b"https://hearth.local",
    "not-a-path": b"*",
}
for name, data in TARGETS.items():
    put("fuzz-request-target", name, data)

COOKIES = {
    "session": "hearth_session=0123456789abcdef; hearth_csrf=xyz",
    "quoted": 'a="quoted value"; b=; =c; d',
    "several-headers": "a=1\nb=2; a=3\n",
    "spaces": "  a = 1 ;  ; b=2 ",
}
for name, data in COOKIES.items():
    put("fuzz-cookies", name, data)
put("fuzz-cookies", "invalid-utf8", b"a=\xff\xfe; b=\xc3\x28")

put("fuzz-forms", "urlencoded", "application/x-www-form-urlencoded\ntitle=Mum%27s+birthday&date=2026-06-06&pinned=on")
put("fuzz-forms", "urlencoded-malformed", "application/x-www-form-urlencoded; charset=utf-8\na=%&=b&&c=%zz&d")
put("fuzz-forms", "urlencoded-invalid-utf8", b"application/x-www-form-urlencoded\na=%ff%fe&b=\xc3\x28")
MULTIPART = (
    b"multipart/form-data; boundary=XyZ\n"
    b"--XyZ\r\nContent-Disposition: form-data; name=\"soundName\"\r\n\r\nRain\r\n"
    b"--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"rain.wav\"\r\n"
    b"Content-Type: audio/wav\r\n\r\nRIFF....WAVE\r\n--XyZ--\r\n"
)
put("fuzz-forms", "multipart", MULTIPART)
put("fuzz-forms", "multipart-quoted-boundary", MULTIPART.replace(b"boundary=XyZ", b'boundary="XyZ"', 1))
put("fuzz-forms", "multipart-unterminated", MULTIPART[: len(MULTIPART) // 2])
put("fuzz-forms", "multipart-no-boundary", b"multipart/form-data\n--\r\n\r\n--")

# --- JSON bodies: byte 0 picks the type (see Sources/fuzz-json/main.swift) -----------------------------------------

DAY = (
    '{"title":"Mum\'s birthday","date":"2026-06-06","kind":"birthday","calendar":"gregorian","repeat":"yearly",'
    '"notes":"","categoryId":null,"pinned":true,"reminders":[{"daysBefore":1,"time":"09:00"}],"icon":"cake"}'
)
JSON = [
    ("day-draft", 0, DAY),
    ("day-draft-lunar", 0, '{"title":"奶奶","date":"2020-06-06","calendar":"chineseLunar",'
     '"lunar":{"month":4,"day":15,"isLeapMonth":true},"repeat":"yearly"}'),
    ("day-draft-nul", 0, '{"title":"a\\u0000b","date":"2026-02-29","notes":"\\u0000"}'),
    ("day", 1, '{"id":"5f1d7a52-8c1e-4a53-b0c4-1f2e3d4c5b01",' + DAY[1:-1]
     + ',"createdAt":"2025-11-22T01:00:00.000Z","updatedAt":"2025-11-22T01:00:00.000Z"}'),
    ("category", 2, '{"id":"0b0a6c4e-2b1f-4d8e-9a39-5d0e8f0c1a01","name":"Family","color":"#E4572E","sortOrder":0}'),
    ("category-nul", 2, '{"id":"0b0a6c4e-2b1f-4d8e-9a39-5d0e8f0c1a01","name":"\\u0000","color":"#zzz","sortOrder":-1}'),
    ("reminders", 3, '[{"daysBefore":0,"time":"08:30"},{"daysBefore":365,"time":"23:59"}]'),
    ("alarm", 4, '{"id":"6f1c2b3a-0000-4000-8000-000000000001","time":"07:00","label":"上班","note":null,'
     '"repeatDays":["mon","tue"],"enabled":true,"sound":"classic-bell","volume":70,"fadeInSeconds":60}'),
    ("alarm-nul", 4, '{"time":"25:61","label":"\\u0000\\u0000","repeatDays":["xyz"],"volume":1e309}'),
    ("alarm-board", 5, '{"alarms":[],"skips":[]}'),
    ("mix", 7, '{"mix":[{"sound":"rain-heavy","volume":80},{"sound":"fireplace","volume":40}],"volume":70}'),
    ("mix-preset", 8, '{"id":"p1","name":"Night","mix":{"mix":[{"sound":"rain-heavy","volume":80}],"volume":70}}'),
    ("noise-change", 9, '{"sounds":["rain-heavy"],"volume":50,"timerMinutes":30,"name":"a\\u0000"}'),
    ("display-style", 10, '{"clockFace":"digital","nightMode":{"start":"22:00","end":"07:00"},"brightness":0.5}'),
    ("appearance", 11, '{"theme":"dark","contrast":"more"}'),
    ("battery-report", 12, '{"level":0.5,"charging":true,"chargingTime":1200,"dischargingTime":null}'),
    ("battery-state", 13, '{"level":0.5,"charging":false}'),
    ("deep-nesting", 9, "[" * 2000 + "]" * 2000),
    ("raw-nul", 0, '{"title":"a\x00b","date":"2026-01-01"}'),
]
for name, selector, body in JSON:
    put("fuzz-json", name, bytes([selector]) + body.encode())
copy("fuzz-json", ROOT / "Tests/AlarmKitCoreTests/Fixtures/alarms-v1.json", "alarm-archive", bytes([6]))
copy("fuzz-json", ROOT / "Tests/DaysCoreTests/Fixtures/backup-v1.json", "backup-as-day", bytes([1]))

# --- days imports and holidays ------------------------------------------------------------------------------------

COLUMNS = ("id,title,date,kind,calendar,lunarMonth,lunarDay,lunarLeapMonth,repeat,notes,categoryId,color,icon,pinned,"
           "reminders,includeStartDay,leapDayRule,createdAt,updatedAt")
put("fuzz-days-csv", "export", COLUMNS + "\r\n"
    ",Mum,2026-06-06,birthday,gregorian,,,,yearly,\"two\r\nlines, \"\"quoted\"\"\",,#E4572E,cake,true,1@09:00;0@08:00,"
    "false,feb28,2025-11-22T01:00:00.000Z,2025-11-22T01:00:00.000Z\r\n"
    ",奶奶,2020-06-06,birthday,chineseLunar,4,15,true,yearly,,,,,false,,,mar1,,\r\n")
put("fuzz-days-csv", "minimal", "title,date\nA,2026-01-01\nB,2026-02-29\n")
put("fuzz-days-csv", "bom-and-nul", b"\xef\xbb\xbftitle,date\r\n\"a\x00b\",2026-01-01\r\n\"unterminated,2026\r\n")
put("fuzz-days-csv", "invalid-utf8", b"title,date\n\xff\xfe,2026-01-01\n")
for path in sorted((ROOT / "Tests/DaysCoreTests/Fixtures/ics").glob("*.ics")):
    copy("fuzz-days-icalendar", path)
put("fuzz-days-icalendar", "folded-and-broken",
    "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:a\r\n  folded\\, text\\n\r\nDTSTART;VALUE=DATE:20260229\r\n"
    "RRULE:FREQ=YEARLY;INTERVAL=0\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n")
copy("fuzz-days-backup", ROOT / "Tests/DaysCoreTests/Fixtures/backup-v1.json")
put("fuzz-days-backup", "empty", '{"version":1,"exportedAt":"2025-11-22T01:00:00Z","categories":[],"days":[]}')
put("fuzz-days-backup", "nul", '{"version":1,"exportedAt":"\\u0000","categories":[{"id":"\\u0000"}],"days":[null]}')
# The record-by-record reader (BackupJSONLayout): nesting and brackets inside strings, escaped quotes, a repeated
# `days`, `days` that is not a list, text after the object, an escaped key (read whole).
put("fuzz-days-backup", "layout-nested",
    '{"days":[{"id":"5f1d7a52-8c1e-4a53-b0c4-1f2e3d4c5b01","title":"a]}\\"[{","date":"2025-01-01",'
    '"reminders":[{"daysBefore":0,"time":"09:00"}],"createdAt":"2025-01-01T00:00:00Z",'
    '"updatedAt":"2025-01-01T00:00:00Z"}, [1, {"x": [2]}], "s", 3, null],"version":1,"categories":[]}')
put("fuzz-days-backup", "layout-repeated-days", '{"version":1,"days":[],"days":[{}]}')
put("fuzz-days-backup", "layout-days-not-list", '{"version":1,"days":{"a":[1]},"categories":"x"}')
put("fuzz-days-backup", "layout-trailing", '{"version":1,"days":[]} {"version":2}')
put("fuzz-days-backup", "layout-escaped-key", '{"version":1,"d\\u0061ys":[{"id":1}],"days":[{"id":2}]}')
for path in sorted((ROOT / "Tests/AlarmKitCoreTests/Fixtures/ics").glob("*.ics")):
    copy("fuzz-holidays", path)
copy("fuzz-holidays", ROOT / "web/holidays/cn-mainland.ics")
put("fuzz-holidays", "broken", "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:2026\nDURATION:P-1D\nSUMMARY:班\n"
    "END:VEVENT\nEND:VCALENDAR")

# --- sound catalogs: byte 0's low bit picks ambient (0) or alarm (1) ---------------------------------------------

copy("fuzz-sound-catalog", ROOT / "web/sounds.json", "sounds.json", bytes([0]))
copy("fuzz-sound-catalog", ROOT / "web/alarm-sounds.json", "alarm-sounds.json", bytes([1]))
put("fuzz-sound-catalog", "nul", bytes([0]) + b'{"version":1,"sounds":[{"id":"a\\u0000","name":{"en":"\x00"}}]}')

# --- WAV -----------------------------------------------------------------------------------------------------------


def wav(rate, bits, channels, frames, encoding=1, claimed=None):
    width = bits // 8
    samples = []
    for i in range(frames):
        value = math.sin(2 * math.pi * 440 * i / rate)
        for _ in range(channels):
            if encoding == 3:
                samples.append(struct.pack("<f", 0.5 * value))
            elif bits == 8:
                samples.append(bytes([128 + int(100 * value)]))
            else:
                samples.append(int(0.5 * value * (2 ** (bits - 1) - 1)).to_bytes(width, "little", signed=True))
    data = b"".join(samples)
    size = len(data) if claimed is None else claimed
    fmt = struct.pack("<HHIIHH", encoding, channels, rate, rate * channels * width, channels * width, bits)
    return (b"RIFF" + struct.pack("<I", 4 + 8 + len(fmt) + 8 + size) + b"WAVE" + b"fmt " + struct.pack("<I", len(fmt))
            + fmt + b"data" + struct.pack("<I", size) + data)


put("fuzz-wav", "s16-mono-48k", wav(48_000, 16, 1, 2_400))
put("fuzz-wav", "s24-stereo-44k", wav(44_100, 24, 2, 1_000))
put("fuzz-wav", "f32-stereo-48k", wav(48_000, 32, 2, 1_000, encoding=3))
put("fuzz-wav", "u8-mono-8k", wav(8_000, 8, 1, 800))
# The hostile header: 1 kHz, 8-bit, a data chunk that claims 20 MiB (48x as many samples once resampled).
put("fuzz-wav", "u8-1khz-claims-20mib", wav(1_000, 8, 1, 1_000, claimed=20 * 1024 * 1024))

# --- FLAC ----------------------------------------------------------------------------------------------------------


def crc8(data):
    crc = 0
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = ((crc << 1) ^ 0x07) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
    return crc


def crc16(data):
    crc = 0
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x8005) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def constant_flac(channels, frames, block=65_536, rate=48_000):
    """FLAC whose frames each hold `channels` CONSTANT subframes (8-bit) at `block` samples: ~27 bytes a frame."""
    info = struct.pack(">HH", min(block, 65_535), min(block, 65_535)) + b"\x00\x00\x00\x00\x00\x00"
    bits = (rate << 44) | ((channels - 1) << 41) | (7 << 36) | (frames * block)
    info += bits.to_bytes(8, "big") + bytes(16)
    out = b"fLaC" + bytes([0x80]) + len(info).to_bytes(3, "big") + info
    for number in range(frames):
        header = bytes([0xFF, 0xF8, 0x70, ((channels - 1) << 4) | (1 << 1), number]) + (block - 1).to_bytes(2, "big")
        header += bytes([crc8(header)])
        frame = header + b"".join(bytes([0x00, (17 * c + number) & 0x7F]) for c in range(channels))
        out += frame + crc16(frame).to_bytes(2, "big")
    return out


for path in sorted((ROOT / "Tests/fixtures/flac").glob("*.flac")):
    copy("fuzz-flac", path)
put("fuzz-flac", "constant-8ch-65536-100-frames", constant_flac(8, 100))
put("fuzz-flac", "constant-2ch-65536-100-frames", constant_flac(2, 100))
# The same at 65,535 samples a frame, the largest STREAMINFO allows (ffmpeg decodes it: 6.55 M samples a channel).
put("fuzz-flac", "constant-8ch-65535-100-frames", constant_flac(8, 100, block=65_535))

# --- the app's own JSON inputs: byte 0 picks the reader (see Sources/fuzz-app-json/main.swift) --------------------

APP_JSON = [
    ("category-change", 0, '{"name":"Family","color":"#E4572E","sortOrder":2}'),
    ("category-change-nul", 0, '{"name":"\\u0000","color":7,"sortOrder":"x"}'),
    ("noise-change", 1, '{"mix":[{"sound":"fan","volume":55}],"playing":true,"volume":65}'),
    ("noise-change-bad", 1, '{"mix":[{"sound":"white-noise","gain":3},{"sound":"\\u0000"}],"volume":1e400}'),
    ("display-profile", 2, '{"name":"  Bedroom  ","style":{"glow":0,"showsSeconds":true}}'),
    ("display-report", 3, '{"displayId":"a1b2c3d4e5f6a7b8","battery":{"level":0.5,"charging":true},"source":null}'),
    ("battery-report", 4, '{"displayId":"a1b2c3d4e5f6a7b8","level":0.5,"charging":true,"chargingTime":-1}'),
    ("settings", 5, '{"theme":"dark","contrast":"more","language":"zh-Hans","keepAwake":true}'),
    ("quiet-hours", 6, '{"enabled":true,"start":"23:00","end":"02:30"}'),
    ("webhook", 7, '{"url":"https://example.com/hook","events":["day.created"],"secret":"s\\u0000"}'),
    ("alarm-settings", 8, '{"speakerRinging":"backstop"}'),
    ("holiday-calendar", 9,
     '{"name":"x","ics":"BEGIN:VCALENDAR\\nBEGIN:VEVENT\\nSUMMARY:x\\nEND:VEVENT\\nEND:VCALENDAR"}'),
    ("hearth-settings", 10, '{"theme":"light","contrast":"standard","language":"en"}'),
]
for name, selector, body in APP_JSON:
    put("fuzz-app-json", name, bytes([selector]) + body.encode())
