"""Goal proving (`fitl prove`, docs/proving.md): is there a legal move after
which a goal holds?  The rules answer, through the query engine's Sessions
(fitl.session): one grounding per kind of action, in legal mode with every
level open (whole moves), with the goal vocabulary (asp/prove/goal.lp) read
at the move's last step, and the goal added as a program part.

The host only decides which kinds of action to ask and in what order,
checks the goal's names, turns answers into moves and dice, and keeps the
bound: one deadline (PROVE_SECONDS) for the whole question, past which
the answer is "unknown".

Quantifiers (docs/proving.md):
- horizon move: exists a move M of the Faction (and, `dice="any"`, exists
  a roll of its dice | `dice="all"`, for every roll) such that GOAL holds
  after M; with `always`: for every move M, (some | every) roll gives GOAL.
- horizon card: exists a move of the Faction to act, and (if the card goes
  on) exists a move of the next Faction to act, such that GOAL holds after
  them; with `always`, for all of them.  The first level is the host
  drawing the first Faction's whole moves from the same Sessions, the
  second a move-horizon question on each successor.
"""

import itertools
import multiprocessing
import os
import signal
import time
from dataclasses import dataclass, field

import clingo
import clingo.ast

from . import asp
from .enumerate import query_cards
from .errors import BadInput, FitlError, Illegal
from .session import Session

SHOWN = (("move", 1), ("roll", 2), ("roll_need", 2))
ORDERS = ((), ("sa_first",), ("sa_during",))      # a Special Activity after, before, during (4.1)
_ORDER_NAMES = ("sa_after", "sa_first", "sa_during")   # (the last element of such a kind)
# The least time the question after a first move gets (horizon card).
SHARE_SECONDS = 2.0
# The direct candidates a refutation checks for its reasons (_why_refuted).
CANDIDATES = 12
# The moves one kind of action may rule out before it is given up (_search).
HEADS = 20
# A witness is made small (the fewest move atoms) within this many conflicts.
SHRINK_CONFLICTS = 5_000
# clasp's options for a prove Session: it answers few questions, most of
# them settled by propagation alone (no move of the kind reaches the goal),
# where the equivalence preprocessing of the ground program (clasp's
# default --eq) costs more than it saves (measured: a third to a half of
# a refutation's time on the Full scenario).
SOLVER_ARGS = ("--eq=0",)


@dataclass
class Proof:
    """A prove answer: `provable` (True, False; False with `unknown` when
    the bound was hit first), the witness moves ({faction, move, dice}),
    and why a goal is refuted or unknown, as (section, text) pairs."""

    provable: bool
    witness: list = field(default_factory=list)
    why: list = field(default_factory=list)
    unknown: str = None

    def to_json(self):
        out = {"provable": self.provable, "witness": self.witness, "why": [list(w) for w in self.why]}
        if self.unknown:
            out["unknown"] = self.unknown
        return out

    @property
    def exit_code(self):
        """0 proven, 1 refuted, 3 unknown (the bound hit: as SearchLimit)."""
        return 3 if self.unknown else 0 if self.provable else 1


# --- the goal -----------------------------------------------------------------------------
class Goal:
    """A goal (an ASP body over asp/prove/goal.lp's vocabulary) checked and
    renamed: each name gets its goal_ prefix."""

    def __init__(self, text, edition=2):
        self.text, self.edition = " ".join(text.split()), edition
        vocab = {s.arguments[0].name: tuple(a.name for a in s.arguments[1].arguments)
                 for s in asp.declared(edition, ("goal_vocab",))}
        # The spaces and units (Factions, piece types) whose pieces the goal
        # counts (pieces/3), None for every one (a variable argument).
        self.used, self.spaces, self.units = set(), set(), set()
        self.named = set()                  # every space the goal names (for the reasons)
        # Whether the goal reads only the framed values of the spaces it names
        # (goal_local/1 in asp/prove/goal.lp, each space a constant): _one_move.
        self.local = True
        local = {s.arguments[0].name for s in asp.declared(edition, ("goal_local",))}
        stms = []
        asp._messages.clear()
        try:
            clingo.ast.parse_string(f"goal_body :- {self.text}.", stms.append, logger=asp._on_message)
        except RuntimeError:
            raise BadInput("goal", self.text, "not an ASP body ("
                           + ("; ".join(m.splitlines()[-1].strip() for m in asp._messages) or "syntax") + ")") from None
        rules = [s for s in stms if s.ast_type == clingo.ast.ASTType.Rule]
        if len(rules) != 1:
            raise BadInput("goal", self.text, "expected one ASP body, e.g. 'control(hue, nva)'")
        renamer = _Renamer(self, vocab, local)
        self.rule = str(rules[0].update(body=[renamer(b) for b in rules[0].body]))
        if not self.used:
            raise BadInput("goal", self.text, "names nothing of the position (see docs/proving.md)")

    def facts(self):
        """The goal's input facts: proving, and the spaces and units whose pieces it counts."""
        st = asp.static()
        spaces = st.spaces if self.spaces is None else sorted(self.spaces)
        units = [*st.factions, *st.piece_types] if self.units is None else sorted(self.units)
        return ("proving.\n" + "".join(f"goal_space({s}).\n" for s in spaces)
                + "".join(f"goal_unit({u}).\n" for u in units))

    def want(self):
        return {f"goal_{n}" for n in self.used}


