"""The NVA Non-player's flowchart (8.6): its backbone, and each question
with both answers, in small positions (nva_positions.py) where the rules
text decides."""

from fitl.game import Game
from fitl.nonplayer import decide
from fitl.nonplayer.flowchart import flowchart

from .nva_positions import nva

QUANG_TRI = "quang_tri_thua_thien"


def with_leader_box(game, cards):
    st = game.state.clone()
    st.cards["leader_box"] = list(cards)
    return Game(st)


def path(decision):
    return [(s.node, s.answer) for s in decision.path]


def answer(decision, node):
    return dict(path(decision))[node]


def test_flowchart_backbone_8_6():
    """8.6: Attack? -> Pass or Event? -> Terror? -> Rally? -> March; Rally IF
    NONE March, else Pass; March IF NONE Rally, else Pass (8.6.4, 8.6.5);
    Special Activities: Attack with Ambush, else Bombard (8.6.1); Terror then
    Bombard (8.6.3); Rally Infiltrate, else Bombard (8.6.4); March Ambush,
    else Infiltrate, else Bombard (8.6.5); Redeploy in the Coup Round (8.6.6)."""
    chart = flowchart("NVA")
    assert chart.start == "attack_q"
    assert chart.branch[("attack_q", "no")] == "look_ahead"
    assert chart.branch[("event_q", "no")] == "broke_q"
    assert chart.branch[("broke_q", "no")] == "terror_q"
    assert chart.branch[("terror_q", "no")] == "rally_q"
    assert chart.branch[("rally_q", "no")] == "march"
    assert chart.if_none["rally"] == ["march", "pass"]
    assert chart.if_none["march"] == ["rally", "pass"]
    assert chart.joint["attack"] == "ambush" and chart.sas["attack"] == ["bombard"]
    assert chart.sas["terror"] == ["bombard"]
    assert chart.sas["rally"] == ["infiltrate", "bombard"]
    assert chart.sas["march"] == ["ambush", "infiltrate", "bombard"]
    assert chart.coup["redeploy_nva"] == "redeploy"


# --- 8.6.1 Attack? ------------------------------------------------------------------------------

TROOPS_4 = {QUANG_TRI: {"pieces": {"nva_troops": 4, "arvn_police": 2}}}


def test_attack_when_troops_remove_at_least_the_die_8_6_1():
    """8.6.1: 4 NVA Troops remove 2 enemy pieces (3.3.3: 1 per 2 Troops); a d6
    of 2 is met: Attack, with the Troops (they remove 2+)."""
    d = decide(nva(TROOPS_4), "NVA", rolls={"attack_q": 2})
    assert answer(d, "attack_q") == "yes"
    assert set(d.move.split()) >= {f"attack({QUANG_TRI})", f"attack_troops({QUANG_TRI})",
                                   f"remove(attack,{QUANG_TRI},arvn_police,2)"}


def test_no_attack_when_the_die_exceeds_the_removals_8_6_1():
    """8.6.1: the same 2 removals against a d6 of 3: no Attack, on to 8.6.2."""
    d = decide(nva(TROOPS_4), "NVA", rolls={"attack_q": 3})
    assert answer(d, "attack_q") == "no"
    assert path(d)[1][0] == "look_ahead"


def test_attack_for_a_base_whatever_the_die_8_6_1():
    """8.6.1: Troops that can remove a COIN Base: Attack even on a d6 of 6."""
    g = nva({QUANG_TRI: {"pieces": {"nva_troops": 2, "arvn_base": 1}}})
    d = decide(g, "NVA", rolls={"attack_q": 6})
    assert answer(d, "attack_q") == "yes"
    assert f"remove(attack,{QUANG_TRI},arvn_base,1)" in d.move.split()


def test_guerrilla_attacks_do_not_count_8_6_1():
    """8.6.1: a non-Ambush Guerrilla Attack does not count: 5 Active NVA
    Guerrillas (no Underground one to Ambush) against 2 Police, d6 of 1: no."""
    g = nva({QUANG_TRI: {"pieces": {"nva_guerrilla_active": 5, "arvn_police": 2}}})
    assert answer(decide(g, "NVA", rolls={"attack_q": 1}), "attack_q") == "no"


