"""The game state: plain data, saved as YAML and loaded back identically.

The state file is the whole truth of a game in progress.  This module checks its
shape and identifiers (a space, piece or card the game does not have); whether
the position is lawful (stacking, the Force Pool, track ranges) is asked of the
rules in ASP (see ``fitl.view``).

>>> s = State.from_dict({"scenario": "demo", "spaces": {"hue": {"pieces": {"arvn_police": 2}}}})
>>> s.spaces["hue"]["pieces"]
{'arvn_police': 2}
"""

import re

import yaml

from .asp import static
from .errors import BadInput, shown
from .files import atomic_write, read_yaml  # noqa: F401  (atomic_write: fitl.loop writes logs with it)

# The largest number a state or a move may give the rules: far above any the
# game uses (tracks end at 75, no Force Pool holds more than 40 of a piece),
# and small enough that the rules' sums of such numbers stay exact in
# clingo's 32-bit integers (which wrap around silently).
BIGGEST = 99_999
# The largest number the host alone reads (the seed, the count of dice drawn):
# a 64-bit integer, so that counting on from it never makes a number too long
# to write (Python prints at most 4,300 digits).
HOST_BIGGEST = 2**63 - 1

_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

FACTIONS = ["US", "ARVN", "NVA", "VC"]
LEVELS = ["active_support", "passive_support", "neutral", "passive_opposition", "active_opposition"]
SIDES = ["unshaded", "shaded"]
ELIGIBILITY = ["eligible", "ineligible"]
TOP_KEYS = [
    "format", "scenario", "edition", "options", "seed", "rng_draws", "us_policy",
    "resources", "aid", "patronage", "econ", "trail", "eligibility", "spaces",
    "out_of_play", "casualties", "cards", "turn", "capabilities", "momentum", "coup", "game_over", "deception",
    "nonplayers", "coup_rounds",
]
# Top keys a state file written before they existed may lack (their default applies).
LATER_TOP_KEYS = ["nonplayers", "coup_rounds"]
# coup_rounds: the Coup Rounds begun in this game (6.0; a Coup card played
# without a Round does not count), which 8.9's Difficulty Option B reads.
# nonplayers: the Factions played by the Non-player rules (section 8), each with
# its memory across cards: event_next (8.5.2: play the next card's Event
# without rolling, after a Pass for a Capability).
NONPLAYER_MEMORY = ["event_next"]
PLAYERS = FACTIONS + ["COIN", "INSURGENTS"]          # joined players of the No Non-Player option (1.5)
COUP_KEYS = ["phase", "support", "withdrawal"]
DID = ["event", "op", "op_sa", "limop"]
CARD_KEYS = ["current", "deck", "played", "leader_box", "pivotal", "leader_flipped", "previous", "peace_talks"]
# Keys a state file written before they existed may lack (their default applies).
LATER_CARD_KEYS = ["peace_talks"]
TURN_MARKS = ["stays_eligible", "ineligible_next", "pivotal"]
CUBE_KEYS = ["us_troops", "arvn_troops", "arvn_police"]     # pending "moved" (card 14 shaded)
TURN_KEYS = ["acted", "passed", "marks", "pending"]
GAME_OVER_KEYS = ["ranking", "margins", "places", "one_player"]
# game_over.one_player: a 1-player game's end (8.9): its winner (a Non-player
# Faction, player or nobody), result (lowest player margin - highest
# Non-player margin, after the final Coup Round; else null) and outcome.
ONE_PLAYER_END_KEYS = ["winner", "result", "outcome"]
ONE_PLAYER_WINNERS = FACTIONS + ["player", "nobody"]
ONE_PLAYER_OUTCOMES = ["maoist_revolution", "mechanized_reunification", "mandarin_redux", "mcnamara_redemption",
                       "soldiering_on", "communism_contained", "national_liberation"]
