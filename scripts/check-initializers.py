#!/usr/bin/env python3
"""No initializer ends the process (part of `make checks`).

Swift 6.3's optimizer miscompiles an initializer that calls a method of `self` on a path that
never returns: `InputSource.init` called its `fail` (which prints the file name and exits) when
`open` failed, and the release build read the name from freed memory and died with SIGSEGV on a
missing file, while the debug build printed the right message. An initializer throws instead,
and a static function reports and exits. This check refuses, in every initializer of `Sources`,
a call to a function declared `-> Never` in `Sources` and to `exit`, `fatalError` and
`preconditionFailure`.
"""
import importlib.util
import pathlib
import re
import sys

SHAPE = importlib.util.spec_from_file_location("shape", pathlib.Path(__file__).with_name("check-shape.py"))
shape = importlib.util.module_from_spec(SHAPE)
SHAPE.loader.exec_module(shape)

NEVER = re.compile(r"\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)\s*(<[^>{]*>)?\s*\([^)]*\)\s*->\s*Never\b")
INIT = re.compile(r"^[ \t]*((public|package|internal|private|fileprivate|convenience|required|override|nonisolated|@\w+)\s+)*"
                  r"init[?!]?\s*(<[^>{]*>)?\s*\(", re.MULTILINE)
# What may stand between an initializer's parameters and its body.
EFFECTS = re.compile(r"\s*(async\s*)?(throws\s*(\([^)]*\))?|rethrows)?\s*(where\s[^{]*)?")
ALWAYS = {"exit", "fatalError", "preconditionFailure"}


def main():
    sources = {path: shape.strip_comments_and_strings(path.read_text()) for path in sorted(pathlib.Path("Sources").rglob("*.swift"))}
    never = set(ALWAYS)
    for text in sources.values():
        never.update(match.group(1) for match in NEVER.finditer(text))
    call = re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(sorted(never)) + r")\s*\(")
    problems = []
    for path, text in sources.items():
        for match in INIT.finditer(text):
            close = shape.matching(text, match.end() - 1, "(", ")")
            body = text.find("{", close)
            # A declaration without a body (a protocol's requirement) has none of its own.
            if body < 0 or not EFFECTS.fullmatch(text, close + 1, body):
                continue
            end = shape.matching(text, body, "{", "}")
            for found in call.finditer(text, body, end):
                line = text.count("\n", 0, found.start()) + 1
                problems.append(f"{path}:{line}: an initializer calls {found.group(1)}, which never returns; "
                                "throw instead and report from a static function (scripts/check-initializers.py says why)")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