def test_no_attack_at_zero_resources_8_6_1():
    """8.6.1 NOTE: at 0 Resources the NVA cannot Attack: on to 8.6.2."""
    g = nva(TROOPS_4, resources={"NVA": 0})
    assert answer(decide(g, "NVA", rolls={"attack_q": 1}), "attack_q") == "no"


AMBUSH_3 = {"central_laos": {"pieces": {"nva_guerrilla_underground": 1, "arvn_police": 1}},
            "kien_phong": {"pieces": {"nva_guerrilla_underground": 1, "us_irregular_active": 1}},
            "quang_nam": {"pieces": {"nva_guerrilla_underground": 1, "arvn_troops": 1}}}


def test_ambush_laos_cambodia_then_special_forces_8_6_1():
    """8.6.1 AMBUSH: up to 2 spaces; other COIN pieces first in Laos or
    Cambodia (Central Laos), then in South Vietnam, there Special Forces
    (the Irregular in Kien Phong) before cubes (the Troop in Quang Nam)."""
    d = decide(nva(AMBUSH_3), "NVA", rolls={"attack_q": 2})
    moves = d.move.split()
    assert "ambush(central_laos,central_laos,arvn_police)" in moves
    assert "ambush(kien_phong,kien_phong,us_irregular_active)" in moves
    assert "ambush(quang_nam)" not in moves


def test_ambush_first_for_a_base_8_6_1():
    """8.6.1 AMBUSH: first where it removes a COIN Base (an ARVN Base alone in
    Quang Nam) before Laos or Cambodia (Central Laos's Police)."""
    spaces = dict(AMBUSH_3, quang_nam={"pieces": {"nva_guerrilla_underground": 1, "arvn_base": 1}})
    moves = decide(nva(spaces), "NVA", rolls={"attack_q": 2}).move.split()
    assert "ambush(quang_nam,quang_nam,arvn_base)" in moves
    assert "ambush(central_laos,central_laos,arvn_police)" in moves


def test_ambush_only_where_fewer_than_4_nva_troops_8_6_1():
    """8.6.1 AMBUSH: only from spaces with fewer than 4 NVA Troops: with 4
    Troops in Quang Nam its Guerrilla does not Ambush; the Troops Attack."""
    spaces = dict(AMBUSH_3, quang_nam={"pieces": {"nva_guerrilla_underground": 1, "nva_troops": 4,
                                                  "arvn_troops": 2}})
    moves = decide(nva(spaces), "NVA", rolls={"attack_q": 2}).move.split()
    assert "ambush(quang_nam)" not in moves
    assert "attack_troops(quang_nam)" in moves


def test_lone_ambush_with_4_resources_bombards_instead_ruling_170():
    """8.6.1 AMBUSH (ruling 170): with 4+ Resources, where Ambush could remove
    only 1 enemy piece (one Ambush possible), Bombard instead: 3 NVA Troops
    next to Quang Tri's 3 ARVN Troops; the Attack is the Troops'."""
    g = nva({"central_laos": {"pieces": {"nva_guerrilla_underground": 1, "nva_troops": 3, "arvn_police": 1}},
             QUANG_TRI: {"pieces": {"arvn_troops": 3}}})
    d = decide(g, "NVA", rolls={"attack_q": 1})
    moves = d.move.split()
    assert "ambush(central_laos)" not in moves
    assert f"bombard({QUANG_TRI},arvn_troops)" in moves


def test_lone_ambush_below_4_resources_8_6_1():
    """8.6.1 AMBUSH: with 3 Resources the single Ambush is made."""
    g = nva({"central_laos": {"pieces": {"nva_guerrilla_underground": 1, "nva_troops": 3, "arvn_police": 1}},
             QUANG_TRI: {"pieces": {"arvn_troops": 3}}}, resources={"NVA": 3})
    moves = decide(g, "NVA", rolls={"attack_q": 1}).move.split()
    assert "ambush(central_laos,central_laos,arvn_police)" in moves


# --- 8.6.2 Pass, Event or Operations? ------------------------------------------------------------