# The US Policy of the scenarios (JFK, LBJ, Nixon); the rules do not read it.
US_POLICIES = ["jfk", "lbj", "nixon"]
# deck_continues: the deck is the top of a longer one (the tutorial), so its last
# Coup card is not the final Coup (2.4.2).
# politburo / sovereignty: the No Non-Player option's joined players (1.5);
# high_winds: tournament option (Air Lift in Monsoon).
# deception / handicap: Victory Deception markers (7.3); handicap maps players to
# the 2 markers each chooses, least experienced first.
# one_player: the 1-player game (8.9): the Factions not in nonplayers are the
# player's; one_player_a, one_player_b: its Difficulty Options A and B;
# one_player_easy: its Easy option (docs/nonplayers.md).
OPTION_NAMES = ["period_events", "political_rhythm", "deck_continues", "politburo", "sovereignty", "high_winds",
                "deception", "handicap", "one_player", "one_player_a", "one_player_b", "one_player_easy"]
ONE_PLAYER_OPTIONS = ["one_player_a", "one_player_b", "one_player_easy"]
# 8.9 (with 1.5): the player's Factions in a 1-player game: US and ARVN, NVA and VC, or any one.
ONE_PLAYER_SIDES = [["US", "ARVN"], ["NVA", "VC"], ["US"], ["ARVN"], ["NVA"], ["VC"]]
# A name the state hands the rules as it is (a Coup Round phase): an ASP constant.
_CONSTANT = re.compile(r"[a-z][a-z0-9_]*")


def _faction_rank(key):
    return FACTIONS.index(static().piece_faction[static().keys.get(key, (key,))[0]].upper())


class _Reader:
    """Checks one field at a time and names it in any error."""

    def __init__(self, source):
        self.source = source

    def fail(self, key, problem):
        raise BadInput(self.source, key, problem)

    def integer(self, key, value, lo=0, hi=None, host_only=False):
        """A whole number from lo (to hi); one the rules read (not
        `host_only`, like the seed) may be at most BIGGEST, one the host
        alone reads at most HOST_BIGGEST."""
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(key, f"expected a whole number, got {shown(value)}")
        most = HOST_BIGGEST if host_only else BIGGEST
        if abs(value) > most:
            self.fail(key, f"{_digits(value)} is too large a number (at most {most})")
        if value < lo or (hi is not None and value > hi):
            bound = f"at least {lo}" if hi is None else f"between {lo} and {hi}"
            self.fail(key, f"must be {bound}, got {value}")
        return value

    def mapping(self, key, value):
        if value is None:
            return {}
        if not isinstance(value, dict):
            self.fail(key, f"expected a mapping, got {type(value).__name__}")
        return value

    def listing(self, key, value):
        if value is None:
            return []
        if not isinstance(value, list):
            self.fail(key, f"expected a list, got {type(value).__name__}")
        return value

    def choice(self, key, value, allowed):
        if not any(type(value) is type(a) and value == a for a in allowed):    # true is not 1
            self.fail(key, f"unknown value {shown(value)} (expected one of: {', '.join(map(str, allowed))})")
        return value

    def space(self, key, value):
        if not isinstance(value, str) or value not in static().space_type:
            self.fail(key, f"unknown space {shown(value)}")
        return value

    def card(self, key, value):
        if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) < 4:
            value = int(value)
        if not isinstance(value, int) or value not in static().cards:
            self.fail(key, f"unknown card {shown(value)} (cards are numbered 1-130)")
        return value

    def flag(self, key, value):
        if not isinstance(value, bool):
            self.fail(key, f"expected true or false, got {shown(value)}")
        return value

    def has(self, key, data, required):
        """Every key of `required` is in the mapping `data` (at `key`)."""
        for k in required:
            if k not in data:
                self.fail(key, f"missing key {shown(k)}")

    def counts(self, key, value, allowed, what):
        out = {}
        for k, n in self.mapping(key, value).items():
            if k not in allowed:
                self.fail(f"{key}.{k}", f"unknown {what} {shown(k)}")
            n = self.integer(f"{key}.{k}", n)
            if n:
                out[k] = n
        return out


