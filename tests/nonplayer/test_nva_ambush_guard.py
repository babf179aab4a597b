"""NVA Ambush after a March (8.6.5 AMBUSH, 4.4.3): only to remove a COIN
Base, in up to 2 spaces NVA Guerrillas Marched into, taking 1 piece each
from that space or, from a LoC, from a space next to it, a Base only once
no other COIN piece is left there (3.3.3).  Its guard (ambush_guard.lp),
asked of the March's own moves, says no where no such Base can go, and no
Ambush Session is grounded then.  Expected answers from the rules text."""

from fitl.nonplayer import decide
from fitl.nonplayer.walk import Walk

from .nva_positions import nva

NO_ATTACK = {"attack_q": 6, "terror_q": 6, "rally_q": 2}
ONTO_LOC = "march(hue,loc_hue_da_nang,nva_guerrilla_underground,1)"


def guard(game, march):
    """The Ambush guard's answer over the March `march` (move atom texts)."""
    return Walk(game, "NVA")._guard_asked(("op", "march"), "ambush", march, ())


def test_8_6_5_ambush_guard_no_where_the_coin_base_is_out_of_reach():
    """4.4.3: the Guerrilla Marched onto the Hue-Da Nang LoC reaches Hue and
    Da Nang only; the ARVN Base in Saigon is out of reach: no."""
    g = nva({"hue": {"pieces": {"nva_guerrilla_underground": 3}}, "saigon": {"pieces": {"arvn_base": 1}}})
    assert guard(g, [ONTO_LOC]) is False


def test_8_6_5_ambush_guard_yes_a_base_next_to_the_loc_behind_one_police():
    """4.4.3 ROAD/RIVER: from the LoC an Ambush takes a piece in Da Nang next
    to it; 2 Ambushes take its Police, then its Base: yes."""
    g = nva({"hue": {"pieces": {"nva_guerrilla_underground": 3}},
             "da_nang": {"pieces": {"arvn_base": 1, "arvn_police": 1}}})
    assert guard(g, [ONTO_LOC]) is True


def test_8_6_5_ambush_guard_no_a_base_behind_two_cubes():
    """3.3.3, 4.4.3: 2 Ambushes remove 2 pieces; Da Nang's Base is behind 2
    Police, so no Ambush removes it: no."""
    g = nva({"hue": {"pieces": {"nva_guerrilla_underground": 3}},
             "da_nang": {"pieces": {"arvn_base": 1, "arvn_police": 2}}})
    assert guard(g, [ONTO_LOC]) is False


def test_8_6_5_march_then_ambush_removes_the_base_next_to_the_loc():
    """8.6.5: the Guerrilla onto the Hue-Da Nang highway (priority 2a), then
    Ambush from the LoC removes the lone ARVN Base in Da Nang next to it."""
    g = nva({"hue": {"pieces": {"nva_guerrilla_underground": 3}}, "da_nang": {"pieces": {"arvn_base": 1}}})
    ms = decide(g, "NVA", rolls=NO_ATTACK).move.split()
    assert ONTO_LOC in ms
    assert "ambush(loc_hue_da_nang,da_nang,arvn_base)" in ms

