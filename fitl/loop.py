"""Whole games: ask the controller of the Faction to act, apply its move,
repeat until the game ends; keep a log that `fitl replay` plays back.

>>> from fitl.agents import RandomAgent
>>> from fitl.game import Game
>>> from fitl.state import FACTIONS
>>> g, log = run_game(Game.new("tutorial", seed=2), {f: RandomAgent(1) for f in FACTIONS}, max_moves=3)
>>> len(log.moves)
3
"""

import yaml

from .errors import FitlError, Illegal
from .state import FACTIONS


class Stuck(FitlError):
    """The game cannot go on: no Faction is to act, or a controller found no
    move the rules accept."""

    exit_code = 1


class Broken(FitlError):
    """A move left a position that breaks a rule (run_game with check)."""

    exit_code = 1


class Log:
    """The decisions of a game, in the game-script format (fitl.replay).
    `note`, if given, heads the file as YAML comments; `game` is the last
    position run_game reached (where a game that failed stopped);
    `scenario`: how the script names the scenario (fitl.scenario.script_name:
    a file's path), if not the state's name."""

    def __init__(self, state, note=None, scenario=None):
        self.head = {"scenario": scenario or state.scenario, "edition": state.edition, "seed": state.seed,
                     "options": dict(state.options)}
        if state.nonplayers:
            self.head["nonplayers"] = [f for f in FACTIONS if f in state.nonplayers]
        self.moves = []       # (card, faction, move, dice)
        self.notes = {}       # index in moves -> a Non-player's note (add)
        self.note = note
        self.game = None

    def add(self, card, faction, move, dice, nonplayer=None):
        """A decision; `nonplayer`: what a Non-player's decision wrote besides
        its move (fitl.nonplayer.note), replayed with it."""
        if nonplayer:
            self.notes[len(self.moves)] = nonplayer
        self.moves.append((card, faction, move, list(dice)))

    def to_dict(self):
        cards = []
        for i, (card, faction, move, dice) in enumerate(self.moves):
            if not cards or cards[-1]["card"] != card or cards[-1].get("_closed"):
                cards.append({"card": card, "moves": []})
            step = {"faction": faction, "move": move}
            if dice:
                step["dice"] = dice
            if i in self.notes:
                step["nonplayer"] = self.notes[i]
            cards[-1]["moves"].append(step)
        return {**self.head, "cards": cards}

    def dumps(self):
        head = "".join(f"# {line}\n" for line in self.note.splitlines()) if self.note else ""
        return head + yaml.safe_dump(self.to_dict(), sort_keys=False, width=200)

    def save(self, path):
        from .state import atomic_write
        atomic_write(path, self.dumps())


def _interrupt(game, controllers, who):
    """A controller that acts out of turn before `who` (a Non-player's Pivotal
    Event, 8.4.6: fitl.nonplayer), as (its Faction, move, Result), or None."""
    others = [(f, c) for f, c in controllers.items() if f != who and hasattr(c, "interrupt")]
    if not others or game.state.coup or game.state.turn["pending"]:
        return None
    for f, controller in others:
        found = controller.interrupt(game, f)
        if found is not None:
            return (f, *found)
    return None


def run_game(game, controllers, max_moves=None, on_move=None, check=False, log=None):
    """Play until the game is over, the deck runs out or max_moves decisions.
    With check, the position after every move is checked against the rules
    (stacking, Force Pool, track ranges): a broken one raises Broken.  No
    Faction to act, or a controller's Illegal (it found no move the rules
    accept), raises Stuck.  Moves go into `log` (a new Log unless given, so
    a caller keeps it, and log.game, if the game stops early)."""
    log = log if log is not None else Log(game.state)
    log.game = game
    while not game.state.game_over and game.state.cards["current"] is not None:
        if max_moves is not None and len(log.moves) >= max_moves:
            break
        card = game.state.cards["current"]
        who = game.turn().to_act
        if who is None and (game.turn().idle or game.state.coup):   # (a position saved so: apply carries these out, 2.3, 6.0)
            game = log.game = game.settled()
            continue
        if who is None:
            raise Stuck(f"no Faction is to act on card {card}")
        try:
            found = _interrupt(game, controllers, who)
            if found is not None:
                who, move, result = found
            else:
                move, result = controllers[who].decide(game, who)
        except Illegal as err:
            raise Stuck(f"{who} has no move the rules accept on card {card}: {err}") from None
        log.add(card, who, move, result.dice, getattr(result, "nonplayer", None))
        game = log.game = result.game
        if check and game.view().violations:
            raise Broken(f"after move {len(log.moves)} ({who}: {move}): " +
                         "; ".join(f"{s} {t}" for s, t in game.view().violations))
        if on_move:
            on_move(who, move, result)
    return game, log
