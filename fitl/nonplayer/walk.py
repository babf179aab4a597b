"""The walk of a Non-player's flowchart (section 8): the host's thin loop.

The tree, its fallbacks and the memory across cards are the host's; what
each node asks and chooses is ASP (asp/nonplayer/): a condition is a
question over the legal moves of an Operation (or over the position), a box
an optimisation over the legal moves of its Operation, then of each Special
Activity in the flowchart's order with that Operation given (two stages:
the Operation's choice is frozen before the Special Activity's is made).
Each question is a program part of a Session (fitl.session: the position's
rules grounded once, the part switched on for its question), and every solve
is bounded (fitl.asp.SOLVE_SECONDS).  docs/nonplayers.md says how a
Faction's flowchart is written.
"""

import functools
import hashlib
import re
from dataclasses import dataclass, field

import clingo

from .. import asp
from ..enumerate import SA_SHARED, _kinds, _query
from ..errors import AmbiguousMove, BadInput, FitlError, Illegal
from ..state import FACTIONS
from . import dice
from .flowchart import NP_DIR, flowchart
from .note import note_of, noted

# Each optimisation is bounded by conflicts (the same on every machine): past
# it, the best move found so far; never cut by time, which would make the
# answer depend on the machine's speed (Session.best, docs/nonplayers.md).
OPTIMISE_CONFLICTS = 20_000
# The atoms the Non-player parts read that the rules of play may not (a
# Session grounds only what its rules read): Control (1.7) and Support (1.6)
# at every step (a Sweep's, an Assault's, a Patrol's or an Air Lift's rules
# read no Support level, yet their priorities do: 8.7.5, 8.8.3), and the
# actions an Event grants (an Event that only grants them is effective, 8.1:
# asp/nonplayer/event_q.lp, ruling 120) and the spaces a card keeps them to
# (grant_where, grant_space: ruling 247), whether its die is rolled before
# its selections (ev_roll_first, ruling 175), and another card's lasting
# effect it flips or takes out of play (replaced, next_in_effect, cancelled:
# ruling 249), and whether this is the final Coup Round (final_coup: 8.6.6's
# NVA Redeploy keeps 2 units at its Bases only when it is not, 2.4.2).
NP_WANT = frozenset({"ctrl", "lvl", "ev_grant", "ev_roll_first", "grant_where", "grant_space",
                     "replaced", "next_in_effect", "cancelled", "final_coup"})
# The Sessions a decision keeps (fitl.game.Game.session): before an
# Operation's Session or a Special Activity's after its Operation is
# grounded, the decision's earlier ones are let go (memory: the largest
# Session, not their sum; docs/queries.md, Memory of a Non-player's
# decision); one asked again is grounded again (its earlier parts not
# added).  The others are kept with the decision's: a box whose Special
# Activity comes first goes back to its Operation's Session after it.
NP_KEEP_ONE = ("op", "sa_after_op")
# The free actions an Event's look-ahead plays out (8.4.1, Walk._declined_after):
# card 56's March and 3 actions at most.
MAX_LOOKAHEAD = 4
# A Special Activity chosen before its Operation (np_sa_order, 4.1): the order
# atom of its move: before it (sa_first), or during it (sa_first_during: the
# VC's Tax where a Terror runs out of Resources, 8.5.1).
FIRST = {"sa_first": "sa_first", "sa_first_during": "sa_during"}
# One chosen after the Operation as its Resources allow, after which the
# Operation goes on (np_sa_order sa_midway: the VC's Tax where a Rally runs
# out of Resources, 8.5.3): its move makes it during the Operation.
MIDWAY = "sa_midway"


@dataclass
class Step:
    """A node visited: what it asked or did, the answer, and for a box the
    priorities' costs (clingo's levels, highest first)."""
    node: str
    section: str
    text: str
    answer: str
    detail: str = ""


@dataclass
class Decision:
    faction: str
    move: str
    path: list = field(default_factory=list)
    memory: dict = field(default_factory=dict)
    state: dict = field(default_factory=dict)     # state keys the decision sets (np_set_state/3)

    def explain(self):
        lines = [f"{self.faction} Non-player: {self.move}"]
        for s in self.path:
            lines.append(f"  [{s.section}] {s.node}: {s.text} -> {s.answer}" + (f" ({s.detail})" if s.detail else ""))
        return "\n".join(lines)


