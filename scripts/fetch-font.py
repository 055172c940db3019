#!/usr/bin/env python3
"""Fetches font files out of a Python wheel: downloads WHEEL_URL, checks its SHA-256, and writes
each named MEMBER of it to its DESTINATION after checking that file's SHA-256 too (through a
temporary file, so an interrupted run leaves nothing half written). Used by
install-dependencies.sh; needs only the standard library.

usage: fetch-font.py WHEEL_URL WHEEL_SHA256 MEMBER MEMBER_SHA256 DESTINATION [MEMBER MEMBER_SHA256 DESTINATION ...]"""
import hashlib
import io
import os
import sys
import tempfile
import urllib.request
import zipfile


def write_atomically(data: bytes, destination: str) -> None:
    directory = os.path.dirname(destination)
    os.makedirs(directory, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=directory)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.chmod(temporary, 0o644)
        os.replace(temporary, destination)
    except BaseException:
        os.unlink(temporary)
        raise


def main() -> int:
    arguments = sys.argv[1:]
    if len(arguments) < 5 or (len(arguments) - 2) % 3 != 0:
        print(__doc__.splitlines()[-1], file=sys.stderr)
        return 2
    url, expected = arguments[:2]
    members = [arguments[index:index + 3] for index in range(2, len(arguments), 3)]
    with urllib.request.urlopen(url, timeout=120) as response:
        wheel = response.read()
    actual = hashlib.sha256(wheel).hexdigest()
    if actual != expected:
        print(f"error: {url} has SHA-256 {actual}, expected {expected}", file=sys.stderr)
        return 1
    with zipfile.ZipFile(io.BytesIO(wheel)) as archive:
        files = []
        for member, member_sha256, destination in members:
            try:
                data = archive.read(member)
            except KeyError:
                print(f"error: {url} has no {member}", file=sys.stderr)
                return 1
            if hashlib.sha256(data).hexdigest() != member_sha256:
                print(f"error: {member} in {url} is not the pinned file (SHA-256 {member_sha256})", file=sys.stderr)
                return 1
            files.append((data, destination))
    # Every member is checked before any is written: a bad wheel changes nothing.
    for data, destination in files:
        write_atomically(data, destination)
    return 0


if __name__ == "__main__":
    sys.exit(main())
