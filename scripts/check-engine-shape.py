#!/usr/bin/env python3
"""Keeps the layout engine readable (part of `make checks`):

- no function of `Sources/TagFlowLayout` longer than MAX_LINES lines (signature to closing brace)
  or with more than MAX_PARAMETERS parameters, but those in ALLOWED (data tables: initialisers
  that take every setting of a configuration);
- no comment anywhere in `Sources` that quotes instruction or register counts (the numbers
  belong in docs/performance.md; a comment says why, in a line).

With --report it prints every function's length and parameter count, longest first, and exits 0.
"""
import pathlib
import re
import sys

MAX_LINES = 80
MAX_PARAMETERS = 6
ENGINE = pathlib.Path("Sources/TagFlowLayout")
# file name, function name: each entry says why it may take more.
ALLOWED = {
    # The public initialiser that sets every property of the configuration (a data table).
    ("LayoutConfiguration.swift", "init"),
    # The public initialiser that sets every property of an item (its size, line break and the
    # CSS flex item's grow, minimum, maximum and baseline), each with its default.
    ("LayoutItem.swift", "init"),
}
DIARY = re.compile(r"//.*\b(instructions?|registers?|spill(s|ed)?)\b", re.IGNORECASE)
DECLARATION = re.compile(r"\b(func\s+([A-Za-z_][A-Za-z0-9_]*|[^\s(<]+)|init\??|subscript)\s*(<[^>{]*>)?\s*\(")


def strip_comments_and_strings(text):
    """The text with comments and string literals blanked (newlines kept), so braces and
    parentheses in them are not counted."""
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(c if c == "\n" else " " for c in text[i:j]))
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append("".join(c if c == "\n" else " " for c in text[i:j]))
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (min(j + 1, n) - i))
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def matching(text, start, open_char, close_char):
    """The index of the bracket closing the one at `start`."""
    depth = 0
    for k in range(start, len(text)):
        if text[k] == open_char:
            depth += 1
        elif text[k] == close_char:
            depth -= 1
            if depth == 0:
                return k
    return len(text) - 1


def parameter_count(parameters):
    """Top-level commas of a parameter list, plus one (closure types' own lists not counted)."""
    if not parameters.strip():
        return 0
    depth, count = 0, 1
    for c in parameters:
        if c in "([<":
            depth += 1
        elif c in ")]>":
            depth -= 1
        elif c == "," and depth == 0:
            count += 1
    return count


def functions(path):
    text = strip_comments_and_strings(path.read_text())
    for match in DECLARATION.finditer(text):
        name = match.group(2) or match.group(1)
        open_paren = match.end() - 1
        close_paren = matching(text, open_paren, "(", ")")
        body = text.find("{", close_paren)
        stop = text.find("\n}", close_paren)
        # A requirement in a protocol has no body before the next declaration.
        next_declaration = DECLARATION.search(text, close_paren)
        if body < 0 or (next_declaration and next_declaration.start() < body):
            continue
        end = matching(text, body, "{", "}")
        first = text.count("\n", 0, match.start()) + 1
        last = text.count("\n", 0, end) + 1
        yield name, first, last - first + 1, parameter_count(text[open_paren + 1:close_paren])


def main():
    report = "--report" in sys.argv
    problems, rows = [], []
    for path in sorted(ENGINE.rglob("*.swift")):
        for name, line, length, parameters in functions(path):
            rows.append((length, parameters, f"{path}:{line}", name))
            if (path.name, name) in ALLOWED:
                continue
            if length > MAX_LINES:
                problems.append(f"{path}:{line}: {name} is {length} lines long (at most {MAX_LINES})")
            if parameters > MAX_PARAMETERS:
                problems.append(f"{path}:{line}: {name} takes {parameters} parameters (at most {MAX_PARAMETERS})")
    for path in sorted(pathlib.Path("Sources").rglob("*.swift")):
        for number, text in enumerate(path.read_text().splitlines(), 1):
            if DIARY.search(text):
                problems.append(f"{path}:{number}: a comment quotes instructions or registers; "
                                "say why in a line and keep the numbers in docs/performance.md")
    if report:
        for length, parameters, place, name in sorted(rows, reverse=True):
            print(f"{length:5d} lines {parameters:3d} parameters  {name}  {place}")
        return 0
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
