"""`fitl prove` on the command line (docs/proving.md): exit codes 0 proven,
1 refuted, 2 bad input, one-line errors; the witness is a move `fitl check`
accepts with the dice it names."""

import json

import pytest
from click.testing import CliRunner

from fitl.cli import main


def run(*args):
    r = CliRunner().invoke(main, list(args))
    return r.exit_code, r.output


@pytest.fixture(scope="module")
def full(tmp_path_factory):
    """The Full scenario's opening, seed 1: the VC to act on card 101."""
    path = tmp_path_factory.mktemp("prove") / "full.yaml"
    assert run("new", "full", "--seed", "1", "-o", str(path))[0] == 0
    return str(path)


def test_a_proven_goal_exits_0_and_fitl_check_accepts_the_witness_3_3_3(full):
    """3.3.3: the VC's 2 Guerrillas in Quang Tri hit on a roll of 1 or 2 and
    remove its 2 US pieces; the JSON witness names the roll, and `fitl check`
    with those dice says the move is legal."""
    code, text = run("prove", full, "pieces(quang_tri_thua_thien, us, 0)", "--json")
    assert code == 0
    data = json.loads(text)
    assert data["provable"] is True and data["why"] == [] and "unknown" not in data
    (w,) = data["witness"]
    assert w["faction"] == "VC" and w["dice"][0] in (1, 2)
    code, text = run("check", full, w["move"], "--dice", ",".join(map(str, w["dice"])))
    assert (code, text.strip()) == (0, "legal")


def test_a_refuted_always_goal_exits_1_with_its_counterexample_2_3_3(full):
    """2.3.3: a VC Pass gains 1 Resource, so not every VC move leaves them 5."""
    code, text = run("prove", full, "resources(vc, 5)", "--always")
    assert code == 1
    assert text.splitlines()[:2] == ["refuted", "VC: pass"]


@pytest.mark.parametrize("goal, words", [
    ("control(hue, nva) , kontrol(hue)", "unknown predicate kontrol/1"),
    ("control(saigonn, nva)", "unknown space 'saigonn'"),
])
def test_a_bad_goal_exits_2_with_one_line(full, goal, words):
    code, text = run("prove", full, goal)
    assert code == 2 and words in text and len(text.strip().splitlines()) == 1


def test_a_bad_option_exits_2(full):
    code, text = run("prove", full, "control(hue, nva)", "--horizon", "turn")
    assert code == 2 and len(text.strip().splitlines()) == 1