class _Renamer(clingo.ast.Transformer):
    """Checks each atom of a goal against the vocabulary and prefixes it."""

    def __init__(self, goal, vocab, local):
        self.goal, self.vocab, self.local = goal, vocab, local

    def visit_SymbolicAtom(self, atom):
        term = atom.symbol
        if term.ast_type != clingo.ast.ASTType.Function or term.external:
            raise BadInput("goal", self.goal.text, f"'{term}' is not a goal predicate")
        name, args = term.name, term.arguments
        kinds = self.vocab.get(name)
        if kinds is None:
            known = ", ".join(f"{n}/{len(k)}" for n, k in sorted(self.vocab.items()))
            raise BadInput("goal", self.goal.text, f"unknown predicate {name}/{len(args)} (known: {known})")
        if len(args) != len(kinds):
            raise BadInput("goal", self.goal.text, f"{name} takes {len(kinds)} argument(s), not {len(args)}")
        if name not in self.local:
            self.goal.local = False
        for arg, kind in zip(args, kinds):
            _check_argument(self.goal, name, arg, kind)
            if kind == "space" and arg.ast_type == clingo.ast.ASTType.SymbolicTerm:
                self.goal.named.add(str(arg))
            elif kind == "space":
                self.goal.local = False
        self.goal.used.add(name)
        if name == "pieces":
            for i, attr in ((0, "spaces"), (1, "units")):
                known = getattr(self.goal, attr)
                if args[i].ast_type != clingo.ast.ASTType.SymbolicTerm:
                    setattr(self.goal, attr, None)
                elif known is not None:
                    known.add(str(args[i]))
        return atom.update(symbol=term.update(name=f"goal_{name}"))


def _check_argument(goal, name, arg, kind):
    """A constant argument must be of its kind (asp/prove/goal.lp: goal_vocab)."""
    if arg.ast_type != clingo.ast.ASTType.SymbolicTerm:
        return                                     # a variable or an expression
    sym = arg.symbol
    st = asp.static()
    factions = set(st.factions)
    allowed = {"space": set(st.spaces), "side": {"coin", "nva"}, "faction": factions,
               "resource": factions - {"us"}, "unit": factions | set(st.piece_types),
               "level": {x.arguments[0].name for x in asp.declared(goal.edition, ("level_value",))},
               "type": set(st.piece_types)}.get(kind)
    if allowed is None:                            # number
        if sym.type != clingo.SymbolType.Number:
            raise BadInput("goal", goal.text, f"{name}: '{sym}' is not a number")
        return
    if sym.type != clingo.SymbolType.Function or sym.arguments or sym.name not in allowed:
        what = {"space": "space", "side": "side (coin or nva)", "faction": "Faction",
                "resource": "Faction with Resources", "level": "Support level",
                "unit": "Faction or piece type", "type": "piece type"}[kind]
        raise BadInput("goal", goal.text, f"{name}: unknown {what} '{sym}'")


# --- one move ------------------------------------------------------------------------------
class _Question:
    """The setting of one prove question: the game, the goal, the Faction
    named (None: the one to act), the quantifiers, and the deadline."""

    def __init__(self, game, goal, faction, always, dice, deadline, workers=1):
        self.game, self.goal, self.faction, self.always, self.dice = game, goal, faction, always, dice
        self.workers = workers              # processes a move-horizon question may use (_in_two)
        self.deadline = deadline
        self.searched = []
        self.gave_up = False
        self.tried = 0                      # the first Faction's moves tried (horizon card)
        # The kinds of action no move of which can change a space the goal
        # reads (_unchanging), and whether one of them has been searched
        # and found a legal move but none for the goal (`baseline`): the
        # goal's value on the spaces as they are is then known.
        self.scopes, self.pruned, self.baseline = {}, [], False
        # The Sessions of the kinds searched, and each kind's facts and
        # names (_one_move; _elsewhere asks an Operation alone).
        self.sessions, self.variants = {}, {}

    def until(self):
        """The deadline of one solve: the question's, and asp.SOLVE_SECONDS."""
        return min(self.deadline, time.monotonic() + asp.SOLVE_SECONDS)


