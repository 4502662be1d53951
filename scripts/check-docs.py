#!/usr/bin/env python3
"""Keeps the documentation true to the tree (part of `make checks`). In README.md, docs/*.md,
Tests/README.md and the DocC articles (Sources/*/*.docc/*.md) it fails, naming page and line, when

- a link's file, or the heading its #anchor names, does not exist;
- a path under one of the repository's top folders (`Sources/…`, `Benchmarks/…`, …) or a source
  file named alone (`TagSizer.swift`) does not exist;
- a module's folders listed in a table row (`Widget/`, `Field/`, …) are not exactly its folders;
- a type, function or property named in backticks (`TagSizer`, `TagSizer.refitted`,
  `layout(_:in:)`, `firstLineRoom`) occurs nowhere in the code (Sources, Tests, Benchmarks, Fuzz;
  comments left out);
- a product named as one, or a module of the README's module diagram, is not in Package.swift, or
  a library or executable of Package.swift is missing from the diagram;
- a `make` target named does not exist in the Makefile;
- a count it states that the source decides disagrees with it (the demo's panels, the
  alignments, the line-breaking strategies), or the README's Swift version is not the manifest's.

Sources' comments that point at a section (`docs/performance.md, "Event costs"`) must name words
that the page holds. CHANGELOG.md is history: only its links are checked. Names the check cannot
see in the code (GTK's, Pango's, TTG's, the shell's) are in ALLOWED, each with its reason.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TOP_FOLDERS = ("Sources", "Tests", "Benchmarks", "docs", "scripts", "examples", "Fuzz")
CODE_TREES = ("Sources", "Tests", "Benchmarks", "Fuzz")
CODE_SUFFIXES = {".swift", ".c", ".h", ".py", ".sh", ".modulemap"}

# Names in backticks that are not declared in this repository's code, each with its reason.
ALLOWED_PREFIXES = {
    "Gtk": "GTK's own types (GtkFlowBox, GtkLabel, …)",
    "Gdk": "GDK's own types",
    "GApplication": "GLib's own types",
    "GListModel": "GLib's own interface, named as what apps bind",
    "GObject": "GLib's own type system",
    "GSK": "GTK's renderer environment variable",
    "GTK": "GTK's own environment variables and settings",
    "Pango": "Pango's own types",
    "FcConfig": "fontconfig's own type",
    "UI": "UIKit's types, named as what a TTG user knows",
    "CG": "Core Graphics' types, named as what a TTG user knows",
    "NS": "Foundation's and AppKit's types, named as what a TTG user knows",
    "XCTest": "the test framework",
    "Swift": "the language and its runtime (SwiftUI, Swift Testing)",
}
ALLOWED_NAMES = {
    # Other projects' and tools' names, quoted for comparison.
    "TTGTagCollectionView": "the project TagFlow is measured against",
    "TTGTextTagCollectionView": "TTG's Objective-C class, as its users spell it",
    "Ctrl": "a key, not a name", "Shift": "a key", "Tab": "a key", "Return": "a key",
    "Escape": "a key", "Enter": "a key", "Backspace": "a key", "Delete": "a key", "Alt": "a key",
    "Control": "a key", "Space": "a key", "Home": "a key", "End": "a key", "Up": "a key",
    "Down": "a key", "Left": "a key", "Right": "a key", "Menu": "a key", "F10": "a key",
    "Orca": "the screen reader",
    "HiGHS": "the integer-programming solver the optima were checked with",
    "DejaVu": "a font family", "Noto": "a font family",
    "Chromium": "the browser", "Xvfb": "the X server the UI test runs",
    "LSAN_OPTIONS": "the sanitizer's environment variable",
    "DESTDIR": "make's staging variable", "PREFIX": "make's install variable",
    "PATH": "the shell's variable", "DOCC_FLAGS": "a make variable", "FUZZ_SECONDS": "a make variable",
    "C1": "callgrind.sh's variable", "C2": "callgrind.sh's variable",
    "Self": "Swift's keyword", "Never": "Swift's type", "Sendable": "Swift's protocol",
    "Codable": "Swift's protocol", "Hashable": "Swift's protocol", "Equatable": "Swift's protocol",
    "String": "Swift's type", "Character": "Swift's type", "Double": "Swift's type",
    "Int": "Swift's type", "Bool": "Swift's type", "Array": "Swift's type", "Set": "Swift's type",
    "Range": "Swift's type", "Float": "Swift's type", "Optional": "Swift's type",
    "Task": "Swift's type", "MainActor": "Swift's attribute", "Error": "Swift's protocol",
    "CaseIterable": "Swift's protocol", "Collection": "Swift's protocol", "Data": "Foundation's type",
    "JSONDecoder": "Foundation's type", "JSONEncoder": "Foundation's type", "Foundation": "the library",
    "Unicode": "Swift's namespace", "ArgumentParser": "the dependency's module",
    "PropertyBased": "the dependency's module", "Benchmark": "the dependency's module",
    "Testing": "Swift Testing's module", "CommandLine": "Swift's type",
    "Tag": "Swift Testing's type, named where TagFlow's names must not clash with it",
    "ID": "an example of a short name", "X": "an example name", "T": "a generic parameter",
    "Z": "a letter", "A": "a letter", "B": "a letter", "N": "the '+N' chip's letter",
    "RTL": "an abbreviation", "LTR": "an abbreviation", "CSS": "the styling language",
    "JSON": "the format", "PNG": "the format", "SVG": "the format", "PDF": "the format",
    "NFD": "a Unicode normalization form", "NFC": "a Unicode normalization form",
    "ZWJ": "a character", "AT-SPI": "the accessibility bus",
    "Blueprint": "GTK's markup language",
    "GSimpleActionGroup": "GLib's own type, named as what the widget's actions are",
    "DispatchQueue": "Dispatch's type, named as what apps would reach for",
    "V": "a symbol in a formula (total weight)",
    "TextTagCollectionView": "TTG's Swift class, named on the migration page",
    "numberOfTags": "TTG's data source method, named on the migration page",
    "clearMeasurementCache": "TTG's class method, named on the migration page",
}
# Other libraries' property and method names (lower camel case), quoted for comparison.
ALLOWED_NAMES.update({
    "selectionRequired": "Android's chip group attribute, named beside selectionMinimum",
    "enforceWhitelist": "Tagify's option, named beside the field's own",
    "sizeThatFits": "UIKit's method, named as what a UIKit user calls",
    "intrinsicContentSize": "UIKit's property, named as what a UIKit user reads",
})
# Pages that set another library's names beside TagFlow's, line by line: there, a lower camel case
# name without a call (a TTG property or delegate method) is not looked for in the code.
FOREIGN_PROPERTY_PAGES = {
    "Sources/TagFlow/TagFlow.docc/ComingFromTTGTagCollectionView.md":
        "the migration page: every TTGTagCollectionView property and delegate method beside TagFlow's",
}
# Paths that stand for any file of a kind.
ALLOWED_PATHS = {
    "examples/X.json": "Tests/README.md's placeholder for whichever example a block is",
}
# Functions named in backticks that are C or shell calls, not this repository's.
ALLOWED_FUNCTION_PREFIXES = ("gtk_", "g_", "gdk_", "pango_", "cairo_", "fc", "FcConfig", "xdotool",
                             "malloc", "free", "swift_", "mmap", "dlopen", "setlocale", "max", "min")

NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}

problems = []


def problem(page, line, message):
    problems.append(f"{page.relative_to(ROOT)}:{line}: {message}")


def pages():
    found = [ROOT / "README.md", ROOT / "Tests/README.md"]
    found += sorted((ROOT / "docs").glob("*.md"))
    found += sorted(ROOT.glob("Sources/*/*.docc/*.md"))
    return [p for p in found if p.exists()]


def prose_lines(text):
    """(line number, line, inside a code block) for every line."""
    inside = False
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            inside = not inside
            continue
        yield number, line, inside


def slug(heading):
    """GitHub's anchor for a heading."""
    text = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    return {slug(line.lstrip("#")) for _, line, code in prose_lines(path.read_text())
            if not code and re.match(r"#{1,6} ", line)}


