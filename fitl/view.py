"""What the rules derive from a state: Control, victory markers, Available
forces, the RVN Leader, and every rule the position breaks.

>>> from fitl.scenario import new_game
>>> View.of(new_game("full", seed=1)).score["US"]
38
"""

from . import asp
from .errors import BadInput
from .facts import state_facts

SIDE_NAMES = {"coin": "COIN", "nva": "NVA"}


def render_term(sym, names):
    """A symbol as a person reads it: spaces by their map label, tracks by name."""
    text = str(sym)
    if text in names:
        return names[text]
    if sym.type.name == "String":
        return sym.string
    if sym.type.name == "Function" and not sym.arguments:
        if sym.name in asp.static().factions:
            return sym.name.upper()
        return asp.static().label.get(sym.name, sym.name)
    if sym.type.name == "Function" and not sym.name:          # a tuple: its parts in words
        return " ".join(render_term(a, names) for a in sym.arguments)
    return text


def explain(broken, messages, names):
    """(section, text) for each violated/3 atom, in the words of its message/2."""
    out = []
    for v in sorted(broken, key=str):
        rule, section, args = v.arguments
        args = args.arguments if args.type.name == "Function" and args.name == "" else [args]
        text = messages.get(rule.name, rule.name)
        for i, arg in enumerate(args, start=1):
            text = text.replace("{%d}" % i, render_term(arg, names))
        out.append((section.string, text))
    return out


class Turn:
    """Who decides now: the Faction to act (to_act) and what it may do
    (options: pass, event, op, op_sa, limop, 2.3.4; monsoon, 2.3.9), whether
    nobody is Eligible on the card (idle: the move `idle` plays it), the Coup
    Round phase (coup_phase) with its default decision, or the phase a Coup
    card in play is to start.  A Turn grounds only the rules these values
    depend on; a View (which is also a Turn) grounds them all."""

    WANT = frozenset(("to_act", "coup_now", "coup_default", "coup_to_start", "may_do", "monsoon", "idle_card"))
    MODE = "check"
    CHECKS = False         # (the rules' constraints left out: a Turn reads values only)

    def __init__(self, symbols):
        self.to_act, self.coup_phase, self.coup_default, self.coup_to_start = None, None, [], None
        self.options, self.monsoon, self.idle = set(), False, False
        for s in symbols:
            a = s.arguments
            if s.name == "may_do":
                self.options.add(a[0].name)
            elif s.name == "monsoon":
                self.monsoon = True
            elif s.name == "idle_card":
                self.idle = True
            elif s.name == "to_act":
                self.to_act = a[0].name.upper()
            elif s.name == "coup_now":
                self.coup_phase = a[0].name
            elif s.name == "coup_to_start":
                self.coup_to_start = a[0].name
            elif s.name == "coup_default":
                self.coup_default.append(str(a[0]))

    @classmethod
    def of(cls, state, facts=None):
        """The values of `state`; `facts`: its facts if already written."""
        # (A Coup Round procedure an Event runs: its card's rules say how, e.g.
        # which pieces must move, so that the default decision is a legal one.)
        cards = tuple(sorted({p["card"] for p in state.turn["pending"]})) if state.runs_coup() else ()
        syms = asp.solve(facts if facts is not None else state_facts(state), edition=state.edition, atoms=(), coup=state.runs_coup(),
                         want=cls.WANT, mode=cls.MODE, cards=cards, checks=cls.CHECKS)
        if syms is None:
            raise BadInput(None, None, "the rules found no answer for this state")
        return cls(syms)


class View(Turn):
    """The derived values of one state (step 0)."""

    # The predicates __init__ reads (and the rules' constraints, CHECKS: a
    # state that breaks one has no answer): the other rules, e.g. those
    # only `fitl prove` reads, are not grounded (branch q14: a fifth of a View).
    WANT = Turn.WANT | frozenset((
        "message", "track_name", "violated", "ctrl", "score", "margin", "wins", "available", "total_support",
        "total_opposition", "rvn_leader", "leader_cards", "player", "one_player_standing", "one_player_survives",
        "player_of"))
    MODE = "view"          # the state as given is checked too (asp/core/state.lp: checked/2)
    CHECKS = True

    def __init__(self, symbols):
        super().__init__(symbols)
        st = asp.static()
        self.control = {s: None for s in st.spaces}
        self.score, self.margin, self.wins = {}, {}, set()
        self.available = {t: 0 for t in st.piece_types}
        self.total_support = self.total_opposition = 0
        self.rvn_leader, self.leader_cards = None, 0
        self.players = []             # the players (1.5: a Faction, or joined by the No Non-Player option)
        self.player_of = {}           # each Faction's player
        self.one_player = None        # a 1-player game's (player margin, highest Non-player's, difference), 8.9
        self.one_player_survives = False   # in a Victory Phase, the player does not fail (8.9)
        messages, names, broken = {}, {}, []
        for s in symbols:
            a = s.arguments
            if s.name == "message":
                messages[a[0].name] = a[1].string
            elif s.name == "track_name":
                names[str(a[0])] = a[1].string
            elif s.name == "violated":
                broken.append(s)
            elif s.name in ("ctrl", "score", "margin", "wins", "available",
                            "total_support", "total_opposition") and a[0].number != 0:
                continue
            elif s.name == "ctrl":
                self.control[a[1].name] = SIDE_NAMES[a[2].name]
            elif s.name == "score":
                self.score[a[1].name.upper()] = a[2].number
            elif s.name == "margin":
                self.margin[a[1].name.upper()] = a[2].number
            elif s.name == "wins":
                self.wins.add(a[1].name.upper())
            elif s.name == "available":
                self.available[a[1].name] = a[2].number
            elif s.name == "total_support":
                self.total_support = a[1].number
            elif s.name == "total_opposition":
                self.total_opposition = a[1].number
            elif s.name == "rvn_leader":
                self.rvn_leader = a[0].name
            elif s.name == "leader_cards":
                self.leader_cards = a[0].number
            elif s.name == "player":
                self.players.append(a[0].name.upper())
            elif s.name == "one_player_standing":
                self.one_player = tuple(x.number for x in a)
            elif s.name == "one_player_survives":
                self.one_player_survives = True
            elif s.name == "player_of":
                self.player_of[a[0].name.upper()] = a[1].name.upper()
        self.players = [p for p in ("US", "ARVN", "NVA", "VC", "COIN", "INSURGENTS") if p in self.players]
        self.violations = explain(broken, messages, names)


def check_state(state, source, facts=None):
    """The state's View; BadInput naming the file and the first broken rule,
    if any.  `facts`: the state's facts if already written."""
    view = View.of(state, facts)
    if view.violations:
        section, text = view.violations[0]
        more = f" (and {len(view.violations) - 1} more)" if len(view.violations) > 1 else ""
        raise BadInput(source, section, text + more)
    return view
