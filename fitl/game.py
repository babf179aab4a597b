"""The Python API: a game you can ask what is legal, check a move against, and
apply a move to.  Every answer comes from the rules in asp/.

>>> g = Game.new("tutorial", seed=1)
>>> g.check("pass")
[]
>>> g.apply("pass").state.resources["VC"]
6
"""

import random

import clingo

from . import asp
from .errors import AmbiguousMove, BadInput, Illegal
from .facts import state_facts
from .moves import Move, card_of_atoms, cards_used_by, move_text, parse_move
from .scenario import new_game
from .state import FACTIONS, State
from .view import Turn, View, check_state, explain

# The answer's atoms an explanation is read from (asp/actions/modes.lp, core/show.lp).
EXPLANATION_ATOMS = frozenset(("violated", "message", "track_name", "horizon"))
LEVEL_NAMES = {2: "active_support", 1: "passive_support", -1: "passive_opposition", -2: "active_opposition"}


def dice_of(state, dictated=()):
    """The dice of the state's next move as a function of the die's number
    (1, 2, ...): dictated values first, then the game's seeded dice.  The
    rules ask for as many as they need (asp/actions/dice.lp)."""
    dictated = tuple(dictated)

    def die(i):
        if i <= len(dictated):
            return dictated[i - 1]
        return random.Random(f"fitl-dice:{state.seed}:{state.rng_draws + i - 1}").randint(1, 6)
    return die


def _violations(symbols):
    messages, names, broken = {}, {}, []
    for s in symbols:
        if s.name == "message":
            messages[s.arguments[0].name] = s.arguments[1].string
        elif s.name == "track_name":
            names[str(s.arguments[0])] = s.arguments[1].string
        elif s.name == "violated":
            broken.append(s)
    return explain(broken, messages, names)


class _Next:
    """What the apply answer says of the next state, gathered atom by atom
    (READERS), then written into a copy of the state (write)."""

    def __init__(self):
        self.spaces, self.changed = {}, set()      # the spaces in the move's scope, as they are after it
        self.boxes = {"out_of_play": {}, "casualties": {}}
        self.tracks, self.eligibility = {}, {}
        self.acted, self.passed, self.marks, self.pending, self.limited, self.pending_spaces = [], [], {}, {}, set(), {}
        self.pending_rolls, self.pending_pacified, self.pending_withdrawal, self.pending_moved = {}, {}, {}, {}
        self.peace_talks, self.returned = False, []
        self.lasting, self.flipped, self.leader_box, self.pivotal, self.deceived = {}, False, {}, {}, set()
        self.coup, self.coup_support, self.withdrawal = None, {}, 0
        self.new_current = self.discard = None
        self.over, self.ranks, self.margins, self.card_done, self.used = False, {}, {}, False, 0
        self.coup_rounds, self.one_player = None, None

    def space(self, a):
        return self.spaces.setdefault(a[0].name, {})

    def write(self, st):
        st.out_of_play, st.casualties = self.boxes["out_of_play"], self.boxes["casualties"]
        # The spaces out of scope are as they were (framing: asp/actions/result.lp).
        st.spaces = {**{s: sp for s, sp in st.spaces.items() if s not in self.changed}, **self.spaces}
        for track, v in self.tracks.items():
            if track.name == "res":
                st.resources[track.arguments[0].name.upper()] = v
            else:
                setattr(st, track.name, v)
        st.rng_draws += self.used
        if self.coup_rounds is not None:
            st.coup_rounds = self.coup_rounds
        if self.eligibility:
            st.eligibility = {f: self.eligibility.get(f, "eligible") for f in FACTIONS}
        for i, p in self.pending.items():
            if i in self.limited:
                p["limited"] = True
            if i in self.pending_spaces:
                p["spaces"] = [x for x in asp.static().spaces if x in self.pending_spaces[i]]
            if i in self.pending_rolls:
                p["roll"] = self.pending_rolls[i]
            if i in self.pending_pacified:
                p["pacified"] = {x: self.pending_pacified[i][x] for x in asp.static().spaces
                                 if x in self.pending_pacified[i]}
            if i in self.pending_withdrawal:
                p["withdrawal"] = self.pending_withdrawal[i]
            if i in self.pending_moved:
                p["moved"] = {x: dict(sorted(self.pending_moved[i][x].items())) for x in asp.static().spaces
                              if x in self.pending_moved[i]}
        st.turn = {"acted": sorted(self.acted, key=lambda x: x["position"]),
                   "passed": sorted(self.passed, key=FACTIONS.index),
                   "marks": {f: sorted(m) for f, m in self.marks.items()},
                   "pending": [self.pending[i] for i in sorted(self.pending)]}
        caps = asp.static().capability_cards
        st.capabilities = {c: sd for c, sd in self.lasting.items() if c in caps}
        st.momentum = {c: sd for c, sd in self.lasting.items() if c not in caps}
        st.cards["leader_flipped"] = self.flipped
        st.cards["leader_box"] = [self.leader_box[i] for i in sorted(self.leader_box)]
        st.cards["pivotal"] = {f: self.pivotal[f] for f in FACTIONS if f in self.pivotal}
        st.cards["played"] = [c for c in st.cards["played"] if c not in self.returned]   # back to its owner
        st.cards["peace_talks"] = self.peace_talks
        for player, markers in st.deception.items():
            for i, m in enumerate(markers, start=1):
                m["used"] = (player, i) in self.deceived
        st.coup = None if self.coup is None else {"phase": self.coup, "support": self.coup_support,
                                                   "withdrawal": self.withdrawal}


