#!/usr/bin/env python3
"""Collects the fuzz target's seed corpus into a directory, from the repository's own flows.

Seeds: every flow file under flows/, Tests/**/Fixtures and Tests/GenerateFixtureApp/Flows, one
seed each, and each directory's files joined with NUL bytes (the fuzz target splits its input
at NUL into separate files, so that cross-file linking is seeded too). Files are named by the
SHA-1 of their bytes, as libFuzzer names what it adds, so running this again adds nothing twice.

    FuzzTesting/seeds.py DIRECTORY
"""
import hashlib
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PLACES = ["flows", "Tests"]
SUFFIXES = (".flow.yaml", ".flow.yml", ".yaml", ".yml")


def flow_files():
    for place in PLACES:
        for path in sorted((ROOT / place).rglob("*")):
            if not path.is_file() or not path.name.endswith(SUFFIXES):
                continue
            parts = path.relative_to(ROOT).parts
            if place == "Tests" and not any(p in ("Fixtures", "Flows") for p in parts):
                continue
            yield path


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: seeds.py DIRECTORY")
    out = pathlib.Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    by_directory = {}
    seeds = []
    for path in flow_files():
        data = path.read_bytes()
        seeds.append(data)
        by_directory.setdefault(path.parent, []).append(data)
    for files in by_directory.values():
        if len(files) > 1:
            seeds.append(b"\0".join(files[:4]))
    added = 0
    for data in seeds:
        target = out / hashlib.sha1(data).hexdigest()
        if not target.exists():
            target.write_bytes(data)
            added += 1
    print(f"seeds: {len(seeds)} ({added} new) in {out}")


if __name__ == "__main__":
    main()
