"""fitl.loop.run_game's stops, on stand-in games: no Faction to act and a
controller's Illegal raise Stuck, a position that breaks a rule (check)
raises Broken, and log.game is where play stopped; a Log's note heads the
file as YAML comments and the rest still reads as a game script."""

from types import SimpleNamespace

import pytest
import yaml

from fitl.errors import Illegal
from fitl.loop import Broken, Log, Stuck, run_game
from fitl.replay import Script


class FakeGame:
    """A game whose every move takes it to the next card; `to_act` None on
    card `stuck_on`, a violation after card `broken_on`."""

    def __init__(self, card=1, stuck_on=None, broken_on=None, last=5):
        self.card, self.stuck_on, self.broken_on, self.last = card, stuck_on, broken_on, last
        self.state = SimpleNamespace(scenario="short", edition=2, seed=7, options={}, nonplayers={}, game_over=None, coup=None,
                                     cards={"current": card if card <= last else None})

    def turn(self):
        return SimpleNamespace(to_act=None if self.card == self.stuck_on else "VC", idle=False)

    def view(self):
        return SimpleNamespace(violations=[("1.4.2", "too many Bases")] if self.card - 1 == self.broken_on else [])

    def next(self):
        return FakeGame(self.card + 1, self.stuck_on, self.broken_on, self.last)


class Mover:
    def __init__(self, illegal_on=None):
        self.illegal_on = illegal_on

    def decide(self, game, faction):
        if game.card == self.illegal_on:
            raise Illegal([("2.3.3", "no Pass here")])
        return "pass", SimpleNamespace(dice=[], game=game.next())


def test_no_faction_to_act_is_stuck_and_log_keeps_the_position():
    log = Log(FakeGame().state)
    with pytest.raises(Stuck, match="no Faction is to act on card 3"):
        run_game(FakeGame(stuck_on=3), {"VC": Mover()}, log=log)
    assert len(log.moves) == 2 and log.game.state.cards["current"] == 3
    assert Stuck.exit_code == 1


def test_controller_with_no_accepted_move_is_stuck():
    with pytest.raises(Stuck, match="VC has no move the rules accept on card 2: illegal: 2.3.3 no Pass here"):
        run_game(FakeGame(), {"VC": Mover(illegal_on=2)})


def test_check_raises_broken_only_with_check():
    with pytest.raises(Broken, match=r"after move 2 \(VC: pass\): 1.4.2 too many Bases"):
        run_game(FakeGame(broken_on=2), {"VC": Mover()}, check=True)
    game, log = run_game(FakeGame(broken_on=2), {"VC": Mover()})
    assert len(log.moves) == 5 and log.game is game


def test_note_heads_the_log_as_comments():
    log = Log(FakeGame().state, note="line one\nline two")
    log.add(1, "VC", "pass", [])
    text = log.dumps()
    assert text.startswith("# line one\n# line two\n")
    assert Script.from_dict(yaml.safe_load(text)).steps[0].move == "pass"
