"""`fitl play` (fitl/play.py): whatever goes wrong at the prompt is one line
and the prompt returns; the log is written after every move, so end of
input, Ctrl-C (at the prompt or while the agents move) and a crash lose
nothing and end with one line saying where the log is; --load needs no
SCENARIO, and a resumed game's default log never overwrites an earlier one;
with no --as the person plays every Faction."""

import signal
import subprocess
import sys
import time

import pytest
import yaml
from click.testing import CliRunner

from fitl.agents import RandomAgent
from fitl.cli import main
from fitl.errors import Illegal
from fitl.replay import Script, replay
from fitl.state import State


def play(*args, input=""):
    return CliRunner().invoke(main, ["play", "--others", "random", *args], input=input)


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)


def test_bad_questions_and_commands_are_one_line_and_the_prompt_returns(tmp_path):
    """`? march` (a kind `?` lists) gives that entry, with the cost of a March
    (3.3.2); `? foo`, a bad partial, a bare `save` and `save DIR` print one
    line each; the game goes on."""
    (tmp_path / "adir").mkdir()
    r = play("tutorial", "--seed", "1", "--as", "VC", "--log", "log.yaml",
             input="? march\n? foo\n? rally(saigon\nsave\nsave adir\n? event\nevent(shaded)\n")
    assert r.exit_code == 0, r.output
    assert "  march(...)  [3.3.2: 1 Resource per Province or City moved into]:" in r.output
    assert "?: foo: no option is of that kind or names it" in r.output and "unbalanced '('" in r.output
    assert "adir: is a directory, not a file; nothing written" in r.output and "name the file: save FILE" in r.output
    assert "  event(...): shaded unshaded" in r.output
    assert "Aid 15 -> 3" in r.output and "Traceback" not in r.output
    assert Script.load("log.yaml").steps[0].move == "event(shaded)"


