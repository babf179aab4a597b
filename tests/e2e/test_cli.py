"""The command line (issue 3): fitl new / show / score, exit codes, one-line errors."""

import json
import os
import subprocess
import sys

import yaml
from click.testing import CliRunner

from fitl.cli import main
from fitl.state import State


def run(*args):
    r = CliRunner().invoke(main, list(args))
    return r.exit_code, r.output


def test_new_tutorial_current_107_next_55(tmp_path):
    out = tmp_path / "t.yaml"
    code, _ = run("new", "tutorial", "-o", str(out))
    assert code == 0
    code, text = run("show", str(out), "--json")
    assert code == 0
    data = json.loads(text)
    assert data["cards"]["current"] == 107 and data["cards"]["next"] == 55
    assert data["cards"]["deck_remaining"] == 11
    assert data["rvn_leader"] == "minh"
    assert data["victory"] == {"US": 38, "ARVN": 35, "NVA": 4, "VC": 27}
    assert data["spaces"]["saigon"]["control"] == "COIN"
    assert data["spaces"]["saigon"]["pieces"] == {"us_base": 1, "us_troops": 2, "arvn_police": 3, "arvn_troops": 2}
    assert data["available"]["us_troops"] == 21 and data["available"]["us_base"] == 2
    assert data["out_of_play"]["us_troops"] == 10


def test_show_text_lists_spaces_and_markers(tmp_path):
    out = tmp_path / "t.yaml"
    run("new", "full", "--seed", "3", "-o", str(out))
    code, text = run("show", str(out))
    assert code == 0
    assert "Saigon" in text and "Passive Support" in text and "Duong Van Minh" in text
    code, text = run("score", str(out), "--json")
    assert json.loads(text)["victory"]["VC"] == 27


def test_new_without_output_prints_state():
    code, text = run("new", "short", "--seed", "1", "--edition", "1")
    assert code == 0 and "edition: 1" in text


