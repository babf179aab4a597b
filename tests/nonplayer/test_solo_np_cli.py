"""The Non-player commands in a 1-player game (8.9, 1.5): `fitl np STATE
[--explain]` asks the Non-player to act (each step of its flowchart named
with its section), refuses a finished game in one line; `fitl play --as F`
with one Faction says that one person against Non-players is the 1-player
game (1.5, 8.9) and how to have its victory rules."""

from click.testing import CliRunner

from fitl.cli import main
from fitl.game import Game

from .solo_positions import solo


def _cli(*args, input=None):
    r = CliRunner().invoke(main, [str(a) for a in args], input=input)
    return r.exit_code, r.output


def test_np_in_a_1_player_game_names_each_step_with_its_section(tmp_path):
    """A new 1-player game (the player US+ARVN): the first card's first
    Eligible is the VC, a Non-player; `fitl np` prints its move, which
    `check` accepts; --explain heads it with the Faction and names every
    step with a section of 8."""
    path = tmp_path / "g.yaml"
    assert _cli("new", "short", "--one-player", "US+ARVN", "-o", path)[0] == 0
    game = Game.load(str(path))
    assert game.turn().to_act == "VC"
    code, move = _cli("np", path)
    assert code == 0 and move.count("\n") == 1
    assert game.check(move.strip()) == []
    code, out = _cli("np", path, "--explain")
    lines = out.splitlines()
    assert code == 0 and lines[0] == f"VC Non-player: {move.strip()}"
    assert len(lines) > 1 and all(line.startswith("  [8.") for line in lines[1:])


def test_np_refuses_a_finished_game_in_one_line(tmp_path):
    """8.9: the ARVN Non-player at +3 wins in the Victory Phase; the game is
    over, nobody is to act."""
    path = tmp_path / "over.yaml"
    solo("victory", ["US", "ARVN"], patronage=53).apply("coup").game.save(str(path))
    code, out = _cli("np", path)
    assert code == 2 and out.count("\n") == 1 and "the game is over" in out and "Traceback" not in out


def test_play_as_one_faction_says_it_is_the_1_player_game(tmp_path):
    """1.5: one person playing one Faction, Non-players the others, is 8.9's
    1-player game: `fitl play --as US` says so and names --one-player US;
    with --one-player it says nothing of the kind."""
    log = tmp_path / "log.yaml"
    code, out = _cli("play", "short", "--as", "us", "--log", log, input="quit\n")
    assert code == 0 and "Non-players (section 8) play ARVN, NVA, VC" in out
    assert "the 1-player game (1.5, 8.9); its victory rules need --one-player US" in out
    code, out = _cli("play", "short", "--one-player", "US", "--log", log, input="quit\n")
    assert code == 0 and "its victory rules need" not in out
    code, out = _cli("play", "short", "--as", "US", "--as", "NVA", "--log", log, input="quit\n")
    assert code == 0 and "its victory rules need" not in out


def test_show_and_board_give_the_1_player_end_not_7_1_places(tmp_path):
    """8.9 decides a 1-player game's winner, not 7.1's places: the finished
    game (the ARVN Non-player at +3 wins in the Victory Phase; US -4, NVA
    -18, VC -35) shows its margins in order and the 8.9 end, no "1. ARVN"."""
    path, svg = tmp_path / "over.yaml", tmp_path / "over.svg"
    solo("victory", ["US", "ARVN"], patronage=53).apply("coup").game.save(str(path))
    code, out = _cli("show", path)
    assert code == 0 and "Game over (8.9): margins ARVN +3, US -4, NVA -18, VC -35" in out
    assert "1. ARVN" not in out and "8.9: ARVN (Non-player) wins, Mandarin Redux!" in out
    assert _cli("board", path, "-o", svg)[0] == 0
    drawn = svg.read_text()
    assert "Game over (8.9): margins ARVN +3, US -4, NVA -18, VC -35" in drawn and "1. ARVN" not in drawn


def test_new_with_three_nonplayers_says_it_is_the_1_player_game(tmp_path):
    """1.5: three Non-players leave one Faction to one player, 8.9's
    1-player game: `fitl new` says so and names --one-player VC; with two
    Non-players it says nothing of the kind."""
    path = tmp_path / "g.yaml"
    code, out = _cli("new", "short", "--nonplayer", "US", "--nonplayer", "arvn", "--nonplayer", "NVA", "-o", path)
    assert code == 0 and "its victory rules need --one-player VC" in out
    code, out = _cli("new", "short", "--nonplayer", "US", "--nonplayer", "ARVN", "-o", path)
    assert code == 0 and "its victory rules need" not in out