def _variants(game, faction):
    """The queries that together hold every whole move of the Faction, the
    cheap ones first: per kind of action open (fitl.enumerate), its facts
    and Operation and Special Activity names; each Operation alone, then
    with its Special Activities open, after, before and during it (4.1)."""
    from . import enumerate as en
    actor = (faction or game.turn().to_act or "").upper()
    sas = asp.static().sa_of.get(actor, [])
    first, then = _pivotal(game, [actor]), []
    for kind in en._kinds(game, faction):
        if kind[0] in ("pass", "skip"):
            first.append((kind, game._facts([], faction, given=True) + (f"given({kind[0]}).",), ()))
            continue
        first.append((kind, *en._query(game, kind, faction)))
        if kind[0] == "op" and sas:
            for order in ORDERS:
                facts, names = en._query(game, kind, faction, given=order)
                then.append((kind + (order or _ORDER_NAMES[:1]), facts + tuple(f"open_sa({a})." for a in sas),
                             tuple(sorted(set(names) | set(sas)))))
    return first + then


def _pivotal(game, factions):
    """The query of each of these Factions' playing its Pivotal Event, out
    of turn (2.3.8), for those that hold one: kind ('pivotal', F).  Whether
    it may be played now is the rules' (asp/sequence/pivotal.lp)."""
    held = game.state.cards.get("pivotal", {})
    return [(("pivotal", f), game._facts(game._atoms("play_pivotal"), f, given=True), ()) for f in factions if f in held]


def _focus(q, kind, ask=True):
    """The focus facts of a kind of action at horizon move (asp/prove/focus.lp):
    the goal's spaces, for a goal that reads only their framed values, when
    the kind has a Special Activity (an Air Lift then needs only the lifts
    that touch them, or, before the Operation, that may bring pieces the
    Operation moves into them; an Air Strike or Advise only those spaces and
    the Operation's ways into them; a Sweep after it only the moves into or
    out of them); before the Operation, whether the Operation
    alone has a move that changes none of them, where the rules ask for it
    (lift_first_focus(Op, elsewhere)); else none.  With `ask` False that is
    not asked, and taken as not so (fewer lifts left out: a wider scope)."""
    if not q.goal.local or kind[0] != "op" or len(kind) < 3:
        return ""
    spaces = "".join(f"lift_focus({s}).\n" for s in sorted(q.goal.named))
    if kind[-1] != "sa_first":
        return spaces
    needs = {s.arguments[0].name: s.arguments[1].name
             for s in asp.declared(q.game.state.edition, ("lift_first_focus",))}
    if kind[1] not in needs:
        return ""
    elsewhere = needs[kind[1]] == "elsewhere" and ask and _elsewhere(q, kind[1])
    return spaces + "lift_first.\n" + ("op_elsewhere.\n" if elsewhere else "")


def _elsewhere(q, op):
    """Whether the Operation alone has a legal move with no effect on a
    space the goal names (asp/prove/focus.lp: op_elsewhere), asked of its
    Session (grounded here if its kind was not searched)."""
    kind = ("op", op)
    if kind not in q.variants:
        return False
    if q.scopes.get(kind):
        # (No move of it alone can change a goal space, _unchanging, and it
        # is open: the open question offered its heads, each with a legal
        # move of the Operation alone, fitl.enumerate._kinds.)
        return True
    if kind not in q.sessions:
        q.sessions[kind] = _session(q, *q.variants[kind])
    session = q.sessions[kind]
    if session.broken:
        return False
    if "elsewhere" not in session.parts:
        session.add("elsewhere", "".join(f":- eff_pc(_, {s}, _, _, _).\n:- eff_shift(_, {s}, _, _).\n"
                                         f":- eff_marker(_, {s}, _, _, _).\n" for s in sorted(q.goal.named)))
    return session.answer(parts=("elsewhere",), deadline=q.until()) is not None


def _session(q, facts, names, focus=""):
    game = q.game
    files = asp.rule_files(game.state.edition, query_cards(game, facts), names)
    session = Session(facts, files, extra="open_all.\n" + q.goal.facts() + focus, shown=SHOWN,
                      want=q.goal.want() | {"roll", "roll_need", "prove_outcome"}, solver=SOLVER_ARGS)
    return session


