"""Whether the Non-players' narrowing hooks change a move (8.1.3: a box's
priorities choose the move; a hook, e.g. sweep_out/1 defined by
asp/nonplayer/us/sweep_spaces.lp, only narrows what its Sessions ground):
each position saved by `benchmarks/nonplayer.py --save DIR` decided with
the hooks on and with them off (FITL_NP_HOOKS=off, docs/nonplayers.md
"Speed"), the two sides in two processes at once (the same load); prints
each position whose moves differ (a move is a set of atoms: the same atoms
in another order, as the grounding lists them, are counted apart) or that a
side could not decide, and per Faction the CPU time of each side.  A
difference is a hook's defect, or a tie the search broke (an optimisation
cut at its bound): decide the position again (`fitl np DIR/FILE --faction F
--explain`, with and without FITL_NP_HOOKS=off) to tell which.  Each side's
solves get FITL_SOLVE_SECONDS=120 unless it is set (a wall-clock bound,
which a loaded machine can reach).

    python benchmarks/hooks.py --positions DIR [DIR ...] [--keep DIR]
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FACTIONS = ("US", "ARVN", "NVA", "VC")


def side(folder, out):
    """Decide each position of `folder` (this process's FITL_NP_HOOKS), one
    JSON line each in `out`: its move, or the error, and its CPU ms."""
    from fitl.game import Game
    from fitl.nonplayer import decide
    with open(out, "w") as f:
        for path in sorted(Path(folder).glob("*.yaml")):
            c = time.process_time()
            try:
                got = {"move": decide(Game.load(path), path.stem.rsplit("-", 1)[1]).move}
            except Exception as err:      # (a search bound reached, say: the other positions still count)
                got = {"error": f"{type(err).__name__}: {(str(err).splitlines() or [''])[0]}"}
            f.write(json.dumps({"position": path.name, **got, "ms": round(1000 * (time.process_time() - c))}) + "\n")
            f.flush()


def compare(folder, out, prefix=""):
    """Each position of `folder` decided both ways: {position: (on, off)},
    the moves of each side written into folder `out`."""
    files, runs = [], []
    for hooks in ("on", "off"):
        files.append(Path(out) / f"{prefix}{hooks}.jsonl")
        env = dict(os.environ, FITL_NP_HOOKS=hooks)
        env.setdefault("FITL_SOLVE_SECONDS", "120")
        runs.append(subprocess.Popen([sys.executable, __file__, "--side", str(files[-1]), "--positions", str(folder)],
                                     env=env))
    if any(p.wait() for p in runs):
        sys.exit(f"{folder}: a side failed (see its error above)")
    a, b = ({d["position"]: d for d in map(json.loads, f.read_text().splitlines())} for f in files)
    return {k: (a[k], b[k]) for k in sorted(a)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", nargs="+", required=True, metavar="DIR",
                    help="folders of positions saved by benchmarks/nonplayer.py --save")
    ap.add_argument("--keep", metavar="DIR", help="keep each side's moves (JSON lines) in DIR")
    ap.add_argument("--side", metavar="FILE", help=argparse.SUPPRESS)    # (one side's process)
    args = ap.parse_args()
    if args.side:
        return side(args.positions[0], args.side)
    cpu, differ, order, total = {}, 0, 0, 0
    for folder in args.positions:
        if args.keep:               # (each side's moves kept: DIR/FOLDER-on.jsonl, DIR/FOLDER-off.jsonl)
            Path(args.keep).mkdir(parents=True, exist_ok=True)
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
            a, b = (d.get("move") or d["error"] for d in (on, off))
            if sorted(a.split()) != sorted(b.split()) or "error" in on or "error" in off:
                differ += 1
                print(f"{folder}/{name} ({faction}): moves differ\n  hooks on:  {a}\n  hooks off: {b}")
            elif a != b:
                order += 1
    print(f"{total} positions, {differ} with different moves (or none), {order} more with the same atoms in another order")
    for f in FACTIONS:
        if f in cpu:
            a, b = cpu[f]
            print(f"{f} Non-player, CPU time: {len(a)} decisions, hooks on mean {statistics.mean(a):.0f} ms "
                  f"(total {sum(a) / 1000:.1f} s), hooks off mean {statistics.mean(b):.0f} ms (total {sum(b) / 1000:.1f} s)")


if __name__ == "__main__":
    main()