class State:
    """A Fire in the Lake position with everything needed to continue the game."""

    def __init__(self):
        self.format = 1
        self.scenario = None
        self.edition = 2
        self.options = {}
        self.seed = 0
        self.rng_draws = 0
        self.us_policy = None
        self.resources = {"ARVN": 0, "NVA": 0, "VC": 0}
        self.aid = 0
        self.patronage = 0
        self.econ = 15
        self.trail = 0
        self.eligibility = {f: "eligible" for f in FACTIONS}
        self.spaces = {}
        self.out_of_play = {}
        self.casualties = {}
        self.cards = {"current": None, "deck": [], "played": [], "leader_box": [], "pivotal": {},
                      "leader_flipped": False, "previous": None, "peace_talks": False}
        self.turn = {"acted": [], "passed": [], "marks": {}, "pending": []}
        self.capabilities = {}
        self.momentum = {}
        self.coup = None          # {"phase", "support": {space: levels}, "withdrawal": n} in a Coup Round
        self.game_over = None     # {"ranking": [...], "margins": {...}} once the game has ended
        self.deception = {}       # player -> [{"marker", "used"}] (Victory Deception option, 7.3)
        self.nonplayers = {}      # Faction -> its memory across cards (section 8; NONPLAYER_MEMORY)
        self.coup_rounds = 0      # the Coup Rounds begun in this game (6.0; 8.9 Option B)
        self.source_digest = None  # the digest of the file it was loaded from (State.load)

    # --- reading ------------------------------------------------------------------
    @classmethod
    def from_dict(cls, data, source="state", complete=False):
        """The State of `data` (as to_dict writes it), every field checked.
        Keys left out take their defaults, so a test can give a small
        position; with `complete` (a saved state file) every key to_dict
        writes must be there."""
        r = _Reader(source)
        st = static()
        data = r.mapping("", data)
        for k in data:
            if k not in TOP_KEYS:
                r.fail(k, f"unknown key (expected one of: {', '.join(TOP_KEYS)})")
        s = cls()
        s.format = r.integer("format", data.get("format", 1), 1, 1)
        s.scenario = data.get("scenario")
        if s.scenario is not None and not isinstance(s.scenario, str):
            r.fail("scenario", f"expected the scenario's name, got {shown(s.scenario)}")
        s.edition = r.choice("edition", data.get("edition", 2), [1, 2])
        s.options = _options(r, data.get("options"))
        s.seed = r.integer("seed", data.get("seed", 0), host_only=True)
        s.rng_draws = r.integer("rng_draws", data.get("rng_draws", 0), host_only=True)
        s.us_policy = data.get("us_policy")
        if s.us_policy is not None:
            r.choice("us_policy", s.us_policy, US_POLICIES)
        res = r.mapping("resources", data.get("resources"))
        for f in res:
            r.choice("resources", f, ["ARVN", "NVA", "VC"])
        s.resources = {f: r.integer(f"resources.{f}", res.get(f, 0), lo=-999) for f in ("ARVN", "NVA", "VC")}
        for k in ("aid", "patronage", "econ", "trail"):
            setattr(s, k, r.integer(k, data.get(k, getattr(s, k)), lo=-999))
        elig = r.mapping("eligibility", data.get("eligibility"))
        for f, e in elig.items():
            r.choice("eligibility", f, FACTIONS)
            r.choice(f"eligibility.{f}", e, ELIGIBILITY)
        s.eligibility = {f: elig.get(f, "eligible") for f in FACTIONS}
        spaces = r.mapping("spaces", data.get("spaces"))
        for sid, sp in spaces.items():
            if sid not in st.space_type:
                r.fail(f"spaces.{sid}", "unknown space")
            sp = r.mapping(f"spaces.{sid}", sp)
            for k in sp:
                r.choice(f"spaces.{sid}", k, ["support", "terror", "sabotage", "pieces"])
            entry = {}
            lvl = sp.get("support", "neutral")
            r.choice(f"spaces.{sid}.support", lvl, LEVELS)
            if lvl != "neutral":
                entry["support"] = lvl
            terror = r.integer(f"spaces.{sid}.terror", sp.get("terror", 0))
            if terror:
                entry["terror"] = terror
            sab = sp.get("sabotage", False)
            if not isinstance(sab, bool):
                r.fail(f"spaces.{sid}.sabotage", f"expected true or false, got {shown(sab)}")
            if sab:
                entry["sabotage"] = True
            pieces = r.counts(f"spaces.{sid}.pieces", sp.get("pieces"), st.keys, "piece")
            if pieces:
                entry["pieces"] = pieces
            if entry:
                s.spaces[sid] = entry
        s.out_of_play = r.counts("out_of_play", data.get("out_of_play"), st.piece_types, "piece type")
        s.casualties = r.counts("casualties", data.get("casualties"), st.piece_types, "piece type")
        cards = r.mapping("cards", data.get("cards"))
        for k in cards:
            r.choice("cards", k, CARD_KEYS)
        cur = cards.get("current")
        s.cards = {
            "current": None if cur is None else r.card("cards.current", cur),
            "deck": [r.card("cards.deck", c) for c in r.listing("cards.deck", cards.get("deck"))],
            "played": [r.card("cards.played", c) for c in r.listing("cards.played", cards.get("played"))],
            "leader_box": [r.card("cards.leader_box", c) for c in r.listing("cards.leader_box", cards.get("leader_box"))],
            "pivotal": {},
            "leader_flipped": cards.get("leader_flipped", False),
            "previous": None if cards.get("previous") is None else r.card("cards.previous", cards.get("previous")),
            # The Peace Talks marker (card 3 unshaded) on Linebacker II (card 121).
            "peace_talks": r.flag("cards.peace_talks", cards.get("peace_talks", False)),
        }
        if not isinstance(s.cards["leader_flipped"], bool):
            r.fail("cards.leader_flipped", "expected true or false")
        for f, c in r.mapping("cards.pivotal", cards.get("pivotal")).items():
            r.choice("cards.pivotal", f, FACTIONS)
            s.cards["pivotal"][f] = r.card(f"cards.pivotal.{f}", c)
        turn = r.mapping("turn", data.get("turn"))
        for k in turn:
            r.choice("turn", k, TURN_KEYS)
        for i, a in enumerate(r.listing("turn.acted", turn.get("acted"))):
            a = r.mapping(f"turn.acted[{i}]", a)
            s.turn["acted"].append({
                "faction": r.choice(f"turn.acted[{i}].faction", a.get("faction"), FACTIONS),
                "position": r.integer(f"turn.acted[{i}].position", a.get("position"), 1, 2),
                "did": r.choice(f"turn.acted[{i}].did", a.get("did"), DID),
            })
        s.turn["passed"] = [r.choice("turn.passed", f, FACTIONS) for f in r.listing("turn.passed", turn.get("passed"))]
        for i, p in enumerate(r.listing("turn.pending", turn.get("pending"))):
            key = f"turn.pending[{i}]"
            p = r.mapping(key, p)
            action = p.get("action")
            if action not in (static().op_types + static().sa_types + ["rest", "op", "any_sa", "any_op_or_sa"]
                              + coup_procedures()):
                # op: any Operation; any_sa, any_op_or_sa: open grants (5.5);
                # a Coup Round procedure an Event runs (5.1, 6.0)
                r.fail(f"{key}.action", f"unknown action {shown(action)}")
            s.turn["pending"].append({
                "faction": r.choice(f"{key}.faction", p.get("faction"), FACTIONS),
                "action": action,
                "card": r.card(f"{key}.card", p.get("card")),
                "side": r.choice(f"{key}.side", p.get("side"), SIDES),
            })
            if p.get("limited") is not None:
                if not isinstance(p["limited"], bool):
                    r.fail(f"{key}.limited", "expected true or false")
                if p["limited"]:
                    s.turn["pending"][-1]["limited"] = True
            if p.get("spaces"):
                s.turn["pending"][-1]["spaces"] = [r.space(f"{key}.spaces", x)
                                                   for x in r.listing(f"{key}.spaces", p["spaces"])]
            if p.get("roll") is not None:
                if type(p["roll"]) is not int or not 1 <= p["roll"] <= 6:
                    r.fail(f"{key}.roll", "expected a die roll, 1-6")
                s.turn["pending"][-1]["roll"] = p["roll"]
            # An Event's Pacification after another's (card 96): the levels so
            # far per space (6.3.1); an Event's Withdrawal (card 73, 2nd
            # edition): the Population the VC may shift (6.5).
            if p.get("pacified"):
                s.turn["pending"][-1]["pacified"] = {
                    r.space(f"{key}.pacified", x): r.integer(f"{key}.pacified.{x}", n, 0, 2)
                    for x, n in r.mapping(f"{key}.pacified", p["pacified"]).items()}
            if p.get("withdrawal"):
                s.turn["pending"][-1]["withdrawal"] = r.integer(f"{key}.withdrawal", p["withdrawal"], 0)
            # Card 14 shaded: the cubes that Patrolled, per space and key (5.3).
            if p.get("moved"):
                s.turn["pending"][-1]["moved"] = {
                    r.space(f"{key}.moved", x): {r.choice(f"{key}.moved.{x}", k, CUBE_KEYS):
                                                 r.integer(f"{key}.moved.{x}.{k}", n, 1)
                                                 for k, n in r.mapping(f"{key}.moved.{x}", ks).items()}
                    for x, ks in r.mapping(f"{key}.moved", p["moved"]).items()}
        for f, marks in r.mapping("turn.marks", turn.get("marks")).items():
            r.choice("turn.marks", f, FACTIONS)
            s.turn["marks"][f] = [r.choice(f"turn.marks.{f}", m, TURN_MARKS) for m in r.listing(f"turn.marks.{f}", marks)]
        for k, side in r.mapping("capabilities", data.get("capabilities")).items():
            c = r.card("capabilities", k)
            if c not in st.capability_cards:
                r.fail(f"capabilities.{k}", "this card is not a Capability (5.3)")
            s.capabilities[c] = r.choice(f"capabilities.{k}", side, SIDES)
        for k, side in r.mapping("momentum", data.get("momentum")).items():
            c = r.card("momentum", k)
            if c not in st.momentum_cards:
                r.fail(f"momentum.{k}", "this card is not a Momentum Event (5.4)")
            s.momentum[c] = r.choice(f"momentum.{k}", side, st.momentum_cards[c])
        coup = data.get("coup")
        if coup is not None:
            coup = r.mapping("coup", coup)
            for k in coup:
                r.choice("coup", k, COUP_KEYS)
            if not isinstance(coup.get("phase"), str) or not _CONSTANT.fullmatch(coup["phase"]):
                r.fail("coup.phase", f"name the Coup Round phase (a lower-case name), got {shown(coup.get('phase'))}")
            s.coup = {"phase": coup["phase"],
                      "support": {r.space("coup.support", x): r.integer(f"coup.support.{x}", n, 0, 2)
                                  for x, n in r.mapping("coup.support", coup.get("support")).items()},
                      "withdrawal": r.integer("coup.withdrawal", coup.get("withdrawal", 0))}
        for p, held in r.mapping("deception", data.get("deception")).items():
            r.choice("deception", p, PLAYERS)
            s.deception[p] = []
            for i, m in enumerate(r.listing(f"deception.{p}", held)):
                m = r.mapping(f"deception.{p}[{i}]", m)
                used = m.get("used", False)
                if not isinstance(used, bool):
                    r.fail(f"deception.{p}[{i}].used", "expected true or false")
                s.deception[p].append({"marker": r.choice(f"deception.{p}[{i}].marker", m.get("marker"), sorted(static().deception_pool)),
                                       "used": used})
        for f, memory in r.mapping("nonplayers", data.get("nonplayers")).items():
            r.choice("nonplayers", f, FACTIONS)
            s.nonplayers[f] = {r.choice(f"nonplayers.{f}", k, NONPLAYER_MEMORY): r.flag(f"nonplayers.{f}.{k}", v)
                               for k, v in r.mapping(f"nonplayers.{f}", memory).items()}
        s.coup_rounds = r.integer("coup_rounds", data.get("coup_rounds", 0))
        over = data.get("game_over")
        if over is not None:
            over = r.mapping("game_over", over)
            for k in over:
                r.choice("game_over", k, GAME_OVER_KEYS)
            s.game_over = {"ranking": [r.choice("game_over.ranking", f, PLAYERS)
                                       for f in r.listing("game_over.ranking", over.get("ranking"))],
                           "margins": {r.choice("game_over.margins", f, PLAYERS): r.integer(f"game_over.margins.{f}", m, -999)
                                       for f, m in r.mapping("game_over.margins", over.get("margins")).items()}}
            if over.get("places") is not None:      # shared places only (7.1: all players lose equally)
                s.game_over["places"] = {r.choice("game_over.places", f, PLAYERS): r.integer(f"game_over.places.{f}", n, 1)
                                         for f, n in r.mapping("game_over.places", over["places"]).items()}
            if over.get("one_player") is not None:
                s.game_over["one_player"] = _one_player_end(r, over["one_player"])
        _check_cards(r, s)
        _check_one_player(r, s)
        _check_deception(r, s)
        _check_game_over(r, s)
        if complete:
            _check_complete(r, data, s)
        return s

    @classmethod
    def load(cls, path):
        """The state saved at `path`: a whole state file (fitl.files reads it
        strictly), with the digest of the bytes read in `source_digest` (so
        that a save over it can tell if it changed meanwhile)."""
        data, read = read_yaml(path)
        if data is None:
            raise BadInput(str(path), None, "the file is empty (not a saved game state)")
        s = cls.from_dict(data, source=str(path), complete=True)
        s.source_digest = read
        return s

    # --- writing ------------------------------------------------------------------
    def to_dict(self):
        st = static()
        spaces = {}
        for sid in st.spaces:
            sp = self.spaces.get(sid)
            if not sp:
                continue
            entry = {k: sp[k] for k in ("support", "terror", "sabotage") if k in sp}
            if sp.get("pieces"):
                entry["pieces"] = {k: sp["pieces"][k] for k in sorted(sp["pieces"], key=lambda k: (_faction_rank(k), k))}
            spaces[sid] = entry
        return {
            "format": self.format,
            "scenario": self.scenario,
            "edition": self.edition,
            "options": dict(sorted(self.options.items())),
            "seed": self.seed,
            "rng_draws": self.rng_draws,
            "us_policy": self.us_policy,
            "resources": dict(self.resources),
            "aid": self.aid,
            "patronage": self.patronage,
            "econ": self.econ,
            "trail": self.trail,
            "eligibility": dict(self.eligibility),
            "spaces": spaces,
            "out_of_play": _ordered(self.out_of_play),
            "casualties": _ordered(self.casualties),
            "cards": {
                "current": self.cards["current"],
                "deck": list(self.cards["deck"]),
                "played": list(self.cards["played"]),
                "leader_box": list(self.cards["leader_box"]),
                "pivotal": {f: self.cards["pivotal"][f] for f in FACTIONS if f in self.cards["pivotal"]},
                "leader_flipped": self.cards["leader_flipped"],
                "previous": self.cards["previous"],
                "peace_talks": self.cards["peace_talks"],
            },
            "turn": {"acted": [dict(a) for a in self.turn["acted"]], "passed": list(self.turn["passed"]),
                     "marks": {f: sorted(self.turn["marks"][f]) for f in FACTIONS if self.turn["marks"].get(f)},
                     "pending": [dict(p) for p in self.turn["pending"]]},
            "capabilities": dict(sorted(self.capabilities.items())),
            "momentum": dict(sorted(self.momentum.items())),
            "coup": None if self.coup is None else {
                "phase": self.coup["phase"], "support": dict(sorted(self.coup["support"].items())),
                "withdrawal": self.coup["withdrawal"]},
            "deception": {p: [dict(m) for m in self.deception[p]] for p in PLAYERS if p in self.deception},
            "nonplayers": {f: dict(sorted(self.nonplayers[f].items())) for f in FACTIONS if f in self.nonplayers},
            "coup_rounds": self.coup_rounds,
            "game_over": None if self.game_over is None else {
                "ranking": list(self.game_over["ranking"]), "margins": dict(self.game_over["margins"]),
                **({"places": dict(self.game_over["places"])} if "places" in self.game_over else {}),
                **({"one_player": dict(self.game_over["one_player"])} if "one_player" in self.game_over else {})},
        }

    def dumps(self):
        return yaml.dump(self.to_dict(), Dumper=_DUMPER, sort_keys=False, default_flow_style=None, width=100)

    def save(self, path, expect=None):
        """Write atomically: the file on disk is either the old state or the
        new one (fitl.files.atomic_write; `expect`: the digest the file must
        still have)."""
        atomic_write(path, self.dumps(), expect=expect)

    def clone(self):
        """A deep copy (the state is plain data: dicts, lists, scalars)."""
        new = State.__new__(State)
        new.__dict__ = {k: _plain_copy(v) for k, v in self.__dict__.items()}
        return new

    def __eq__(self, other):
        return isinstance(other, State) and self.to_dict() == other.to_dict()

    # --- small helpers ------------------------------------------------------------
    @property
    def next_card(self):
        return self.cards["deck"][0] if self.cards["deck"] else None

    def runs_coup(self):
        """A Coup Round is on, or an Event has the next move carry out one of
        its procedures (the first pending action is one of coup_procedure/2,
        asp/static/actions.lp): either way the Coup Round's rule files apply."""
        pending = self.turn["pending"]
        return self.coup is not None or bool(pending and pending[0]["action"] in coup_procedures())

    def pieces(self, sid):
        return self.spaces.get(sid, {}).get("pieces", {})


