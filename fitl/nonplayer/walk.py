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
from ..enumerate import _query
from ..errors import AmbiguousMove, BadInput, FitlError, Illegal
from ..state import FACTIONS
from . import dice
from .flowchart import flowchart

# The Event side a Non-player plays (8.4.2): the Insurgents shaded, COIN unshaded.
SIDE = {"US": "unshaded", "ARVN": "unshaded", "NVA": "shaded", "VC": "shaded"}


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

    # --- program parts ----------------------------------------------------------
    def _part(self, session, name, facts=""):
        """The part for node (or Special Activity) `name` in `session`: its
        files' rules, and as facts the Faction, the players, its dice, the
        seeded ranks and its own copy of the inputs its rules read."""
        text = _rules(tuple(self.chart.part_files(name)))
        items = {s for s in asp.static().spaces} | {str(sym.arguments[0]) for sym in session.literal}
        head = self._head(name, facts, items) + _inputs(text, self.game.state_facts())
        key = "np_" + hashlib.sha1((text + head).encode()).hexdigest()[:16]
        if key not in session.parts:
            session.add(key, text, head)
        return key

    def _head(self, name, facts, items):
        """The host's facts for a part: the Faction, the players, the US
        Policy, `facts` (dice, memory) and the seeded ranks of `items`."""
        players = [f for f in FACTIONS if f not in self.game.state.nonplayers]
        policy = f"np_us_policy({self.game.state.us_policy}).\n" if self.game.state.us_policy else ""
        return (f"np_faction({self.faction.lower()}).\n" + "".join(f"np_player({p.lower()}).\n" for p in players)
                + policy + facts.replace(".", ".\n") + dice.ranks(self.game, self.faction, name, items))

    def _rolls(self, node):
        out, shown = "", []
        for roll, n in node.rolls:
            v = self.fixed.get(node.name) or dice.roll(self.game, self.faction, f"{node.name}:{roll}", n)
            out += f"np_roll({roll},{v})."
            shown.append(f"{n}d6 {roll} = {v}")
        return out, ", ".join(shown)

    def _session(self, kind, given=()):
        if kind[0] == "joint":            # an Operation and a Special Activity in one question
            facts, names = _query(self.game, ("op", kind[1]), self.faction, given)
            facts += (f"open_sa({kind[2]}).",)
            names = tuple(sorted(set(names) | {kind[2]}))
        else:
            facts, names = _query(self.game, kind, self.faction, given)
        return self.game.session(facts, asp.rule_files(self.game.state.edition, self.game._cards(), names), whole=True)

    def _state(self, name, facts):
        """A question over the position alone: the part's rules read only
        facts (the state's, the static ones, the host's), so they are solved
        on their own, without the rules of play."""
        text = _rules(tuple(self.chart.part_files(name)))
        ctl = clingo.Control(["--warn=none"])
        ctl.add("base", [], text + self._head(name, facts, ()) + _inputs(text, self.game.state_facts()))
        ctl.ground([("base", [])])
        return asp._solve(ctl, f"Non-player question {name}").satisfiable or None

    def _best(self, kind, name, given=(), facts="", exists=False):
        """The best move of `kind` under node `name`'s priorities: (atoms,
        cost) or None; with `exists`, whether there is one (True or None)."""
        if kind[0] == "state":
            return self._state(name, facts + self._memory_facts())
        session = self._session(kind, given)
        if session.broken:
            return None
        part = self._part(session, name, facts + self._memory_facts())
        if exists:
            return session.exists(part) or None
        found = session.best(part)
        if found is None:
            return None
        atoms, cost = found
        return [str(a) for a in atoms if a.name != "faction"], cost

    def _memory_facts(self):
        return "".join(f"np_memory({k})." for k, v in sorted(self.memory.items()) if v)

    # --- nodes --------------------------------------------------------------------
    def condition(self, node):
        facts, shown = self._rolls(node)
        if node.over == "state":
            kind = ("state",)
        elif node.over == "event":
            kind = ("event", SIDE[self.faction])
        elif node.name in self.chart.joint:      # an Operation with its Special Activity (np_joint/3)
            kind = ("joint", node.over, self.chart.joint[node.name])
        else:
            kind = ("op", node.over)
        answer = "yes" if self._best(kind, node.name, facts=facts, exists=True) else "no"
        self.path.append(Step(node.name, node.section, node.text, answer, shown))
        return answer

    def box(self, node, sas=True):
        """A box's move (a list of atom texts), or None (IF NONE)."""
        facts, shown = self._rolls(node)
        joint = self.chart.joint.get(node.name)
        found = self._best(("joint", node.op, joint) if joint else ("op", node.op), node.name, facts=facts)
        if found is None:
            self.path.append(Step(node.name, node.section, node.text, "none possible", shown))
            return None
        op, cost = found
        self.path.append(Step(node.name, node.section, node.text, " ".join(op), _costs(cost, shown)))
        if not sas or (joint and any(a.startswith(joint + "(") for a in op)):
            return op
        for sa in self.chart.sas.get(node.name, []):
            more = self._best(("sa_after_op", sa), sa, given=tuple(op))
            if more is not None:
                extra = [a for a in more[0] if a not in op]
                self.path.append(Step(sa, node.section, f"Special Activity {sa}", " ".join(extra),
                                      _costs(more[1], "")))
                return op + extra
        self.path.append(Step("no_sa", node.section, "no Special Activity possible", "Operation only"))
        return op

    def event(self, node):
        side = SIDE[self.faction]
        found = self._best(("event", side), node.name)
        if found is None:
            return None
        self.path.append(Step(node.name, node.section, node.text, " ".join(found[0]), _costs(found[1], "")))
        return found[0]

    # --- the walk -----------------------------------------------------------------
    def run(self):
        """The move: a list of atom texts."""
        st = self.game.state
        if st.runs_coup():
            return self.coup()
        if st.turn["pending"]:
            return self.free(st.turn["pending"][0])
        return self.walk(self.chart.nodes[self.chart.start])

    def coup(self):
        """A Coup Round decision: the Faction's procedure for the phase (its
        flowchart's np_coup node), else the phase's default (no section 8 rule)."""
        phase = (self.game.state.coup or {}).get("phase")
        node = self.chart.nodes.get(self.chart.coup.get(phase))
        if node is not None:
            found = self._best(("coup",), node.name)
            if found is not None:
                self.path.append(Step(node.name, node.section, node.text, " ".join(found[0]), _costs(found[1], "")))
                return found[0]
        default = sorted(self.game.turn().coup_default)
        self.path.append(Step("coup", "6.0", f"Coup Round phase {phase}: no Non-player procedure", " ".join(default)))
        return default

    def free(self, pending):
        """A free action an Event granted (5.5, 8.4.4): an Operation by its
        box's priorities (the flowchart's Event and Pass nodes ignored), a
        Special Activity by its own, the rest of an Event by 8.4; else skip."""
        action = pending["action"]
        boxes = [n for n in self.chart.nodes.values() if n.kind == "box" and n.op == action]
        found = None
        if action == "rest":
            found = self._best(("event_rest",), "event")
        elif boxes:
            move = self.box(boxes[0], sas=False)
            found = (move, ()) if move else None
        elif self.chart.part_files(action)[1:]:
            found = self._best(("sa", action), action)
        if found is None:
            self.path.append(Step("free", "8.4.4", f"free {action} (card {pending['card']})", "skip"))
            return ["skip"]
        self.path.append(Step("free", "8.4.4", f"free {action} (card {pending['card']})", " ".join(found[0])))
        return found[0]

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
            for other in self.chart.if_none.get(node.name, []):
                alt = self.chart.nodes[other]
                if alt.kind != "box":
                    return self.walk(alt)
                move = self.box(alt)
                if move is not None:
                    return move
            self.path.append(Step("pass", "2.3.3", "nothing possible", "pass"))
            return ["pass"]


