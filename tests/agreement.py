"""`legal` and `check` agree (the query engine's contract): every atom `legal`
offers belongs to some move `check` accepts, and every move `check` accepts
is offered by `legal` level by level.  Used by tests/e2e/test_agreement.py
and benchmarks/agreement.py."""

import random

from fitl import asp
from fitl.agents import RandomAgent
from fitl.enumerate import _whole
from fitl.game import Game
from fitl.loop import run_game
from fitl.state import FACTIONS

# Atoms a player names and legal never offers (docs/moves.md).
GIVEN_ONLY = ("sa_first", "sa_during", "after_sa", "limited", "hidden_asset", "faction")


def positions(scenario, edition, seed, stops):
    """Positions of a random game after each number of moves in `stops`."""
    game = Game.new(scenario, seed=seed, edition=edition)
    out, done = [], 0
    for stop in sorted(stops):
        game, log = run_game(game, {f: RandomAgent(seed) for f in FACTIONS}, max_moves=stop - done)
        done = stop
        if game.state.game_over:
            break
        out.append(game)
    return out


def coup_positions(scenario, edition, seed, count, max_moves=400):
    """The first `count` positions of a random game in a Coup Round with a
    decision to make."""
    game, out = Game.new(scenario, seed=seed, edition=edition), []
    for _ in range(max_moves):
        if game.state.game_over or len(out) >= count:
            break
        if game.state.coup:
            out.append(game)
        game, _ = run_game(game, {f: RandomAgent(seed) for f in FACTIONS}, max_moves=1)
    return out


def offered_atoms_complete(game, rng, per_position=3):
    """For a few atoms legal offers, a whole move containing each (a model of
    the same rules with the atom given): check must accept it.  Returns the
    problems found."""
    options = game.legal("")
    atoms = [a for k, v in sorted(options.items()) if k not in ("special_activity", "undecided") for a in v]
    problems = []
    for atom in rng.sample(atoms, min(per_position, len(atoms))):
        kind = _kind_of(atom)
        if kind is None:
            continue
        moves = list(_whole(game, kind, None, given=(atom,), seed=rng.randrange(2**31), limit=1))
        if not moves:
            problems.append(f"legal offers {atom} but no whole move contains it")
            continue
        reasons = game.check(" ".join(moves[0]))
        if reasons:
            problems.append(f"legal offers {atom}; the move {' '.join(moves[0])} is refused: {reasons[:2]}")
    return problems


def _kind_of(atom):
    name = atom.split("(")[0]
    ops = {o for os in asp.static().op_of.values() for o in os}
    if name in ops:
        return ("op", name)
    if name == "event":
        return ("event", atom[len("event("):-1])
    if name in ("pass", "skip", "event_rest"):
        return None
    return ("coup",)


def with_heads(atoms):
    """The move with the heads its atoms imply made explicit (docs/moves.md:
    `patrol`, `march(To)` and a Coup Round group's `commit(From, To, Key)`,
    `redeploy(From, To, Key)` may be left out)."""
    out = list(atoms)
    for a in atoms:
        if a.startswith(("commit(", "redeploy(")) and a.count(",") == 3:
            head = a.rsplit(",", 1)[0] + ")"
            if head not in out:
                out.append(head)
        if a.startswith("patrol(") and "patrol" not in out:
            out.append("patrol")
        if a.startswith("march(") and a.count(",") == 3:
            head = f"march({a.split(',')[1]})"
            if head not in out:
                out.append(head)
    return out


def offered_level_by_level(game, move, faction=None):
    """Whether legal offers the atoms of `move` (one check accepts) level by
    level: the atoms offered at a level are added, the query asked again,
    until the move is whole (with the heads its atoms imply).  Returns a
    problem or None."""
    atoms = with_heads([str(a) for a in game._atoms(move)])
    given_only = [a for a in atoms if a.split("(")[0] in GIVEN_ONLY]
    sa = next((a.name for a in game._atoms(move) if a.name in asp.static().sa_types), None)
    partial, left = [], [a for a in atoms if a not in given_only]
    while left:
        options = game.legal(" ".join(partial), faction=faction, sa=sa)
        offered = {a for k, v in options.items() for a in v}
        step = [a for a in left if a in offered]
        if not step:
            return f"{move}: after '{' '.join(partial)}' legal offers none of {left}"
        # A player names the order of a Special Activity (sa_first, sa_during)
        # once the Operation is named (legal never offers it).
        partial += step + [a for a in given_only if a not in partial]
        left = [a for a in left if a not in step]
    return None


def check(scenario, edition, seed, stops, coups=1, rng_seed=0):
    """Both directions over positions of one random game (after each number
    of moves in `stops`, and `coups` positions in a Coup Round): each
    position's offered atoms completed, and the moves of the random agent
    and of the legal agent (a whole move drawn from the enumeration) offered
    level by level.  The problems found."""
    rng = random.Random(rng_seed)
    problems = []
    for game in positions(scenario, edition, seed, stops) + coup_positions(scenario, edition, seed, coups):
        problems += offered_atoms_complete(game, rng)
        who = game.turn().to_act
        moves = [RandomAgent(rng.randrange(1000)).decide(game, who)[0],
                 game.sample_moves(1, seed=rng.randrange(1000))[0]]
        for move in moves:
            problem = offered_level_by_level(game, move, who)
            if problem:
                problems.append(f"{scenario} ed{edition} seed {seed}: {problem}")
    return problems