def _marker(nx, a):
    if a[1].name == "terror":
        nx.space(a)["terror"] = a[2].number
    else:
        nx.space(a)["sabotage"] = True


def _setter(field, value):
    return lambda nx, a: setattr(nx, field, value(a))


# Each atom of the apply answer (asp/actions/result.lp and the rules' next_*
# atoms) and what it gives the next state.
READERS = {
    "next_scope": lambda nx, a: nx.changed.add(a[0].name),
    "next_pieces": lambda nx, a: nx.space(a).setdefault("pieces", {}).__setitem__(a[1].name, a[2].number),
    "next_support": lambda nx, a: nx.space(a).__setitem__("support", LEVEL_NAMES[a[1].number]),
    "next_marker": _marker,
    "next_held": lambda nx, a: nx.boxes[a[0].name].__setitem__(a[1].name, a[2].number),
    "next_track": lambda nx, a: nx.tracks.__setitem__(a[0], a[1].number),
    "next_eligibility": lambda nx, a: nx.eligibility.__setitem__(a[0].name.upper(), a[1].name),
    "next_acted": lambda nx, a: nx.acted.append({"faction": a[0].name.upper(), "position": a[1].number,
                                                 "did": a[2].name}),
    "next_passed": lambda nx, a: nx.passed.append(a[0].name.upper()),
    "next_turn_mark": lambda nx, a: nx.marks.setdefault(a[0].name.upper(), []).append(a[1].name),
    "next_pending": lambda nx, a: nx.pending.__setitem__(a[0].number, {
        "faction": a[1].name.upper(), "action": a[2].name, "card": a[3].number, "side": a[4].name}),
    "next_pending_limited": lambda nx, a: nx.limited.add(a[0].number),
    "next_pending_space": lambda nx, a: nx.pending_spaces.setdefault(a[0].number, []).append(a[1].name),
    "next_pending_roll": lambda nx, a: nx.pending_rolls.__setitem__(a[0].number, a[1].number),
    "next_pending_pacified": lambda nx, a: nx.pending_pacified.setdefault(a[0].number, {}).__setitem__(
        a[1].name, a[2].number),
    "next_pending_withdrawal": lambda nx, a: nx.pending_withdrawal.__setitem__(a[0].number, a[1].number),
    "next_pending_moved": lambda nx, a: nx.pending_moved.setdefault(a[0].number, {}).setdefault(
        a[1].name, {}).__setitem__(a[2].name, a[3].number),
    "next_peace_talks": _setter("peace_talks", lambda a: True),
    "next_pivotal_returned": lambda nx, a: nx.returned.append(a[0].number),
    "next_deception_used": lambda nx, a: nx.deceived.add((a[0].name.upper(), a[1].number)),
    "next_current_card": _setter("new_current", lambda a: a[0].number),
    "next_discard": _setter("discard", lambda a: a[0].number),
    "next_pivotal_held": lambda nx, a: nx.pivotal.__setitem__(a[0].name.upper(), a[1].number),
    "next_coup_phase": _setter("coup", lambda a: a[0].name),
    "next_coup_support": lambda nx, a: nx.coup_support.__setitem__(a[0].name, a[1].number),
    "next_coup_withdrawal": _setter("withdrawal", lambda a: a[0].number),
    "next_leader_box": lambda nx, a: nx.leader_box.__setitem__(a[0].number, a[1].number),
    "next_leader_flipped": _setter("flipped", lambda a: True),
    "next_in_effect": lambda nx, a: nx.lasting.__setitem__(a[0].number, a[1].name),
    "next_game_over": _setter("over", lambda a: True),
    "rank": lambda nx, a: nx.ranks.__setitem__(a[0].name.upper(), a[1].number),
    "player_margin": lambda nx, a: nx.margins.__setitem__(a[0].name.upper(), a[1].number),
    "next_coup_rounds": _setter("coup_rounds", lambda a: a[0].number),
    "one_player_end": _setter("one_player", lambda a: {
        "winner": a[0].name.upper() if a[0].name.upper() in FACTIONS else a[0].name,
        "result": a[1].number if a[1].type == clingo.SymbolType.Number else None, "outcome": a[2].name}),
    "card_done": _setter("card_done", lambda a: True),
    "dice_used": _setter("used", lambda a: a[0].number),
}
# The answer's atoms the next state is read from.
SUCCESSOR_ATOMS = frozenset(READERS) | {"next_scope"}


