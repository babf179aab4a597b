"""Controllers: who makes each decision.  A person at the terminal, a game
script, or a random agent; all answer `decide(game, faction)` with a move the
rules accept (the game applies it), and none holds a rule of the game.

>>> from fitl.game import Game
>>> g = Game.new("tutorial", seed=1)
>>> move, result = RandomAgent(seed=1).decide(g, "VC")
>>> result.state.cards["current"] == 107 or result.card_done
True
"""

import random

from . import asp
from .errors import BadInput, FitlError, Illegal


class RandomAgent:
    """Picks at random among moves the rules accept: Pass, either side of the
    Event (of a card whose Event the rules encode), and single-space
    Operations in spaces where the Faction has forces (Attack and Assault
    where enemies are too, as the static knowledge tells), those of them
    that the rules leave open now (the Turn's options, 2.3.4); in a Coup Round, the
    phase's default decision (asp/coup: coup_default); a pending free action
    is forgone (one that may not be, 5.1.3: a legal move of it, drawn as the
    LegalAgent does).  Each candidate is tried in a random order until the rules
    accept one (Pass always is).  Deterministic under its seed."""

    TRIES = 6

    def __init__(self, seed=0):
        self.seed = seed

    def _rng(self, game):
        st = game.state
        return random.Random(f"agent:{self.seed}:{st.seed}:{len(st.cards['played'])}:{st.rng_draws}:"
                             f"{len(st.turn['acted'])}:{len(st.turn['passed'])}:{len(st.turn['pending'])}:"
                             f"{(st.coup or {}).get('phase')}")

    def decide(self, game, faction):
        view = game.turn()
        if view.coup_phase:
            move = " ".join(sorted(view.coup_default))
            return move, game.apply(move, faction=faction)
        if game.state.turn["pending"]:
            try:
                return "skip", game.apply("skip", faction=faction)
            except Illegal:          # (one that must be carried out, 5.1.3: a legal move of it)
                from .enumerate import random_move
                move = random_move(game, self._rng(game), faction)
                return move, game.apply(move, faction=faction)
        rng = self._rng(game)
        cands = self._candidates(game, faction, rng, view)
        rng.shuffle(cands)
        for move in cands[: self.TRIES]:
            try:
                result = game.apply(move, faction=faction, explain=False)
            except (Illegal, BadInput):
                continue
            if move.startswith("event(") and any(p["action"] == "rest" and p["card"] == game.state.cards["current"]
                                                 for p in result.state.turn["pending"]):
                continue          # an Event whose later text this agent cannot word
            return move, result
        return "pass", game.apply("pass", faction=faction)

    @staticmethod
    def _candidates(game, faction, rng, view):
        st = asp.static()
        f = faction.lower()
        factions = lambda sp: {st.piece_faction[st.keys[k][0]] for k, n in sp.get("pieces", {}).items() if n}
        foes = {x[1].name for x in st.atoms("enemy", 2) if x[0].name == f}
        own = sorted(s for s, sp in game.state.spaces.items() if f in factions(sp))
        spaces = own or st.spaces
        # Attack and Assault target enemies: offer them where enemies are.
        contested = sorted(s for s in own if factions(game.state.spaces[s]) & foes) or spaces
        out = ["pass"]
        options = view.options or {"event", "op"}      # none derived: leave it to the rules
        # The Event, if the rules leave it open and encode the card's Event.
        if "event" in options and game.state.cards["current"] in asp.encoded_cards(game.state.edition):
            out += ["event(unshaded)", "event(shaded)"]
        ops = sorted(o for o, who in ((x[0].name, x[1].name) for x in st.atoms("op_of", 2)) if who == f)
        for _ in range(4 if ops and options & {"op", "op_sa", "limop"} else 0):
            op = rng.choice(ops)
            s = rng.choice(contested if op in ("attack", "assault") else spaces)
            to = rng.choice(sorted(st.adjacent.get(s, {s})))
            out.append({
                "train": f"train({s}) train({s}, arvn_police, 1)",
                "patrol": "patrol",
                "sweep": f"sweep({s})",
                "assault": f"assault({s})",
                "rally": f"rally({s}) rally({s}, 1)",
                "march": f"march({s}, {to}, {f}_guerrilla_underground, 1)",
                "attack": f"attack({s})",
                "terror": f"terror({s})",
            }[op])
        return sorted(set(out))


class LegalAgent(RandomAgent):
    """Plays a whole legal move drawn from the rules' own enumeration
    (fitl.enumerate.random_move): a kind of action uniformly among those
    open (Pass, each Event side, each Operation, a free action, the rest of
    an Event, a Coup Round decision), then a move of that kind with its
    spaces, pieces and choices, and with even odds a Special Activity with
    the Operation.  Deterministic under its seed."""

    def decide(self, game, faction):
        from .enumerate import random_move
        move = random_move(game, self._rng(game), faction)
        return move, game.apply(move, faction=faction, explain=False)


class ScriptAgent:
    """Plays the steps of a game script (fitl.replay.Script) in order."""

    def __init__(self, script):
        self.steps = list(script.steps)
        self.i = 0

    def decide(self, game, faction):
        if self.i >= len(self.steps):
            raise FitlError("the script has no more moves")
        step = self.steps[self.i]
        self.i += 1
        return step.move, step.apply(game, faction)


AGENT_KINDS = ("random", "legal", "np")


def agent_kinds(spec):
    """The kind of agent of each Faction an --agents text gives: one kind
    for all four (random, legal, np), or
    FACTION=KIND,... (the Factions not named: random).  np is the Faction's
    Non-player (section 8, fitl.nonplayer: every Faction has one)."""
    from .state import FACTIONS
    text = (spec or "random").strip()
    if "=" not in text:
        if text not in AGENT_KINDS:
            raise BadInput("--agents", text, f"expected one of {', '.join(AGENT_KINDS)} or FACTION=KIND,...")
        return {f: text for f in FACTIONS}
    kinds = {f: "random" for f in FACTIONS}
    named = set()
    for item in text.split(","):
        who, _, kind = item.partition("=")
        who, kind = who.strip().upper(), kind.strip().lower()
        if who not in FACTIONS:
            raise BadInput("--agents", item, f"unknown Faction {who!r} (US, ARVN, NVA, VC)")
        if who in named:
            raise BadInput("--agents", item, f"{who} is named twice")
        named.add(who)
        if kind not in AGENT_KINDS:
            raise BadInput("--agents", item, f"unknown agent {kind!r} (one of {', '.join(AGENT_KINDS)})")
        kinds[who] = kind
    return kinds


def make_agent(kind, seed):
    if kind == "np":
        from .nonplayer import NonPlayerAgent
        return NonPlayerAgent()
    return LegalAgent(seed) if kind == "legal" else RandomAgent(seed)
