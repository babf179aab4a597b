"""The state file: saved and loaded identically; bad files refused (issue 3)."""

import pytest
import yaml

from fitl.errors import BadInput
from fitl.scenario import new_game
from fitl.state import State


def test_saved_state_loads_identically(tmp_path):
    s = new_game("full", seed=42, options={"period_events": True})
    s.spaces["hue"]["terror"] = 1
    s.spaces.setdefault("loc_hue_da_nang", {})["sabotage"] = True
    s.casualties = {"us_troops": 2}
    s.momentum = {15: "shaded"}
    s.capabilities[101] = "shaded"
    p = tmp_path / "s.yaml"
    s.save(p)
    t = State.load(p)
    assert t == s
    assert t.dumps() == p.read_text()
    t.save(tmp_path / "t.yaml")
    assert (tmp_path / "t.yaml").read_text() == p.read_text()


@pytest.mark.parametrize("data,key", [
    ({"spaces": {"atlantis": {}}}, "spaces.atlantis"),
    ({"spaces": {"hue": {"pieces": {"tank": 1}}}}, "spaces.hue.pieces.tank"),
    ({"spaces": {"hue": {"pieces": {"arvn_police": -1}}}}, "spaces.hue.pieces.arvn_police"),
    ({"spaces": {"hue": {"support": "adoring"}}}, "spaces.hue.support"),
    ({"cards": {"current": 131}}, "cards.current"),
    ({"capabilities": {55: "shaded"}}, "capabilities.55"),
    ({"eligibility": {"US": "maybe"}}, "eligibility.US"),
    ({"colour": "red"}, "colour"),
])
def test_bad_identifiers_name_the_key(data, key):
    with pytest.raises(BadInput) as e:
        State.from_dict(data, source="x.yaml")
    assert str(e.value).startswith(f"x.yaml: {key}")


@pytest.mark.parametrize("data,key", [
    ({"spaces": {"hue": {"pieces": {"arvn_police": 10**11}}}}, "spaces.hue.pieces.arvn_police"),
    ({"aid": 2**32 + 15}, "aid"),
    ({"resources": {"VC": -10**6}}, "resources.VC"),
])
def test_numbers_too_large_for_the_rules_are_refused(data, key):
    """A number past any the game uses (tracks end at 75, 1.8; no Force Pool
    holds more than 40, 1.4.1) is refused by name, not handed to the rules,
    whose 32-bit sums would wrap it around into a wrong figure."""
    with pytest.raises(BadInput) as e:
        State.from_dict(data, source="x.yaml")
    assert str(e.value).startswith(f"x.yaml: {key}: ") and "too large" in str(e.value)


def test_invalid_yaml_names_file_and_line(tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text("spaces:\n  hue: {pieces: [\n")
    with pytest.raises(BadInput) as e:
        State.load(p)
    assert str(bad := e.value).startswith(str(p)) and "not valid YAML" in str(bad)
    assert "\n" not in str(bad)


def test_save_is_atomic(tmp_path, monkeypatch):
    s = new_game("short", seed=1)
    p = tmp_path / "s.yaml"
    s.save(p)
    before = p.read_text()

    def boom(*a, **k):
        raise RuntimeError("disk full")
    monkeypatch.setattr(yaml, "dump", boom)
    with pytest.raises(RuntimeError):
        s.save(p)
    assert p.read_text() == before
    assert [f.name for f in tmp_path.iterdir()] == ["s.yaml"]


def test_finished_game_saved_loads_identically(tmp_path):
    """A finished game (7.2, 7.3: game_over with its ranking and margins) of
    the ordinary game is saved without a 1-player end (8.9) and loads back
    as it was: `fitl apply -o` of the move that ends a game, then `fitl show`
    of that file, failed with "game_over: missing key 'one_player'"."""
    s = new_game("short", seed=3)
    s.game_over = {"ranking": ["ARVN", "VC", "NVA", "US"], "margins": {"ARVN": 1, "VC": -4, "NVA": -14, "US": -16}}
    p = tmp_path / "over.yaml"
    s.save(p)
    assert "one_player" not in p.read_text()
    t = State.load(p)
    assert t == s and t.game_over == s.game_over


def test_finished_one_player_game_needs_its_end(tmp_path):
    """A finished 1-player game (8.9) is saved with its end (winner, result,
    outcome); a file of one without it is cut short and refused."""
    s = new_game("short", seed=3, options={"one_player": True}, nonplayers=["ARVN", "NVA", "VC"])
    s.game_over = {"ranking": ["ARVN", "VC", "NVA", "US"], "margins": {"ARVN": 1, "VC": -4, "NVA": -14, "US": -16},
                   "one_player": {"winner": "nobody", "result": 3, "outcome": "soldiering_on"}}
    p = tmp_path / "over.yaml"
    s.save(p)
    assert State.load(p) == s
    p.write_text(p.read_text().replace("\n  one_player: {winner: nobody, result: 3, outcome: soldiering_on}", ""))
    with pytest.raises(BadInput, match="game_over: missing key 'one_player'"):
        State.load(p)