def coup_procedures():
    """The Coup Round procedures an Event may run (coup_procedure/2, static)."""
    return sorted({x[0].name for x in static().atoms("coup_procedure", 2)})


def _digits(n):
    """A number as written, shortened if long."""
    text = str(n)
    return text if len(text) <= 20 else f"{text[:17]}..."


def _options(r, value):
    """The options: known names; each on or off, but handicap (7.3), which
    gives players the markers they choose."""
    out = {}
    for k, v in r.mapping("options", value).items():
        if k not in OPTION_NAMES:
            r.fail(f"options.{k}", f"unknown option (expected one of: {', '.join(OPTION_NAMES)})")
        if k != "handicap":
            out[k] = r.flag(f"options.{k}", v)
            continue
        out[k] = {}
        for p, markers in r.mapping("options.handicap", v).items():
            r.choice("options.handicap", p, PLAYERS)
            out[k][p] = [r.choice(f"options.handicap.{p}", m, sorted(static().deception_pool))
                         for m in r.listing(f"options.handicap.{p}", markers)]
    return out


def _check_cards(r, s):
    """No card is in two places; the card in play is in none of the piles,
    but the Leader box once its Coup Round has put it there (2.4.1; so in a
    Coup Round, or when the game ended on it)."""
    seen = {}
    for where in ("deck", "played", "leader_box"):
        for c in s.cards[where]:
            if c in seen:
                r.fail(f"cards.{where}", f"card {c} is also in cards.{seen[c]}")
            seen[c] = where
    cur = s.cards["current"]
    if cur in seen and not (seen[cur] == "leader_box" and (s.coup or s.game_over)):
        r.fail("cards.current", f"card {cur} is also in cards.{seen[cur]}")


