"""The 1-player game (8.9) at the command line: --one-player SIDE,
--difficulty and --easy for new, play and simulate, their errors (one line,
exit 2), the end and standing as show and score print them, and a whole
1-player game that finishes and replays to the same end."""

import json

import pytest
from click.testing import CliRunner

from fitl.cli import main
from fitl.game import Game
from fitl import asp
from fitl.state import ONE_PLAYER_OUTCOMES, State

from .solo_positions import solo


def _cli(*args, input=None):
    r = CliRunner().invoke(main, [str(a) for a in args], input=input)
    return r.exit_code, r.output


def test_new_one_player_writes_its_options(tmp_path):
    path = tmp_path / "g.yaml"
    code, _ = _cli("new", "short", "--one-player", "nva+vc", "--difficulty", "AB", "--easy", "-o", path)
    assert code == 0
    st = State.load(str(path))
    assert st.options == {"one_player": True, "one_player_a": True, "one_player_b": True, "one_player_easy": True}
    assert sorted(st.nonplayers) == ["ARVN", "US"]
    assert st.capabilities == {8: "unshaded", 14: "unshaded"}          # Option A, an Insurgent player


@pytest.mark.parametrize("args, names", [
    (["--one-player", "US+NVA"], "--one-player"),
    (["--one-player", "US+ARVN+VC"], "--one-player"),
    (["--one-player", "US+US"], "--one-player"),
    (["--one-player", "ARVN+US+ARVN"], "--one-player"),
    (["--difficulty", "A"], "--difficulty"),
    (["--easy"], "--easy"),
    (["--one-player", "VC", "--difficulty", "C"], "--difficulty"),
    (["--one-player", "VC", "--nonplayer", "US"], "--nonplayer"),
])
def test_new_one_player_bad_values(args, names):
    code, out = _cli("new", "short", *args)
    assert code == 2 and out.count("\n") == 1 and names in out and "Traceback" not in out


def test_play_one_player_says_so_and_refuses_conflicts(tmp_path):
    log = tmp_path / "log.yaml"
    code, out = _cli("play", "short", "--one-player", "US", "--seed", 2, "--log", log, input="quit\n")
    assert code == 0
    assert "1-player game (8.9): the player plays US against the Non-players ARVN, NVA, VC" in out
    assert "Non-players (section 8) play ARVN, NVA, VC" in out
    for args, name in ((["--as", "VC"], "--as"), (["--others", "random"], "--others")):
        code, out = _cli("play", "short", "--one-player", "US", *args, "--log", log, input="quit\n")
        assert code == 2 and name in out and out.count("\n") == 1


def test_play_load_keeps_the_saved_one_player_game(tmp_path):
    path, log = tmp_path / "g.yaml", tmp_path / "log.yaml"
    assert _cli("new", "short", "--one-player", "NVA+VC", "-o", path)[0] == 0
    code, out = _cli("play", "--load", path, "--log", log, input="quit\n")
    assert code == 0 and "the player plays NVA+VC" in out and "you play NVA, VC" in out
    code, out = _cli("play", "--load", path, "--one-player", "US", "--log", log, input="quit\n")
    assert code == 2 and "--one-player" in out


@pytest.mark.parametrize("agents", ["np", "US=np", "NVA=random"])
def test_simulate_one_player_agents_checked(agents):
    """The player's Factions are played by random or legal agents, the others
    by their Non-players (8.9)."""
    code, out = _cli("simulate", "short", "--one-player", "US+ARVN", "--agents", agents)
    assert code == 2 and "--agents" in out and out.count("\n") == 1


def test_show_and_score_print_the_8_9_standing_and_end(tmp_path):
    """The ARVN Non-player at +3 wins in the Victory Phase (8.9): show prints
    the end, score the standing (player NVA+VC at min(-18, -35) = -35; the
    highest Non-player ARVN +3)."""
    path = tmp_path / "g.yaml"
    g = solo("victory", ["US", "ARVN"], patronage=53)
    g.save(str(path))
    code, out = _cli("score", path)
    assert code == 0 and "the player's margin -35 (the lower of its Factions'), the highest Non-player's +3" in out
    code, out = _cli("score", "--json", path)
    assert json.loads(out)["one_player"] == {"player_margin": -35, "highest_nonplayer_margin": 3, "difference": -38}
    result = g.apply("coup")
    assert ("8.9: ARVN (Non-player) wins, Mandarin Redux!: the player failed in a Coup Round's Victory Phase"
            in result.changes())                   # as fitl play tells the move
    result.game.save(str(path))
    code, out = _cli("show", path)
    assert code == 0 and "8.9: ARVN (Non-player) wins, Mandarin Redux!" in out
    assert "1-player game (8.9): the player plays NVA+VC against the Non-players US, ARVN" in out
    svg = tmp_path / "g.svg"
    assert _cli("board", path, "-o", svg)[0] == 0
    drawn = svg.read_text()
    assert 'id="one-player"' in drawn and "8.9: ARVN (Non-player) wins, Mandarin Redux!" in drawn


def test_whole_one_player_game_finishes_and_replays(tmp_path, monkeypatch):
    """A 1-player game of the Short scenario, the player's NVA+VC random
    agents, US and ARVN Non-players, Difficulty Option B: it ends with an 8.9
    end, played again it makes the same log byte for byte, and its log
    replays to the same end.  (Only the Non-players' conflict bound may cut
    an optimisation short, as on any machine: not the time bound, which a
    busy machine reaches sooner.)"""
    monkeypatch.setattr(asp, "SOLVE_SECONDS", 120.0)
    args = ["simulate", "short", "--one-player", "NVA+VC", "--difficulty", "B", "--seed", 10]
    code, out = _cli(*args, "--logs", tmp_path, "--json")
    assert code == 0
    again = tmp_path / "again"
    assert _cli(*args, "--logs", again)[0] == 0
    assert (again / "game-10.yaml").read_bytes() == (tmp_path / "game-10.yaml").read_bytes()
    result = json.loads(out[out.index("{"):])["games"][0]
    end = result["one_player"]
    assert end["outcome"] in ONE_PLAYER_OUTCOMES and result["winner"] == end["winner"]
    final = tmp_path / "final.yaml"
    assert _cli("replay", tmp_path / "game-10.yaml", "-o", final)[0] == 0
    replayed = Game.load(str(final)).state
    assert replayed.game_over["one_player"] == end and replayed.options["one_player_b"]