class Walk:
    """One decision of Faction `faction`'s Non-player in `game`."""

    def __init__(self, game, faction, rolls=None):
        self.game, self.faction = game, faction.upper()
        self.fixed = dict(rolls or {})       # node -> the sum its dice are taken to show (tests)
        self.chart = flowchart(self.faction)
        self.path = []
        self.memory = dict(game.state.nonplayers.get(self.faction) or {})   # read by this decision
        self.remember = []                  # what the next decision is to remember (np_remember/3)
        self.sets = {}                      # state keys set (np_set_state/3), e.g. us_policy (8.8.1)
        self.stages_done = False            # the last optimum's part showed np_stages_done (_staged)
        self.later = []                     # the last optimum's np_later atoms (_paused)
        self.game_dice = dice.game_dice(game)   # the np_game_die/2 facts every part gets
        self.kept = {}                      # box -> (move, steps) found by a question (np_ask_box/3)
        self.done = None                    # (SA, its atoms, order): a Special Activity done first that stands (np_if_done/5)
        self.first = None                   # (kind, given): the Session of a box's Special Activity done first (_alone)
        self.sa_guards = {}                 # (SA, Op) -> its guard's answer before Op (_sa_guard)

    # --- program parts ----------------------------------------------------------
    def _part(self, session, name, facts="", levels=True):
        """The part for node (or Special Activity) `name` in `session`: its
        files' rules, with as facts the Faction, the players, its dice; the
        inputs its rules read (the state's and static facts) and the seeded
        ranks are the session's, added once (np_input).  `levels` False: for
        a question whether a move exists, without the levels that only
        order the moves (Flowchart.part_files); only for a question asked
        after the Session's last optimisation (a guard's), as a part
        grounded into a Session can change which move an optimisation its
        bound cuts gives (docs/nonplayers.md, Speed)."""
        texts = _texts(tuple(self.chart.part_files(name, levels=levels)))
        if "np_input" not in session.shared:
            items = set(session.move_atoms())
            session.add_facts("np_input", _inputs(self.chart.names, self.game.state_facts())
                              + _position(self.chart.names, self.game.state_facts())
                              + dice.ranks(self.game, self.faction, items)
                              + _constants(self.game.state.edition, asp.consts()))
        head = self._head(facts)
        key = "np_" + hashlib.sha1(("".join(texts) + head).encode()).hexdigest()[:16]
        if key not in session.parts:
            session.add(key, texts, head, shared="np_input")
        return key

    def _head(self, facts):
        """The host's facts for a part: the Faction, the players, the US
        Policy and `facts` (dice, memory, stage)."""
        players = [f for f in FACTIONS if f not in self.game.state.nonplayers]
        policy = f"np_us_policy({self.game.state.us_policy}).\n" if self.game.state.us_policy else ""
        return (f"np_faction({self.faction.lower()}).\n" + "".join(f"np_player({p.lower()}).\n" for p in players)
                + policy + facts.replace(".", ".\n") + self.game_dice)

    def _rolls(self, node):
        out, shown = "", []
        for roll, n in node.rolls:
            v = self.fixed.get(node.name) or dice.roll(self.game, self.faction, f"{node.name}:{roll}", n)
            out += f"np_roll({roll},{v})."
            shown.append(f"{n}d6 {roll} = {v}")
        return out, ", ".join(shown)

    def _session(self, kind, given=(), plain=False):
        """The Session of a question: ('box', Op, SAs) the legal moves of an
        Operation with those Special Activities open (a box whose Special
        Activity is chosen with its Operation), or a kind of fitl.enumerate
        (an Operation, a Special Activity with the Operation `given`, an
        Event side, the rest of an Event, a Coup Round decision).  `plain`:
        a free Special Activity's without its np_moves files (np_moves_free/2:
        free.lp's fallback may take any legal move)."""
        if kind[0] == "box":
            facts, names = _query(self.game, ("op", kind[1]), self.faction, given)
            facts += tuple(f"open_sa({sa})." for sa in kind[2])
            names = tuple(sorted(set(names) | set(kind[2])))
        else:
            facts, names = _query(self.game, kind, self.faction, given)
        if kind[0] in ("sa", "sa_after_op"):      # (a card's atom the Special Activity's Sessions offer: np_open/3)
            facts += tuple(f"open_name({a})." for a in self.chart.opens.get(kind[1], ()))
        files = asp.rule_files(self.game.state.edition, self.game._cards(), names)
        if kind[0] in ("op", "box", "sa_after_op") or (kind[0] == "sa" and kind[1] in self.chart.moves_free
                                                         and not plain):   # (moves the priorities need: np_moves/3)
            files = tuple(files) + tuple(self.chart.moves.get(kind[1], ()))
            if self.chart.moves.get(kind[1]):     # (8.2's seeded space ranks, which they may read)
                facts = tuple(facts) + (dice.space_ranks(self.game, self.faction),)
            if self.chart.moves.get(kind[1]) and self.game.state.us_policy:   # (which they may read: 8.8.1)
                facts = tuple(facts) + (f"np_us_policy({self.game.state.us_policy}).",)
        if kind[0] == "event":       # (the Event moves it can never choose left out: event_moves.lp, 8.4)
            files = tuple(files) + (str(NP_DIR / "event_moves.lp"),)
            if self.game.state.us_policy:     # (which it reads: 8.8.1)
                facts = tuple(facts) + (f"np_us_policy({self.game.state.us_policy}).",)
        if kind[0] == "coup":                         # (np_moves/3 over a Coup Round phase: its own decision)
            files = tuple(files) + tuple(self.chart.moves.get((self.game.state.coup or {}).get("phase"), ()))
            facts = tuple(facts) + tuple(f"np_set({k},{v})." for k, v in sorted(self.sets.items()))   # (8.8.1's Policy)
        return self.game.session(facts, files, whole=True, want=NP_WANT, keep=1 if kind[0] in NP_KEEP_ONE else None)

    def _box_kind(self, op):
        """The Session kind of Operation op's box: with its joint Special
        Activity open, if it has one, and those the flowchart opens with it
        (np_with_sa/3); the questions over the Operation are asked of the
        same grounding."""
        sas = self.chart.with_sa.get(op, ())
        for node in self.chart.nodes.values():
            if node.kind == "box" and node.op == op and node.name in self.chart.joint:
                sas = (self.chart.joint[node.name],) + sas
                break
        return ("box", op, sas) if sas else ("op", op)

    def _first_kind(self, box):
        """The Session kind (and given atoms) of box `box`'s Special Activity
        done first (np_sa_order sa_first, _sa_first): the Operation with it
        open, before it.  A question asked of it (np_ask_first/3) is asked
        as of the Operation alone (np_stage(op): no Special Activity but a
        joint one); the box's first optimisation then reuses the grounding.
        One whose guard says no (_sa_guard) is passed over, as _sa_first does."""
        for sa in self.chart.sas.get(box.name, []):
            order = FIRST.get(self.chart.sa_order.get((box.name, sa)))
            if order is not None and self._sa_guard(sa, box.op):
                return ("box", box.op, (self._act(sa),)), (order,)
        return self._box_kind(box.op), ()

    def _sa_guard(self, sa, op):
        """Whether Special Activity `sa`, done before Operation `op`, may have
        a move: its guard (<sa>_guard.lp) over the position with np_op(Op),
        if it has one (asked once: _first_kind and _sa_first both ask)."""
        if (sa, op) not in self.sa_guards:
            self.sa_guards[(sa, op)] = not self.chart.has_part(f"{sa}_guard") or \
                bool(self._state(f"{sa}_guard", f"np_op({op})."))
        return self.sa_guards[(sa, op)]

    def _state(self, name, facts, take=None):
        """A question over the position alone: the part's rules read only
        facts (the state's, the static ones, the host's, the rules'
        constants: constant/3), so they are solved on their own, without the
        rules of play, with only the facts of the names its text holds
        (those of other names cannot change its answer).  `take` gets the
        model.  (The shared files of the parts over moves, common.lp and
        the rest, are left out: their rules read move atoms or order moves.)"""
        text = _rules(tuple(self.chart.part_files(name, moves=False)))
        by_name = _facts_by_name(self.chart.names, self.game.state_facts(), self.game.state.edition, asp.consts())
        ctl = clingo.Control(["--warn=none"])
        ctl.add("base", [], text + self._head(facts) + "".join(by_name.get(n, "") for n in _words(text)))
        ctl.ground([("base", [])])
        return asp._solve(ctl, f"Non-player question {name}", take).satisfiable or None

    def _set_state(self, node, facts):
        """The state keys node `node` sets (np_set_state/3): its part's
        np_set_state(Key, Value) over the position (8.8.1: the US Policy)."""
        if not node.sets:
            return

        def take(model):
            for sym in model.symbols(atoms=True):
                if sym.name == "np_set_state" and len(sym.arguments) == 2 and sym.arguments[0].name in node.sets:
                    self.sets[sym.arguments[0].name] = str(sym.arguments[1])
        self._state(node.name, facts + self._memory_facts(), take)

    def _best(self, kind, name, given=(), facts="", exists=False, assume=(), plain=False, levels=True,
              strategy="bb,lin"):
        """The best move of `kind` under node `name`'s priorities: (atoms,
        cost) or None; with `exists`, whether there is one (True or None);
        `assume`: move atoms (texts) the move holds (a stage's frozen atoms);
        `plain`: _session's; `levels`: _part's; `strategy`: Session.best's."""
        if kind[0] == "state":
            return self._state(name, facts + self._memory_facts())
        session = self._session(kind, given, plain)
        if session.broken:
            return None
        part = self._part(session, name, facts + self._memory_facts(), levels=levels)
        held = [clingo.parse_term(a) for a in assume]
        if exists:
            return session.exists(part, held) or None
        found = session.best(part, held, conflicts=OPTIMISE_CONFLICTS, strategy=strategy)
        if found is None:
            return None
        self.stages_done = any(s.name.endswith("np_stages_done") for s in session.shown)
        self.later = [str(s.arguments[0]) for s in session.shown if s.name.endswith("np_later")]
        # (its atoms in one order, by their texts, as fitl.enumerate and
        # fitl.prove list a move's: not the grounding's, which another
        # encoding of the same rules changes; a move is a set, docs/moves.md,
        # and the walk keeps its stages in their order)
        return sorted(str(a) for a in found[0] if a.name != "faction"), _met(session.shown)

    def _event_open(self):
        """Whether the sequence of play lets the Faction execute the Event
        now (2.3.4: the rules' may_do, read by the Turn): if not, no Event
        question is asked."""
        turn = self.game.turn()
        return turn.to_act != self.faction or "event" in turn.options

    def _memory_facts(self):
        return "".join(f"np_memory({k})." for k, v in sorted(self.memory.items()) if v)

    # --- nodes --------------------------------------------------------------------
    def condition(self, node):
        rolls, shown = self._rolls(node)
        facts, given = rolls, ()
        if node.over == "state":
            kind = ("state",)
        elif node.over == "event":
            kind = ("event", self.event_side)
        else:
            kind, facts = self._box_kind(node.over), facts + "np_stage(op)."
            if node.name in self.chart.joint:     # asked over the Operation with its Special Activity
                facts += f"np_joint({self.chart.joint[node.name]})."
            if node.name in self.chart.ask_first:     # (np_ask_first/3: its box's first Session, the box's to reuse)
                kind, given = self._first_kind(self.chart.nodes[self.chart.ask_first[node.name]])
        if kind[0] == "event" and (not self._event_open() or any(s.name == "np_declined_now" for s in self._instructions)):
            answer = "no"                 # (or declined by the card's instruction over the position alone, 8.4.1)
        elif kind[0] != "state" and self.chart.has_part(f"{node.name}_guard") and not self._state(f"{node.name}_guard", rolls):
            answer = "no"                 # (its guard, over the position alone and the dice rolled now, says no)
        else:
            # (the Event question without the levels, which only order moves:
            # the Event's optimisation after it is proven, docs/nonplayers.md)
            answer = "yes" if self._best(kind, node.name, given=given, facts=facts, exists=True,
                                         levels=kind[0] != "event") else "no"
            if answer == "no" and node.name in self.chart.ask_box:
                answer, shown = self._ask_box(node, rolls, shown)
            if answer == "no" and kind[0] == "event" and self._rest_effective(kind, node.name, facts):
                answer = "yes"
        self.path.append(Step(node.name, node.section, node.text, answer, shown))
        return answer

    def _ask_box(self, node, rolls, shown):
        """Question `node` asked again of its box's move with the box's
        Special Activities (np_ask_box/3), where its <node>_box_guard part,
        over the position and the dice rolled now, allows: <node>_box over
        that move (np_move/1).  A yes keeps the move for the box."""
        name = self.chart.ask_box[node.name]
        if not self._state(f"{node.name}_box_guard", rolls):
            return "no", shown
        mark = len(self.path)
        move = self.box(self.chart.nodes[name])
        steps = self.path[mark:]
        del self.path[mark:]
        if move is None or not self._state(f"{node.name}_box", rolls + "".join(f"np_move({a})." for a in move)):
            return "no", shown
        self.kept[name] = (move, steps)
        return "yes", ", ".join(x for x in (shown, f"asked of the {name} box's move") if x)

    def _rest_effective(self, kind, name, facts):
        """8.1 for an Event whose selections follow its die roll (the rest of
        the Event, card 2, ruling 175): the Event played out (a move of it
        question `name` allows, np_rest_open) and the rest of it, by the
        Faction it names, asked whether something happens (event_effect.lp,
        with the die the Event rolled); if so, `name` asked again with that
        (np_rest_effective)."""
        session = self._session(kind)
        if session.broken or not any(True for _ in session.ctl.symbolic_atoms.by_signature("ev_roll_first", 2)):
            return False          # (the card rolls no die before its selections: no rest after a roll)
        first = self._best(kind, name, facts=facts + "np_rest_open.")
        if first is None:
            return False
        game = self.game.apply(" ".join(first[0]), faction=self.faction, explain=False).game
        pending = game.state.turn["pending"]
        if not pending or pending[0]["action"] != "rest" or \
                not Walk(game, pending[0]["faction"])._best(("event_rest",), "event_effect", exists=True):
            return False
        self.path.append(Step("event_rest", "8.1", "The rest of the Event, after its die roll, does something?", "yes"))
        return bool(self._best(kind, name, facts=facts + "np_rest_effective.", exists=True, levels=False))

    def box(self, node, sas=True):
        """A box's move (a list of atom texts), or None (IF NONE): its
        Operation by its priorities (with its joint Special Activity), then
        each Special Activity in the flowchart's order with the Operation
        given (frozen), the first found done."""
        if sas and node.name in self.kept:      # (its move, found by a question: np_ask_box/3)
            move, steps = self.kept.pop(node.name)
            self.path += steps
            return move
        facts, shown = self._rolls(node)
        joint = self.chart.joint.get(node.name)
        kind = self._box_kind(node.op)
        stage = "np_stage(op)." + (f"np_joint({joint})." if joint else "")
        if sas and self.done is not None:
            return self._after_done(node, facts + stage, shown)
        if self.chart.has_part(f"{node.name}_guard") and not self._state(f"{node.name}_guard", facts):
            # (its guard, a condition every move of the box needs, over the
            # position and the dice rolled now, says no: no Session grounded)
            self.path.append(Step(node.name, node.section, node.text, "none possible", shown))
            return None
        given = ()
        if sas:
            first = self._sa_first(node, kind, facts + stage)
            if first is not None or self.done is not None:
                return first
            kind, given = self._alone(node, kind)
        found = self._staged(node, facts + stage, kind, given=given)
        if found is None:
            self.path.append(Step(node.name, node.section, node.text, "none possible", shown))
            return None
        op, cost = [a for a in found[0] if a not in given], found[1]
        later = self.later
        self.path.append(Step(node.name, node.section, node.text, " ".join(op), _costs(cost, shown)))
        if not sas or (joint and any(a.startswith(joint + "(") for a in op)):
            return op
        sas = [sa for sa in self.chart.sas.get(node.name, []) if self.chart.sa_order.get((node.name, sa)) not in FIRST]
        guards = {}
        for i, sa in enumerate(sas):
            order = self.chart.sa_order.get((node.name, sa))
            if not self._guard(kind, sa, op, guards, later, given):
                own = self.chart.nodes.get(sa)            # (its own node's section, else the box's, as when done)
                self.path.append(Step(sa, (own or node).section, f"Special Activity {sa}", "not possible after this Operation"))
                continue
            if order == MIDWAY:
                found = self._midway(node, sa, op, facts + stage)
                if found is not None:
                    return found
                continue
            if order == "sa_during" and later:
                found = self._paused(node, sa, op, later, facts, kind)
                if found is not None:
                    return found
                continue
            act = self._act(sa)
            # (4.1: during the Operation, the Special Activity comes before
            # its Activation, which counts what it brings: chosen with it)
            kept = [a for a in op if order != "sa_during" or not a.startswith("activate(")]
            for then in sas[i + 1:]:     # (asked of the Operation's Session before this one's lets it go)
                self._guard(kind, then, op, guards, later, given)
            if kind[0] == "box" and act in kind[2]:      # (the box's own Session opens it: np_with_sa/3)
                more = self._after_op(kind, sa, act, kept, order)
            else:
                more = self._best(("sa_after_op", act), sa, given=tuple(kept) + ((order,) if order else ()))
            if more is not None:
                extra = [a for a in more[0] if a not in kept]
                self.path.append(Step(sa, node.section, f"Special Activity {sa}", " ".join(extra),
                                      _costs(more[1], "")))
                return kept + extra
        if node.name in self.chart.sa_required:
            self.path.append(Step("no_sa", node.section, "no Special Activity possible", "none possible"))
            return None
        self.path.append(Step("no_sa", node.section, "no Special Activity possible", "Operation only"))
        return op

    def _after_op(self, kind, sa, act, kept, order):
        """Special Activity `sa` (doing `act`) after the Operation's atoms
        `kept` (and its order atom `order`, if any: sa_during), over the
        box's own Session `kind`, which opens it (np_with_sa/3, where it
        comes after the whole Operation): `kept` assumed and given, no other
        atom of the Operation (np_after_op/1) and the Special Activity done
        (np_sa_wanted/1: stage.lp), the moves of its own Session with the
        Operation given (sa_after_op, require_sa/1); (atoms, cost) as _best's,
        the order atom among the atoms, or None.  (Speed: no Session
        grounded for it, nor for a guard.)"""
        marks = _given(tuple(kept) + ((order,) if order else ())) + f"np_sa_wanted({act})." \
            + "".join(f"np_after_op({n})." for n in sorted(asp.action_names(kind[1])))
        more = self._best(kind, sa, facts=marks, assume=kept)
        if more is None:
            return None
        return sorted(set(more[0]) | ({order} if order else set())), more[1]

    def _act(self, sa):
        """The Special Activity that flowchart entry `sa` does (a special
        node: a Special Activity by its own file)."""
        special = self.chart.nodes.get(sa)
        return special.op if special is not None and special.kind == "special" else sa

    def _sa_first(self, node, kind, facts):
        """A box's Special Activity done before its Operation (np_sa_order
        sa_first, 4.1: e.g. 8.7.4's Raid): the Special Activity by its own
        priorities (over the Operation's moves with it open, before it; where
        it may stand (np_if_done/5) and its <sa>_op_guard says that some may
        leave the Operation no legal move, over the chain's last box's), then
        the Operation by the box's with it given (over the Operation's moves,
        its atoms assumed); None if none of them is
        possible or the Operation is not possible after it.  Its guard
        (<sa>_guard.lp) is asked of the position alone, with np_op(Op).
        (sa_first_during: chosen so, but carried out during the Operation,
        sa_during, after the spaces its part leaves unmarked: after_sa.)"""
        self.first = None
        for sa in self.chart.sas.get(node.name, []):
            order = FIRST.get(self.chart.sa_order.get((node.name, sa)))
            if order is None:
                continue
            op = f"np_op({node.op})."         # (its guard: over the position, the Operation maybe impossible before it)
            if not self._sa_guard(sa, node.op):
                continue
            act, over = self._act(sa), node.op
            stands = self.chart.if_done.get((node.name, sa))
            if stands and not self._state(f"{sa}_op_guard", op):   # (some may leave the Operation no legal
                over = self.chart.nodes[stands[-1]].op    # move: over the moves of the chain's last box, ruling 142)
            if over == node.op:           # (its Session, grounded: the Operation alone's if it has no move, _alone)
                self.first = (("box", node.op, (act,)), (order,))
            pre = self._best(("box", over, (act,)), sa, given=(order,), facts=f"np_joint({act})." + op)
            if pre is None:
                continue
            done = _own_atoms(act, pre[0])
            # (the Operation over the same grounding, the Special Activity's
            # atoms assumed and no other of its own, np_sa_done: stage.lp)
            found = self._best(("box", node.op, (act,)), node.name, given=(order,), facts=facts + _sa_done(act, done),
                               assume=done)
            if found is None and stands:
                self._stands(node, sa, pre, order)
                return None
            if found is None:
                continue
            self.path.append(Step(sa, node.section, f"Special Activity {sa} (before the Operation)", " ".join(done),
                                  _costs(pre[1], "")))
            move = [a for a in found[0] if a not in done and a != order]
            self.path.append(Step(node.name, node.section, node.text, " ".join(move), _costs(found[1], "")))
            return done + [order] + move
        return None

    def _alone(self, node, kind):
        """The Session (kind, given) of box `node`'s Operation alone, once
        no Special Activity done first has a move (_sa_first): the last such
        Activity's, already grounded, where it comes before the whole
        Operation (sa_first; asked with np_stage(op), so with none of its
        atoms: stage.lp) and the box's own Session (`kind`) opens no other
        Special Activity; else `kind`, no atom given.  (Speed: one Session
        less; the moves are the same, the Activity's atoms being none.)"""
        if self.first is None or kind != ("op", node.op) or self.first[1] != ("sa_first",) \
                or self._session(*self.first).broken:
            return kind, ()
        return self.first

    def _stands(self, node, sa, pre, order):
        """Special Activity `sa`, done before box `node`'s Operation (its
        move `pre`), stands though no Operation of the box follows it
        (np_if_done/5): kept for the box's np_if_done chain (self.done)."""
        done = _own_atoms(self._act(sa), pre[0])
        self.done = (sa, done, order)
        self.path.append(Step(sa, node.section, f"Special Activity {sa} (before the Operation)", " ".join(done),
                              _costs(pre[1], "")))
        self.path.append(Step(node.name, node.section, node.text, f"none possible after the {sa}"))

    def _after_done(self, node, facts, shown):
        """Box `node`'s move once a Special Activity done first stands
        (self.done, np_if_done/5: 8.7.3's Patrol after a Raid): its
        Operation by its priorities (stage by stage) over its moves with
        that Special Activity open, its atoms given and assumed, and no other
        Special Activity (4.1); None if none."""
        sa, done, order = self.done
        act = self._act(sa)
        facts += _sa_done(act, done + [order])
        found = self._staged(node, facts, ("box", node.op, (act,)), given=(order,), done=tuple(done))
        if found is None:
            self.path.append(Step(node.name, node.section, node.text, f"none possible with the {sa}", shown))
            return None
        move = [a for a in found[0] if a not in done and a != order]
        self.path.append(Step(node.name, node.section, node.text + f" (with the {sa} done)", " ".join(move),
                              _costs(found[1], shown)))
        return done + [order] + move

    def _midway(self, node, sa, op, facts):
        """A Special Activity made during the Operation `op`, chosen as its
        Resources allowed (np_sa_order sa_midway, 4.1): in one Session over
        the Operation going on after it (`op` and sa_during given), first
        the Special Activity by its own part, then the Operation's further
        atoms by the box's with it given (assumed); None if the Special
        Activity has no move.  The Operation's further spaces are marked
        after_sa (the Faction's np_moves file)."""
        act, given = self._act(sa), tuple(op) + ("sa_during",)
        kind, names = ("box", node.op, (act,)), asp.action_names(act)
        more = self._best(kind, sa, given=given, facts=_given(given))
        if more is None:
            return None
        done = [a for a in more[0] if a.split("(", 1)[0] in names]
        self.path.append(Step(sa, node.section, f"Special Activity {sa} (during the Operation)", " ".join(done),
                              _costs(more[1], "")))
        facts += _sa_done(act, given + tuple(done))
        found = self._best(kind, node.name, given=given, facts=facts, assume=done)
        rest = [] if found is None else [a for a in found[0] if a not in given and a not in done]
        if not rest:
            return op + done          # (nothing more: the Special Activity after the Operation)
        self.path.append(Step(node.name, node.section, node.text + " (going on)", " ".join(rest),
                              _costs(found[1], "")))
        return done + ["sa_during"] + op + rest

    def _paused(self, node, sa, op, later, facts, kind):
        """A Special Activity during the Operation `op` (sa_during, 4.1)
        that comes before the box's later atoms (np_later/1 of its part, say
        the ARVN Train's Base and Pacify, 8.7.2): the Special Activity by its
        own part with `op` but those given, then those chosen again by the
        box's part with both given (np_box_stage(after_sa): the part says
        what it adds, np_stage_adds/1); None if the Special Activity has no
        move.  Over the box's own Session where it opens the Special
        Activity (np_with_sa/3), the given atoms assumed; else over the
        Operation's moves with it open, given."""
        act, kept = self._act(sa), [a for a in op if a not in later]
        given = tuple(kept) + ("sa_during",)
        if kind[0] == "box" and act in kind[2]:
            during, fixed, assume = kind, (), kept
        else:
            during, fixed, assume = ("box", node.op, (act,)), given, []
        marks = _given(given)
        more = self._best(during, sa, given=fixed, facts=marks + f"np_sa_wanted({act}).", assume=assume)
        if more is None:
            return None
        ops = asp.action_names(node.op)
        done = [a for a in more[0] if a not in given and a.split("(", 1)[0] not in ops]
        self.path.append(Step(sa, node.section, f"Special Activity {sa} (during the Operation)", " ".join(done),
                              _costs(more[1], "")))
        marks += _given(done)
        found = self._best(during, node.name, given=fixed, facts=facts + "np_box_stage(after_sa)." + marks,
                           assume=assume + done)
        if found is None:
            return None
        rest = [a for a in found[0] if a not in given and a not in done]
        self.path.append(Step(node.name, node.section, node.text + " (after the Special Activity)", " ".join(rest),
                              _costs(found[1], "")))
        return kept + done + ["sa_during"] + rest

    def _guard(self, kind, sa, op, guards, later=(), given=()):
        """Whether Special Activity `sa` may follow the Operation `op`, as its
        guard (<sa>_guard.lp, a condition it needs) says, asked of the
        Operation's own Session (or _alone's, its atoms `given`) with `op`
        assumed and no other move atom (np_given/1), those it chooses again
        after the Special Activity
        `later` (np_later/1: _paused); True without a guard.  (A guard spares
        the grounding of the Special Activity's question.)  Kept in `guards` (sa -> the
        answer): box() asks the later ones before a Special Activity's
        Session lets the Operation's go (NP_KEEP_ONE), not to ground it again."""
        if sa not in guards:
            guards[sa] = not self.chart.has_part(f"{sa}_guard") or self._guard_asked(kind, sa, op, later, given)
        return guards[sa]

    def _guard_asked(self, kind, sa, op, later, given=()):
        session = self._session(kind, given)
        if session.broken:
            return False
        frozen = "np_frozen." + _given(tuple(op) + tuple(given)) + "".join(f"np_later({a})." for a in later)
        # (asked after the Operation's last optimisation in its Session:
        # without the levels, which order moves and cannot change whether
        # one exists, Flowchart.part_files)
        return session.exists(self._part(session, f"{sa}_guard", frozen, levels=False), assume=[clingo.parse_term(a) for a in op])

    def event(self, node, sides=None):
        """The Event's move by 8.4 (the side of 8.4.2, or the first of `sides`
        with a move), or None: one that has an effect (8.1; an Event whose
        rest follows its die roll by any move granting the rest, np_rest_open,
        its question having asked the rest)."""
        if not self._event_open():
            return None
        for side in sides or (self.event_side,):
            found = self._best(("event", side), node.name, facts="np_rest_open.",
                               strategy=self._event_strategy.get(side, "bb,lin"))
            if found is not None and self._declined_after(found[0]):
                return None
            if found is not None:
                self.path.append(Step(node.name, node.section, node.text, " ".join(found[0]), _costs(found[1], "")))
                return found[0]
        return None

    def _declined_after(self, move):
        """8.4.1: whether the card's instruction declines the Event for what
        it and the free actions it grants the Faction would do (the parts
        event_lookahead.lp, which cards, and event_outcome.lp, over the
        Control of the position before and after): the Event applied and its
        free actions decided by this Non-player, at most MAX_LOOKAHEAD."""
        if not self.chart.has_part("event_lookahead") or not self._state("event_lookahead", ""):
            return False
        game = self.game.apply(" ".join(move), faction=self.faction, explain=False).game
        for _ in range(MAX_LOOKAHEAD):
            pending = game.state.turn["pending"]
            if not pending or pending[0]["faction"] != self.faction:
                break
            game = game.apply(_ahead(game, self.faction).move, faction=self.faction, explain=False).game
        facts = "".join(f"np_ctrl_{when}({s},{c.lower()})." for when, g in (("before", self.game), ("after", game))
                        for s, c in sorted(g.view().control.items()) if c)
        declined = not self._state("event_outcome", facts)
        if declined:
            self.path.append(Step("event_outcome", "8.4.1", "The Event and its free actions add what the card's "
                                  "instruction asks?", "no: declined"))
        return declined

    @functools.cached_property
    def event_side(self):
        """8.4.2: the Event side the Faction plays, its flowchart's unless the
        card's instruction or its one text names another (np_play/1,
        asp/nonplayer/event_instructions.lp)."""
        sides = [s.arguments[0].name for s in self._instructions if s.name == "np_play"]
        return sides[0] if sides else self.chart.side

    @functools.cached_property
    def _event_strategy(self):
        """Side -> clasp's optimisation strategy for the Event's optimisation
        where asp/nonplayer/event_search.lp names one for the card (a
        question over the position alone: np_strategy/2)."""
        found = {}

        def take(model):
            for s in model.symbols(atoms=True):
                if s.name == "np_strategy" and len(s.arguments) == 2:
                    found[s.arguments[0].name] = s.arguments[1].string
        self._state("event_search", "", take)
        return found

    @functools.cached_property
    def _instructions(self):
        """The atoms of the card's instruction for the Faction over the
        position (asp/nonplayer/event_instructions.lp): np_play/1 (8.4.2),
        np_declined_now (8.4.1, the declines that read the position alone)."""
        atoms = []
        self._state("event_instructions", "", lambda m: atoms.extend(m.symbols(atoms=True)))
        return atoms

    # --- the walk -----------------------------------------------------------------
    def run(self):
        """The move: a list of atom texts."""
        st = self.game.state
        if st.runs_coup():
            return self.coup()
        if st.turn["pending"]:
            return self.free(st.turn["pending"][0])
        if "pivotal" in st.turn["marks"].get(self.faction, []):     # its Pivotal Event, played (8.4.6)
            node = next(n for n in self.chart.nodes.values() if n.kind == "event")
            return self.event(node, sides=("unshaded", "shaded")) or ["pass"]
        return self.walk(self.chart.nodes[self.chart.start])

    def pivotal(self):
        """8.4.6: whether to play the Pivotal Event now, out of turn (the move
        `play_pivotal`), or None."""
        facts = f"np_first({(self.game.turn().to_act or 'none').lower()})."
        if not self.game.state.cards["pivotal"].get(self.faction) or not self._state("pivotal", facts):
            return None
        move = f"faction({self.faction.lower()}) play_pivotal"
        if self.game.check(move) != []:
            return None
        self.path.append(Step("pivotal", "8.4.6", "Pivotal Event playable, a player 1st Eligible", move))
        return move.split()

    def coup(self):
        """A Coup Round decision: the Faction's procedure for the phase (its
        flowchart's np_coup node), else the phase's default (no section 8 rule).
        A Coup Round procedure an Event runs (5.1: pacify, redeploy,
        desertion) is answered by the np_coup node of that name, if any."""
        phase = (self.game.state.coup or {}).get("phase")
        node = self.chart.nodes.get(self.chart.coup.get(phase))
        if phase is None:
            node = self.chart.nodes.get(self.game.state.turn["pending"][0]["action"])
            node = node if node is not None and node.kind == "coup" else None
        shown = ""
        if node is not None:
            facts, shown = self._rolls(node)
            self._set_state(node, facts)
            found = self._staged(node, facts)
            if found is not None:
                done = " ".join(found[0]) + "".join(f"; {k} {v}" for k, v in sorted(self.sets.items()))
                self.path.append(Step(node.name, node.section, node.text, done, _costs(found[1], shown)))
                return found[0]
        default = sorted(self.game.turn().coup_default)
        if not default:                  # (no default the rules give: a legal decision by free.lp)
            found = self._best(("coup",), "free")
            default = found[0] if found else ["coup_done"]
        if node is not None:             # (the procedure has nothing to do: recorded under its own node)
            done = " ".join(default) + "".join(f"; {k} {v}" for k, v in sorted(self.sets.items()))
            self.path.append(Step(node.name, node.section, node.text, f"nothing to do: {done}", shown))
        else:
            self.path.append(Step("coup", "6.0", f"Coup Round phase {phase}: no Non-player procedure", " ".join(default)))
        return default

    def _staged(self, node, facts, kind=("coup",), given=(), done=()):
        """A Coup Round node's (or a box's Operation's) best decision, stage
        by stage (np_coup_stage/4, np_box_stage/4): each stage's optimum
        (np_coup_stage(S), np_box_stage(S)) with the earlier stages' atoms
        given (np_given/1) and frozen (assumed), but those of the names a
        later stage chooses again (np_stage_open/3: a Patrol's Activation,
        an NVA March's groups), given as np_prior/1 for the part to keep;
        the last stage's the decision (a stage with no legal move, e.g. no
        Casualties to place, adds nothing; a stage whose part shows
        np_stages_done, e.g. a card's March chosen whole, the last; a stage
        its <node>_stage_guard, over the position, says can add nothing is
        skipped); in one stage without stages.  `given`: _session's; `done`: a Special
        Activity's atoms assumed at every stage (_after_done)."""
        found, flag = None, "np_coup_stage" if node.kind == "coup" else "np_box_stage"
        facts += self._value(kind, node, facts, given) if node.value else ""
        for stage in node.stages or [None]:
            if stage and self.chart.has_part(f"{node.name}_stage_guard") and \
                    not self._state(f"{node.name}_stage_guard", f"{flag}({stage})."):
                continue        # (a stage that can add nothing, its guard says over the position)
            kept = tuple(a for a in found[0] if a.split("(", 1)[0] not in node.reopen) if found else ()
            prior = tuple(a for a in found[0] if a.split("(", 1)[0] in node.reopen) if found else ()
            more = (f"{flag}({stage})." if stage else "") + _given(kept) \
                + "".join(f"np_prior({a})." for a in prior)
            self.stages_done = False
            found = self._best(kind, node.name, given=given, facts=facts + more, assume=done + kept) or found
            if self.stages_done:
                break
        return found

    def _value(self, kind, node, facts, given=()):
        """A box's value stage (np_box_value/2): its part without common.lp's
        levels, with np_value_stage, solved for its highest level alone (a
        card's NVA March: the most Troops into US Base spaces); that
        optimum's cost there, as np_value_bound(V), for the stages to keep
        within.  It is the first stage's part but for the levels, so any of
        its moves' cost bounds the optimum: the stages choose the same move
        with the bound as without it, proven in fewer conflicts (should its
        own search stop at its bound, its best move found then bounds as
        well; docs/nonplayers.md).  Solved core-guided ("usc": from the
        bottom up, it proves the cards' values that branch and bound did not
        within the bound).  "" where the part has no move, or where its
        <node>_value_guard, over the position, says it is not asked."""
        guard = f"{node.name}_value_guard"
        if self.chart.has_part(guard) and not self._state(guard, ""):
            return ""
        session = self._session(kind, given)
        if session.broken:
            return ""
        first = f"np_box_stage({node.stages[0]})." if node.stages else ""
        part = self._part(session, node.name, facts + first + "np_value_stage." + self._memory_facts(), levels=False)
        found = session.best(part, conflicts=OPTIMISE_CONFLICTS, strategy="usc")
        if not (found and found[1]):
            return ""
        return f"np_value_bound({found[1][0]})."

    def free(self, pending):
        """A free action an Event granted (5.5, 8.4.4): an Operation by its
        box's priorities (the flowchart's Event and Pass nodes ignored), a
        Special Activity by its own, one of the Faction's choice by the
        flowchart (free_op, free_sa), the rest of an Event by 8.4; else skip,
        or where the Event does not let it be skipped, the legal move in the
        most spaces (free.lp)."""
        action = pending["action"]
        boxes = [n for n in self.chart.nodes.values() if n.kind == "box" and n.op == action]
        found = None
        if action == "rest":
            found = self._best(("event_rest",), "event")
        elif boxes:
            move = self.box(boxes[0], sas=False)
            found = (move, ()) if move else None
        elif self.chart.has_part(action):
            found = self._best(("sa", action), action)
        elif action in self.chart.nodes and self.chart.nodes[action].kind == "free":
            for sa in self.chart.sas.get(action, []):     # (np_free: its Operations or Special Activities in order)
                act = self._act(sa)
                found = self._best(("op" if act in asp.static().op_types else "sa", act), sa)
                if found is not None:
                    break
        if found is None and action in ("op", "any_sa"):
            move = self.free_op() if action == "op" else self.free_sa()
            found = (move, ()) if move else None
        if found is None and action != "rest" and self.game.check("skip", faction=self.faction) != []:
            found = self._best(("op", action) if action in asp.static().op_types else ("sa", action), "free", plain=True)
        if found is None:
            self.path.append(Step("free", "8.4.4", f"free {action} (card {pending['card']})", "skip"))
            return ["skip"]
        self.path.append(Step("free", "8.4.4", f"free {action} (card {pending['card']})", " ".join(found[0])))
        return found[0]

    def free_op(self):
        """8.4.4: a free Operation of the Faction's choice: the one its
        flowchart picks, its Event and Pass nodes ignored, among the
        Operations the grant allows (a question whose yes leads to another
        Operation's box answers no), by the box's priorities without a
        Special Activity; None if none."""
        allowed = {k[1] for k in _kinds(self.game, self.faction) if k[0] == "op"}
        return self._free_walk(allowed, lambda box: self.box(box, sas=False))

    def free_sa(self):
        """8.4.4 (NOTE): a free Special Activity alone, of the Faction's
        choice (card 69 MACV): the flowchart walked as for a free Operation,
        over the position as if the Faction were to act with an Operation
        (no free action pending, every Operation of its own open, costs
        paid), to the box whose Operation is possible; that Operation
        dropped, the box's Special Activities in the flowchart's order, each
        alone (the free one the Event grants) by its own priorities, the
        first with a move done; None if none (ruling 174)."""
        st = self.game.state.clone()
        st.turn = {"acted": [], "passed": [], "marks": {}, "pending": []}
        st.eligibility = {f: "eligible" if f == self.faction else "ineligible" for f in FACTIONS}
        probe = Walk(type(self.game)(st), self.faction, self.fixed)
        probe.path = self.path

        def at_box(node):
            return self._sa_alone(node) if probe.op_possible(node) else None
        return probe._free_walk(set(asp.static().op_of.get(self.faction, [])), at_box) or None

    def op_possible(self, node):
        """Whether box `node`'s Operation has a move by its priorities
        (without a Special Activity but its joint one)."""
        facts, shown = self._rolls(node)
        joint = self.chart.joint.get(node.name)
        stage = "np_stage(op)." + (f"np_joint({joint})." if joint else "")
        ok = bool(self._best(self._box_kind(node.op), node.name, facts=facts + stage, exists=True))
        self.path.append(Step(node.name, node.section, node.text,
                              "Operation possible (dropped, 8.4.4)" if ok else "none possible", shown))
        return ok

    def _sa_alone(self, node):
        """The free Special Activity alone box `node` selects (free_sa): its
        joint one, then its own in order, each by its own priorities; []
        if none is possible (the box is its Operation only)."""
        joint = self.chart.joint.get(node.name)
        for sa in _unique(([joint] if joint else []) + [self._plain(node, sa) for sa in self.chart.sas.get(node.name, [])]):
            names = asp.action_names(self._act(sa))
            found = self._best(("sa", self._act(sa)), sa)
            if found is not None and any(a.split("(", 1)[0] in names for a in found[0]):   # (not a skip)
                self.path.append(Step(sa, node.section, f"Special Activity {sa} alone", " ".join(found[0]),
                                      _costs(found[1], "")))
                return found[0]
        self.path.append(Step("no_sa", node.section, "no Special Activity possible alone", "skip"))
        return []

    def _plain(self, node, sa):
        """Flowchart entry `sa` of box `node` as a Special Activity done
        alone: one done before or midway the Operation for it (np_sa_order
        sa_first, sa_midway by a special node, e.g. VC tax_first, tax_midway,
        ARVN transport_assault) is its Special Activity's own entry (tax,
        transport)."""
        special = self.chart.nodes.get(sa)
        order = self.chart.sa_order.get((node.name, sa))
        if (order in FIRST or order == MIDWAY) and special is not None and special.kind == "special":
            return special.op
        return sa

    def _free_walk(self, allowed, at_box):
        """The flowchart walked for a free action (8.4.4: its Event and Pass
        nodes ignored; a question over an Operation not `allowed`, or whose
        yes leads to such a box, answers no) to a box: `at_box(box)` for it
        and each of its IF NONE boxes in turn (those of `allowed`
        Operations), the first that is not None."""
        node, seen = self.chart.nodes[self.chart.start], set()
        while node is not None and node.name not in seen:
            seen.add(node.name)
            if node.kind == "event":
                node = self.chart.nodes.get(self.chart.branch.get((node.name, "no")))
            elif node.kind == "condition":
                yes = self.chart.nodes[self.chart.branch[(node.name, "yes")]]
                closed = node.over == "event" or (node.over != "state" and node.over not in allowed) or \
                    (yes.kind == "box" and yes.op not in allowed)
                answer = "no" if closed else self.condition(node)
                nxt = self.chart.nodes[self.chart.branch[(node.name, answer)]]
                if nxt.kind == "pass":
                    nxt = self.chart.nodes[self.chart.branch[(node.name, "yes" if answer == "no" else "no")]]
                node = nxt
            elif node.kind == "box":
                for name in [node.name] + self.chart.if_none.get(node.name, []):
                    alt = self.chart.nodes[name]
                    move = at_box(alt) if alt.kind == "box" and alt.op in allowed else None
                    if move is not None:
                        return move
                return None
            else:
                return None
        return None

    def walk(self, node):
        """The move the flowchart gives from `node` on."""
        while True:
            if node.kind == "condition":
                node = self.chart.nodes[self.chart.branch[(node.name, self.condition(node))]]
                continue
            if node.kind == "pass":
                self.path.append(Step(node.name, node.section, node.text, "pass"))
                self.remember = node.remember
                return ["pass"]
            if node.kind == "event":
                move = self.event(node)
                if move is not None:
                    return move
                self.path.append(Step(node.name, node.section, node.text, "not playable"))
                node = self.chart.nodes[self.chart.branch.get((node.name, "no"), "pass")]
                continue
            move = self.box(node)
            if move is not None:
                return move
            chain = self.chart.if_none.get(node.name, [])
            if self.done is not None:           # (a Special Activity done first stands: np_if_done/5)
                chain = self.chart.if_done[(node.name, self.done[0])]
            for other in chain:
                alt = self.chart.nodes[other]
                if alt.kind != "box":
                    return self.walk(alt)
                move = self.box(alt)
                if move is not None:
                    return move
            self.path.append(Step("pass", "2.3.3", "nothing possible", "pass"))
            return ["pass"]