def one_player_side(state):
    """The player's Factions of a 1-player game (8.9): those no Non-player
    plays, in the order of FACTIONS; None if it is not one."""
    if not state.options.get("one_player"):
        return None
    return [f for f in FACTIONS if f not in state.nonplayers]


def _check_one_player(r, s):
    """8.9: a 1-player game's player plays US and ARVN, NVA and VC, or one
    Faction, the Non-players the others; its options need the game."""
    for k in ONE_PLAYER_OPTIONS:
        if s.options.get(k) and not s.options.get("one_player"):
            r.fail(f"options.{k}", "is an option of the 1-player game (8.9): set options.one_player too")
    side = one_player_side(s)
    if side is None:
        return
    for k in ("politburo", "sovereignty"):
        if s.options.get(k):
            r.fail(f"options.{k}", "is a No Non-Player option (1.5), not one of the 1-player game (8.9)")
    for k in ("deception", "handicap"):
        if s.options.get(k):
            r.fail(f"options.{k}", "is an option of 3- or 4-player games (7.3), not of the 1-player game (8.9)")
    if side not in ONE_PLAYER_SIDES:
        r.fail("nonplayers", f"8.9: the player plays US and ARVN, NVA and VC, or one Faction, and Non-players "
                             f"the others; here the player would play {'+'.join(side) or 'none'}")