_NAME = re.compile(r"(?<![A-Za-z0-9_])([a-z][A-Za-z0-9_]*)\(")


@functools.lru_cache(maxsize=64)
def _rules(paths):
    return "".join(p.read_text() for p in paths)


@functools.lru_cache(maxsize=64)
def _static_facts(names):
    out = []
    for (name, _), rows in asp.static()._by.items():
        if name in names:
            out.extend(f"{name}({','.join(map(str, r))})." for r in rows)
    return "\n".join(out)


def _inputs(text, state_facts):
    """The static and state facts of the predicates the part's text names: a
    part reads its own copy (fitl.session renames what a part defines apart),
    as a query's grounding keeps only the facts its own rules read."""
    names = frozenset(_NAME.findall(text))
    lines = [line for line in state_facts.splitlines() if line.split("(", 1)[0].rstrip(".") in names]
    return _static_facts(names) + "\n" + "\n".join(lines) + "\n"


def _costs(cost, shown):
    text = "priorities " + ",".join(str(c) for c in cost) if cost else ""
    return "; ".join(x for x in (shown, text) if x)


def decide(game, faction, rolls=None):
    """The Non-player's Decision in `game` (its move, the path that chose it);
    `rolls` fixes the dice of named nodes (node -> sum)."""
    walk = Walk(game, faction, rolls)
    move = walk.run()
    return Decision(walk.faction, " ".join(move), walk.path, {k: True for k in walk.remember})


def apply_decision(game, decision):
    """The Result of the decision's move, the Non-player's memory written into
    the new position (fitl.state: nonplayers)."""
    try:
        result = game.apply(decision.move, faction=decision.faction, explain=False)
    except (Illegal, BadInput, AmbiguousMove) as err:
        raise FitlError(f"the {decision.faction} Non-player chose a move the rules refuse "
                        f"({decision.move}): {err}") from None
    st = result.game.state
    if st.nonplayers.get(decision.faction) != decision.memory and decision.faction in st.nonplayers:
        from ..game import Game
        st = st.clone()
        st.nonplayers[decision.faction] = dict(decision.memory)
        result.game = Game(st)
        result.state = st
    return result
