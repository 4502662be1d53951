#!/usr/bin/env python3
"""Bin-packing instances for `fewestRows` with their proven optima, solved independently.

Each instance is a line width W, a spacing s and item widths; as bin packing, an item weighs
w + s and a line holds W + s. Every number is a multiple of 1/2, so the instance scales to
integers (×2) and the optimum is found exactly by an integer program: the arc-flow formulation
of Valério de Carvalho (1999) — a path from 0 to the capacity per bin, one arc per item size —
solved by HiGHS through scipy.optimize.milp, which reports a proven optimum (status 0, gap 0).
No code is shared with the Swift packer.

Families (sizes 1–120): tag-like widths (24 + 7.5·chars, chars 3–30, W 343, s 8) at several
line widths; uniform widths; Falkenauer-style triplets (three items filling each bin exactly);
Johnson's FFD worst case (6k of ½+ε, 6k of ¼+2ε, 6k of ¼+ε, 12k of ¼−2ε: FFD uses 11k bins, the
optimum is 9k); items just over ½ and ⅓ of a line; and items between ¼ and ½.

Triplets and Johnson's instances need no solver: their construction packs every bin full, so
the volume bound is reached and is the optimum (checked when generated). An instance the solver
cannot settle within 30 s is left out, and the count left out is written to the output.

Usage: python3 fewest_rows_optima.py > ../../Tests/TagFlowLayoutTests/FewestRowsInstances.swift
(pip install scipy numpy). The output is deterministic (up to instances left out on time).

`--half-points` makes the second file, FewestRowsHalfPointInstances.swift: 25–40 tag-like
widths in half points (a per-instance character width of 5.5–9.5 pt and padding of 14–34 pt,
2–30 characters, rounded to 0.5), spacings 0–12 and line widths of 200–650 pt in half points,
kept only where first-fit decreasing misses the Martello–Toth L2 bound (every other instance is
proven by the bound at once), so the file holds the inputs the exact search has to settle;
most of them have the bound's count as their optimum (L2 is tight).
"""
import os
import random
import sys

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp
from scipy.sparse import coo_matrix


def optimum(weights, capacity):
    """The fewest bins for integer `weights` of bins of integer `capacity` (arc flow, HiGHS)."""
    sizes = sorted(set(weights), reverse=True)
    demand = {w: weights.count(w) for w in sizes}
    # Arcs for sizes in non-increasing order along each path (no loss of generality): a node d is
    # reached with a last size; only equal or smaller sizes leave it.
    arcs = []  # (tail, head, size or None)
    allowed = {0: 0}  # node -> smallest index into sizes usable next (sizes[i:] allowed)
    nodes = {0}
    order = [0]
    i = 0
    while i < len(order):
        d = order[i]
        i += 1
        for k in range(allowed[d], len(sizes)):
            w = sizes[k]
            e = d + w
            if e > capacity:
                continue
            arcs.append((d, e, w))
            if e not in nodes:
                nodes.add(e)
                order.append(e)
                allowed[e] = k
            else:
                allowed[e] = min(allowed[e], k)
        order.sort()
    points = sorted(nodes | {capacity})
    for a, b in zip(points, points[1:]):
        arcs.append((a, b, None))  # loss arcs
    index = {d: j for j, d in enumerate(points)}
    n_arcs = len(arcs)
    rows, cols, vals = [], [], []
    # Flow conservation at inner nodes: in − out = 0; at 0: out − z = 0 (z = bins); at C: in − z = 0.
    for j, (a, b, w) in enumerate(arcs):
        if a != 0:
            rows.append(index[a]); cols.append(j); vals.append(-1.0)
        else:
            rows.append(0); cols.append(j); vals.append(1.0)
        if b != capacity:
            rows.append(index[b]); cols.append(j); vals.append(1.0)
        else:
            rows.append(index[capacity]); cols.append(j); vals.append(1.0)
    z = n_arcs
    rows.append(0); cols.append(z); vals.append(-1.0)
    rows.append(index[capacity]); cols.append(z); vals.append(-1.0)
    n_nodes = len(points)
    flow = coo_matrix((vals, (rows, cols)), shape=(n_nodes, n_arcs + 1)).tocsr()
    drows, dcols, dvals = [], [], []
    for j, (a, b, w) in enumerate(arcs):
        if w is not None:
            drows.append(sizes.index(w)); dcols.append(j); dvals.append(1.0)
    demand_matrix = coo_matrix((dvals, (drows, dcols)), shape=(len(sizes), n_arcs + 1)).tocsr()
    c = np.zeros(n_arcs + 1)
    c[z] = 1.0
    constraints = [
        LinearConstraint(flow, np.zeros(n_nodes), np.zeros(n_nodes)),
        LinearConstraint(demand_matrix, np.array([demand[w] for w in sizes], dtype=float), np.inf),
    ]
    result = milp(c, constraints=constraints, integrality=np.ones(n_arcs + 1),
                  bounds=Bounds(0, np.inf), options={"mip_rel_gap": 0, "time_limit": 30})
    if result.status != 0:
        raise RuntimeError(f"no proven optimum: {result.message}")
    return int(round(result.fun))