def _parts(q, session, *names):
    """The names of these program parts of a prove Session, each grounded
    the first time a question names it (most Sessions are asked one
    question): `holds` and `fails`, GOAL and its negation as constraints;
    `small`, a witness with the fewest move atoms; `no_dice`, a move that
    rolls none."""
    for name in names:
        if name not in session.parts:
            session.add(name, {"holds": f"goal_ok :- goal_body.\n:- not goal_ok.\n{q.goal.rule}",
                               "fails": f"goal_no :- goal_body.\n:- goal_no.\n{q.goal.rule}",
                               "small": ":~ move(X). [1, X]",
                               "no_dice": ":- roll(K, V)."}[name])
    return names


def _move_and_dice(symbols):
    """A move's atoms (the Faction named only where the move needs it: a
    Pivotal Event played out of turn, 2.3.8) and its dice, from an answer."""
    moves = [s.arguments[0] for s in symbols if s.name == "move"]
    claim = any(a.name == "play_pivotal" for a in moves)
    atoms = sorted((a for a in moves if claim or a.name != "faction"), key=str)
    need = {str(s.arguments[0]): s.arguments[1].number for s in symbols if s.name == "roll_need"}
    rolls = sorted((need.get(str(s.arguments[0]), 0), str(s.arguments[0]), s.arguments[1].number)
                   for s in symbols if s.name == "roll")
    return atoms, [v for _, _, v in rolls]


def _search(q, session, want_goal, dice_free=False):
    """A move of this session's kind whose outcome is (want_goal) or is not
    GOAL, under the dice quantifier, that the game takes as it stands:
    (atoms, dice), or None.  With `dice_free`, only a move that rolls no
    dice.  When every roll must agree (want_goal and dice 'all', or
    neither) and the move rolls dice, _every_roll decides, and a move that
    fails it is ruled out with every move making the same choices before
    the roll; a move apply does not take as it stands is ruled out alone;
    and the search goes on, for at most HEADS moves ruled out (then the
    kind is given up: q.gave_up, the answer at best unknown; those of an
    earlier pass over the same session stay ruled out)."""
    find, = _parts(q, session, "holds" if want_goal else "fails")
    every = (q.dice == "all") == want_goal         # the dice quantifier over the move's outcomes
    only = _parts(q, session, "no_dice") if dice_free else ()
    blocked = [name for name in session.parts if name.startswith("block_")]    # (an earlier pass's too)
    while True:
        found = session.answer(parts=(find, *only, *blocked), deadline=q.until())
        if found is None:
            return None
        if len(blocked) >= HEADS:
            q.gave_up = True
            return None
        try:
            smaller = session.answer(parts=(find, *_parts(q, session, "small"), *only, *blocked), deadline=q.until(),
                                     conflicts=SHRINK_CONFLICTS)
        except asp.SearchLimit:
            smaller = None
        found = smaller or found
        atoms, dice = _move_and_dice(found)
        every_atom = [s.arguments[0] for s in found if s.name == "move"]      # (faction/1 too, if named)
        if every and dice and not _every_roll(q, session, found, want_goal):
            # (no move with the same choices before the roll will do)
            head = [a for a in every_atom if a.name not in _outcome_names(q)]
            blocked.append(_block(session, len(blocked), head, ", not prove_outcome(X)"))
            continue
        if _takes(q, atoms, dice):
            return atoms, dice
        blocked.append(_block(session, len(blocked), every_atom, ""))


def _block(session, i, atoms, which):
    """A part that rules out the moves whose atoms (those `which` says) are `atoms`."""
    name = f"block_{i}"
    body = "".join(f"move({a}), " for a in atoms)
    session.add(name, f":- {body}#count{{ X : move(X){which} }} = {len(atoms)}.")
    return name


def _outcome_names(q):
    return {s.arguments[0].name for s in asp.declared(q.game.state.edition, ("outcome_name",))}


def _every_roll(q, session, found, want_goal):
    """Whether the move of the answer `found` gives GOAL (want_goal) for
    every roll of its dice, or (not want_goal) for none: its choices made
    before the roll fixed (every move atom but those naming what the
    outcome removes or Activates, outcome_name/1 in asp/prove/goal.lp),
    each combination of the rolls
    its dice may show is asked in turn, the outcome's atoms open."""
    moves = [s.arguments[0] for s in session.literal if s.name == "move"]
    outcome = _outcome_names(q)
    head = [a for a in _move_and_dice(found)[0] if a.name not in outcome]
    others = [m for m in moves if m.name not in outcome and m not in set(head)]
    keys = sorted({s.arguments[0] for s in found if s.name == "roll"}, key=str)
    for values in itertools.product(range(1, 7), repeat=len(keys)):
        rolls = [clingo.Function("roll", [k, clingo.Number(v)]) for k, v in zip(keys, values)]
        holds = session.answer(parts=_parts(q, session, "holds"), assume=head, exclude=others, shown=rolls, deadline=q.until())
        if (holds is None) == want_goal:
            return False
    return True


