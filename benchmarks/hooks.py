"""Whether the Non-players' narrowing hooks change a move (8.1.3: a box's
priorities choose the move; a hook, e.g. sweep_out/1 defined by
asp/nonplayer/us/sweep_spaces.lp, only narrows what its Sessions ground):
each position saved by `benchmarks/nonplayer.py --save DIR` decided with
the hooks on and with them off (FITL_NP_HOOKS=off, docs/nonplayers.md
"Speed"), the two sides in two processes at once (the same load); prints
each position whose moves differ, and per Faction the CPU time of each
side (a move is a set of atoms: the same atoms in another order, as
the grounding lists them, are counted apart).  A difference is a hook's defect, or a tie the search broke
(an optimisation cut at its bound): decide the position again
(`fitl np DIR/FILE --faction F --explain`, with and without
FITL_NP_HOOKS=off) to tell which.

    python benchmarks/hooks.py --positions DIR [DIR ...] [--keep DIR]
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
FACTIONS = ("US", "ARVN", "NVA", "VC")


def decided(folder, hooks, out):
    """The process deciding each position of `folder` (benchmarks/nonplayer.py
    --positions), hooks on or off, its moves written to `out` (JSON lines)."""
    env = dict(os.environ, FITL_NP_HOOKS="on" if hooks else "off")
    return subprocess.Popen([sys.executable, str(HERE / "nonplayer.py"), "--positions", str(folder), "--moves", str(out)],
                            env=env, stdout=subprocess.DEVNULL)


def moves(path):
    return {d["position"]: d for d in map(json.loads, Path(path).read_text().splitlines())}


def compare(folder, out, prefix=""):
    """Each position of `folder` decided both ways: {position: (on, off)},
    the moves of each side written into folder `out`."""
    on, off = Path(out) / f"{prefix}on.jsonl", Path(out) / f"{prefix}off.jsonl"
    runs = [decided(folder, True, on), decided(folder, False, off)]
    if any(p.wait() for p in runs):
        sys.exit(f"{folder}: a side failed (see its error above)")
    a, b = moves(on), moves(off)
    return {k: (a[k], b[k]) for k in sorted(a)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", nargs="+", required=True, metavar="DIR",
                    help="folders of positions saved by benchmarks/nonplayer.py --save")
    ap.add_argument("--keep", metavar="DIR", help="keep each side's moves (JSON lines) in DIR")
    args = ap.parse_args()
    cpu, differ, order, total = {}, 0, 0, 0
    for folder in args.positions:
        if args.keep:               # (each side's moves kept: DIR/FOLDER-on.jsonl, DIR/FOLDER-off.jsonl)
            found = compare(folder, args.keep, Path(folder).name + "-")
        else:
            with tempfile.TemporaryDirectory() as tmp:
                found = compare(folder, tmp)
        for name, (on, off) in found.items():
            faction = Path(name).stem.rsplit("-", 1)[1]
            total += 1
            sides = cpu.setdefault(faction, ([], []))
            sides[0].append(on["ms"])
            sides[1].append(off["ms"])
            if sorted(on["move"].split()) != sorted(off["move"].split()):
                differ += 1
                print(f"{folder}/{name} ({faction}): moves differ\n  hooks on:  {on['move']}\n  hooks off: {off['move']}")
            elif on["move"] != off["move"]:
                order += 1
    print(f"{total} positions, {differ} with different moves, {order} more with the same atoms in another order")
    for f in FACTIONS:
        if f in cpu:
            a, b = cpu[f]
            print(f"{f} Non-player, CPU time: {len(a)} decisions, hooks on mean {statistics.mean(a):.0f} ms "
                  f"(total {sum(a) / 1000:.1f} s), hooks off mean {statistics.mean(b):.0f} ms (total {sum(b) / 1000:.1f} s)")


if __name__ == "__main__":
    main()
