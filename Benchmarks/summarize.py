#!/usr/bin/env python3
"""Reads `swift package benchmark --format markdown` output and prints one line per benchmark:
the best and median wall clock per call, the median per item, and the mallocs per call.

    swift package --allow-writing-to-package-directory benchmark --format markdown > run.md
    ./summarize.py run.md
"""
import re
import sys

def items(name):
    if "1000 tags" in name or "1000 cached" in name:
        return 1000
    if "10000 rows × 8" in name:
        return 80000
    if "64 widths × 100" in name:
        return 6400
    m = re.search(r"n=(\d+)", name)
    return int(m.group(1)) if m else 1

def parse(path):
    results = {}
    name = None
    for line in open(path, encoding="utf-8"):
        if line.startswith("### "):
            name = line[4:].strip()
        elif name and line.startswith("| Time (wall clock)"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            unit = re.search(r"\((\w+)\)", cells[0]).group(1)
            scale = {"ns": 1e-3, "μs": 1.0, "us": 1.0, "ms": 1e3, "s": 1e6}[unit]
            results.setdefault(name, {})["p50"] = float(cells[3]) * scale
            results[name]["p0"] = float(cells[1]) * scale
        elif name and line.startswith("| Malloc (total)"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            results.setdefault(name, {})["mallocs"] = int(cells[3])
    return results

if __name__ == "__main__":
    results = parse(sys.argv[1])
    print(f"{'benchmark':62} {'p0 µs':>9} {'p50 µs':>9} {'ns/item':>8} {'mallocs':>8}")
    for name in sorted(results):
        r = results[name]
        p50 = r.get("p50", float("nan"))
        print(f"{name:62} {r.get('p0', float('nan')):9.1f} {p50:9.1f} {1000 * p50 / items(name):8.2f} {r.get('mallocs', -1):8d}")
