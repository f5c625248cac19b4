"""Downloads a package's source distribution from PyPI and checks its SHA-256.

usage: fetch_sdist.py NAME FILENAME SHA256 DEST_DIR

pip cannot download an sdist without preparing its metadata, which for a package with a
compiled extension means its build dependencies; the index's JSON form (PEP 691) gives the file
itself.
"""
import hashlib
import json
import pathlib
import sys
import urllib.request


def main(name: str, filename: str, sha256: str, dest: str) -> None:
    request = urllib.request.Request(f"https://pypi.org/simple/{name}/", headers={"Accept": "application/vnd.pypi.simple.v1+json"})
    with urllib.request.urlopen(request, timeout=180) as response:
        files = json.load(response)["files"]
    url = next((f["url"] for f in files if f["filename"] == filename), None)
    if url is None:
        sys.exit(f"{filename} is not on PyPI's index of {name}")
    with urllib.request.urlopen(url, timeout=600) as response:
        data = response.read()
    digest = hashlib.sha256(data).hexdigest()
    if digest != sha256:
        sys.exit(f"{filename}: SHA-256 {digest}, expected {sha256}")
    target = pathlib.Path(dest) / filename
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)


if __name__ == "__main__":
    main(*sys.argv[1:])