class Result:
    """What a move did: the new game, the dice it used, and its changes."""

    def __init__(self, game, before, dice, card_done):
        self.game = game
        self.state = game.state
        self.dice = dice
        self.card_done = card_done
        self.before = before
        self.nonplayer = None     # what a Non-player's decision wrote besides the move (fitl.nonplayer.note)

    def changes(self):
        """Lines saying what changed (fitl.render.changes)."""
        from .render import changes
        return changes(self.before, self.state, View.of(self.before), self.game.view())


# Two projected answers tell an ambiguous successor from a single one.  The
# solutions are recorded (--enum-mode=record), not enumerated by
# backtracking: clasp's backtracking projection crashed the process (a
# segmentation fault, clingo 5.7 and 5.8) on an ARVN Patrol with two Governs
# (tests/data/apply-projection-crash.yaml); recording two answers costs one
# nogood.
PROJECT_TWO = ["--project", "--enum-mode=record"]


class Game:
    """A game in progress: one State and the rules.  Game.new and Game.load
    check the state (stacking, Force Pool, tracks, markers: view().violations
    lists what a state breaks); a move's queries then check only what the
    move changes (asp/actions/modes.lp), so a Game made directly from a
    State trusts it."""

    def __init__(self, state):
        self.state = state
        self._view = None
        self._turn = None
        self._state_facts = None
        self._applied = {}
        self._sessions = {}
        self._last = None           # (key, the Game after it, dice, card done) of the last move applied
        self._consts = asp.consts()

    def _answers(self):
        """Forget the answers kept from queries under other constants
        (asp.set_consts) than those in effect now."""
        if self._consts != asp.consts():
            self._view, self._turn, self._applied, self._last, self._consts = None, None, {}, None, asp.consts()

    @classmethod
    def new(cls, scenario, seed=0, edition=None, options=None, nonplayers=()):
        """A new game of `scenario`; `nonplayers`: the Factions the Non-player
        rules play (section 8; the state's nonplayers key)."""
        state = new_game(scenario, seed=seed, edition=edition, options=options, nonplayers=nonplayers)
        game = cls(state)
        phase = game.turn().coup_to_start
        if phase:                      # the deck opens with a Coup card (2.4)
            st = game.state.clone()
            st.coup = {"phase": phase, "support": {}, "withdrawal": 0}
            game = cls(st)
            if game.turn().to_act is None:
                game = game.settled()
        return game

    @classmethod
    def load(cls, path):
        """The game saved at `path`, its state checked (and its View kept:
        the check derives it anyway)."""
        state = State.load(path)
        game = cls(state)
        game._view = check_state(state, path, game.state_facts())
        return game

    def save(self, path):
        self.state.save(path)

    def view(self):
        """Everything the rules derive from the state (fitl.view.View)."""
        self._answers()
        if self._view is None:
            self._view = View.of(self.state, self.state_facts())
        return self._view

    def turn(self):
        """Who decides now (fitl.view.Turn; the View if already known)."""
        self._answers()
        if self._view is not None:
            return self._view
        if self._turn is None:
            self._turn = Turn.of(self.state, self.state_facts())
        return self._turn

    def to_json(self):
        from .render import state_json
        return state_json(self.state, self.view())

    # --- queries ------------------------------------------------------------------
    def _needs(self, atoms):
        """Which optional rule files a move needs: those declaring its atoms,
        and the Coup Round phases while one is on (asp.rule_files)."""
        return {"atoms": tuple(sorted({a.name for a in atoms})), "coup": self.state.runs_coup()}

    def _cards(self, atoms=None):
        """The cards whose rules can apply to a move (atoms; None for an open
        question): the card in play, the lasting effects in play, the cards
        whose own atoms the move uses, and the Pivotal Events still held when
        one may be played (their preconditions, 2.3.8)."""
        st = self.state
        held = set(st.cards["pivotal"].values())
        if atoms is not None and not any(a.name == "play_pivotal" for a in atoms):
            held = set()
        cards = {c for c in (st.cards["current"],) if c is not None} | {p["card"] for p in st.turn["pending"]}
        return tuple(sorted(cards | cards_used_by(cards, st.edition)
                            | set(st.capabilities) | set(st.momentum) | held
                            | card_of_atoms(atoms or (), st.edition)))

    def state_facts(self):
        """The state's facts (fitl.facts), written once: a Game's state is
        never changed in place (a move makes a new Game)."""
        if self._state_facts is None:
            self._state_facts = state_facts(self.state)
        return self._state_facts

    def _facts(self, atoms, faction=None, given=False):
        """The query's facts as (the state's, the move's): see fitl.asp.chunks."""
        out = []
        pred = "given" if given else "move"
        out.extend(f"{pred}({a})." for a in atoms)
        if faction:
            out.append(f"{pred}(faction({faction.lower()})).")
        return (self.state_facts(), "\n".join(out))

    def _atoms(self, move):
        """A move's atoms: from its text (or a list of atom texts), a Move,
        or atoms already parsed."""
        if isinstance(move, str) or (isinstance(move, (list, tuple)) and move and isinstance(move[0], str)):
            return parse_move(move, self.state.edition)
        if isinstance(move, Move):
            return list(move.atoms)
        return list(move)

    def _apply_models(self, atoms, faction, dice):
        """Up to 2 answer sets of the move in apply mode (none if it is
        illegal), each the successor's atoms; asked once per move of this
        Game, so that a check followed by the apply of the same move costs one
        query (a Game's state never changes)."""
        self._answers()
        key = self._move_key(atoms, faction, dice)
        if key not in self._applied:
            facts = self._facts(atoms, faction)
            self._applied[key] = asp.run(facts, edition=self.state.edition, cards=self._cards(atoms), mode="apply",
                                         models=2, args=PROJECT_TWO, **self._needs(atoms),
                                         want=SUCCESSOR_ATOMS | {"horizon"}, checks=True,
                                         dice=dice_of(self.state, dice))
        return self._applied[key]

    @staticmethod
    def _move_key(atoms, faction, dice):
        return tuple(map(str, atoms)), faction, tuple(dice)

    def check(self, move, faction=None, dice=()):
        """The rules the move breaks, as (section, text); [] if it is legal.
        A legal move is one apply mode has an answer for (kept for its
        apply); only an illegal one is asked again in check mode, which
        names every rule it cannot avoid breaking."""
        if self.state.game_over:
            return [("7.0", "the game is over")]
        atoms = self._atoms(move)
        if self._apply_models(atoms, faction, dice):
            return []
        facts = self._facts(atoms, faction)
        models = asp.run(facts, edition=self.state.edition, cards=self._cards(atoms), mode="check", models=0,
                         args=["--opt-mode=opt"], **self._needs(atoms), want=EXPLANATION_ATOMS, checks=True,
                         dice=dice_of(self.state, dice))
        if not models:
            return [("-", "the rules found no way to read this move")]
        return _violations(models[-1])

    def apply(self, move, faction=None, dice=(), explain=True):
        """Apply a legal move; raise Illegal (with every rule broken) otherwise.
        Coup Round phases that nobody decides (6.0) follow at once, so the new
        state always waits for a decision (or the game is over)."""
        if self.state.game_over:
            raise Illegal([("7.0", "the game is over")], what=f"illegal move '{move}'")
        # (The last move applied is kept with the position it led to, the
        # phases nobody decides carried out: a move tried, then played, as
        # a legal agent's draw does (fitl.enumerate.random_move), is carried
        # out once; the successor is a Game, which never changes.)
        atoms = self._atoms(move)
        key = self._move_key(atoms, faction, dice)
        self._answers()
        if self._last is not None and self._last[0] == key:
            _, game, rolled, card_done = self._last
            return Result(game, self.state, list(rolled), card_done)
        result = self._advance(self._apply_one(atoms, faction, dice, explain))
        self._last = (key, result.game, list(result.dice), result.card_done)
        return result

    def settled(self):
        """This position with what nobody decides carried out (as apply does
        after a move): for a position saved before it (taken as at a card's
        start: the card may be one nobody is Eligible on)."""
        return self._advance(Result(self, self.state, [], True)).game

    def _advance(self, result):
        """Carry out the Coup Round phases nobody decides (the move coup) and
        the cards on which no Faction is Eligible (the move idle, 2.3)."""
        while not result.state.game_over and result.state.cards["current"] is not None:
            if not (result.state.coup or result.card_done):   # (a card can be idle only as it begins)
                break
            turn = result.game.turn()
            if turn.to_act is not None or not (result.state.coup or turn.idle):
                break
            nxt = result.game._apply_one(["coup" if result.state.coup else "idle"], None, (), True)
            result = Result(nxt.game, self.state, result.dice + nxt.dice, result.card_done or nxt.card_done)
        return result

    def _apply_one(self, move, faction, dice, explain):
        atoms = self._atoms(move)
        rolled = dice_of(self.state, dice)
        models = self._apply_models(atoms, faction, dice)
        if not models:
            reasons = (explain and self.check(atoms, faction, dice)) or [("-", "the move cannot be carried out")]
            raise Illegal(reasons, what=f"illegal move '{move_text(atoms)}'")
        if len(models) > 1:
            a = {str(s) for s in models[0] if s.name.startswith("next_")}
            b = {str(s) for s in models[1] if s.name.startswith("next_")}
            diff = sorted(a ^ b)[:6]
            raise AmbiguousMove(move_text(atoms), diff)
        return self._successor(models[0], rolled)

    def _successor(self, symbols, rolled):
        """The next state from the apply answer's atoms (the table READERS
        says what each one gives), then the card sequence: a Pivotal Event
        takes the card's place (2.3.8), the game ends (7.0), or a card done
        brings the next one (2.3.6, 2.4)."""
        nx = _Next()
        for sym in symbols:
            reader = READERS.get(sym.name)
            if reader is not None:
                reader(nx, sym.arguments)
        st = self.state.clone()
        nx.write(st)
        dice = [rolled(i) for i in range(1, nx.used + 1)]
        if nx.new_current is not None:            # a Pivotal Event takes the card's place (2.3.8)
            if nx.discard is not None:
                st.cards["played"].append(nx.discard)
            st.cards["current"] = nx.new_current
        if nx.over:
            st.game_over = {"ranking": sorted(nx.ranks, key=nx.ranks.get),
                            "margins": {p: nx.margins[p] for p in sorted(nx.margins, key=nx.ranks.get)}}
            if len(set(nx.ranks.values())) < len(nx.ranks):     # shared places (7.1, ruling 239)
                st.game_over["places"] = {p: nx.ranks[p] for p in st.game_over["ranking"]}
            if nx.one_player is not None:
                st.game_over["one_player"] = nx.one_player
            st.coup = None
            return Result(Game(st), self.state, dice, False)
        if nx.card_done:
            st.turn = {"acted": [], "passed": [], "marks": {}, "pending": []}
            cur = st.cards["current"]
            if cur is not None and cur not in st.cards["leader_box"]:   # Coup cards go to the Leader box (2.4)
                st.cards["played"].append(cur)
            st.cards["previous"] = cur
            st.cards["current"] = st.cards["deck"].pop(0) if st.cards["deck"] else None
        return Result(Game(st), self.state, dice, nx.card_done)

    def legal(self, partial=(), faction=None, sa=None, dice=()):
        """The move atoms that can still be part of a legal move extending `partial`
        (brave consequences), grouped by atom name, level by level: Operation
        spaces first, then the details of the spaces and Special Activities
        named.  Special Activity spaces are listed for the type `sa` (or the one
        the partial move names); 'special_activity' lists the types open.
        A die the partial move has already rolled (the Air Strike's once it is
        named, 4.2.3, ruling 230) is the game's next die as apply will roll it
        (the dictated `dice` first, as apply's): the options are those it
        allows (`dice_rolled` says which it is)."""
        return self._options(partial, faction, sa, dice)[0]

    def dice_rolled(self, partial=(), faction=None, sa=None, dice=()):
        """The dice `partial` has already rolled, as `legal` reads them (the
        Air Strike's once it is named, 4.2.3, ruling 230: the game's next
        die, the dictated `dice` first): (Key, Value, Section) triples
        (die_shown/3, asp/actions/dice.lp), from the answer of `legal`'s
        options (kept: after `legal`, nothing is asked again).  [] if none,
        or no completion."""
        return list(self._options(partial, faction, sa, dice, kept=True)[1])

    def _options(self, partial, faction, sa, dice, kept=False):
        """`legal`'s options and the dice rolled, one question to the
        options' Session; its dice kept for `dice_rolled` (with `kept`:
        those kept if any, and no options)."""
        if self.state.game_over:
            return {}, []
        atoms, facts, files = self._legal_query(partial, faction, sa, dice)
        key = ("dice", asp.chunks(facts)[1:], files, asp.consts())
        if kept and key in self._applied:
            return {}, self._applied[key]
        found, undecided = self.session(facts, files).options() or (set(), set())
        rolled = {s for s in found | undecided if s.name == "die_shown"}
        self._applied[key] = sorted((str(s.arguments[0]), s.arguments[1].number, s.arguments[2].string)
                                    for s in found & rolled)
        out = self._group(found - rolled, atoms)
        if undecided - rolled:          # options the bounded search could not decide (fitl.session)
            out["undecided"] = sorted(str(a) for a in undecided - rolled)
        return out, self._applied[key]

    LEGAL_DICE = 8      # the game's next dice `legal` is given: more than a move rolls before a die it reads

    def _game_dice(self, dictated=(), n=LEGAL_DICE):
        """The game's next `n` dice as apply will roll them (dice_of: the
        dictated first), as game_die(I, V) facts for `legal` and a random
        draw's whole moves (fitl.enumerate)."""
        die = dice_of(self.state, dictated)
        return "".join(f"game_die({i},{die(i)}).\n" for i in range(1, n + 1))

    def _legal_query(self, partial, faction, sa, dice):
        """The atoms of `partial`, the facts and the rule files of `legal`'s query."""
        if sa is not None and sa not in asp.static().sa_types:
            raise BadInput("--sa", sa, f"unknown Special Activity (one of {', '.join(asp.static().sa_types)})")
        atoms = self._atoms(partial) if partial else []
        # (The game's dice only where a partial move may have rolled one: its
        # atoms roll it, die_rolled/2; with none, the query is as it was.)
        facts = self._facts(atoms, faction, given=True) + ((self._game_dice(dice),) if atoms else ())
        actor = faction or self.turn().to_act
        # (A Pivotal Event is played by the Faction the move names, 2.3.8:
        # with none named, no held Pivotal card's rules can apply; with one,
        # only that Faction's.)
        cards = self._cards(None if faction else atoms)
        if faction:
            others = {c for f, c in self.state.cards["pivotal"].items() if f != faction.upper()}
            cards = tuple(c for c in cards if c not in others)
        # Once something is named: the files of the atoms named and of the
        # Special Activities of the Faction to act (sa_of/2: only its own can
        # be open, 4.1; which of them are, their own files say, 4.1.1); with
        # `sa`, that Special Activity's spaces open too (open_sa/1).
        if self.state.runs_coup():
            # A Coup Round phase, or a procedure of it an Event runs: its
            # decision's atoms (each phase file lists them, asp/coup); no
            # Operation is open.
            names = ()
        elif atoms:
            st = asp.static()
            sas = st.sa_of.get(actor.upper(), []) if actor else st.sa_types
            ops = st.op_of.get(actor.upper(), []) if actor else st.op_types
            named = {a.name for a in atoms}
            # (No Operation named yet, e.g. only sa_first: the Operations' heads stay open.)
            names = tuple(sorted(named | set(sas) | (set() if named & set(st.op_types) else set(ops))))
            facts += (f"open_sa({sa}).",) if sa else ()
        else:
            # With nothing named: Pass, the Event and the heads (spaces) of
            # every Operation type of the Faction to act (op_of/2), in one
            # query; with `sa`, that Special Activity's spaces too (a free
            # one an Event granted, 5.5).
            names = tuple(asp.static().op_of.get(actor.upper(), []) if actor else ()) + ((sa,) if sa else ())
            facts += (f"open_sa({sa}).",) if sa else ()
            # A free Special Activity of a named type pending (5.5): its file
            # too, as its heads are open like an Operation's (asp/events/free.lp).
            pending = self.state.turn["pending"]
            if pending and pending[0]["action"] in asp.static().sa_types and pending[0]["action"] not in names:
                names += (pending[0]["action"],)
        return atoms, facts, tuple(asp.rule_files(self.state.edition, cards, names))

    SESSIONS = 16       # the groundings a Game keeps (fitl.session), the latest asked

    def session(self, facts, files, whole=False, want=(), keep=None):
        """The Session (fitl.session) of this position for a question's facts
        and rule files: the options of a partial move, or with `whole` every
        level of one kind of action (whole moves, with the predicates `want`
        grounded too: Session.moves_for); grounded once, kept for the
        questions after (a Game's position never changes), the latest
        `keep` (SESSIONS) asked: the others are let go before a new one is
        grounded (a Non-player's decision keeps one: docs/queries.md)."""
        from .session import Session
        key = (asp.chunks(facts)[1:], tuple(files), whole, asp.consts(), frozenset(want))
        found = self._sessions.pop(key, None)
        if found is None:
            while self._sessions and len(self._sessions) >= (keep or self.SESSIONS):
                self._sessions.pop(next(iter(self._sessions)))
            found = Session.moves_for(facts, files, want) if whole else Session.options_for(facts, files)
        self._sessions[key] = found
        return found

    def legal_moves(self, limit=None, faction=None):
        """The whole legal moves of the Faction to act, as move texts, each
        once, lazily, in a fixed order (fitl.enumerate.legal_moves)."""
        from .enumerate import legal_moves
        return legal_moves(self, limit=limit, faction=faction)

    def sample_moves(self, n, seed=0, faction=None):
        """`n` legal moves drawn at random from the random source `seed`
        (fitl.enumerate.sample_moves): the same seed, the same moves."""
        from .enumerate import sample_moves
        return sample_moves(self, n, seed=seed, faction=faction)

    def prove(self, goal, faction=None, horizon="move", always=False, dice="any", workers=None):
        """Is there a legal move (or, horizon 'card', a way through the rest
        of the card) after which `goal` holds, an ASP body over the position
        after it (docs/proving.md)?  A fitl.prove.Proof.  `workers`: 1 or 2
        processes for a move-horizon question (None: two on a machine with
        two cores, FITL_PROVE_WORKERS)."""
        from .prove import prove
        return prove(self, goal, faction=faction, horizon=horizon, always=always, dice=dice, workers=workers)

    @staticmethod
    def _group(found, atoms):
        given = {str(a) for a in atoms}
        out = {}
        for a in found:
            if str(a) not in given and a.name != "faction":
                out.setdefault(a.name, []).append(str(a))
        return {k: sorted(v) for k, v in sorted(out.items())}