def test_bad_state_file_exits_2_with_one_line(tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text("spaces:\n  hue:\n    pieces: {arvn_police: 2, tank: 1}\n")
    r = subprocess.run([sys.executable, "-m", "fitl.cli", "show", str(p)], capture_output=True, text=True)
    assert r.returncode == 2
    assert r.stderr.strip().count("\n") == 0 and "Traceback" not in r.stderr
    assert str(p) in r.stderr and "spaces.hue.pieces.tank" in r.stderr


def test_stacking_breach_in_state_exits_2(tmp_path):
    p = tmp_path / "bad.yaml"
    State.from_dict({"spaces": {"hue": {"pieces": {"vc_base": 2, "nva_base": 1}}}}).save(p)   # a whole state file
    code, text = run("score", str(p))
    assert code == 2 and "1.4.2" in text and "Hue" in text


def test_pool_breach_in_state_exits_2(tmp_path):
    p = tmp_path / "bad.yaml"
    State.from_dict({"spaces": {"hue": {"pieces": {"us_base": 2}}}, "out_of_play": {"us_base": 5}}).save(p)
    code, text = run("show", str(p))
    assert code == 2 and "1.4.1" in text


def test_not_yaml_exits_2(tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text("{{{{")
    code, text = run("show", str(p))
    assert code == 2 and "not valid YAML" in text


def test_missing_file_exits_2(tmp_path):
    code, text = run("show", str(tmp_path / "nope.yaml"))
    assert code == 2 and "no such file" in text


def test_bad_scenario_file_exits_2(tmp_path):
    p = tmp_path / "s.yaml"
    p.write_text("name: s\nspaces:\n  hue: {pieces: {arvn_police: 99}}\ndeck: {cards: [1, 2]}\n")
    code, text = run("new", str(p))
    assert code == 2 and "1.4.1" in text and str(p) in text


def test_show_lists_capabilities_with_side_and_momentum_5_3_5_4(tmp_path):
    from fitl.state import State
    out = tmp_path / "t.yaml"
    run("new", "tutorial", "-o", str(out))
    st = State.load(str(out))
    st.capabilities = {101: "shaded"}
    st.momentum = {17: "unshaded"}
    st.save(str(out))
    code, text = run("show", str(out))
    assert code == 0
    assert "Capabilities: 101 Booby Traps (shaded)" in text and "Momentum: 17 Claymores (unshaded)" in text
    data = json.loads(run("show", str(out), "--json")[1])
    assert data["capabilities"] == {"101": "shaded"} and data["momentum"] == [17]


def test_play_person_and_agents_then_quit_2_3(tmp_path):
    log = tmp_path / "log.yaml"
    r = CliRunner().invoke(main, ["play", "tutorial", "--seed", "1", "--as", "VC", "--log", str(log)],
                           input="help\nnot a move(\nevent(shaded)\nquit\n")
    assert r.exit_code == 0, r.output
    assert "Aid 15 -> 3" in r.output                       # the VC's Burning Bonze (shaded)
    assert "stopped" in r.output
    from fitl.replay import Script
    steps = Script.load(str(log)).steps
    assert steps[0].faction == "VC" and steps[0].move == "event(shaded)"
    r = CliRunner().invoke(main, ["replay", str(log), "--json"])             # the moves so far replay
    assert r.exit_code == 0, r.output


def test_simulate_json_one_short_game(tmp_path):
    r = CliRunner().invoke(main, ["simulate", "short", "--games", "1", "--seed", "4", "--json", "--logs", str(tmp_path)])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)                       # stdout is the JSON document alone
    assert r.stderr == ""                             # no progress bar off a terminal
    game = data["games"][0]
    assert set(game["margins"]) >= {"US", "ARVN", "NVA", "VC"} and game["winner"] in game["margins"]
    assert data["totals"]["games"] == 1
    assert (tmp_path / "game-4.yaml").exists()


def test_simulate_log_of_a_scenario_file_names_the_file_and_replays(tmp_path):
    """A game played from a scenario file is logged under the file's path,
    not its setup's name (a copy of short.yaml is named "short" too, but its
    Period Events option builds another deck, 2.1): the log replays."""
    from pathlib import Path
    text = (Path(__file__).resolve().parents[2] / "scenarios" / "short.yaml").read_text()
    scen = tmp_path / "short-period.yaml"
    scen.write_text(text + "\noptions: {period_events: true}\n")
    logs = tmp_path / "logs"
    r = CliRunner().invoke(main, ["simulate", str(scen), "--games", "1", "--seed", "3", "--json", "--logs", str(logs)])
    assert r.exit_code == 0, r.output
    log = logs / "game-3.yaml"
    assert yaml.safe_load(log.read_text())["scenario"] == str(scen.resolve())
    r = CliRunner().invoke(main, ["replay", str(log), "--json"])
    assert r.exit_code == 0, r.output


def test_simulate_check_fails_a_game_whose_position_breaks_a_rule_1_4_2(tmp_path, monkeypatch):
    """`fitl simulate --check` checks each position after every move against
    the rules (stacking 1.4.2 and the like): one that breaks a rule fails the
    game (exit 1, its log kept); without --check the same game plays on.
    (No legal move breaks one: a View reporting a breach stands in for it.)"""
    from fitl.game import Game
    real = Game.view

    def breached(self):
        v = real(self)
        v.violations = [("1.4.2", "a Province holds 3 Bases")]
        return v
    monkeypatch.setattr(Game, "view", breached)
    r = CliRunner().invoke(main, ["simulate", "short", "--games", "1", "--seed", "4", "--json", "--check",
                                  "--logs", str(tmp_path)])
    assert r.exit_code == 1, r.output
    game = json.loads(r.stdout)["games"][0]
    assert game["error"]["kind"] == "broken" and "1.4.2" in game["error"]["message"]
    assert game["moves"] == 1 and (tmp_path / "game-4.failed.yaml").exists()


def test_legal_lists_then_says_complete_or_why_not_2_3_2_3_0(tmp_path):
    st = tmp_path / "t.yaml"
    run("new", "tutorial", "-o", str(st))                 # card 107: the VC act first (2.3.2)
    code, out = run("legal", str(st))
    assert code == 0 and "pass: pass" in out and "event: event(shaded) event(unshaded)" in out
    code, out = run("legal", str(st), "pass")             # a Pass takes nothing more (2.3.3)
    assert code == 0 and out.startswith("complete")
    code, out = run("legal", str(st), "train(saigon)")    # Train is not a VC Operation (3.0)
    assert code == 1 and out.startswith("no legal continuation: 3.0")


def test_legal_json_exit_codes_agree_with_text_2_3_3_3_0(tmp_path):
    """`legal --json` exits as the text form does: 0 with options or a
    complete move, 1 when no legal move extends the partial one; stdout stays
    valid JSON."""
    st = tmp_path / "t.yaml"
    run("new", "tutorial", "-o", str(st))
    for partial, code_expected in (((), 0), (("pass",), 0), (("train(saigon)",), 1)):
        code, _ = run("legal", str(st), *partial)
        r = subprocess.run([sys.executable, "-m", "fitl.cli", "legal", str(st), *partial, "--json"],
                           capture_output=True, text=True)
        assert code == r.returncode == code_expected, partial
        json.loads(r.stdout)
        assert "Traceback" not in r.stderr


def test_same_game_under_either_allocator(tmp_path):
    """Determinism (same scenario, seed and decisions: a byte-identical log):
    the command runs under jemalloc where the machine has it
    (fitl/allocator.py), and a whole game's log is the same as under the
    system allocator."""
    logs = {}
    for malloc in ("system", "default"):
        env = dict(os.environ, FITL_MALLOC=malloc)
        env.pop("LD_PRELOAD", None)
        r = subprocess.run([sys.executable, "-m", "fitl.cli", "simulate", "short", "--seed", "3",
                            "--logs", str(tmp_path / malloc)], capture_output=True, text=True, env=env)
        assert r.returncode == 0, r.stderr
        logs[malloc] = {p.name: p.read_bytes() for p in (tmp_path / malloc).iterdir()}
    assert logs["system"] and logs["system"] == logs["default"]


def test_check_and_apply_exit_codes_and_state_file_2_3_3_3_0(tmp_path):
    """check: 0 legal, 1 illegal with the section broken, 2 bad input in one
    line.  apply: writes the next state (a VC Pass: +1 Resource, 2.3.3) to -o
    and leaves STATE alone; an illegal move (Train is no VC Operation, 3.0)
    or bad input (a number too large or below 0, an unknown space) changes
    no file.  legal refuses an unknown Special Activity (4.1) the same way."""
    st, out = tmp_path / "t.yaml", tmp_path / "next.yaml"
    run("new", "tutorial", "-o", str(st))                 # card 107: the VC act first (2.3.2)
    before = st.read_bytes()
    vc = yaml.safe_load(before)["resources"]["VC"]
    assert run("check", str(st), "pass") == (0, "legal\n")
    code, text = run("check", str(st), "train(saigon)")
    assert code == 1 and text.startswith("3.0 ")
    for move in ("rally(saigon) rally(saigon, 100000)", "rally(saigon) rally(saigon, -2)", "rally(atlantis)",
                 "rally(saigon"):
        code, text = run("check", str(st), move)
        assert code == 2 and text.startswith("fitl: move: ") and text.count("\n") == 1
        code, _ = run("apply", str(st), move)
        assert code == 2 and st.read_bytes() == before
    code, text = run("legal", str(st), "rally(saigon)", "--sa", "bombing")
    assert code == 2 and text.startswith("fitl: --sa: bombing: unknown Special Activity")
    code, _ = run("apply", str(st), "train(saigon)")
    assert code == 1 and st.read_bytes() == before
    code, text = run("apply", str(st), "pass", "-o", str(out))
    assert code == 0 and f"VC Resources {vc} -> {vc + 1}" in text
    assert st.read_bytes() == before and yaml.safe_load(out.read_text())["resources"]["VC"] == vc + 1


def test_python_dash_m_fitl_is_the_fitl_command():
    """`python -m fitl` runs the same command line as the `fitl` script."""
    out = subprocess.run([sys.executable, "-m", "fitl", "--help"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and "simulate" in out.stdout and "legal" in out.stdout
