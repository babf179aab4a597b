"""Whole legal moves: the enumeration and random sampling of the moves the
Faction to act may make (docs/moves.md), from the rules themselves.

One query per kind of action opens every level of its options at once (the
input open_all, asp/actions/modes.lp) and lets clingo find whole moves, each
answer set projected on the move atoms: Pass; each Event side with its
selections; each Operation with its spaces and what is done in them; then,
for a given Operation, each Special Activity the Faction may add, after the
Operation, before it (`sa_first`) or during it (`sa_during`); a free action
an Event granted, the rest of an Event, a Coup Round phase's decision.  A move
is yielded only if `apply` takes it as it stands (legal, and every choice that
changes the outcome named).

The number of moves explodes with multi-space Operations (a Sweep may select
any set of spaces, each with its own moves), so `legal_moves` is a lazy
stream, in a fixed order, that a `limit` stops; `random_move` draws one move:
a kind of action uniformly among those open (`legal`'s first level), then a
move of that kind drawn under a seed taken from the caller's random source
(Session.draw: the same seed, the same move, whatever the grounding's order).

>>> from fitl.game import Game
>>> g = Game.new("tutorial", seed=1)
>>> list(legal_moves(g, limit=3))
['pass', 'event(shaded)', 'event(unshaded)']
"""

import functools
import itertools
import random
import re

from . import asp
from .errors import BadInput, FitlError, Illegal

ORDERS = ((), ("sa_first",), ("sa_during",))      # a Special Activity after, before, during (4.1)
# What a Special Activity's whole move may name besides its own atoms.
SA_SHARED = ("remove", "activate", "spare", "untunnel", "from_map", "simply_removed")


def _kinds(game, faction):
    """The kinds of action open now: ('pass',), ('event', side), ('op', type),
    ('sa', type) for a free Special Activity, ('rest',), ('skip',), ('idle',), ('coup',),
    ('play_pivotal',) (the Faction's Pivotal Event, 2.3.8)
    (in a Coup Round, the phase's decision is the one kind)."""
    if game.state.runs_coup():          # a Coup Round phase, or a procedure of it an Event runs
        return [("coup",)]
    options = game.legal("", faction=faction)
    kinds = []
    ops = {o for os in asp.static().op_of.values() for o in os}
    for name, atoms in options.items():
        if name in ("pass", "skip", "idle", "event_rest", "play_pivotal"):
            kinds.append((name,))
        elif name == "event":
            kinds += [("event", a[len("event("):-1]) for a in atoms]
        elif name in ops:
            kinds.append(("op", name))
        elif name == "special_activity":
            kinds += [("sa", a[len("special_activity("):-1]) for a in atoms]
    return sorted(set(kinds), key=_kind_order)


def _kinds_to_try(game, faction):
    """The kinds of action a draw may try (random_move): those the rules may
    still open, without asking which are (the open question costs a query of
    its own; a kind with no move is found empty and set aside, so a draw is
    still uniform among the kinds open).  What the Faction to act may do
    (may_do/1, 2.3.4) gives Pass, the Event's two sides and its Operation
    types (op_of/2); a free action pending, a Coup Round or another Faction
    asked about: the open question's kinds (_kinds)."""
    turn = game.turn()
    if game.state.coup or game.state.turn.get("pending") or (faction and faction.upper() != turn.to_act):
        return _kinds(game, faction)
    kinds = [("pass",)] if "pass" in turn.options else []
    if "event" in turn.options:
        kinds += [("event", "shaded"), ("event", "unshaded")]
    if turn.options & {"op", "op_sa", "limop"}:
        kinds += [("op", o) for o in asp.static().op_of.get(turn.to_act or "", [])]
    return sorted(kinds, key=_kind_order)


def _kind_order(kind):
    order = {"pass": 0, "skip": 0, "idle": 0, "play_pivotal": 1, "event_rest": 1, "coup": 1, "event": 2, "op": 3, "sa": 4}
    return (order[kind[0]], kind[1:])