QUIET = {"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 2}}}


def test_pass_for_the_next_cards_capability_8_6_2():
    """8.6.2: the next card (33 MiGs) an NVA Capability, the current not, and
    a d6 of 6 over the Coup cards in the Leader box: Pass, and remember to
    play the next card's Event without rolling."""
    d = decide(nva(QUIET, deck=(33, 1)), "NVA", rolls={"attack_q": 6, "look_ahead": 6})
    assert d.move == "pass" and d.memory == {"event_next": True}


def test_no_pass_when_the_die_is_not_above_the_coup_cards_8_6_2():
    """8.6.2: the same with 2 Coup cards in the RVN Leader box and a d6 of 2
    (not above them): no Pass; on to the current card's Event."""
    g = with_leader_box(nva(QUIET, deck=(33, 1)), [125, 126])
    d = decide(g, "NVA", rolls={"attack_q": 6, "look_ahead": 2})
    assert answer(d, "look_ahead") == "no" and answer(d, "capability_now") == "no"


def test_no_pass_when_the_next_card_is_no_nva_capability_8_6_2():
    """8.6.2: the next card (1) no NVA Capability: no Pass, whatever the die."""
    d = decide(nva(QUIET), "NVA", rolls={"attack_q": 6, "look_ahead": 6})
    assert answer(d, "look_ahead") == "no"


def test_current_capability_played_on_a_high_roll_8_6_2():
    """8.6.2: the current card (31 AAA) a Capability: play it if a d6 exceeds
    the Coup cards in the Leader box."""
    d = decide(nva(QUIET, current=31), "NVA", rolls={"attack_q": 6, "look_ahead": 1, "capability_roll": 6})
    assert answer(d, "capability_now") == "yes" and answer(d, "capability_roll") == "yes"
    assert "event(shaded)" in d.move.split()


def test_current_capability_not_played_on_a_low_roll_8_6_2():
    """8.6.2: the d6 (2) not above the 2 Coup cards in the Leader box: no Event."""
    g = with_leader_box(nva(QUIET, current=31), [125, 126])
    d = decide(g, "NVA", rolls={"attack_q": 6, "look_ahead": 1, "capability_roll": 2})
    assert answer(d, "capability_roll") == "no" and "event(shaded)" not in d.move.split()


def test_declined_event_then_broke_pass_8_6_2():
    """8.6.2, 8.4.1: card 48's Event is declined while the VC are a player;
    with 0 Resources the NVA then Pass."""
    d = decide(nva(QUIET, resources={"NVA": 0}), "NVA", rolls={"attack_q": 6})
    assert answer(d, "event_q") == "no" and answer(d, "broke_q") == "yes"
    assert d.move == "pass"


def test_declined_event_with_resources_goes_on_8_6_2():
    """8.6.2: the Event not played, Resources above 0: on to Terror (8.6.3)."""
    d = decide(nva(QUIET), "NVA", rolls={"attack_q": 6})
    assert answer(d, "broke_q") == "no"
    assert "terror_q" in dict(path(d))


# --- 8.6.3 Terror -------------------------------------------------------------------------------

SUPPORT = {"quang_nam": {"pieces": {"nva_guerrilla_underground": 1}, "support": "passive_support"},
           "binh_dinh": {"pieces": {"nva_troops": 1}, "support": "active_support"},
           "kien_phong": {"pieces": {"nva_guerrilla_underground": 1}}}


def test_terror_at_support_when_population_meets_the_die_8_6_3():
    """8.6.3: Troops or Underground Guerrillas can Terror in Quang Nam (Pop 1)
    and Binh Dinh (Pop 2) at Support: 3 Population meets a d6 of 3: Terror
    in each such space, and nowhere else (Kien Phong is Neutral)."""
    d = decide(nva(SUPPORT), "NVA", rolls={"attack_q": 6, "terror_q": 3})
    assert answer(d, "terror_q") == "yes"
    moves = d.move.split()
    assert "terror(quang_nam)" in moves and "terror(binh_dinh)" in moves
    assert "terror(kien_phong)" not in moves


def test_no_terror_when_the_die_exceeds_the_population_8_6_3():
    """8.6.3: the same 3 Population against a d6 of 4: no Terror."""
    d = decide(nva(SUPPORT), "NVA", rolls={"attack_q": 6, "terror_q": 4})
    assert answer(d, "terror_q") == "no"


def test_terror_highest_population_first_when_short_8_6_3():
    """8.6.3: with Resources for 1 space, the highest Population (Binh Dinh)."""
    d = decide(nva(SUPPORT, resources={"NVA": 1}), "NVA", rolls={"attack_q": 6, "terror_q": 1})
    moves = d.move.split()
    assert "terror(binh_dinh)" in moves and "terror(quang_nam)" not in moves