def _takes(q, atoms, dice):
    try:
        q.game.apply(" ".join(map(str, atoms)), faction=q.faction, dice=dice, explain=False)
    except (BadInput, Illegal):
        return False
    return True


def _one_move(q, kinds=None):
    """The move-horizon question: the witness entry, or None.  With every
    roll to agree (_search), first a move that rolls no dice is looked for
    in every kind of action, then any.  The kinds are searched in turn
    (_in_turn), or shared with a second process (_in_two): the witness is
    that of the first kind in order that has one, either way."""
    actor = (q.faction or q.game.turn().to_act or "").upper()
    every = (q.dice == "all") != q.always
    variants = _variants(q.game, q.faction)
    q.variants = {kind: (facts, names) for kind, facts, names in variants}
    todo = [v for v in variants if kinds is None or v[0][0] in kinds]
    for dice_free in ((True, False) if every else (False,)):
        found = _in_two(q, todo) if not every and _KEPT is not None else _in_turn(q, todo, dice_free)
        if found is not None:
            move, dice = found[1:]
            return {"faction": actor, "move": move, "dice": dice}
    if q.gave_up:
        raise asp.SearchLimit("prove", PROVE_SECONDS)
    return None


def _in_turn(q, todo, dice_free=False, stop=lambda i: False):
    """The first of these kinds of action (facts, names) that has a move
    for the question, searched in turn: (its place in q.variants, the move's
    text, its dice), or None; the search given up before a kind whose place
    `stop` says (another process found a move before it)."""
    order = list(q.variants)
    for kind, facts, names in todo:
        if stop(order.index(kind)):
            return None
        if time.monotonic() >= q.deadline:
            raise asp.SearchLimit("prove", PROVE_SECONDS)
        found = _in_kind(q, kind, facts, names, dice_free)
        if found is not None:
            atoms, dice = found
            return order.index(kind), " ".join(map(str, atoms)), dice
    return None


def _in_kind(q, kind, facts, names, dice_free):
    """A move of this kind of action for the question (_search), or None;
    the kind pruned (q.pruned) if it cannot change the goal's spaces and
    that is known to leave the goal as it is, else searched (q.searched)."""
    unchanging = _unchanging(q, kind, facts, names)
    if unchanging and q.baseline:
        if kind not in q.pruned:
            q.pruned.append(kind)
        return None
    if kind not in q.sessions:
        q.sessions[kind] = _session(q, facts, names, _focus(q, kind))
        q.searched.append(kind)
    session = q.sessions[kind]
    if session.broken:
        return None
    found = _search(q, session, not q.always, dice_free)
    if found is None and unchanging and not q.gave_up:
        # (A legal move of it, none for the goal: the goal's value on the
        # spaces as they are is known, and no other kind that cannot
        # change them has one either.)
        q.baseline = session.answer(parts=_parts(q, session, "no_dice") if dice_free else (),
                                    deadline=q.until()) is not None
    return found


