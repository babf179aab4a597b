"""Named constants (docs/rule-authoring.md): every limit of the rules is one
clingo constant, read by the legality rules, the legal-move candidates and
the messages alike; `fitl consts` lists them and --const NAME=VALUE (clingo's
-c) changes one, so that check and legal agree under the new value."""

import json

import pytest
from click.testing import CliRunner

from fitl import asp
from fitl.cli import main
from helpers import game


@pytest.fixture(autouse=True)
def rules_own_constants():
    asp.set_consts({})
    yield
    asp.set_consts({})


def run(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    return r.exit_code, r.output


# The US to act; enemies in Hue, Quang Nam and Kontum, each with a US Troop.
STRIKE = {s: {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1}} for s in ("hue", "quang_nam", "kontum")}
STRIKE["saigon"] = {"pieces": {"us_troops": 2, "us_base": 1, "arvn_police": 2}}


def saved(tmp_path, spaces):
    path = tmp_path / "s.yaml"
    game(spaces).save(path)
    return path


def test_consts_lists_name_value_and_section():
    code, out = run("consts", "--json")
    found = {c["name"]: (c["value"], c["section"]) for c in json.loads(out)}
    assert code == 0
    assert found["air_strike_max_spaces"] == (6, "4.2.3")
    assert found["pacify_max_levels"] == (2, "3.2.1")
    assert found["air_lift_max_spaces"] == (4, "4.2.2")
    code, out = run("consts", "--const", "air_strike_max_spaces=1")
    assert code == 0 and any(line.split() == ["air_strike_max_spaces", "1", "4.2.3"] for line in out.splitlines())


def test_4_2_3_air_strike_max_spaces_changes_check_and_legal(tmp_path):
    """4.2.3 with air_strike_max_spaces=1: a 2-space Air Strike is refused
    citing 4.2.3, and legal no longer offers a second space."""
    path = saved(tmp_path, STRIKE)
    move = "train(saigon) air_strike(hue) air_strike(kontum)"
    assert run("check", path, move) == (0, "legal\n")
    code, out = run("legal", path, "train(saigon) air_strike(hue)", "--json")
    assert code == 0 and json.loads(out)["air_strike"] == ["air_strike(kontum)", "air_strike(quang_nam)"]

    assert run("check", path, move, "--const", "air_strike_max_spaces=1") == (1, "4.2.3 Air Strike in 2 spaces; at most 1\n")
    code, out = run("legal", path, "train(saigon) air_strike(hue)", "--json", "--const", "air_strike_max_spaces=1")
    assert code == 0 and "air_strike" not in json.loads(out)


def test_4_2_3_air_strike_max_removed_in_the_message():
    """The message names the limit in effect ({2}), never a literal 6."""
    spaces = {"hue": {"pieces": {"us_troops": 1}},
              "quang_nam": {"pieces": {"arvn_police": 1, "nva_troops": 1, "nva_guerrilla_active": 2}}}
    asp.set_consts({"air_strike_max_removed": 1})
    m = "train(hue) air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 1) " \
        "remove(air_strike, quang_nam, nva_guerrilla_active, 1)"
    assert ("4.2.3", "Air Strike removes at most 1 pieces, not 2") in game(spaces).check(m, dice=[6])


def test_3_2_1_pacify_max_levels_changes_check_and_legal():
    """3.2.1 with pacify_max_levels=1: Pacify by 2 levels is refused, and
    legal offers 1 level only; by default both agree on 2."""
    g = game(STRIKE)
    assert g.legal("train(saigon)")["pacify"] == ["pacify(saigon,1)", "pacify(saigon,2)"]
    assert g.check("train(saigon) pacify(saigon, 2)") == []
    asp.set_consts({"pacify_max_levels": 1})
    assert g.legal("train(saigon)")["pacify"] == ["pacify(saigon,1)"]
    assert g.check("train(saigon) pacify(saigon, 2)") == [
        ("3.2.1", "Pacify in Saigon cannot shift 2 levels (at most 1, and not beyond Active Support)")]
    assert g.check("train(saigon) pacify(saigon, 1)") == []


def test_4_2_2_air_lift_max_spaces_changes_check_and_legal():
    """4.2.2 with air_lift_max_spaces=2: a third space is refused and not
    offered; every Air Lift option legal offers is a move check accepts."""
    spaces = {s: {"pieces": {"us_troops": 2}} for s in ("saigon", "hue", "kontum", "da_nang")}
    g = game(spaces)
    move = "sweep(hue) air_lift(saigon, hue, us_troops, 1) air_lift(kontum, da_nang, us_troops, 1)"
    assert g.check(move) == []
    asp.set_consts({"air_lift_max_spaces": 2})
    assert g.check(move) == [("4.2.2", "Air Lift uses 4 spaces; at most 2")]
    partial = "sweep(hue) air_lift air_lift(saigon, hue, us_troops, 1)"
    offered = [a for a in g.legal(partial)["air_lift"] if "(" in a]
    assert offered and all({a.split("(")[1].split(",")[0], a.split(",")[1]} <= {"saigon", "hue"} for a in offered)
    for atom in offered:                  # (a larger count needs Troops the Sweep brings: another move)
        if atom.endswith(",1)"):
            assert g.check(f"{partial} {atom}") == [], atom


def test_3_2_1_train_max_cubes_bounds_the_candidates_and_the_check():
    asp.set_consts({"train_max_cubes": 3})
    g = game(STRIKE)
    offered = g.legal("train(saigon)")["train"]
    assert "train(saigon,arvn_troops,3)" in offered and "train(saigon,arvn_troops,4)" not in offered
    assert g.check("train(saigon) train(saigon, arvn_troops, 4)") == [
        ("3.2.1", "Train places at most 3 cubes in Saigon, not 4")]


def test_7_2_victory_thresholds_move_the_margins(tmp_path):
    path = tmp_path / "full.yaml"
    assert run("new", "full", "-o", path)[0] == 0
    code, out = run("score", path, "--json")
    vc = json.loads(out)["margins"]["VC"]
    code, out = run("score", path, "--json", "--const", "victory_threshold_vc=20")
    assert code == 0 and json.loads(out)["margins"]["VC"] == vc + 15


def test_answers_kept_by_a_game_follow_the_constants():
    """A Game keeps its answers (view, apply), keyed by the constants in effect."""
    g = game(STRIKE)
    move = "train(saigon) air_strike(hue) air_strike(kontum)"
    assert g.check(move) == []
    asp.set_consts({"air_strike_max_spaces": 1})
    assert g.check(move) == [("4.2.3", "Air Strike in 2 spaces; at most 1")]
    asp.set_consts({})
    assert g.check(move) == []


@pytest.mark.parametrize("given, says", [
    ("no_such_limit=1", "unknown constant 'no_such_limit'"),
    ("air_strike_max_spaces=two", "must be a whole number"),
    ("air_strike_max_spaces", "expected NAME=VALUE"),
    ("mode=check", "unknown constant 'mode'"),
])
def test_bad_const_is_one_line_exit_2(tmp_path, given, says):
    path = saved(tmp_path, STRIKE)
    code, out = run("check", path, "pass", "--const", given)
    assert code == 2 and out.count("\n") == 1 and says in out and out.startswith("fitl: --const")
