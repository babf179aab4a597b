"""Walk every encoded Event with `legal` alone, as an agent built on it would:
from the setup of a scenario with the card in play, name `event(side)`, then
keep adding the first atom `legal` offers until `check` accepts the move,
apply it, and go on the same way through what the Event leaves pending (its
free actions, `event_rest`) until the card's part is over.  Reports every
position where `legal` offers nothing while the move is not yet legal, or
offers an atom after which `check` and `apply` disagree.

    python benchmarks/event_walk.py [--scenario medium] [--cards 1,55] [--levels 25]
"""

import argparse
import sys
import time

from fitl import asp
from fitl.errors import BadInput, FitlError
from fitl.game import Game
from fitl.scenario import new_game

PREFER = ("event_rest", "skip")      # order of preference among the options at the first level


def pick(options, first):
    atoms = sorted(a for name, group in options.items() if name != "special_activity" for a in group)
    if first:
        for want in PREFER:
            if want in atoms:
                return want
    return atoms[0] if atoms else None


def complete(game, partial, faction, levels):
    """Extend `partial` with legal's first options until it is a legal move
    that names every choice that changes the outcome (`apply` takes it):
    (move, None) or (partial, problem)."""
    for _ in range(levels):
        text = " ".join(partial)
        if partial and not game.check(text, faction=faction):
            try:
                game.apply(text, faction=faction)
                return text, None
            except BadInput as e:
                if "ambiguous" not in str(e):
                    raise
        options = game.legal(text, faction=faction)
        atom = pick(options, not partial)
        if atom is None:
            why = "; ".join(f"{s} {t}" for s, t in game.check(text, faction=faction)[:2]) if partial else ""
            return text, f"legal offers nothing after '{text}' {why}"
        partial = partial + [atom]
    return " ".join(partial), f"no legal move within {levels} levels"


def walk(card, side, scenario, levels):
    st = new_game(scenario, seed=1)
    st.cards["deck"] = [c for c in st.cards["deck"] if c != card]
    st.cards["current"] = card
    game = Game(st)
    who = game.turn().to_act
    move, problem = complete(game, [f"event({side})"], who, levels)
    steps = [f"{who}: {move}"]
    if problem:
        return steps, problem
    game = game.apply(move, faction=who).game
    for _ in range(8):                       # what the Event left pending (5.5)
        if not game.state.turn["pending"]:
            return steps, None
        who = game.turn().to_act
        move, problem = complete(game, [], who, levels)
        steps.append(f"{who}: {move}")
        if problem:
            return steps, problem
        game = game.apply(move, faction=who).game
    return steps, "still pending after 8 moves"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--scenario", default="medium")
    ap.add_argument("--cards", help="comma-separated card numbers (default: every encoded card)")
    ap.add_argument("--levels", type=int, default=60)
    args = ap.parse_args()
    static = asp.static()
    cards = [int(c) for c in args.cards.split(",")] if args.cards else asp.encoded_cards(2)
    dual = {x[0].number for x in static.atoms("dual", 1)}
    bad = 0
    for card in cards:
        sides = ["unshaded", "shaded"] if card in dual else ["unshaded"]
        for side in sides:
            t = time.perf_counter()
            try:
                steps, problem = walk(card, side, args.scenario, args.levels)
            except FitlError as e:
                steps, problem = [], f"error: {e}"
            took = time.perf_counter() - t
            status = "ok" if problem is None else "FAIL"
            bad += problem is not None
            print(f"{card:3d} {side:8s} {status:4s} {took:5.1f}s  " + " | ".join(steps)
                  + (f"\n      {problem}" if problem else ""))
            sys.stdout.flush()
    print(f"{bad} failing")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
