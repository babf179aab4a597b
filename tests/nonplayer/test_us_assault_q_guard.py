"""8.8.3 with 3.2.4 and 8.1.1: the US Assault? question's guard over the
position (asp/nonplayer/us/assault_q_guard.lp).  NVA Troops sharing a space
with US Troops or a US Base make the answer yes only if an Assault is
possible at all, one that removes a piece: where no space has US Troops
whose hits (or an ARVN follow-up) reach an enemy piece, the answer is no
and no Assault Session is grounded; where one can, the question is asked
and says yes."""

from .positions import ask
from .test_us_flowchart import us

QUANG_NAM = "quang_nam"      # (Highland: 1 hit per 2 US Troops without a US Base, 3.2.4)


def test_8_8_3_assault_no_where_a_lone_troop_in_highland_has_no_hit():
    """Quang Nam: 1 US Troop with 3 NVA Troops (the question's second case),
    but 1 Troop in Highland has no hit and no ARVN cube is there; Hue's US
    Base with an NVA Troop has no US Troops to Assault with: no Assault
    removes a piece, so no, without an Assault Session."""
    g = us({QUANG_NAM: {"pieces": {"us_troops": 1, "nva_troops": 3}},
            "hue": {"pieces": {"us_base": 1, "nva_troops": 1}}})
    assert ask(g, "assault_q", faction="US") == "no"
    assert not g._sessions


def test_8_8_3_assault_yes_where_two_troops_in_highland_hit():
    """2 US Troops in Quang Nam have 1 hit: the Assault removes an NVA
    Troop, so yes."""
    g = us({QUANG_NAM: {"pieces": {"us_troops": 2, "nva_troops": 3}}})
    assert ask(g, "assault_q", faction="US") == "yes"


def test_8_8_3_assault_yes_where_the_us_base_space_has_an_assault_elsewhere():
    """Hue's US Base with an NVA Troop (the second case), and in Binh Tuy
    (Jungle) 1 US Troop can remove an Active VC Guerrilla: an Assault is
    possible, so yes."""
    g = us({"hue": {"pieces": {"us_base": 1, "nva_troops": 1}},
            "binh_tuy_binh_thuan": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1}}})
    assert ask(g, "assault_q", faction="US") == "yes"
