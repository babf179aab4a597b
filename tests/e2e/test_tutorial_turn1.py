"""The Playbook tutorial's Game Turn 1 (seed 003, 1st edition), replayed from
scenarios/tutorial-playbook.yaml: every figure the narrative states, step by step.
Rules 2.3.2-2.3.7, 3.2.1, 4.3.1, 5.1-5.2, 6.3.1, 2.4.1 (Minh)."""

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from fitl.cli import main
from fitl.errors import Illegal
from fitl.replay import Script, replay

SCRIPT = Path(__file__).resolve().parents[2] / "scenarios" / "tutorial-playbook.yaml"


@pytest.fixture(scope="module")
def steps():
    """(step, result) for each step of Turn 1, and the final game."""
    seen = []
    final = replay(Script.load(SCRIPT), cards=1, on_step=lambda s, r: seen.append((s, r)))
    return seen, final


def test_turn1_vc_burning_bonze_shaded_5_1(steps):
    seen, _ = steps
    step, r = seen[0]
    assert step.faction == "VC" and step.move == "event(shaded)"
    # Saigon Passive Support shifts to Neutral; US marker 38 -> 32 (Pop 6); Aid 15 -> 3.
    assert r.before.spaces["saigon"]["support"] == "passive_support"
    assert "support" not in r.state.spaces["saigon"]
    assert r.game.view().score["US"] == 32 and r.before.aid == 15 and r.state.aid == 3
    assert r.state.resources["ARVN"] == 30          # no immediate effect on ARVN Resources
    assert not r.card_done                           # the 2nd Eligible still to act (2.3.4)


def test_turn1_nva_pass_gains_one_resource_2_3_3(steps):
    seen, _ = steps
    step, r = seen[1]
    assert step.move == "pass"
    assert r.state.resources["NVA"] == 11
    assert r.state.turn["passed"] == ["NVA"]


def test_turn1_arvn_train_pacify_govern_3_2_1_4_3_1(steps):
    seen, _ = steps
    _, r = seen[2]
    st = r.state
    assert st.pieces("saigon")["arvn_troops"] == 8                  # 2 + 6 placed
    assert st.spaces["saigon"]["support"] == "passive_support"       # Pacified one level
    assert r.game.view().score["US"] == 38                          # back to 38
    assert st.resources["ARVN"] == 24                               # 30 - 3 Train - 3 Pacify
    assert st.aid == 14                                             # 3 + 2 x 3 Govern + 5 Minh
    assert r.card_done


def test_turn1_arvn_train_alone_costs_3_and_minh_adds_5_2_4_1(steps):
    """The narrative's intermediate figures: Train alone takes ARVN Resources 30 -> 27;
    Govern in the two Pop-1 Cities takes Aid 3 -> 9, and Minh's +5 makes 14."""
    seen, _ = steps
    before = seen[1][1].game
    train = before.apply("train(saigon) train(saigon, arvn_troops, 6)")
    assert train.state.resources["ARVN"] == 27 and train.state.aid == 3 + 5
    govern = before.apply("train(saigon) train(saigon, arvn_troops, 6) govern(an_loc, aid) govern(can_tho, aid)")
    assert govern.state.aid - train.state.aid == 6


def test_turn1_end_eligibility_and_cards_2_3_6_2_3_7(steps):
    _, final = steps
    st = final.state
    assert st.eligibility == {"US": "eligible", "ARVN": "ineligible", "NVA": "eligible", "VC": "ineligible"}
    assert st.cards["current"] == 55 and st.next_card == 68       # Trucks, then Green Berets
    assert st.cards["played"] == [107]


def test_replay_cli_json_final_state(tmp_path):
    r = CliRunner().invoke(main, ["replay", str(SCRIPT), "--cards", "1", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["aid"] == 14
    assert data["cards"]["current"] == 55


def test_replay_illegal_step_names_step_and_rule(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("scenario: tutorial\nedition: 1\ncards:\n  - card: 107\n    moves:\n"
                   "      - {faction: VC, move: 'event(shaded)'}\n"
                   "      - {faction: NVA, move: 'train(saigon)'}\n")
    with pytest.raises(Illegal) as err:
        replay(Script.load(bad))
    assert "step 2" in err.value.message
    assert "3.0" in [s for s, _ in err.value.reasons]              # NVA has no Train
    r = CliRunner().invoke(main, ["replay", str(bad)])
    assert r.exit_code == 1 and "step 2" in r.output and "Traceback" not in r.output


def test_replay_wrong_card_and_bad_script(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("scenario: tutorial\ncards:\n  - card: 55\n    moves: [pass]\n")
    r = CliRunner().invoke(main, ["replay", str(bad)])
    assert r.exit_code == 2 and "step 1" in r.output and "card 55" in r.output
    bad.write_text("scenario: tutorial\ncards: [1, 2]\n")
    r = CliRunner().invoke(main, ["replay", str(bad)])
    assert r.exit_code == 2 and "cards[0]" in r.output
