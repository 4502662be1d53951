#!/usr/bin/env python3
"""Holds the public API to its budget (part of `make checks`).

Counts the lines of `Sources` that declare something `public` or `open` per module, and fails
when there are more than BUDGET. Every public line counts: what a program that imports a TagFlow
product can call, and the unavailable spellings (`@available(*, unavailable, …)` declarations
and every member of an unavailable type), which cannot be called but are there so that a TTG,
UIKit or former spelling gets an error naming TagFlow's — they are printed apart, not exempt.

    scripts/check-public-api.py            check and print the counts
    scripts/check-public-api.py --list M   also print module M's counted lines
"""
import pathlib
import re
import sys

BUDGET = 1250
# `public`, or `open` before what it opens (a variable named `open` is not a declaration).
DECLARATION = re.compile(
    r"^\s*(@\w+(\([^)]*\))?\s+)*(public\b(?!\s*(import|extension)\b)"
    r"|open\s+(class|func|var|let|subscript|static|override|final|required|convenience|init)\b)")
UNAVAILABLE = re.compile(r"@available\(\s*\*\s*,\s*unavailable")
TYPE = re.compile(r"\b(struct|class|enum|protocol|actor)\s+\w+")
ANY_DECLARATION = re.compile(r"^\s*(@\w+(\([^)]*\))?\s+)*(\w+\s+)*(func|var|let|init|subscript|struct|class|enum|protocol|typealias|case|actor|extension)\b")


def code_lines(text):
    """Each line with its `//` comment and string literals removed (braces in them do not count);
    the lines inside a multi-line string literal are empty."""
    in_text = False
    for line in text.split("\n"):
        if line.count('"""') % 2 == 1:
            # The code before a literal that opens here counts; nothing of one that closes here.
            yield "" if in_text else line.split('"""', 1)[0].split("//", 1)[0]
            in_text = not in_text
            continue
        if in_text:
            yield ""
            continue
        line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
        yield line.split("//", 1)[0]


def count(path):
    """(callable, unavailable, counted lines) of one file."""
    callable_lines, unavailable, counted = 0, 0, []
    depth, closed_at = 0, []  # depths at which an unavailable type's body ends
    pending = False  # an unavailable attribute waits for its declaration
    for number, line in enumerate(code_lines(path.read_text()), 1):
        inside = bool(closed_at)
        if UNAVAILABLE.search(line):
            pending = True
        if DECLARATION.match(line):
            if pending or inside:
                unavailable += 1
                if pending and TYPE.search(line) and "{" in line:
                    closed_at.append(depth)
            else:
                callable_lines += 1
                counted.append(f"{path}:{number}: {line.strip()}")
            pending = False
        elif ANY_DECLARATION.match(line):
            pending = False  # the attribute belonged to a declaration that is not public
        depth += line.count("{") - line.count("}")
        while closed_at and depth <= closed_at[-1]:
            closed_at.pop()
    return callable_lines, unavailable, counted


def main():
    listed = sys.argv[2] if len(sys.argv) > 2 and sys.argv[1] == "--list" else None
    totals = {}
    for path in sorted(pathlib.Path("Sources").rglob("*.swift")):
        module = path.parts[1]
        callable_lines, unavailable, counted = count(path)
        entry = totals.setdefault(module, [0, 0])
        entry[0] += callable_lines
        entry[1] += unavailable
        if module == listed and counted:
            print("\n".join(counted))
    for module, (callable_lines, unavailable) in sorted(totals.items()):
        if callable_lines or unavailable:
            print(f"{module:18} {callable_lines:5} public lines, {unavailable:4} unavailable spellings")
    callable_total = sum(c for c, _ in totals.values())
    spellings = sum(u for _, u in totals.values())
    total = callable_total + spellings
    print(f"{'all':18} {callable_total:5} public lines, {spellings:4} unavailable spellings: "
          f"{total} in all (budget {BUDGET})")
    if total > BUDGET:
        print(f"error: {total} public declaration lines, over the budget of {BUDGET}: make something "
              "internal or `package`, fold two routes to one idea into one, or carry the members' "
              "spellings of an unavailable type in its one message", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