def _query(game, kind, faction, given=()):
    """The facts and files of a whole-move query for `kind`, with `given`
    atoms (a text) already named."""
    atoms = game._atoms(" ".join(given)) if given else []
    facts = game._facts(atoms, faction, given=True)
    names = {a.name for a in atoms}
    if kind[0] == "op":
        facts += (f"focus_op({kind[1]}).",)
        names.add(kind[1])
    elif kind[0] in ("sa", "sa_after_op"):
        facts += (f"open_sa({kind[1]}).",) + tuple(f"open_name({n})." for n in
                                                   sorted(asp.action_names(kind[1]) | set(SA_SHARED)))
        facts += (f"require_sa({kind[1]}).",) if kind[0] == "sa_after_op" else ()
        names.add(kind[1])
    elif kind[0] == "event":
        facts += (f"given(event({kind[1]})).",)
    elif kind[0] == "event_rest":
        facts += ("given(event_rest).",)
    return facts, tuple(sorted(names))


_NAMED = re.compile(r"given\(faction\(([a-z]+)\)\)\.")


def query_cards(game, facts):
    """The cards whose rules a whole-move query (its facts, Game._facts with
    given=True) may need: those of a move that plays no Pivotal Event
    (Game._cards), and the Pivotal Event held by the Faction the facts name,
    if any.  2.3.8: a Pivotal Event is played by the Faction the move names
    (in legal mode claimed/1 comes from given(faction(F)) only,
    asp/sequence/eligibility.lp), so no other held card's rules can apply."""
    held = game.state.cards.get("pivotal", {})
    named = {f.upper() for f in _NAMED.findall("\n".join(facts[1:]))}
    return tuple(sorted(set(game._cards([])) | {held[f] for f in named if f in held}))


def _whole(game, kind, faction, given=(), seed=None, limit=None, conflicts=None, spaces=None, draw=False):
    """Moves of `kind` (atoms as texts) from one query, as clingo finds them;
    with `spaces`, only those whose atoms the rules narrow to spaces
    (open_space/1, asp/actions/modes.lp) in them; with `draw`, the one move
    Session.draw draws under `seed` (none if it finds none), given the
    game's next dice (game_die/2, DRAW_DICE): a die the move rolls as it
    names its spaces, the Air Strike's (4.2.3, ruling 230), is the one apply
    will roll, so that the move drawn is one apply takes."""
    if kind[0] in ("pass", "skip"):
        yield [kind[0]]
        return
    if kind[0] == "play_pivotal":             # (the Faction that plays it out of turn is named, 2.3.8)
        yield [f"faction({(faction or game.turn().to_act).lower()})", "play_pivotal"]
        return
    facts, names = _query(game, kind, faction, given)
    facts += tuple(f"draw_space({s})." for s in spaces or ())
    facts += (game._game_dice(n=DRAW_DICE),) if draw else ()
    session = game.session(facts, asp.rule_files(game.state.edition, query_cards(game, facts), names), whole=True)
    found = ([] if (x := session.draw(seed, conflicts=conflicts)) is None else [x]) if draw \
        else session.moves(seed=seed, limit=limit, conflicts=conflicts)
    for atoms in found:
        yield sorted({str(a) for a in atoms if a.name != "faction"} | set(given))


def _takes(game, move, faction):
    """Whether apply takes the move as it stands."""
    try:
        game.apply(move, faction=faction, explain=False)
    except (BadInput, Illegal):
        return False
    return True


def legal_moves(game, limit=None, faction=None):
    """The whole legal moves of the Faction to act (or `faction`), as move
    texts, each once, in a fixed order: Pass (or skipping a free action),
    the Faction's Pivotal Event out of turn (where `faction` names it: the
    move names the Faction that plays it, 2.3.8),
    the rest of an Event or a Coup phase's decision, each Event side, then
    each Operation type without and then with each Special Activity (after,
    before, during); at most `limit`.  Each query of the stream is
    bounded by a number of moves and of conflicts (STREAM_MOVES,
    STREAM_CONFLICTS), never by the time it takes, so that the moves are
    the same on any machine."""
    seen = set()
    stream = itertools.chain.from_iterable(_stream(game, k, faction) for k in _kinds(game, faction))
    for atoms in stream:
        key = frozenset(atoms)
        if key in seen:
            continue
        seen.add(key)
        move = " ".join(atoms)
        if _takes(game, move, faction):
            yield move
            if limit is not None and len(seen) >= limit:
                return