def test_a_bug_in_a_question_is_one_line_and_the_prompt_returns(monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("legal broke\ndetails")
    monkeypatch.setattr("fitl.game.Game.legal", broken)
    r = play("tutorial", "--seed", "1", "--as", "VC", "--log", "log.yaml", input="?\nevent(shaded)\n")
    assert r.exit_code == 0 and "  internal error: RuntimeError: legal broke\n" in r.output
    assert "Aid 15 -> 3" in r.output


def test_end_of_input_keeps_every_move_and_says_where(tmp_path):
    r = play("tutorial", "--seed", "1", "--as", "VC", input="event(shaded)\n")
    assert r.exit_code == 0, r.output
    assert r.output.rstrip().splitlines()[-1] == (
        "end of input; the moves so far are in fitl-game-1.yaml (fitl replay replays them)")
    steps = Script.load("fitl-game-1.yaml").steps
    assert steps[0].move == "event(shaded)" and len(steps) > 2          # the agents' moves too
    assert CliRunner().invoke(main, ["replay", "fitl-game-1.yaml"]).exit_code == 0


def test_no_as_means_the_person_plays_every_faction():
    r = play("tutorial", "--seed", "1", input="pass\npass\n")
    assert "you play US, ARVN, NVA, VC" in r.output
    assert "VC (card 107" in r.output and "NVA (card 107" in r.output and "ARVN (card 107" in r.output
    assert r.output.count("--- card 107 Burning Bonze, ") == 2       # the two moves typed: no agent moved
    assert "all four" in CliRunner().invoke(main, ["play", "--help"]).output


def _agent_raising(monkeypatch, err, after=2):
    calls = []
    real = RandomAgent.decide

    def decide(self, game, faction):
        calls.append(faction)
        if len(calls) > after:
            raise err
        return real(self, game, faction)
    monkeypatch.setattr(RandomAgent, "decide", decide)


def test_ctrl_c_while_agents_move_keeps_the_log(monkeypatch):
    _agent_raising(monkeypatch, KeyboardInterrupt())
    r = play("tutorial", "--seed", "1", "--as", "VC", input="event(shaded)\n")
    assert r.exit_code == 130
    assert r.output.rstrip().splitlines()[-1].startswith("interrupted; the moves so far are in fitl-game-1.yaml")
    assert len(Script.load("fitl-game-1.yaml").steps) == 3           # VC and two agents' moves


def test_crash_and_stuck_agent_are_one_line_and_keep_the_log(monkeypatch):
    _agent_raising(monkeypatch, RuntimeError("boom\nsecond line"))
    r = play("tutorial", "--seed", "1", "--as", "VC", input="event(shaded)\n")
    assert r.exit_code == 1 and "Traceback" not in r.output
    assert r.stderr == "fitl: internal error: RuntimeError: boom; the moves so far are in fitl-game-1.yaml " \
                       "(fitl replay replays them)\n"
    assert len(Script.load("fitl-game-1.yaml").steps) == 3
    _agent_raising(monkeypatch, Illegal([("2.3.3", "x")]), after=0)
    r = play("tutorial", "--seed", "1", "--as", "VC", input="event(shaded)\n")
    assert r.exit_code == 1 and r.stderr.startswith("fitl: NVA has no move the rules accept on card 107")
    assert r.stderr.count("\n") == 1 and "fitl-game-1-2.yaml" in r.stderr


def test_load_needs_no_scenario_and_keeps_the_earlier_log(tmp_path):
    """The resumed game's default log is fitl-game-1-2.yaml; it says it
    continues a saved game, and (fitl replay starting from the scenario)
    does not replay on its own (one line, exit 2) but does after the earlier
    session's log, which ends where the game was saved."""
    play("tutorial", "--seed", "1", "--as", "VC", input="event(shaded)\nsave s.yaml\n")
    first = (tmp_path / "fitl-game-1.yaml").read_text()
    r = play("--load", "s.yaml", "--as", "VC", input="pass\n")
    assert r.exit_code == 0, r.output
    assert "the game log is fitl-game-1-2.yaml" in r.output
    assert (tmp_path / "fitl-game-1.yaml").read_text() == first
    resumed = (tmp_path / "fitl-game-1-2.yaml").read_text()
    assert resumed.startswith("# This log continues the game saved in s.yaml")
    assert Script.load("fitl-game-1-2.yaml").steps[0].move == "pass"
    r = CliRunner().invoke(main, ["replay", "fitl-game-1-2.yaml"])
    assert r.exit_code == 2 and "expects card" in r.output
    both = yaml.safe_load(first)
    both["cards"] += yaml.safe_load(resumed)["cards"]        # after the earlier session's moves, it replays
    assert replay(Script.from_dict(both)).state.resources["VC"] == State.load("s.yaml").resources["VC"] + 1
    r = play("--load", "s.yaml", "--log", "fitl-game-1.yaml", input="")     # --log names it: written
    assert r.exit_code == 0 and (tmp_path / "fitl-game-1.yaml").read_text() != first


def test_scenario_or_load_is_needed_and_must_agree():
    r = play()
    assert r.exit_code == 2 and r.output == "fitl: play: name a SCENARIO, or --load a saved game\n"
    play("tutorial", input="save s.yaml\n")
    r = play("short", "--load", "s.yaml")
    assert r.exit_code == 2 and "s.yaml is a game of tutorial" in r.output
    r = play("tutorial", "--load", "s.yaml", "--edition", "1")
    assert r.exit_code == 2 and "played under edition 2" in r.output
    assert play("tutorial", "--load", "s.yaml").exit_code == 0


def test_ctrl_c_at_the_prompt_ends_cleanly(tmp_path):
    """A real SIGINT to `fitl play` waiting at the prompt: exit 130, one line,
    no traceback, the moves so far in the log."""
    p = subprocess.Popen([sys.executable, "-m", "fitl.cli", "play", "tutorial", "--seed", "1", "--as", "VC",
                          "--log", "log.yaml"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    p.stdin.write("event(shaded)\n")
    p.stdin.flush()
    log = tmp_path / "log.yaml"
    deadline = time.time() + 60
    while time.time() < deadline and "event(shaded)" not in (log.read_text() if log.exists() else ""):
        time.sleep(0.1)
    time.sleep(1.0)
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 130, err
    # (stderr holds at most the start's note on the 1-player game, 8.9)
    assert "Traceback" not in err and all(line.startswith("note:") for line in err.splitlines())
    assert out.rstrip().splitlines()[-1].startswith("interrupted; the moves so far are in log.yaml")
    assert Script.load(str(log)).steps[0].move == "event(shaded)"


def test_ctrl_c_while_the_game_is_set_up_is_one_line_exit_130(monkeypatch):
    """Ctrl-C before the first move (the scenario still loading): nothing was
    played, so nothing is lost; one line and exit 130 like any other
    interrupt, not click's "Aborted!" and exit 1."""
    def new(*args, **kwargs):
        raise KeyboardInterrupt
    monkeypatch.setattr("fitl.play.Game.new", new)
    r = play("tutorial", "--seed", "1", "--as", "VC")
    assert r.exit_code == 130
    assert "Aborted" not in r.output and "Traceback" not in r.output
    assert r.output.strip().splitlines()[-1] == "interrupted"
