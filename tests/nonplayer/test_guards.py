"""Guards (docs/nonplayers.md): a condition whose answer the position alone
and the dice rolled now already give as no grounds no Session of the
Operation's legal moves; where the rules say yes, the guard lets the
question be asked.  Expected answers from the rules text."""

from fitl.game import Game

from .nva_positions import nva
from .positions import ask, position

QUANG_TRI = "quang_tri_thua_thien"
A = "vc_guerrilla_active"


def test_8_6_1_attack_no_from_the_position_when_the_die_exceeds_what_troops_remove():
    """8.6.1 with 3.3.3: 4 NVA Troops remove 1 per 2 Troops, 2 of the 2 Police;
    a d6 of 3 is not met, and no Attack Session is grounded to say so."""
    g = nva({QUANG_TRI: {"pieces": {"nva_troops": 4, "arvn_police": 2}}})
    assert ask(g, "attack_q", roll=3, faction="NVA") == "no"
    assert not g._sessions


def test_8_6_1_attack_yes_with_pt76_shaded_troops_remove_one_per_troop():
    """Card 45 shaded (5.3): in 1 Attack space NVA Troops remove 1 enemy per
    Troop, so 4 Troops remove 3 of 4 Police: a d6 of 3 is met."""
    g = nva({QUANG_TRI: {"pieces": {"nva_troops": 4, "arvn_police": 4}}})
    st = g.state.clone()
    st.capabilities[45] = "shaded"
    assert ask(Game(st), "attack_q", roll=3, faction="NVA") == "yes"


def test_8_5_3_rally_no_from_the_position_with_one_base_and_few_guerrillas_available():
    """8.5.3: one space where a Base could go and 3d6 = 13 not below the 13
    VC Guerrillas Available (30 - 17 on the map): no Rally Session grounded."""
    g = position({"tay_ninh": {"pieces": {A: 4}}, "north_vietnam": {"pieces": {A: 13, "nva_base": 2}}},
                 resources={"VC": 5}, second=True)
    assert ask(g, "rally_q", roll=13) == "no"
    assert not g._sessions
