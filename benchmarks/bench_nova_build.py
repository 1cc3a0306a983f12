"""Ark Nova build placements, timed and printed (never asserted): ``legal_placements`` for every Build-I type on
map A, beside the aim of issue 13 ("legal build placements on an empty map A under 5 ms", for all types together).

    python benchmarks/bench_nova_build.py              # standard library only
    python benchmarks/bench_nova_build.py --calls 2000

"Empty map A" is map A as a game starts: its two start buildings and nothing else. The first call for each type
pays for the per-map footprint tables once ("first call"); every later call only filters them ("median"). A
mid-game zoo of a dozen buildings is timed too, because that is what a bot asks most.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from arkwidgets.nova.buildings import BUILD_I_TYPES, BUILD_II_TYPES, Building, start_buildings
from arkwidgets.nova.rules.build_sites import legal_placements, placement_violations
from arkwidgets.nova.zoomap import load_map

AIM_MS = 5.0


def median_call_ms(fn, calls: int) -> float:
    """The median of ``calls`` single calls, in milliseconds."""
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def mid_game_zoo(seed: int = 7, count: int = 12) -> tuple[Building, ...]:
    """Map A grown with ``count`` random legal buildings of any Build-II type (seeded)."""
    rnd = random.Random(seed)
    m = load_map("A")
    zoo = list(start_buildings(m))
    while len(zoo) < count + 2:
        options = legal_placements(m, zoo, rnd.choice(BUILD_II_TYPES), True)
        if options:
            zoo.append(rnd.choice(options))
    return tuple(zoo)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--calls", type=int, default=1000, help="calls per measurement (median taken); default 1000")
    args = parser.parse_args(argv)

    m = load_map("A")
    empty = start_buildings(m)
    print(f"legal_placements on map A as a game starts (start buildings only), Build I; median of {args.calls} calls")
    print(f"{'type':<18}{'placements':>11}{'first call ms':>15}{'median ms':>11}")
    total = 0.0
    for t in BUILD_I_TYPES:
        start = time.perf_counter()
        found = legal_placements(m, empty, t, False)
        first = (time.perf_counter() - start) * 1000
        ms = median_call_ms(lambda t=t: legal_placements(m, empty, t, False), args.calls)
        total += ms
        print(f"{t.name:<18}{len(found):>11}{first:>15.3f}{ms:>11.4f}")
    together = median_call_ms(lambda: [legal_placements(m, empty, t, False) for t in BUILD_I_TYPES], args.calls)
    verdict = "met" if together < AIM_MS else "NOT met"
    print(f"all Build-I types together: {together:.3f} ms per call (aim < {AIM_MS:g} ms: {verdict})")

    zoo = mid_game_zoo()
    mid = median_call_ms(lambda: [legal_placements(m, zoo, t, True) for t in BUILD_II_TYPES], args.calls)
    print(f"mid-game zoo of {len(zoo)} buildings, all Build-II types, Build II: {mid:.3f} ms per call")

    rnd = random.Random(1)
    legal = [(b.type, b.anchor, b.rotation, b.mirrored)
             for t in BUILD_II_TYPES for b in legal_placements(m, zoo, t, True)]
    anything = [(t.name, h, r, False) for t in BUILD_II_TYPES for h in sorted(m.cells) for r in range(6)]
    for label, group in (("legal candidates", rnd.sample(legal, min(200, len(legal)))),
                         ("random candidates", rnd.sample(anything, 200))):  # fmt: skip
        ms = median_call_ms(lambda g=group: [placement_violations(m, zoo, t, h, r, mi, build_ii=True)
                                             for t, h, r, mi in g], 50)
        print(f"placement_violations (every rule, mid-game zoo), {label}: {ms / len(group) * 1000:.1f} µs per call")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