def _in_two(q, todo):
    """As _in_turn, the kinds shared between this process and a forked one
    when the question may use two (q.workers): the Operations with their Special
    Activities (the long groundings) one each in turn, by Operation (its
    kinds read one another's scopes, _unchanging), the forked one searching
    Pass first too (which tells it whether the goal holds as things stand,
    _in_kind); this one the rest.  The answer is the move of the first kind
    in order that has one, as _in_turn's: each process tells the other
    (the forked one after each kind) and gives up the kinds after a move
    found; the kinds each searched or pruned are merged in order (for the
    reasons)."""
    ops = list(dict.fromkeys(kind[:2] for kind, _, _ in todo if kind[0] == "op"))
    theirs = set(ops[1::2])
    if q.workers < 2 or not theirs:
        return _in_turn(q, todo)
    order = list(q.variants)
    other = [v for v in todo if v[0][0] == "pass" or v[0][:2] in theirs]
    mine = [v for v in todo if v[0][:2] not in theirs]
    their_inbox, to_them = multiprocessing.Pipe(duplex=False)
    my_inbox, to_me = multiprocessing.Pipe(duplex=False)
    pid = os.fork()
    if pid == 0:                                   # (the forked one)
        _other_half(q, other, to_me, their_inbox)
    their_inbox.close()
    to_me.close()
    told = {"done": set(), "found": None, "end": None}

    def hear(seconds=0.0):
        """Read what the forked one told, waiting at most `seconds` for it."""
        while told["end"] is None and my_inbox.poll(seconds):
            what, seconds = my_inbox.recv(), 0.0
            if what[0] == "kind":
                told["done"].add(what[1])
                told["found"] = told["found"] or what[2]
            elif what[0] == "end":
                told["end"] = what[1:]
            else:
                raise asp.SearchLimit("prove", PROVE_SECONDS) if what[0] == "limit" else FitlError(what[1])
        return told

    try:
        found = _in_turn(q, mine, stop=lambda i: (hear()["found"] or (i,))[0] < i)
        try:
            to_them.send(found and found[0])        # (the forked one gives up the kinds after it)
        except BrokenPipeError:
            pass                                    # (it has ended)
        first = found[0] if found else len(order)
        needed = {order.index(v[0]) for v in other if order.index(v[0]) < first}
        # (Until the forked one has a move before this one's, or has searched
        # every kind before it; with none, until it has searched them all.)
        while told["end"] is None and not (told["found"] and told["found"][0] < first) \
                and not (found and needed <= told["done"]):
            if time.monotonic() > q.deadline + GRACE_SECONDS:
                raise asp.SearchLimit("prove", PROVE_SECONDS)
            hear(max(0.0, q.deadline - time.monotonic()) + GRACE_SECONDS)
    except EOFError:
        raise FitlError("a proving process ended without an answer") from None
    finally:
        my_inbox.close()
        to_them.close()
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)
    if told["end"] is not None:
        searched, pruned, gave_up = told["end"]
        q.searched = sorted(set(q.searched) | set(searched), key=order.index)
        q.pruned = sorted(set(q.pruned) | set(pruned), key=order.index)
        q.gave_up = q.gave_up or gave_up
    return min((f for f in (found, told["found"]) if f is not None), default=None)


def _other_half(q, todo, send, receive):
    """The forked process of _in_two: each kind's outcome in turn, then the
    kinds searched and pruned; it gives up the kinds after the place the
    other process sends once it has a move."""
    try:
        order, mine = list(q.variants), None
        for kind, facts, names in todo:
            if receive.poll():
                mine = receive.recv()
            if mine is not None and order.index(kind) > mine:
                break
            found = _in_turn(q, [(kind, facts, names)])
            send.send(("kind", order.index(kind), found))
            if found is not None:
                break
        send.send(("end", q.searched, q.pruned, q.gave_up))
    except asp.SearchLimit:
        send.send(("limit",))
    except FitlError as err:
        send.send(("error", str(err)))
    finally:
        send.close()
        os._exit(0)


def _unchanging(q, kind, facts, names):
    """Whether no move of this kind of action can change a space the goal
    reads, for a goal that reads only the values the frame keeps per space
    (Goal.local): none of those spaces is in the scope the kind's rules may
    give a move (asp.possible_scope; asp/actions/frame.lp: a space out of a
    move's scope keeps its pieces, Control, Support and markers, and an
    effect on it breaks a rule).  Then the goal after any move of the kind
    is as after any other such move (_one_move).  Asked once per kind."""
    if not q.goal.local:
        return False
    if q.scopes.get(kind[:2]) is False or any(q.scopes.get(kind[:2] + (order,)) is False for order in _ORDER_NAMES):
        # (An Operation with its Special Activities open may do what it may
        # do alone: if alone it may change a goal space, so may it with
        # them, and that scope need not be grounded.  Nor, once it may with
        # its Special Activities in one order, is it grounded for the other
        # orders: their candidates are nearly the same, so their scopes
        # hold the goal's spaces too.  Searching a kind is always sound;
        # only a prune needs the scope.)
        return False
    if kind not in q.scopes:
        files = asp.rule_files(q.game.state.edition, query_cards(q.game, facts), names)
        scope = asp.possible_scope(facts, files, extra="open_all.\n" + q.goal.facts() + _focus(q, kind, ask=False))
        q.scopes[kind] = scope is not None and not (scope & q.goal.named)
    return q.scopes[kind]


