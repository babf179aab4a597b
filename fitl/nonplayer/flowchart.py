"""A Faction's Non-player flowchart as the rules state it (asp/nonplayer/<faction>/flowchart.lp):
its nodes, branches, fallbacks and Special Activities, read once per process.
The host walks it (fitl.nonplayer.walk); what each node asks or chooses is
the ASP of its own file (docs/nonplayers.md).

>>> chart = flowchart("VC")
>>> chart.start, chart.nodes["rally"].op, [n for n in chart.if_none["rally"]]
('terror_q', 'rally', ['march', 'attack', 'pass'])
"""

import functools
import re
from dataclasses import dataclass, field

import clingo

from ..asp import ASP_DIR
from ..errors import FitlError

NP_DIR = ASP_DIR / "nonplayer"


@dataclass
class Node:
    """One node: kind is condition, box, event, pass, coup, special or free
    (a free action an Event grants, tried by its np_sa list); `over`
    the Operation a condition is asked over (or 'state', 'event'), or a coup
    node's phase; `op` a box's Operation or a special node's Special Activity."""
    name: str
    kind: str
    section: str
    over: str = None
    op: str = None
    text: str = ""
    files: list = field(default_factory=list)
    rolls: list = field(default_factory=list)      # (name, dice)
    remember: list = field(default_factory=list)   # memory keys a pass node sets for the next card
    sets: list = field(default_factory=list)       # state keys the node's part sets (np_set_state/3)
    stages: list = field(default_factory=list)     # a coup node's or box's stages in order (np_coup_stage/4, np_box_stage/4)
    reopen: list = field(default_factory=list)     # move atom names a later stage chooses again (np_stage_open/3)
    value: bool = False   # a box whose highest level is solved first, alone, as its stages' bound (np_box_value/2)


@dataclass
class Flowchart:
    faction: str
    start: str
    nodes: dict
    branch: dict          # (node, 'yes'|'no') -> node
    if_none: dict         # box -> [node, ...]
    sas: dict             # box -> [Special Activity, ...]
    joint: dict           # box -> the Special Activity chosen with its Operation
    coup: dict            # Coup Round phase -> node
    sa_required: set = field(default_factory=set)   # boxes done only with a Special Activity
    side: str = "unshaded"   # the Event side the Faction plays (np_side/2, 8.4.2)
    sa_order: dict = field(default_factory=dict)    # (box, SA) -> sa_first | sa_during | sa_first_during (np_sa_order/4, 4.1)
    moves: dict = field(default_factory=dict)       # Operation -> file paths its Sessions ground with the rules (np_moves/3)
    opens: dict = field(default_factory=dict)       # Special Activity -> move atoms its Sessions also offer (np_open/3)
    ask_box: dict = field(default_factory=dict)     # question -> the box whose move it is asked of again (np_ask_box/3)
    ask_first: dict = field(default_factory=dict)   # question -> the box whose first Session it is asked of (np_ask_first/3)
    with_sa: dict = field(default_factory=dict)     # Operation -> Special Activities its Sessions open too (np_with_sa/3)
    moves_free: set = field(default_factory=set)    # Special Activities whose np_moves files hold when granted alone (np_moves_free/2)
    if_done: dict = field(default_factory=dict)     # (box, SA) -> [box, ...]: IF NONE once SA, done first, stands (np_if_done/5)

    def part_files(self, name, moves=True, levels=True):
        """The ASP files of node or Special Activity `name`'s part: the shared
        asp/nonplayer/common.lp (the levels every box shares), available.lp
        (8.1.1), stage.lp and random_spaces.lp (8.2's map), its own file and
        those np_file/3 adds, each the Faction's own
        (asp/nonplayer/<faction>/) or else the shared one (asp/nonplayer/,
        e.g. event.lp).  `levels` False: a question whether a move exists,
        without the files that only order the moves (common.lp,
        random_spaces.lp); `moves` False: a question over the position alone
        (no move atoms), without any of the shared files, whose rules read
        a move's atoms."""
        own = self.nodes[name].files if name in self.nodes else []
        paths = [NP_DIR / "common.lp"] if moves and levels else []
        paths += [NP_DIR / "available.lp", NP_DIR / "stage.lp"] if moves else []
        paths += [NP_DIR / "random_spaces.lp"] if moves and levels else []
        for n in own + [name]:
            mine = NP_DIR / self.faction.lower() / f"{n}.lp"
            paths.append(mine if mine.exists() else NP_DIR / f"{n}.lp")
        return [p for p in paths if p.exists()]


    @functools.cached_property
    def names(self):
        """The predicate names the Non-player files of this Faction name
        (read once: a Flowchart is read once per process)."""
        return _names(tuple(sorted(NP_DIR.glob("*.lp"))) + tuple(sorted((NP_DIR / self.faction.lower()).glob("*.lp"))))

    def has_part(self, name):
        """Whether `name` has a file of its own (the Faction's or shared)."""
        return any(p.stem == name for p in self.part_files(name))