def _check_deception(r, s):
    """7.3: the Victory Deception option and its Handicap are for games of 3
    or 4 players: the Factions no Non-player plays, joined players (1.5)
    counted once."""
    if one_player_side(s) is not None:
        return                                   # (8.9's own message above)
    players = len([f for f in FACTIONS if f not in s.nonplayers])
    players -= sum(1 for k in ("politburo", "sovereignty") if s.options.get(k))
    for k in ("deception", "handicap"):
        if s.options.get(k) and players < 3:
            r.fail(f"options.{k}", f"is an option of 3- or 4-player games (7.3), not of a {players}-player game")


def _one_player_end(r, value):
    end = r.mapping("game_over.one_player", value)
    r.has("game_over.one_player", end, ONE_PLAYER_END_KEYS)
    for k in end:
        r.choice("game_over.one_player", k, ONE_PLAYER_END_KEYS)
    result = end["result"]
    return {"winner": r.choice("game_over.one_player.winner", end["winner"], ONE_PLAYER_WINNERS),
            "result": None if result is None else r.integer("game_over.one_player.result", result, -999),
            "outcome": r.choice("game_over.one_player.outcome", end["outcome"], ONE_PLAYER_OUTCOMES)}


def _check_game_over(r, s):
    """A finished game ranks each player once, gives each ranked player a
    margin, and has no Coup Round going on."""
    over = s.game_over
    if over is None:
        return
    ranking = over["ranking"]
    if not ranking:
        r.fail("game_over.ranking", "a finished game ranks its players")
    if len(set(ranking)) != len(ranking):
        r.fail("game_over.ranking", f"a player is ranked twice: {ranking}")
    if set(over["margins"]) != set(ranking):
        r.fail("game_over.margins", f"expected a margin for each ranked player ({', '.join(ranking)}), "
                                    f"got {', '.join(map(str, over['margins'])) or 'none'}")
    places = over.get("places")
    if places is not None:
        if set(places) != set(ranking):
            r.fail("game_over.places", f"expected a place for each ranked player ({', '.join(ranking)})")
        if [places[f] for f in ranking] != sorted(places.values()):
            r.fail("game_over.places", f"places out of the ranking's order: {places}")
    if s.coup is not None:
        r.fail("coup", "the game is over: no Coup Round is going on")


