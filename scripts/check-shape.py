#!/usr/bin/env python3
"""Keeps the code readable (part of `make checks`), in every module of `Sources`:

- no function longer than MAX_LINES lines (signature to closing brace) or with more than
  MAX_PARAMETERS parameters, but the parameter lists in ALLOWED, each with its reason (data
  tables: initialisers that set every property of a value; TTG's spellings);
- no comment that quotes instruction or register counts (the numbers belong in
  docs/performance.md; a comment says why, in a line);
- no `@_spi`, in `Sources` nor in the benchmarks' sources: what another module needs is public
  API or stays inside.

With --report it prints every function's length and parameter count, longest first, and exits 0.
"""
import pathlib
import re
import sys

# The house's guideline is about 60 lines; the check stops a function at 70.
MAX_LINES = 70
MAX_PARAMETERS = 6
SOURCES = pathlib.Path("Sources")
SPI_ROOTS = [SOURCES, pathlib.Path("Benchmarks/Benchmarks")]
# (path under Sources, function name) → why its parameter list may be longer.
ALLOWED = {
    ("TagFlowLayout/Input/LayoutConfiguration.swift", "init"):
        "the public initialiser that sets every property of the configuration (a data table)",
    ("TagFlowLayout/Input/LayoutItem.swift", "init"):
        "sets every property of an item: its size, line break and the CSS flex item's grow, minimum, "
        "maximum and baseline, each with its default",
    ("TagFlow/Component/TagCollectionOptions.swift", "init"):
        "sets every option of a collection, each with its default (a data table)",
    ("TagFlow/Model/TextTag.swift", "init"):
        "sets every property of a tag, each with its default (a data table)",
    ("TagFlow/Component/TagAccessibilityElement.swift", "init"):
        "sets every property of an accessibility element (a data table)",
    ("TagFlow/Measurement/TextMeasuring.swift", "init"):
        "a measurement request and the cache's key: each sets every property of the value (data tables)",
    ("TagFlowRendering/Scene/RenderScene.swift", "init"):
        "a scene and a scene item: each sets every property of the value, each with its default (data tables)",
    ("TagFlowDocument/Documents/MeasureDocument.swift", "init"):
        "sets every member of the measure document, the contract's defaults (a data table)",
    ("TagFlowKit/TagCloud+TTG.swift", "contentSize"):
        "TTG's class method `contentSizeForTags:...`, spelled as TTG spells it so its callers find the "
        "fix-it (unavailable)",
}
DIARY = re.compile(r"//.*\b(instructions?|registers?|spill(s|ed)?)\b", re.IGNORECASE)
SPI = re.compile(r"@_spi\b")
DECLARATION = re.compile(r"(?<![.\w])(func\s+([A-Za-z_][A-Za-z0-9_]*|[^\s(<]+)|init\??|subscript)\s*(<[^>{]*>)?\s*\(")


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


def shape_problems(rows):
    """Functions too long, or with too many parameters and no reason in ALLOWED; entries of
    ALLOWED that name no function taking more than MAX_PARAMETERS."""
    problems, used = [], set()
    for length, parameters, path, line, name in rows:
        place = f"{path}:{line}"
        if length > MAX_LINES:
            problems.append(f"{place}: {name} is {length} lines long (at most {MAX_LINES})")
        key = (path.relative_to(SOURCES).as_posix(), name)
        if parameters > MAX_PARAMETERS:
            if key in ALLOWED:
                used.add(key)
            else:
                problems.append(f"{place}: {name} takes {parameters} parameters (at most {MAX_PARAMETERS}; "
                                "pass a value, or list a data table in scripts/check-shape.py's ALLOWED with its reason)")
    for path, name in sorted(set(ALLOWED) - used):
        problems.append(f"{SOURCES / path}: ALLOWED lets {name} take more than {MAX_PARAMETERS} parameters, "
                        "but no such function is there any more; remove the entry")
    return problems


def line_problems():
    """Comments that quote counts, and `@_spi` anywhere."""
    problems = []
    for path in sorted(SOURCES.rglob("*.swift")):
        for number, text in enumerate(path.read_text().splitlines(), 1):
            if DIARY.search(text):
                problems.append(f"{path}:{number}: a comment quotes instructions or registers; "
                                "say why in a line and keep the numbers in docs/performance.md")
    for root in SPI_ROOTS:
        for path in sorted(root.rglob("*.swift")):
            text = strip_comments_and_strings(path.read_text())
            for number, line in enumerate(text.splitlines(), 1):
                if SPI.search(line):
                    problems.append(f"{path}:{number}: @_spi: make what another module needs public API, "
                                    "or keep it inside its module")
    return problems


def main():
    rows = [(length, parameters, path, line, name)
            for path in sorted(SOURCES.rglob("*.swift"))
            for name, line, length, parameters in functions(path)]
    if "--report" in sys.argv:
        for length, parameters, path, line, name in sorted(rows, reverse=True):
            print(f"{length:5d} lines {parameters:3d} parameters  {name}  {path}:{line}")
        return 0
    problems = shape_problems(rows) + line_problems()
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
