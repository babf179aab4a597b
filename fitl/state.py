"""The game state: plain data, saved as YAML and loaded back identically.

The state file is the whole truth of a game in progress.  This module checks its
shape and identifiers (a space, piece or card the game does not have); whether
the position is lawful (stacking, the Force Pool, track ranges) is asked of the
rules in ASP (see ``fitl.view``).

>>> s = State.from_dict({"scenario": "demo", "spaces": {"hue": {"pieces": {"arvn_police": 2}}}})
>>> s.spaces["hue"]["pieces"]
{'arvn_police': 2}
"""

import os
import tempfile

import yaml

from .asp import static
from .errors import BadInput

# The largest number a state or a move may give the rules: far above any the
# game uses (tracks end at 75, no Force Pool holds more than 40 of a piece),
# and small enough that the rules' sums of such numbers stay exact in
# clingo's 32-bit integers (which wrap around silently).
BIGGEST = 99_999

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

FACTIONS = ["US", "ARVN", "NVA", "VC"]
LEVELS = ["active_support", "passive_support", "neutral", "passive_opposition", "active_opposition"]
SIDES = ["unshaded", "shaded"]
ELIGIBILITY = ["eligible", "ineligible"]
TOP_KEYS = [
    "format", "scenario", "edition", "options", "seed", "rng_draws", "us_policy",
    "resources", "aid", "patronage", "econ", "trail", "eligibility", "spaces",
    "out_of_play", "casualties", "cards", "turn", "capabilities", "momentum", "coup", "game_over", "deception",
]
PLAYERS = FACTIONS + ["COIN", "INSURGENTS"]          # joined players of the No Non-Player option (1.5)
DECEPTION = ["empty_threat", "hidden_agenda", "hidden_asset"]
COUP_KEYS = ["phase", "support", "withdrawal"]
DID = ["event", "op", "op_sa", "limop"]
CARD_KEYS = ["current", "deck", "played", "leader_box", "pivotal", "leader_flipped", "previous"]
TURN_MARKS = ["stays_eligible", "ineligible_next", "pivotal"]


def atomic_write(path, text):
    """Write a file so that it is either the old content or the new, never half."""
    folder = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(prefix=".fitl-", suffix=".tmp", dir=folder)
    except OSError as e:
        raise BadInput(path, None, f"cannot write ({e.strerror})") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


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
        `host_only`, like the seed) may be at most BIGGEST."""
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(key, f"expected a whole number, got {value!r}")
        if not host_only and abs(value) > BIGGEST:
            self.fail(key, f"{value} is too large a number (at most {BIGGEST})")
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
        if value not in allowed:
            self.fail(key, f"unknown value {value!r} (expected one of: {', '.join(map(str, allowed))})")
        return value

    def space(self, key, value):
        if value not in static().space_type:
            self.fail(key, f"unknown space {value!r}")
        return value

    def card(self, key, value):
        if isinstance(value, str) and value.isdigit():
            value = int(value)
        if not isinstance(value, int) or value not in static().cards:
            self.fail(key, f"unknown card {value!r} (cards are numbered 1-130)")
        return value

    def counts(self, key, value, allowed, what):
        out = {}
        for k, n in self.mapping(key, value).items():
            if k not in allowed:
                self.fail(f"{key}.{k}", f"unknown {what} {k!r}")
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
                      "leader_flipped": False, "previous": None}
        self.turn = {"acted": [], "passed": [], "marks": {}, "pending": []}
        self.capabilities = {}
        self.momentum = {}
        self.coup = None          # {"phase", "support": {space: levels}, "withdrawal": n} in a Coup Round
        self.game_over = None     # {"ranking": [...], "margins": {...}} once the game has ended
        self.deception = {}       # player -> [{"marker", "used"}] (Victory Deception option, 7.3)

    # --- reading ------------------------------------------------------------------
    @classmethod
    def from_dict(cls, data, source="state"):
        r = _Reader(source)
        st = static()
        data = r.mapping("", data)
        for k in data:
            if k not in TOP_KEYS:
                r.fail(k, f"unknown key (expected one of: {', '.join(TOP_KEYS)})")
        s = cls()
        s.format = r.integer("format", data.get("format", 1), 1, 1)
        s.scenario = data.get("scenario")
        s.edition = r.choice("edition", data.get("edition", 2), [1, 2])
        s.options = dict(r.mapping("options", data.get("options")))
        s.seed = r.integer("seed", data.get("seed", 0), host_only=True)
        s.rng_draws = r.integer("rng_draws", data.get("rng_draws", 0), host_only=True)
        s.us_policy = data.get("us_policy")
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
                r.fail(f"spaces.{sid}.sabotage", f"expected true or false, got {sab!r}")
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
        }
        if not isinstance(s.cards["leader_flipped"], bool):
            r.fail("cards.leader_flipped", "expected true or false")
        for f, c in r.mapping("cards.pivotal", cards.get("pivotal")).items():
            r.choice("cards.pivotal", f, FACTIONS)
            s.cards["pivotal"][f] = r.card(f"cards.pivotal.{f}", c)
        seen = {}
        for where in ("deck", "played", "leader_box"):
            for c in s.cards[where]:
                if c in seen:
                    r.fail(f"cards.{where}", f"card {c} is also in cards.{seen[c]}")
                seen[c] = where
        turn = r.mapping("turn", data.get("turn"))
        for k in turn:
            r.choice("turn", k, ["acted", "passed", "marks", "pending"])
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
            if action not in static().op_types + static().sa_types + ["rest"]:
                r.fail(f"{key}.action", f"unknown action {action!r}")
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
            if not isinstance(coup.get("phase"), str):
                r.fail("coup.phase", "name the Coup Round phase")
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
                s.deception[p].append({"marker": r.choice(f"deception.{p}[{i}].marker", m.get("marker"), DECEPTION),
                                       "used": used})
        over = data.get("game_over")
        if over is not None:
            over = r.mapping("game_over", over)
            players = PLAYERS
            s.game_over = {"ranking": [r.choice("game_over.ranking", f, players)
                                       for f in r.listing("game_over.ranking", over.get("ranking"))],
                           "margins": {r.choice("game_over.margins", f, players): r.integer(f"game_over.margins.{f}", m, -999)
                                       for f, m in r.mapping("game_over.margins", over.get("margins")).items()}}
        return s

    @classmethod
    def load(cls, path):
        try:
            with open(path, encoding="utf-8") as fh:
                data = yaml.load(fh, Loader=_LOADER)
        except FileNotFoundError:
            raise BadInput(path, None, "no such file") from None
        except yaml.YAMLError as e:
            mark = getattr(e, "problem_mark", None)
            where = f"line {mark.line + 1}" if mark else None
            raise BadInput(path, where, f"not valid YAML ({getattr(e, 'problem', None) or e})") from None
        except (OSError, UnicodeDecodeError) as e:
            raise BadInput(path, None, f"cannot read ({e})") from None
        return cls.from_dict(data, source=str(path))

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
            "game_over": None if self.game_over is None else {
                "ranking": list(self.game_over["ranking"]), "margins": dict(self.game_over["margins"])},
        }

    def dumps(self):
        return yaml.dump(self.to_dict(), Dumper=_DUMPER, sort_keys=False, default_flow_style=None, width=100)

    def save(self, path):
        """Write atomically: the file on disk is either the old state or the new one."""
        atomic_write(path, self.dumps())

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

    def pieces(self, sid):
        return self.spaces.get(sid, {}).get("pieces", {})


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