_NAME = re.compile(r"(?<![A-Za-z0-9_])([a-z][A-Za-z0-9_]*)\(")


@functools.lru_cache(maxsize=None)
def _names(paths):
    return frozenset(n for p in paths for n in _NAME.findall(p.read_text()))


def factions():
    """The Factions that have a Non-player flowchart in asp/nonplayer/."""
    return sorted(p.parent.name.upper() for p in NP_DIR.glob("*/flowchart.lp"))


@functools.lru_cache(maxsize=None)
def flowchart(faction):
    f = faction.lower()
    path = NP_DIR / f / "flowchart.lp"
    if not path.exists():
        raise FitlError(f"no Non-player flowchart for {faction.upper()} (asp/nonplayer/{f}/flowchart.lp); "
                        f"Non-players exist for: {', '.join(factions()) or 'none'}")
    ctl = clingo.Control(["--warn=none"])
    ctl.load(str(path))
    ctl.ground([("base", [])])
    facts = [sa.symbol for sa in ctl.symbolic_atoms if sa.is_fact and sa.symbol.arguments
             and sa.symbol.arguments[0].name == f]
    val = lambda s: s.string if s.type == clingo.SymbolType.String else (s.number if s.type == clingo.SymbolType.Number else s.name)
    rows = {}
    for s in facts:
        rows.setdefault(s.name, []).append([val(a) for a in s.arguments[1:]])
    nodes = {}
    for name, sec, over in rows.get("np_condition", []):
        nodes[name] = Node(name, "condition", sec, over=over)
    for name, sec, op in rows.get("np_box", []):
        nodes[name] = Node(name, "box", sec, op=op)
    for name, sec, sa in rows.get("np_special", []):
        nodes[name] = Node(name, "special", sec, op=sa)
    for name, sec, phase in rows.get("np_coup", []):
        nodes[name] = Node(name, "coup", sec, over=phase)
    for kind in ("event", "pass", "free"):
        for name, sec in rows.get(f"np_{kind}", []):
            nodes[name] = Node(name, kind, sec)
    for name, text in rows.get("np_text", []):
        nodes[name].text = text
    for name, other in sorted(rows.get("np_file", [])):
        nodes[name].files.append(other)
    for name, key in sorted(rows.get("np_remember", [])):
        nodes[name].remember.append(key)
    for name, key in sorted(rows.get("np_set_state", [])):
        nodes[name].sets.append(key)
    for name, _, stage in sorted(rows.get("np_coup_stage", []) + rows.get("np_box_stage", [])):
        nodes[name].stages.append(stage)
    for name, atom in sorted(rows.get("np_stage_open", [])):
        nodes[name].reopen.append(atom)
    for name, in rows.get("np_box_value", []):
        nodes[name].value = True
    for name, roll, dice in sorted(rows.get("np_roll", [])):
        nodes[name].rolls.append((roll, dice))
    ordered = lambda key: {n: [x for _, x in sorted((i, x) for m, i, x in rows.get(key, []) if m == n)]
                           for n in nodes}
    chart = Flowchart(f.upper(), rows["np_start"][0][0], nodes,
                      {(n, a): x for n, a, x in rows.get("np_branch", [])}, ordered("np_if_none"), ordered("np_sa"),
                      {n: sa for n, sa in rows.get("np_joint", [])},
                      {n.over: n.name for n in nodes.values() if n.kind == "coup"},
                      {n for n, in rows.get("np_sa_required", [])}, rows["np_side"][0][0],
                      {(n, sa): when for n, sa, when in rows.get("np_sa_order", [])})
    for op, name in sorted(rows.get("np_moves", [])):
        chart.moves.setdefault(op, []).append(str(NP_DIR / f / f"{name}.lp"))
    chart.moves_free.update(sa for sa, in rows.get("np_moves_free", []))
    for box, sa, _, other in sorted(rows.get("np_if_done", [])):
        chart.if_done.setdefault((box, sa), []).append(other)
    chart.ask_box.update((n, b) for n, b in rows.get("np_ask_box", []))
    chart.ask_first.update((n, b) for n, b in rows.get("np_ask_first", []))
    for op, sa in sorted(rows.get("np_with_sa", [])):
        chart.with_sa[op] = chart.with_sa.get(op, ()) + (sa,)
    for sa, atom in sorted(rows.get("np_open", [])):
        chart.opens.setdefault(sa, []).append(atom)
    for (n, _), x in chart.branch.items():
        if n not in nodes or x not in nodes:
            raise FitlError(f"asp/nonplayer/{f}/flowchart.lp: branch {n} -> {x} names an unknown node")
    return chart
