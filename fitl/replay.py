"""Game scripts: a scenario, the rules edition and the decisions card by card,
in the move vocabulary (docs/moves.md), with dictated dice where they matter.

    scenario: tutorial
    edition: 1
    seed: 1
    cards:
      - card: 107                 # the card the script expects in play
        moves:
          - {faction: VC, move: "event(shaded)"}
          - {faction: NVA, move: pass}
          - {faction: ARVN, move: "train(saigon) ...", dice: [3]}

>>> script = Script.from_dict({"scenario": "tutorial", "cards": [{"card": 107, "moves": [{"move": "pass"}]}]})
>>> script.steps[0].move
'pass'
"""

from .errors import BadInput, Illegal, shown
from .files import read_yaml
from .game import Game
from .state import FACTIONS

SCRIPT_KEYS = ["scenario", "edition", "seed", "options", "nonplayers", "cards"]
STEP_KEYS = ["faction", "move", "dice", "nonplayer"]


class Step:
    """One decision: the card it belongs to, who decides, the move, any dice,
    and what a Non-player's decision wrote besides the move (its note:
    fitl.nonplayer.note)."""

    def __init__(self, number, card_index, card, move, faction=None, dice=(), nonplayer=None):
        self.number, self.card_index, self.card = number, card_index, card
        self.move, self.faction, self.dice = move, faction, tuple(dice)
        self.nonplayer = nonplayer

    def apply(self, game, faction=None):
        """The Result of this step in `game` (its move, then its note)."""
        who = self.faction or faction
        result = game.apply(self.move, faction=who, dice=self.dice)
        if self.nonplayer is not None:
            from .nonplayer.note import noted
            who = who or game.turn().to_act
            result.game = noted(result.game, who, self.nonplayer, source="nonplayer")
            result.state, result.nonplayer = result.game.state, self.nonplayer
        return result


class Script:
    def __init__(self, source="script"):
        self.source = source
        self.scenario, self.edition, self.seed, self.options = None, None, 0, {}
        self.nonplayers = []     # the Factions the Non-player rules played (section 8)
        self.cards = []          # the card number each entry expects
        self.steps = []

    @classmethod
    def load(cls, path):
        data, _ = read_yaml(path)
        if data is None:
            raise BadInput(str(path), None, "the file is empty (not a game script)")
        return cls.from_dict(data, source=str(path))

    @classmethod
    def from_dict(cls, data, source="script"):
        s = cls(source)
        fail = lambda key, problem: (_ for _ in ()).throw(BadInput(source, key, problem))
        if not isinstance(data, dict):
            fail(None, "expected a mapping with scenario and cards")
        for k in data:
            if k not in SCRIPT_KEYS:
                fail(k, f"unknown key (expected one of: {', '.join(SCRIPT_KEYS)})")
        if not isinstance(data.get("scenario"), str):
            fail("scenario", "name the scenario (full, medium, short, tutorial or a YAML path)")
        s.scenario = data["scenario"]
        s.edition = data.get("edition")
        if s.edition is not None and (type(s.edition) is not int or s.edition not in (1, 2)):
            fail("edition", f"must be 1 or 2, got {shown(s.edition)}")
        s.seed = data.get("seed", 0)
        if type(s.seed) is not int or s.seed < 0:
            fail("seed", f"expected a whole number 0 or more, got {shown(s.seed)}")
        s.options = data.get("options") or {}
        if not isinstance(s.options, dict):
            fail("options", "expected a mapping")
        s.nonplayers = data.get("nonplayers") or []
        if not isinstance(s.nonplayers, list) or any(str(f).upper() not in FACTIONS for f in s.nonplayers):
            fail("nonplayers", f"expected a list of Factions (US, ARVN, NVA, VC), got {shown(s.nonplayers)}")
        cards = data.get("cards")
        if not isinstance(cards, list):
            fail("cards", "expected a list of cards, each with its moves")
        for i, entry in enumerate(cards):
            where = f"cards[{i}]"
            if not isinstance(entry, dict) or set(entry) - {"card", "moves"}:
                fail(where, "expected a mapping with card and moves")
            card = entry.get("card")
            if isinstance(card, bool) or not isinstance(card, int):
                fail(f"{where}.card", f"expected a card number, got {shown(card)}")
            moves = entry.get("moves")
            if not isinstance(moves, list) or not moves:
                fail(f"{where}.moves", "expected a list of moves")
            s.cards.append(card)
            for j, m in enumerate(moves):
                mw = f"{where}.moves[{j}]"
                if isinstance(m, str):
                    m = {"move": m}
                if not isinstance(m, dict) or set(m) - set(STEP_KEYS) or not isinstance(m.get("move"), str):
                    fail(mw, "expected a move text or a mapping with move, faction, dice, nonplayer")
                faction = m.get("faction")
                if faction is not None and str(faction).upper() not in FACTIONS:
                    fail(f"{mw}.faction", f"unknown Faction {shown(faction)}")
                dice = m.get("dice") or []
                if not isinstance(dice, list) or any(type(d) is not int or not 1 <= d <= 6 for d in dice):
                    fail(f"{mw}.dice", "expected a list of dice 1-6")
                note = m.get("nonplayer")
                if note is not None and not isinstance(note, dict):
                    fail(f"{mw}.nonplayer", "expected a mapping (a Non-player's memory, us_policy)")
                s.steps.append(Step(len(s.steps) + 1, i, card, m["move"],
                                    faction and str(faction).upper(), dice, note))
        return s


def replay(script, cards=None, on_step=None):
    """Play a script from its scenario; stop after `cards` card entries if given.
    Returns the final Game.  An illegal step raises Illegal naming the step."""
    game = Game.new(script.scenario, seed=script.seed, edition=script.edition, options=script.options,
                    nonplayers=script.nonplayers)
    for step in script.steps:
        if cards is not None and step.card_index >= cards:
            break
        current = game.state.cards["current"]
        if current != step.card:
            raise BadInput(script.source, f"step {step.number}",
                           f"the script expects card {step.card} in play but card {current} is")
        try:
            result = step.apply(game)
        except Illegal as err:
            raise Illegal(err.reasons, what=f"{script.source}: step {step.number} (card {step.card}): "
                                            f"illegal move '{step.move}'") from None
        except BadInput as err:
            raise BadInput(script.source, f"step {step.number}", err.message) from None
        game = result.game
        if on_step:
            on_step(step, result)
    return game