def _own_atoms(act, atoms):
    """The atoms of Special Activity `act` among a move's `atoms`: of its
    names, or shared ones (SA_SHARED) naming it first."""
    names = asp.action_names(act)
    return [a for a in atoms if a.split("(", 1)[0] in names
            or (a.split("(", 1)[0] in SA_SHARED and a.split("(", 1)[1].split(",", 1)[0] == act)]


def _given(atoms):
    """The facts np_given/1 of move atoms (texts) a part takes as given."""
    return "".join(f"np_given({a})." for a in atoms)


def _sa_done(act, atoms):
    """The facts of a part asked with Special Activity `act` done first or
    midway (4.1), its `atoms` (and any other given) given: the Activity
    joint (np_joint), no other atom of its names (np_sa_done: stage.lp)."""
    return f"np_joint({act})." + "".join(f"np_sa_done({n})." for n in sorted(asp.action_names(act))) + _given(atoms)


def _unique(items):
    """`items` without repeats, in their order."""
    return list(dict.fromkeys(items))


@functools.lru_cache(maxsize=64)
def _rules(paths):
    return "".join(_texts(paths))


@functools.lru_cache(maxsize=64)
def _texts(paths):
    """The files' texts (a part's: Session.add parses each once)."""
    return tuple(p.read_text() for p in paths)


