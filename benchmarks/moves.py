"""Milliseconds per call of legal, check and apply for each Operation and
Special Activity, on positions of the Full scenario.

    python benchmarks/moves.py [--runs N]
"""

import argparse
import math
import statistics
import time

from machine import report

from fitl.allocator import restart_under_jemalloc
from fitl.agents import RandomAgent
from fitl.errors import FitlError
from fitl.game import Game
from fitl.loop import run_game
from fitl.scenario import new_game
from fitl.state import FACTIONS

# The later positions: from this many moves into a game (later_positions).
MIDGAME = 40

# Cards that put each Faction first (2.3.2).
FIRST = {"US": 1, "ARVN": 68, "VC": 107, "NVA": 55}

# (label, Faction, move, partial move for legal[, pieces added to the Full setup])
CASES = [
    ("Pass (US)", "US", "pass", ""),          # legal: the open question, every Operation's spaces
    ("Pass (ARVN)", "ARVN", "pass", ""),
    ("Pass (NVA)", "NVA", "pass", ""),
    ("Pass (VC)", "VC", "pass", ""),
    ("Train + Advise", "US", "train(saigon) train(saigon, arvn_police, 2) advise(binh_dinh, special)", "train(saigon)"),
    ("Train + Govern", "ARVN", "train(saigon) train(saigon, arvn_troops, 6) pacify(saigon, 1) govern(an_loc, aid)",
     "train(saigon)"),
    ("Patrol + Raid", "ARVN", "patrol(hue, loc_hue_da_nang, arvn_police, 1) raid(quang_nam) raid_strike(quang_nam)",
     "patrol(hue, loc_hue_da_nang, arvn_police, 1)"),
    ("Sweep + Air Lift", "US", "sa_first air_lift(saigon, quang_tri_thua_thien, us_troops, 2) "
     "sweep(quang_tri_thua_thien)", "sweep(quang_tri_thua_thien)"),
    ("Assault + Air Strike", "US", "assault(binh_dinh) air_strike(binh_dinh) air_strike(pleiku_darlac)",
     "assault(binh_dinh)"),
    ("Patrol + Transport", "ARVN", "patrol(hue, loc_hue_da_nang, arvn_police, 1) "
     "transport(can_tho, loc_saigon_can_tho, arvn_troops, 2)", "patrol(hue, loc_hue_da_nang, arvn_police, 1)"),
    ("Rally + Infiltrate", "NVA", "rally(southern_laos) rally(southern_laos, 2) improve_trail "
     "infiltrate(central_laos, 2)", "rally(southern_laos)"),
    ("March + Ambush", "VC", "march(quang_tin_quang_ngai, loc_da_nang_qui_nhon, vc_guerrilla_underground, 1) "
     "ambush(loc_da_nang_qui_nhon) ambush(loc_da_nang_qui_nhon, da_nang, arvn_police)", "march(quang_tin_quang_ngai, loc_da_nang_qui_nhon, vc_guerrilla_underground, 1)"),
    ("Attack + Bombard", "NVA", "sa_first bombard(tay_ninh, us_troops) attack(tay_ninh) attack_troops(tay_ninh)", "attack(tay_ninh)",
     {"tay_ninh": {"nva_troops": 3, "us_troops": 3}}),
    ("Rally + Tax", "VC", "rally(kien_phong) tax(kien_giang_an_xuyen)", "rally(kien_phong)"),
    ("Terror + Subvert", "VC", "terror(quang_tin_quang_ngai) terror(binh_tuy_binh_thuan) subvert(kien_phong)",
     "terror(quang_tin_quang_ngai)", {"kien_phong": {"arvn_police": 2}}),
    ("Attack + Ambush", "VC", "attack(binh_dinh) ambush(binh_dinh) ambush(binh_dinh, binh_dinh, us_troops)",
     "attack(binh_dinh)"),
]


def timed(fn, runs):
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(1000 * (time.perf_counter() - t))
    out.sort()
    return statistics.median(out), out[math.ceil(0.95 * len(out)) - 1]      # p95: nearest rank


def measure(label, g, move, partial, args):
    reasons = g.check(move)
    c = timed(lambda: g.check(move), args.runs)
    try:
        a = timed(lambda: g.apply(move, dice=[3]), args.runs) if not reasons else (float("nan"),) * 2
    except FitlError as e:                     # e.g. an ambiguous move
        a, reasons = (float("nan"),) * 2, [str(e)]
    lg = timed(lambda: g.legal(partial), args.legal_runs)
    verdict = "legal" if not reasons else f"NOT APPLIED {reasons[0]}"
    print(f"{label:<24}{c[0]:>8.1f}/{c[1]:<7.1f}{a[0]:>8.1f}/{a[1]:<7.1f}{lg[0]:>9.1f}/{lg[1]:<8.1f}  {verdict}")


def game_for(case, base=None):
    """The Game of a case: the Full setup (or `base`) with the case's pieces
    added and a card on which its Faction is first."""
    _, faction, _, _, *extra = case
    state = (base or new_game("full", seed=1)).clone()
    for sid, add in (extra[0] if extra else {}).items():
        pcs = state.spaces.setdefault(sid, {}).setdefault("pieces", {})
        for k, n in add.items():
            pcs[k] = pcs.get(k, 0) + n
    state.cards["current"] = FIRST[faction]
    state.cards["deck"] = [2] + [c for c in state.cards["deck"] if c != 2]
    return Game(state)


def later_positions(moves=MIDGAME):
    """(Faction, Game): the first position from move `moves` on where each
    Faction decides on a card (no Coup Round, no free action pending), in a
    Full game played by random agents (seed 100)."""
    agents = {f: RandomAgent(0) for f in FACTIONS}
    game, _ = run_game(Game.new("full", seed=100), agents, max_moves=moves)
    found = {}
    while len(found) < len(FACTIONS) and not game.state.game_over:
        who = game.turn().to_act
        if who and who not in found and not game.state.coup and not game.state.turn["pending"]:
            found[who] = game
        game, _ = run_game(game, agents, max_moves=1)
    return [(f, found[f]) for f in FACTIONS if f in found]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--legal-runs", type=int, default=3)
    args = ap.parse_args()
    base = new_game("full", seed=1)
    report()
    print(f"{'case':<24}{'check med/p95':>16}{'apply med/p95':>16}{'legal med/p95':>18}  result")
    for case in CASES:
        label, _, move, partial, *_ = case
        measure(label, game_for(case, base), move, partial, args)
    # The open question where a game has moved on (pieces everywhere).
    for faction, g in later_positions():
        measure(f"Pass, move {MIDGAME}+ ({faction})", g, "pass", "", args)


if __name__ == "__main__":
    restart_under_jemalloc()    # as the fitl command runs (fitl/allocator.py)
    main()