def without_comments(path):
    """The file's text without its comments, so that a name only a comment still mentions counts
    as gone."""
    text = path.read_text(errors="replace")
    if path.suffix in {".swift", ".c", ".h"}:
        return re.sub(r"//[^\n]*|/\*.*?\*/", "", text, flags=re.DOTALL)
    if path.suffix in {".py", ".sh"} or path.name == "Makefile":
        return re.sub(r"^\s*#[^\n]*", "", text, flags=re.MULTILINE)
    return text


def code_words():
    words = set()
    files = []
    for tree in CODE_TREES:
        for path in (ROOT / tree).rglob("*"):
            if ".build" in path.parts or not path.is_file():
                continue
            files.append(path)
            if path.suffix in CODE_SUFFIXES or path.name == "Makefile":
                words.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", without_comments(path)))
    words.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", (ROOT / "Package.swift").read_text()))
    return words, {path.name for path in files}


WORDS, FILE_NAMES = code_words()


def check_links(page, number, line):
    for target in re.findall(r"\]\(([^)\s]+)\)", line):
        if re.match(r"[a-z]+:", target):
            continue
        path_part, _, anchor = target.partition("#")
        path = (page.parent / path_part).resolve() if path_part else page
        if not path.exists():
            problem(page, number, f"link to {path_part}, which does not exist")
        elif anchor and path.suffix == ".md" and anchor not in anchors(path):
            problem(page, number, f"link to {target}: {path.relative_to(ROOT)} has no heading "
                                  f"with the anchor #{anchor}")