def _why_refuted(q):
    """Why no move makes the goal hold: each kind of action searched, with
    its section, and the rules that the goal's most direct candidates break
    (each Operation of the Faction in each space the goal names, checked:
    at most CANDIDATES)."""
    actor = (q.faction or q.game.turn().to_act or "?")
    sections = {s.arguments[0].name: s.arguments[1].string
                for s in asp.declared(q.game.state.edition, ("prove_section",))}
    why, orders = [], {}
    for kind in q.searched + q.pruned:
        orders.setdefault(kind[:2], []).append(kind)
    spaces = ", ".join(sorted(q.goal.named))
    for kind, placed in orders.items():
        name = kind[1] if kind[0] in ("op", "sa") else kind[0]
        label = (f"Event ({kind[1]})" if kind[0] == "event" else "play of its Pivotal Event" if kind[0] == "pivotal"
                 else name.replace("_", " ").title())
        if kind[0] == "op" and len(placed) > 1:
            label += " (alone, or with a Special Activity before, during or after it)"
        if all(k in q.pruned for k in placed):
            text = (f"no legal {label} of {actor} can change {spaces} (a move keeps the pieces, Control, "
                    f"Support and markers of a space out of its reach), where {q.goal.text} does not hold")
        else:
            text = f"no legal {label} of {actor} leaves {q.goal.text}"
        why.append((sections.get(name, "-"), text))
    ops = asp.static().op_of.get(actor.upper(), [])
    open_ops = {kind[1] for kind in q.searched + q.pruned if kind[0] == "op"}
    why += [(sections.get(op, "-"), f"no legal {op.replace('_', ' ').title()} of {actor} at all here")
            for op in ops if open_ops and op not in open_ops]
    heads = [f"{op}({space})" for space in sorted(q.goal.named)[:3] for op in ops]
    for head in heads[:CANDIDATES]:
        try:
            reasons = q.game.check(head, faction=q.faction)
        except FitlError:
            continue
        why += [(sec, f"{head}: {text}") for sec, text in reasons[:2]]
    return why


def _why_counterexample(q, witness):
    return [("-", f"after {witness['faction']} {witness['move']}"
             + (f" (dice {', '.join(map(str, witness['dice']))})" if witness["dice"] else "")
             + f", {q.goal.text} does not hold")]


# --- the rest of the card ------------------------------------------------------------------
def _card(q, first):
    """The card-horizon question: a witness list, or None.  The first
    Faction's whole moves are drawn from the same queries as a move's
    (_variants, Pass last: the next Faction then decides as 1st Eligible,
    2.3.3), each ruled out once tried, each with the game's own dice; after
    each, the move-horizon question for the Faction that decides next on
    the same card.  Every step is bounded by the question's deadline."""
    variants = _variants(q.game, q.faction)
    if q.faction is None:       # (2.3.8: any Eligible Faction may play its Pivotal Event before the 1st acts)
        variants += _pivotal(q.game, [f.upper() for f in asp.static().factions if f.upper() != first])
    variants.sort(key=lambda v: {"pivotal": 0, "pass": 2}.get(v[0][0], 1))
    for kind, facts, names in variants:
        session = _session(q, facts, names)
        tried = []
        while not session.broken:
            if time.monotonic() >= q.deadline:
                raise asp.SearchLimit("prove --horizon card", PROVE_SECONDS)
            found = session.answer(parts=tuple(tried), deadline=q.until())
            if found is None:
                break
            tried.append(_block(session, len(tried), [s.arguments[0] for s in found if s.name == "move"], ""))
            atoms, _ = _move_and_dice(found)
            move = " ".join(map(str, atoms))
            if not _takes(q, atoms, ()):
                continue
            q.tried += 1
            result = q.game.apply(move, faction=q.faction)
            entry = {"faction": kind[1] if kind[0] == "pivotal" else first, "move": move, "dice": list(result.dice)}
            if result.card_done:
                # (Every move of this kind ends the card: the 2nd Eligible's,
                # or the last Pass.  GOAL is read after it: a move question.)
                last = _one_move(_Question(q.game, q.goal, q.faction, q.always, q.dice, q.deadline),
                                 kinds=(kind[0],))
                if last:
                    return [last]
                break
            # (Each answer after the first move gets a share of the time left,
            # so that one hard question does not take it all: _card then
            # goes on, and can at best not refute.)
            share = max(SHARE_SECONDS, (q.deadline - time.monotonic()) / 4)
            nxt = _Question(result.game, q.goal, None, q.always, q.dice, min(q.deadline, time.monotonic() + share))
            try:
                then = (_card(nxt, result.game.turn().to_act) if kind[0] == "pass"
                        else ([w] if (w := _one_move(nxt)) else None))
            except asp.SearchLimit:
                q.gave_up, then = True, None
            q.tried += nxt.tried
            if then:
                return [entry, *then]
    if q.gave_up:
        raise asp.SearchLimit("prove --horizon card", PROVE_SECONDS)
    return None