@functools.lru_cache(maxsize=64)
def _static_facts(names):
    out = []
    for (name, _), rows in asp.static()._by.items():
        if name in names:
            out.extend(f"{name}({','.join(map(str, r))})." for r in rows)
    return "\n".join(out)


@functools.lru_cache(maxsize=4)
def _inputs(names, state_facts):
    """The static and state facts of the predicates `names` (those the
    Non-player files name): the parts read their own copy, as a query's
    grounding keeps only the facts its own rules read."""
    lines = [line for line in state_facts.splitlines() if line.split("(", 1)[0].rstrip(".") in names]
    return _static_facts(names) + "\n" + "\n".join(lines) + "\n"


@functools.lru_cache(maxsize=4)
def _position(names, state_facts):
    """What every part reads of the position itself (asp/nonplayer/position.lp:
    the pieces per Faction and type, 8.1.2's removal order, ...), derived once
    per position from its inputs, as facts."""
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], (NP_DIR / "position.lp").read_text() + _inputs(names, state_facts))
    ctl.ground([("base", [])])
    atoms = ctl.symbolic_atoms
    return "".join(f"{sa.symbol}.\n" for name, arity, _ in atoms.signatures if name.startswith("np_")
                   for sa in atoms.by_signature(name, arity))


@functools.lru_cache(maxsize=8)
def _facts_by_name(names, state_facts, edition, consts):
    """What the questions over the position alone read (Walk._state): the
    inputs of the predicates `names`, the position's derived facts and the
    rules' constants, as text per predicate name, once per position."""
    out = {}
    for line in (_inputs(names, state_facts) + _position(names, state_facts) + _constants(edition, consts)).splitlines():
        if line.strip():
            name = line.split("(", 1)[0].rstrip(".").strip()
            out[name] = out.get(name, "") + line + "\n"
    return out