PATH = re.compile(r"(?<![\w./-])((?:%s)/[A-Za-z0-9_./+*-]*[A-Za-z0-9_/*])" % "|".join(TOP_FOLDERS))
FILE = re.compile(r"(?<![\w/.+-])([A-Za-z0-9_][\w+-]*\.(?:swift|py|sh|c|h|modulemap))\b")


def check_paths(page, number, line):
    for path in PATH.findall(line):
        if path in ALLOWED_PATHS:
            continue
        if not list(ROOT.glob(path.rstrip("/"))):
            problem(page, number, f"{path} does not exist")
    for name in FILE.findall(line):
        if name not in FILE_NAMES and not (ROOT / name).exists():
            problem(page, number, f"no file is named {name}")


def module_folders(module):
    base = ROOT / "Sources" / module
    return {p.name for p in base.iterdir() if p.is_dir() and not p.name.endswith(".docc")}


def check_folder_row(page, number, line):
    """A table row `| `Module` | … (`Folder/`) …` that lists two or more folders lists all."""
    row = re.match(r"\|\s*`(\w+)`\s*\|(.*)", line)
    if not row or not (ROOT / "Sources" / row.group(1)).is_dir():
        return
    named = set(re.findall(r"`(\w+)/`", row.group(2)))
    if len(named) < 2:
        return
    actual = module_folders(row.group(1))
    for folder in sorted(named - actual):
        problem(page, number, f"Sources/{row.group(1)}/{folder}/ does not exist")
    for folder in sorted(actual - named):
        problem(page, number, f"Sources/{row.group(1)}/{folder}/ is missing from {row.group(1)}'s folders")


def allowed(name):
    return name in ALLOWED_NAMES or any(name.startswith(p) for p in ALLOWED_PREFIXES)


def check_names(page, number, line):
    for token in re.findall(r"`([^`]+)`", line):
        token = token.strip()
        if FILE.fullmatch(token):
            continue
        typed = re.fullmatch(r"([A-Z][A-Za-z0-9]*)((?:\.[A-Za-z_][A-Za-z0-9_]*)*)(\(.*\))?", token)
        foreign = str(page.relative_to(ROOT)) in FOREIGN_PROPERTY_PAGES
        called = (re.fullmatch(r"([a-z][A-Za-z0-9_]*)\((?:[A-Za-z_]*:)*\)", token)
                  or (not foreign and re.fullmatch(r"([a-z]+[A-Z][A-Za-z0-9]*)", token)))
        if typed:
            name, members = typed.group(1), typed.group(2)
            if allowed(name):
                continue
            if name not in WORDS and name not in ALLOWED_NAMES:
                problem(page, number, f"`{token}`: {name} occurs nowhere in the code")
            for member in members.split(".")[1:]:
                if member not in WORDS and member not in ALLOWED_NAMES:
                    problem(page, number, f"`{token}`: {member} occurs nowhere in the code")
        elif called:
            name = called.group(1)
            if name not in WORDS and name not in ALLOWED_NAMES and not name.startswith(ALLOWED_FUNCTION_PREFIXES):
                problem(page, number, f"`{token}`: {name} occurs nowhere in the code")


def manifest():
    text = (ROOT / "Package.swift").read_text()
    products = set(re.findall(r"\.(?:library|executable)\(name: \"([\w-]+)\"", text))
    targets = set(re.findall(r"\.(?:target|executableTarget)\(\s*name: \"(\w+)\"", text))
    version = re.search(r"swift-tools-version:\s*([\d.]+)", text).group(1)
    return products, targets, version


PRODUCTS, TARGETS, TOOLS_VERSION = manifest()


def check_products(page, number, line):
    for name in re.findall(r"\bproducts?\s+`([\w-]+)`|`([\w-]+)`\s+products?\b", line):
        name = name[0] or name[1]
        if name not in PRODUCTS:
            problem(page, number, f"`{name}` is called a product; Package.swift's products are "
                                  f"{', '.join(sorted(PRODUCTS))}")


def makefile_targets():
    text = (ROOT / "Makefile").read_text()
    return set(re.findall(r"^([a-z][\w-]*):", text, re.MULTILINE))


MAKE_TARGETS = makefile_targets()


def check_make(page, number, line, code):
    pattern = r"^\s*(?:\$\s*)?make\s+([a-z][\w-]*)" if code else r"`make\s+([a-z][\w-]*)[^`]*`"
    for target in re.findall(pattern, line):
        if target not in MAKE_TARGETS:
            problem(page, number, f"`make {target}`: the Makefile has no target {target}")