# --- the question ---------------------------------------------------------------------------
def prove(game, goal, faction=None, horizon="move", always=False, dice="any", workers=None):
    """Is there a legal move (horizon 'move') or a way through the rest of the
    card ('card') after which `goal` holds (with `always`: after every one)?
    A Proof (see the module's text for the quantifiers).  `workers`: the
    processes a move-horizon question is shared among, 1 or 2 (None: WORKERS,
    two where the machine gives this process two cores)."""
    if horizon not in ("move", "card"):
        raise BadInput("--horizon", horizon, "expected move or card")
    if dice not in ("any", "all"):
        raise BadInput("--dice", dice, "expected any or all")
    if workers is None:
        workers = WORKERS
    if workers not in (1, 2):
        raise BadInput("--workers", workers, "expected 1 or 2")
    parsed = Goal(goal, game.state.edition)
    if game.state.game_over:
        return Proof(False, why=[("7.0", "the game is over")])
    return _bounded(lambda: _answer(game, parsed, faction, horizon, always, dice, workers))


def _answer(game, goal, faction, horizon, always, dice, workers):
    q = _Question(game, goal, faction, always, dice, time.monotonic() + PROVE_SECONDS, workers)
    if _KEPT is not None:
        _KEPT.append(q)
    actor = (faction or game.turn().to_act or "").upper()
    try:
        if horizon == "card":
            witness = _card(q, actor)
        else:
            found = _one_move(q)
            witness = [found] if found else None
    except asp.SearchLimit:
        done = (f"tried {q.tried} move(s) of {actor} before the bound" if horizon == "card"
                else f"searched {len(q.searched)} kind(s) of action before the bound")
        return _unknown(done)
    if always:                              # a witness is a counterexample
        if witness:
            return Proof(False, witness=witness, why=_why_counterexample(q, witness[-1]))
        pruned = (f", {len(q.pruned)} more unable to change {', '.join(sorted(goal.named))}" if q.pruned else "")
        return Proof(True, why=[("-", f"{goal.text} holds after every legal move "
                                      f"({len(q.searched)} kind(s) of action searched{pruned})")])
    if witness:
        return Proof(True, witness=witness)
    return Proof(False, why=_why_refuted(q))


def _unknown(done):
    return Proof(False, why=[("-", done)], unknown=f"unknown within {PROVE_SECONDS:g} s (FITL_PROVE_SECONDS)")


# In the forked child that answers a question (_bounded), the question with
# its Sessions, kept to the end: freeing a Control with its ground program
# costs (about 5% of a refutation's time), and the child ends without it
# (os._exit); else None.
_KEPT = None

# The bound of a whole question (many groundings and solves, each solve
# bounded by asp.SOLVE_SECONDS as well): past it the answer is unknown.
PROVE_SECONDS = float(os.environ.get("FITL_PROVE_SECONDS", "30"))
# The processes a move-horizon question is shared among by default
# (_in_two; prove's `workers`, `fitl prove --workers`): two where the
# machine gives this one two cores or more (FITL_PROVE_WORKERS=1: one), each
# kind of action being one grounding on one core.
WORKERS = min(max(1, min(2, int(os.environ.get("FITL_PROVE_WORKERS", "2")))),
              len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)
# A grounding cannot be interrupted, and one of a few kinds of action is
# long (the US Patrol with Air Lift open: tens of seconds): the question runs
# in a child process, stopped once the bound and this grace have passed.
GRACE_SECONDS = 1.0


def _bounded(answer):
    """answer() run in a forked child process, stopped past the bound
    (PROVE_SECONDS + GRACE_SECONDS): its Proof, or unknown.  Where
    processes cannot be forked, answer() itself (each solve still bounded)."""
    if not hasattr(os, "fork"):
        return answer()
    ctx = multiprocessing.get_context("fork")
    receive, send = ctx.Pipe(duplex=False)
    child = ctx.Process(target=_child, args=(answer, send), daemon=True)
    child.start()
    send.close()
    try:
        if not receive.poll(PROVE_SECONDS + GRACE_SECONDS):
            return _unknown("stopped at the bound while grounding or solving")
        kind, value = receive.recv()
    except EOFError:
        kind, value = "error", "the proving process ended without an answer"
    finally:
        if child.is_alive():
            child.kill()
        child.join()
    if kind == "error":
        raise FitlError(value)
    return value


def _child(answer, send):
    global _KEPT
    _KEPT = []
    try:
        send.send(("proof", answer()))
    except FitlError as err:
        send.send(("error", str(err)))
    finally:
        send.close()