@functools.lru_cache(maxsize=64)
def _words(text):
    """The identifiers of a rule text, in order of first use (the
    predicate names it may read among them)."""
    return tuple(dict.fromkeys(_WORD.findall(text)))


_WORD = re.compile(r"[a-z][A-Za-z0-9_]*")


@functools.lru_cache(maxsize=4)
def _constants(edition, consts):
    """The rules' named constants in effect (`consts`: those set, asp.consts)
    as constant/3 facts, for the questions over the position alone."""
    return "".join(f'constant("{n}",{v},"{sec}").\n' for n, (v, sec) in asp.constants(edition).items())


def _met(shown):
    """What the priorities of the best move met, from its np_in/2 and
    np_tie/4 atoms: {priority: n} and {(priority, tie-break letter): weight}."""
    met = {}
    for s in shown:
        if s.name.endswith("np_in"):
            key = str(s.arguments[0])
            met[key] = met.get(key, 0) + 1
        elif s.name.endswith("np_tie") and s.arguments[3].number:
            key = f"{s.arguments[0]}{chr(96 + s.arguments[1].number)}"
            met[key] = met.get(key, 0) + s.arguments[3].number
    return met


def _costs(met, shown):
    text = ("priorities met: " + ", ".join(f"{k}: {v}" for k, v in sorted(met.items()))) if met else ""
    return "; ".join(x for x in (shown, text) if x)