# Each query of legal_moves' stream (a kind of action; an Operation move with
# one Special Activity type and order) gives at most STREAM_MOVES moves and
# searches at most STREAM_CONFLICTS conflicts (bounded_moves' queries too):
# bounds the same on any machine, so that the stream, and the first N moves
# of it, are too.  (The time bound, asp.SOLVE_SECONDS of search, is then a
# net: SearchLimit.)  An opening's March or Rally alone has over 100,000 moves.
STREAM_MOVES = 10_000
STREAM_CONFLICTS = 20_000


def _stream(game, kind, faction):
    bounded = functools.partial(_whole, limit=STREAM_MOVES, conflicts=STREAM_CONFLICTS)
    if kind[0] != "op":
        yield from bounded(game, kind, faction)
        return
    ops = list(bounded(game, kind, faction))
    yield from ops
    sas = asp.static().sa_of.get((faction or game.turn().to_act or "").upper(), [])
    for op, sa, order in itertools.product(ops, sas, ORDERS):
        yield from bounded(game, ("sa_after_op", sa), faction, given=tuple(op) + order)


def random_move(game, rng, faction=None, tries=4):
    """One legal move drawn at random: a kind of action uniformly among those
    open (_kinds_to_try; `tries` draws of a move apply refuses at most),
    then a move of that kind drawn (Session.draw) under a seed from `rng`
    (random.Random); with an Operation, a Special Activity with
    even odds where the Faction has one (after, before or during it, as
    clingo finds one).  Pass (or skip) when nothing else is found."""
    kinds = _kinds_to_try(game, faction)
    while kinds and tries:
        kind = rng.choice(kinds)
        moves = _first(game, kind, faction, rng)
        if not moves:                  # (none, or none within DRAW_CONFLICTS: another kind)
            kinds.remove(kind)
            continue
        tries -= 1
        move = moves[0]
        sas = asp.static().sa_of.get((faction or game.turn().to_act or "").upper(), [])
        if kind[0] == "op" and sas and rng.random() < 0.5:
            sa, order = rng.choice(sas), rng.choice(ORDERS)
            # (The Special Activity is optional: a search past DRAW_CONFLICTS,
            # the same on any machine, is given up for the Operation alone.)
            more = _first(game, ("sa_after_op", sa), faction, rng, given=tuple(move) + order)
            if more and _takes(game, " ".join(more[0]), faction):
                return " ".join(more[0])
        if _takes(game, " ".join(move), faction):
            return " ".join(move)
    for fallback in ("pass", "skip"):
        if _takes(game, fallback, faction):
            return fallback
    raise FitlError(f"no legal move found for {faction or game.turn().to_act}")


# The game's next dice a draw's query is given: more than a move rolls
# before its Air Strike's die (each Assault space under Cobras, card 13,
# rolls one; a die past them is left open, and apply may refuse the move).
DRAW_DICE = 24


# A draw's query searches at most this many conflicts, so that whether it
# finds a move is the same on any machine (the time bound is then a net:
# SearchLimit, never another draw where the machine's speed says).
DRAW_CONFLICTS = 20_000


# Special Activities whose whole move a draw finds in two steps, its spaces
# first: Air Lift moves any pieces among any spaces (4.2.2), thousands of
# candidates, each with the counts it leads to (a query of 100 MB and more).
# The spaces are those of SPACE_ROUTES candidates drawn at random; then a
# move among them only (if there is none, the draw has no such Activity).
SPACES_FIRST = frozenset(("air_lift",))
SPACE_ROUTES = 2


def _first(game, kind, faction, rng, given=()):
    """A move of `kind` drawn under a seed from `rng` (Session.draw: the same
    move whatever order clingo grounded the atoms in): a list of one move,
    or none (none exists, or none within DRAW_CONFLICTS)."""
    seed = rng.randrange(2**31)
    spaces = _spaces_drawn(game, kind, faction, given, random.Random(seed)) if kind[1:2] and kind[1] in SPACES_FIRST \
        else None
    if spaces == []:
        return []
    return list(_whole(game, kind, faction, given=given, seed=seed, conflicts=DRAW_CONFLICTS, spaces=spaces, draw=True))