def _check_complete(r, data, s):
    """Every key State.to_dict writes is in a state file: one missing means
    the file was cut short or is not a state (game_over.one_player: written
    for a 1-player game only, 8.9; game_over.places: only where places are
    shared, 7.1)."""
    r.has(None, data, [k for k in TOP_KEYS if k not in LATER_TOP_KEYS])
    r.has("cards", r.mapping("cards", data["cards"]), [k for k in CARD_KEYS if k not in LATER_CARD_KEYS])
    r.has("turn", r.mapping("turn", data["turn"]), TURN_KEYS)
    if data["coup"] is not None:
        r.has("coup", data["coup"], COUP_KEYS)
    if data["game_over"] is not None:
        r.has("game_over", data["game_over"],
              [k for k in GAME_OVER_KEYS if k != "places" and (k != "one_player" or s.options.get("one_player"))])
    for p, held in r.mapping("deception", data["deception"]).items():
        for i, m in enumerate(held):
            r.has(f"deception.{p}[{i}]", m, ["marker", "used"])


def _ordered(counts):
    return {k: counts[k] for k in sorted(counts, key=lambda k: (_faction_rank(k), k)) if counts[k]}


def _plain_copy(x):
    t = type(x)
    if t is dict:
        return {k: _plain_copy(v) for k, v in x.items()}
    if t is list:
        return [_plain_copy(v) for v in x]
    if t is set:
        return {_plain_copy(v) for v in x}
    return x                      # str, int, bool, None, tuples of them: immutable