def enum_cases(relative, name):
    text = (ROOT / relative).read_text()
    start = re.search(r"\benum %s\b[^{]*\{" % name, text)
    depth, i, cases = 1, start.end(), 0
    while depth:
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
        i += 1
    body = text[start.end():i]
    return sum(len(re.findall(r"\w+", c.split("(")[0])) for c in re.findall(r"^\s*case ([^\n/]+)", body, re.MULTILINE))


def demo_panels():
    return sum(len(re.findall(r"\breturn panel\(", p.read_text()))
               for p in (ROOT / "Sources/TagFlowDemo").glob("Panels*.swift"))


CHOICES = "Sources/TagFlowLayout/Input/LayoutConfiguration+Choices.swift"
COUNTS = [
    (r"(?:demo\s+)?panels", "the demo's panels (`return panel(` in Sources/TagFlowDemo)", demo_panels()),
    (r"alignments", "LayoutConfiguration.Alignment's cases", enum_cases(CHOICES, "Alignment")),
    (r"line-breaking\s+strategies", "LayoutConfiguration.LineBreaking's cases", enum_cases(CHOICES, "LineBreaking")),
]


def check_counts(page, text):
    for pattern, what, actual in COUNTS:
        for match in re.finditer(r"\b(%s|\d+)\s+%s\b" % ("|".join(NUMBER_WORDS), pattern), text, re.IGNORECASE):
            word = match.group(1).lower()
            stated = NUMBER_WORDS.get(word, None) if not word.isdigit() else int(word)
            if stated != actual:
                number = text.count("\n", 0, match.start()) + 1
                problem(page, number, f"\"{match.group(0)}\": {what} number {actual}")


def check_module_diagram(page, text):
    block = re.search(r"## The modules\s*\n+```\n(.*?)```", text, re.DOTALL)
    if not block:
        problem(page, 1, "no module diagram (a code block under \"## The modules\")")
        return
    line = text.count("\n", 0, block.start(1)) + 1
    named = set(re.findall(r"\b(TagFlow\w*|tagflow[\w-]*)\b", block.group(1)))
    for name in sorted(named - PRODUCTS - TARGETS):
        problem(page, line, f"the module diagram names {name}, which Package.swift does not declare")
    shown = {t for t in TARGETS if t.startswith("TagFlow") and t != "TagFlowTestSupport"}
    for name in sorted(shown - named):
        problem(page, line, f"the module diagram lacks {name}, a target of Package.swift")


def check_swift_version(page, text):
    stated = re.findall(r"Swift (\d+\.\d+) or newer", text)
    if stated != [TOOLS_VERSION]:
        match = re.search(r"Swift \d+\.\d+ or newer", text)
        problem(page, text.count("\n", 0, match.start()) + 1 if match else 1, f"the README should say \"Swift {TOOLS_VERSION} or newer\" once "
                         f"(Package.swift's tools version); it says {stated or 'nothing'}")


def check_section_pointers():
    """Comments in the code that name a section of a page ("docs/x.md, "Heading"")."""
    for tree in CODE_TREES:
        for path in (ROOT / tree).rglob("*.swift"):
            if ".build" in path.parts:
                continue
            text = path.read_text()
            for match in re.finditer(r"(docs/[\w-]+\.md),\s*(?:///?\s*)?\"([^\"]+)\"", text):
                page = ROOT / match.group(1)
                words = re.sub(r"\s*\n\s*(?:///?\s*)?", " ", match.group(2))
                body = re.sub(r"\s+", " ", page.read_text()) if page.exists() else ""
                if words.lower() not in body.lower():
                    problem(path, text.count("\n", 0, match.start()) + 1,
                            f"{match.group(1)} holds no \"{words}\"")


def main():
    for page in pages():
        text = page.read_text()
        for number, line, code in prose_lines(text):
            check_links(page, number, line)
            check_paths(page, number, line)
            check_make(page, number, line, code)
            if not code:
                check_folder_row(page, number, line)
                check_names(page, number, line)
                check_products(page, number, line)
        check_counts(page, text)
    readme = ROOT / "README.md"
    check_module_diagram(readme, readme.read_text())
    check_swift_version(readme, readme.read_text())
    changelog = ROOT / "CHANGELOG.md"
    if changelog.exists():
        for number, line, _ in prose_lines(changelog.read_text()):
            check_links(changelog, number, line)
    check_section_pointers()
    if problems:
        print("error: the documentation no longer matches the tree:", file=sys.stderr)
        for line in problems:
            print("  " + line, file=sys.stderr)
        sys.exit(1)
    print(f"ok: {len(pages())} pages name only folders, files, names, products, make targets and "
          f"counts that exist")


if __name__ == "__main__":
    main()