def interrupt(game, faction):
    """The Decision to play the Faction's Pivotal Event out of turn (8.4.6), or None."""
    walk = Walk(game, faction)
    move = walk.pivotal()
    return None if move is None else Decision(walk.faction, " ".join(move), walk.path, dict(walk.memory))


# The free actions the Event look-ahead decided (8.4.1, Walk._declined_after),
# by position: the Faction's next decision, in that same position, is the one
# the look-ahead made (the same position's decision; a card 59 March's single
# optimisation takes seconds), taken once.
_AHEAD = {}
_AHEAD_KEPT = 8


def _position_key(game, faction):
    return faction.upper(), hashlib.sha1(game.state.dumps().encode()).hexdigest()


def _ahead(game, faction):
    """decide(game, faction) for the Event look-ahead, kept for the
    decision in that position (decide)."""
    decision = decide(game, faction)
    while len(_AHEAD) >= _AHEAD_KEPT:             # the oldest go first: a look-ahead's later
        _AHEAD.pop(next(iter(_AHEAD)))            # free actions must not drop its earlier ones
    _AHEAD[_position_key(game, faction)] = decision
    return decision


def decide(game, faction, rolls=None):
    """The Non-player's Decision in `game` (its move, the path that chose it);
    `rolls` fixes the dice of named nodes (node -> sum)."""
    if _AHEAD and rolls is None:
        kept = _AHEAD.pop(_position_key(game, faction), None)
        if kept is not None:
            return Decision(kept.faction, kept.move, list(kept.path), dict(kept.memory), dict(kept.state))
    walk = Walk(game, faction, rolls)
    move = walk.run()
    return Decision(walk.faction, " ".join(move), walk.path, {k: True for k in walk.remember}, walk.sets)


def apply_decision(game, decision):
    """The Result of the decision's move, the Non-player's memory written into
    the new position (fitl.state: nonplayers)."""
    try:
        result = game.apply(decision.move, faction=decision.faction, explain=False)
    except (Illegal, BadInput, AmbiguousMove) as err:
        raise FitlError(f"the {decision.faction} Non-player chose a move the rules refuse "
                        f"({decision.move}): {err}") from None
    note = note_of(result.state, decision.faction, decision.memory, decision.state)
    if note:
        result.game = noted(result.game, decision.faction, note)
        result.state = result.game.state
        result.nonplayer = note          # kept by the game log with the move (fitl.loop)
    return result