def instance(family, W, s, widths, known=None):
    """The instance with its optimum: `known` when the construction fixes it (a packing with no
    free space exists by construction, so the volume bound is reached), else the integer
    program's proven optimum; `None` when the solver runs out of time (the instance is dropped)."""
    if known is not None:
        total = sum(w + s for w in widths)
        assert abs(total - known * (W + s)) < 1e-9, "a perfect packing must fill every bin"
        return (family, W, s, widths, known)
    # Whole numbers scale by 1, halves by 2: the smallest integer capacity keeps the graph small.
    scale = 1 if all(float(x).is_integer() for x in widths + [W, s]) else 2
    capacity = round(scale * (W + s))
    weights = [round(scale * (w + s)) for w in widths if w <= W]
    over = sum(1 for w in widths if w > W)
    try:
        return (family, W, s, widths, over + (optimum(weights, capacity) if weights else 0))
    except RuntimeError:
        return None


def families(rng, n):
    # Each family yields (name, line width, spacing, widths[, optimum known by construction]).
    yield "tags", 343, 8, [24 + 7.5 * rng.randint(3, 30) for _ in range(n)]
    W = rng.choice([200, 260, 300, 343, 500])
    yield "tags-w", W, 8, [24 + 7.5 * rng.randint(3, 30) for _ in range(n)]
    W = rng.choice([100, 150, 343])
    s = rng.choice([0, 4, 8])
    yield "uniform", W, s, [float(rng.randint(1, W)) for _ in range(n)]
    W = rng.choice([60, 100])
    yield "uniform-small", W, s, [float(rng.randint(max(1, W // 10), W // 2)) for _ in range(n)]
    # Falkenauer-style triplets: capacity 1000 (W 992, s 8); each bin three items, exactly full.
    k = max(1, n // 3)
    widths = []
    for _ in range(k):
        a = rng.randint(380, 490)
        b = rng.randint(250, (1000 - a) // 2)
        c = 1000 - a - b
        widths += [a - 8, b - 8, c - 8]
    rng.shuffle(widths)
    yield "triplets", 992, 8, [float(w) for w in widths], k
    # Johnson's FFD worst case, capacity 1200 (ε = 12): 612, 324, 312, 276 in counts 6k, 6k, 6k, 12k.
    k = max(1, n // 30)
    widths = [612.0] * (6 * k) + [324.0] * (6 * k) + [312.0] * (6 * k) + [276.0] * (12 * k)
    rng.shuffle(widths)
    yield "johnson", 1200, 0, widths, 9 * k
    # Just over a half and a third of the line.
    W = 600
    yield "half-third", W, 0, [float(rng.choice([rng.randint(301, 330), rng.randint(201, 230)])) for _ in range(n)]
    W = 300
    yield "quarter-half", W, 0, [float(rng.randint(76, 149)) for _ in range(n)]


def first_fit_decreasing(weights, capacity):
    """The number of bins first-fit decreasing uses."""
    bins = []
    for w in sorted(weights, reverse=True):
        for i, load in enumerate(bins):
            if load + w <= capacity:
                bins[i] += w
                break
        else:
            bins.append(w)
    return len(bins)


def l2_bound(weights, capacity):
    """The Martello–Toth L2 lower bound (every threshold α up to half the capacity)."""
    best = 0
    for alpha in [0] + [w for w in weights if 2 * w <= capacity]:
        j1 = [w for w in weights if w > capacity - alpha]
        j2 = [w for w in weights if 2 * w > capacity and w <= capacity - alpha]
        j3 = [w for w in weights if alpha <= w and 2 * w <= capacity]
        room = len(j2) * capacity - sum(j2)
        extra = max(0, -(-(sum(j3) - room) // capacity))
        best = max(best, len(j1) + len(j2) + extra)
    return best


def half_point_tags(rng):
    """One instance of the half-point family (see the module's comment), or None when
    first-fit decreasing already meets L2."""
    n = rng.randint(25, 40)
    s = rng.choice([0, 4, 5, 6, 7, 8, 10, 12])
    W = rng.randint(400, 1300) / 2
    per, pad = rng.uniform(5.5, 9.5), rng.uniform(14, 34)
    widths = [min(W, round(2 * (pad + per * rng.randint(2, 30))) / 2) for _ in range(n)]
    capacity = round(2 * (W + s))
    weights = [round(2 * (w + s)) for w in widths]
    if first_fit_decreasing(weights, capacity) == l2_bound(weights, capacity):
        return None
    return ("tags-half", W, s, widths)


def main_half_points(count=200):
    rng = random.Random(20261126)
    rows = []
    dropped = 0
    while len(rows) + dropped < count:
        generated = half_point_tags(rng)
        if generated is None:
            continue
        row = instance(*generated)
        if row is None:
            dropped += 1
        else:
            rows.append(row)
        print(f"{len(rows) + dropped}/{count}, {dropped} dropped", file=sys.stderr, flush=True)
    print_instances("fewestRowsHalfPointInstances", [
        "Generated by Benchmarks/Tools/fewest_rows_optima.py --half-points: 25–40 tag-like widths in half",
        "points where first-fit decreasing misses the L2 bound, with optima proven by an independent",
        "integer program (arc flow, HiGHS). Do not edit. One instance per line: family;line width;spacing;optimum;widths",
    ], rows, dropped)


def nearly_full_lines(weights, counts, capacity, slack, limit):
    """Every multiset of the items (as counts per class, classes heaviest first) that fits a line
    and leaves at most `slack` free; None past `limit` of them."""
    found = []
    pattern = [0] * len(weights)
    suffix = [0] * (len(weights) + 1)
    for c in range(len(weights) - 1, -1, -1):
        suffix[c] = suffix[c + 1] + weights[c] * counts[c]

    def visit(c, load):
        if len(found) > limit:
            return
        if c == len(weights):
            if load >= capacity - slack and load > 0:
                found.append(list(pattern))
            return
        if load + suffix[c] < capacity - slack:
            return
        k = min(counts[c], (capacity - load) // weights[c])
        while k >= 0:
            pattern[c] = k
            visit(c + 1, load + k * weights[c])
            k -= 1
        pattern[c] = 0

    visit(0, 0)
    return None if len(found) > limit else found


def fits(weights, counts, capacity, lines):
    """Whether the items fit in `lines` lines: every line of such a packing leaves at most
    σ = lines·capacity − volume free, so an integer program over those lines (exact cover of the
    items, HiGHS) settles it. None when there are too many such lines or HiGHS runs out of time."""
    slack = lines * capacity - sum(w * n for w, n in zip(weights, counts))
    if slack < 0:
        return False
    patterns = nearly_full_lines(weights, counts, capacity, slack, 1_500_000)
    if patterns is None:
        return None
    if not patterns:
        return False
    if os.environ.get("VERBOSE"):
        print(f"  {lines} lines, slack {slack / capacity:.3f}: {len(patterns)} lines", file=sys.stderr, flush=True)
    rows, cols, vals = [], [], []
    for j, p in enumerate(patterns):
        for c, k in enumerate(p):
            if k:
                rows.append(c); cols.append(j); vals.append(float(k))
    matrix = coo_matrix((vals, (rows, cols)), shape=(len(weights), len(patterns))).tocsr()
    demand = np.array(counts, dtype=float)
    result = milp(np.ones(len(patterns)), constraints=[LinearConstraint(matrix, demand, demand)],
                  integrality=np.ones(len(patterns)), bounds=Bounds(0, np.inf),
                  options={"time_limit": 60})
    if result.status == 0:
        return round(result.fun) <= lines
    if result.status == 2:  # infeasible
        return False
    return None


def fewest_lines(widths, W, s, scale):
    """The optimum of a run (items wider than the line alone), by `fits` from the L2 bound up;
    None when unsettled."""
    capacity = round(scale * (W + s))
    over = sum(1 for w in widths if w > W)
    items = sorted((round(scale * (w + s)) for w in widths if w <= W), reverse=True)
    upper = first_fit_decreasing(items, capacity)
    weights = sorted(set(items), reverse=True)
    counts = [items.count(w) for w in weights]
    k = l2_bound(items, capacity)
    while k < upper:
        answer = fits(weights, counts, capacity, k)
        if answer is None:
            return None
        if answer:
            return over + k
        k += 1
    return over + upper


def measured_widths():
    """The measured tag widths (measure_tag_texts.py's file): per font, the texts' widths."""
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "..", "Tests", "TagFlowLayoutTests", "FewestRowsMeasuredTagWidths.swift")
    fonts = []
    for line in open(path, encoding="utf-8"):
        parts = line.strip().split(";")
        if len(parts) == 4 and not line.startswith("//"):
            fonts.append([float(x) for x in parts[3].split(",")])
    return fonts


# The hard families of two kinds of item: the first's odds, and each kind's shares of a line.
TWO_MODES = {
    "bimodal": (0.5, (0.45, 0.55), (0.1, 0.3)),  # about half a line, or 10–30 %
    # A third or more (to 40 %), or a sixth (15–20 %): two of the first and one or two of the
    # second to a line, or one and three, in tens of thousands of ways.
    "narrow-bimodal": (0.5, (0.33, 0.4), (0.15, 0.2)),
    "half-quarter": (0.4, (0.4, 0.6), (0.2, 0.3)),
}


def hard_family(name, rng, fonts):
    """One input of a hard family (issue 45), in the run's own units: (W, s, widths, scale)."""
    n = rng.randint(25, 40)
    if name == "tags-1.5":
        per, pad = rng.uniform(5.5, 9.5), rng.uniform(20, 34)
        W, s = rng.randint(1000, 1060) / 2, 7
        widths = [min(240, max(49.5, 1.5 * round((pad + per * rng.randint(2, 30)) / 1.5))) for _ in range(n)]
    elif name == "uniform-1.5":
        W, s = rng.randint(1000, 1060) / 2, 7
        widths = [49.5 + 1.5 * rng.randint(0, 127) for _ in range(n)]
    elif name == "grids":
        grid = rng.choice([1 / 64, 0.25, 0.5, 1, 1.5])
        per, pad = rng.uniform(5.5, 9.5), rng.uniform(14, 40)
        W, s = rng.randint(400, 1300) / 2, rng.randint(0, 12)
        widths = [min(W, grid * round((pad + per * rng.randint(2, 30)) / grid)) for _ in range(n)]
    elif name == "third-plus":
        # Most items 30–45 % of a line (two or three to a line) and up to five small ones.
        grid = rng.choice([1 / 64, 0.5, 1.5])
        W, s = rng.randint(400, 1300) / 2, rng.randint(0, 12)
        small = rng.randint(0, 5)
        shares = [rng.uniform(0.30, 0.45) for _ in range(n - small)] + [rng.uniform(0.05, 0.2) for _ in range(small)]
        widths = [max(grid, grid * round(share * W / grid)) for share in shares]
    elif name in TWO_MODES:
        # Each item in the first range of shares of a line (with the first's odds) or the second.
        odds, first, second = TWO_MODES[name]
        grid = rng.choice([1 / 64, 0.5, 1.5])
        W, s = rng.randint(400, 1300) / 2, rng.randint(0, 12)
        shares = [rng.uniform(*first) if rng.random() < odds else rng.uniform(*second) for _ in range(n)]
        widths = [max(grid, grid * round(share * W / grid)) for share in shares]
    else:
        texts = rng.choice(fonts)
        pad = rng.randint(12, 40)
        W, s = rng.randint(400, 1300) / 2, rng.randint(0, 12)
        widths = [min(W, texts[k] + pad) for k in rng.sample(range(len(texts)), n)]
    return W, s, widths


def main_hard_families(count, solve=True):
    """`count` hard inputs (first-fit decreasing above L2) of each of issue 45's families, with
    optima from `fewest_lines`, to standard output as FewestRowsQuality reads them."""
    fonts = measured_widths()
    scale = 1024  # every width is a multiple of 1/1024 pt
    dropped = 0
    rows = []
    for name in ["tags-1.5", "uniform-1.5", "grids", "measured", "third-plus", "bimodal", "narrow-bimodal", "half-quarter"]:
        rng = random.Random("issue 45 " + name)
        found = 0
        while found < count:
            W, s, widths = hard_family(name, rng, fonts)
            capacity = round(scale * (W + s))
            items = [round(scale * (w + s)) for w in widths if w <= W]
            if first_fit_decreasing(items, capacity) == l2_bound(items, capacity):
                continue
            found += 1
            optimum = fewest_lines(widths, W, s, scale) if solve else "?"
            if optimum is None:
                dropped += 1
            else:
                rows.append((name, W, s, widths, optimum))
            print(f"{name} {found}/{count}, {dropped} dropped", file=sys.stderr, flush=True)
    print("// Generated by Benchmarks/Tools/fewest_rows_optima.py --hard-families: issue 45's hard families")
    print("// (first-fit decreasing above L2), optima by an integer program over the nearly full lines (HiGHS).")
    print(f"// Instances the solver could not settle: {dropped} (left out). family;line width;spacing;optimum;widths")
    for family, W, s, widths, opt in rows:
        print(f"{family};{W!r};{s!r};{opt};" + ",".join(repr(w) for w in widths))


def print_instances(name, header, rows, dropped):
    """Prints `rows` as the Swift file of a string constant `name`, one instance a line."""
    for line in header:
        print("// " + line)
    print(f"// Instances the solver could not settle within its time limit: {dropped} (left out).")
    print(f"let {name} = \"\"\"")
    for family, W, s, widths, opt in rows:
        ws = ",".join(("%g" % w) for w in widths)
        print(f"{family};{W:g};{s:g};{opt};{ws}")
    print("\"\"\"")


def main():
    rng = random.Random(20261123)
    rows = []
    dropped = 0
    sizes = list(range(1, 41)) * 2 + [rng.randint(41, 120) for _ in range(45)]
    for done, n in enumerate(sizes):
        for generated in families(rng, n):
            row = instance(*generated)
            if row is None:
                dropped += 1
            else:
                rows.append(row)
        print(f"{done + 1}/{len(sizes)} sizes, {dropped} dropped", file=sys.stderr, flush=True)
    print_instances("fewestRowsInstances", [
        "Generated by Benchmarks/Tools/fewest_rows_optima.py: bin-packing instances with optima",
        "proven by an independent integer program (arc flow, HiGHS). Do not edit.",
        "One instance per line: family;line width;spacing;optimum;widths",
    ], rows, dropped)


if __name__ == "__main__":
    if "--half-points" in sys.argv:
        main_half_points()
    elif "--hard-families" in sys.argv:
        main_hard_families(int(sys.argv[sys.argv.index("--hard-families") + 1]), solve="--no-optima" not in sys.argv)
    else:
        main()
