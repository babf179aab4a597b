"""Plain clingo (docs/rule-authoring.md): `fitl facts STATE > facts.lp` and
`clingo asp/fitl.lp facts.lp` give the position's Control of every space
(1.7) and the four victory markers (1.9) without the host, the same as
`fitl show --json`."""

import json

import clingo
import pytest
from click.testing import CliRunner

from fitl import asp, plain
from fitl.agents import RandomAgent
from fitl.cli import main
from fitl.game import Game
from fitl.loop import run_game
from fitl.state import FACTIONS

SIDES = {"coin": "COIN", "nva": "NVA", "none": None}


@pytest.fixture(autouse=True)
def rules_own_constants():
    asp.set_consts({})
    yield
    asp.set_consts({})


def cli(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exit_code == 0, r.output
    return r.output


def plain_clingo(facts, *options):
    """What clingo prints for asp/fitl.lp and the facts: it grounds part
    base and solves, as the clingo program does."""
    ctl = clingo.Control(["--warn=none", *options])
    ctl.load(str(asp.ASP_DIR / "fitl.lp"))
    ctl.add("base", [], facts)
    ctl.ground([("base", [])])
    shown = []
    ctl.solve(on_model=lambda m: shown.extend(m.symbols(shown=True)))
    control = {str(s.arguments[0]): SIDES[s.arguments[1].name] for s in shown if s.name == "control"}
    victory = {s.arguments[0].name.upper(): s.arguments[1].number for s in shown if s.name == "victory"}
    margin = {s.arguments[0].name.upper(): s.arguments[1].number for s in shown if s.name == "margin"}
    return control, victory, margin


def positions(tmp_path):
    full = tmp_path / "full.yaml"
    cli("new", "full", "--seed", "3", "-o", full)
    game, _ = run_game(Game.new("medium", seed=7), {f: RandomAgent(7) for f in FACTIONS}, max_moves=25)
    middle = tmp_path / "middle.yaml"
    game.save(middle)
    return full, middle


def test_1_7_1_9_plain_clingo_gives_control_and_victory_as_show(tmp_path):
    for path in positions(tmp_path):
        shown = json.loads(cli("show", path, "--json"))
        control, victory, margin = plain_clingo(cli("facts", path))
        assert control == {s: v.get("control") for s, v in shown["spaces"].items()}
        assert victory == shown["victory"]
        assert margin == shown["margins"]


def test_7_2_plain_clingo_takes_constants_as_the_host(tmp_path):
    """-c NAME=VALUE in plain clingo is --const NAME=VALUE for the host."""
    path = tmp_path / "full.yaml"
    cli("new", "full", "-o", path)
    host = json.loads(cli("score", path, "--json", "--const", "victory_threshold_us=40"))["margins"]
    _, _, before = plain_clingo(cli("facts", path))
    _, _, margin = plain_clingo(cli("facts", path), "-c", "victory_threshold_us=40")
    assert margin == host and margin["US"] == before["US"] + 10


def test_facts_with_static_knowledge_need_no_static_files(tmp_path):
    path = tmp_path / "full.yaml"
    cli("new", "full", "-o", path)
    text = cli("facts", path, "--static")
    assert "pieces(saigon,us_base,1)." in text and "space_type(saigon,city)." in text


def test_plain_instance_is_made_from_the_core_files_as_they_are():
    assert (asp.ASP_DIR / plain.INSTANCE).read_text() == plain.instance_text(asp.ASP_DIR)