def _spaces_drawn(game, kind, faction, given, rng):
    """The spaces of SPACE_ROUTES candidate atoms of the Activity `kind[1]`
    drawn from `rng` (the query grounded up to its candidates only), sorted;
    [] if it has none."""
    facts, names = _query(game, kind, faction, given)
    files = asp.rule_files(game.state.edition, query_cards(game, facts), names)
    found = [a for a in asp.possible_candidates(facts, files, extra="open_all.") or ()
             if a.name == kind[1] and a.arguments]
    spaces = asp.static().spaces
    drawn = [rng.choice(found) for _ in range(SPACE_ROUTES)] if found else []
    return sorted({str(x) for a in drawn for x in a.arguments if str(x) in spaces})


def sample_moves(game, n, seed=0, faction=None):
    """`n` legal moves drawn by random_move from the random source `seed`."""
    rng = random.Random(f"fitl-sample:{seed}")
    return [random_move(game, rng, faction) for _ in range(n)]


# Queries a Special Activity stream may ask (bounded_moves): one per
# Operation move drawn, at most this many.
SA_QUERIES = 4


def bounded_moves(game, n, seed=0, faction=None):
    """At most `n` whole legal moves, the same for the same seed: every
    legal move without a Special Activity when the position has no more than
    `n`, else `n` of them spread over the kinds of action.  One stream per
    kind (Pass, each Event side, each Operation alone, each Operation with a
    Special Activity where the Turn allows one (may_do(op_sa), 2.3.4), a
    free action, a Coup Round decision), each drawn in the random order of
    clingo's search under a seed from `seed`; the streams give a move in
    turn (round robin, in legal_moves' order of kinds, those with a Special
    Activity last) until `n` are found or all run dry.  The moves with a Special Activity are a sample: for each
    Operation move drawn (SA_QUERIES at most), a Special Activity type and
    its order (after, before, during) drawn, and its moves.  Each query is
    read whole (up to `n` answers within STREAM_CONFLICTS conflicts) before
    the next, so that no bound on time cuts a stream short depending on the
    machine's speed (past the time bound, a net: SearchLimit)."""
    rng = random.Random(f"fitl-bounded:{seed}")
    actor = (faction or game.turn().to_act or "").upper()
    sas = asp.static().sa_of.get(actor, []) if "op_sa" in game.turn().options else []
    kinds = _kinds(game, faction)
    streams = [iter(_drawn(game, kind, faction, rng.randrange(2**31), n)) for kind in kinds]
    streams += [_with_sa(game, kind, faction, rng.randrange(2**31), n, sas) for kind in kinds if kind[0] == "op" and sas]
    out, seen = [], set()
    while streams and len(out) < n:
        for stream in list(streams):
            atoms = next(stream, None)
            if atoms is None:
                streams.remove(stream)
                continue
            move = " ".join(atoms)
            if frozenset(atoms) not in seen and _takes(game, move, faction):
                seen.add(frozenset(atoms))
                out.append(move)
                if len(out) == n:
                    break
    return out


def _drawn(game, kind, faction, seed, n, given=()):
    """Up to `n` moves of `kind` from one query under `seed`, read whole
    (those found within STREAM_CONFLICTS conflicts)."""
    return list(_whole(game, kind, faction, given=given, seed=seed, limit=n, conflicts=STREAM_CONFLICTS))


def _with_sa(game, kind, faction, seed, n, sas):
    """Moves of the Operation `kind` with a Special Activity: for each of
    the Operation's moves in a seeded order (SA_QUERIES at most), a Special
    Activity type and order drawn, and up to `n` of its moves."""
    rng = random.Random(seed)
    for op in _drawn(game, kind, faction, rng.randrange(2**31), SA_QUERIES):
        sa, order = rng.choice(sas), rng.choice(ORDERS)
        yield from _drawn(game, ("sa_after_op", sa), faction, rng.randrange(2**31), n, given=tuple(op) + order)
