"""The Non-player ARVN flowchart (8.7): its backbone and the questions of
8.7.1 (Pass, Event or Operation?), 8.7.2 (Train?), 8.7.3 (Patrol?) and 8.7.4
(Assault?), each with a position where the rules text says yes and one where
it says no."""

from fitl.nonplayer import decide
from fitl.nonplayer.flowchart import flowchart

from .arvn_positions import FULL_MAP, arvn, ask

# Cards: 61 Armored Cavalry (an ARVN Capability), 101 Booby Traps (a VC
# Capability), 2 and 3 no Capability; 125, 126 Coup cards (RVN Leader box).
QUIET = {"saigon": {"pieces": {"arvn_troops": 2, "arvn_police": 2}}}


def test_backbone_8_7():
    """8.7: Event/Pass? -> Train? -> Patrol? -> Assault? -> Sweep, and the IF
    NONE chains: Sweep -> Assault (8.7.5), Assault -> Patrol -> Train (8.7.4),
    Patrol -> Train (8.7.3), Train -> Train for 0 or Pass (8.7.2)."""
    chart = flowchart("ARVN")
    assert chart.start == "look_ahead"
    assert [chart.branch[(n, "no")] for n in ("resources_q", "train_q", "patrol_q", "assault_q")] == \
        ["train_q", "patrol_q", "assault_q", "sweep"]
    assert chart.branch[("resources_q", "yes")] == "pass"
    assert chart.if_none["sweep"][:3] == ["assault", "patrol", "train"]
    assert chart.if_none["assault"][:2] == ["patrol", "train"]
    assert chart.if_none["patrol"][0] == "train"
    assert chart.if_none["train"] == ["train_zero", "pass"]
    assert chart.sas["train"] == chart.sas["patrol"] == ["govern", "transport"]
    assert chart.sas["assault"] == ["raid", "transport_assault"]      # both before it (8.7.4, ruling 161)
    assert chart.sa_order[("assault", "transport_assault")] == chart.sa_order[("assault", "raid")] == "sa_first"
    assert chart.sas["sweep"] == ["raid", "transport"]
    assert chart.coup == {"support_arvn": "pacify", "redeploy_arvn": "redeploy", "coup_card": "desertion"}


def test_8_7_1_pass_when_next_card_is_an_arvn_capability():
    """8.7.1: the next card an ARVN Capability (61), the current one none, and
    a d6 (4) above the Coup cards in the RVN Leader box (none): Pass (+3
    Resources), and remember to play the next card's Event without rolling."""
    g = arvn(QUIET, current=2, deck=[61, 3])
    d = decide(g, "ARVN", rolls={"look_ahead": 4})
    assert d.move == "pass"
    assert d.memory == {"event_next": True}


def test_8_7_1_no_pass_when_the_roll_fails():
    """8.7.1: the same, but the d6 (2) does not exceed the 2 Coup cards in the
    RVN Leader box: no Pass for the Capability."""
    g = arvn(QUIET, current=2, deck=[61, 3])
    g.state.cards["leader_box"] = [125, 126]
    assert ask(g, "look_ahead", rolls={"look_ahead": 2}) == "no"
    assert ask(g, "look_ahead", rolls={"look_ahead": 3}) == "yes"


def test_8_7_1_no_pass_for_another_factions_capability():
    """8.7.1: the look-ahead is for an ARVN Capability only (101 is the VC's)."""
    g = arvn(QUIET, current=2, deck=[101, 3])
    assert ask(g, "look_ahead", rolls={"look_ahead": 6}) == "no"


def test_8_7_1_capability_played_on_the_remembered_roll():
    """8.7.1: the current card a Capability not yet played: the ARVN play it if
    the previous card's roll said so (memory), even with a d6 now (1) that
    would not exceed the 2 Coup cards in the Leader box."""
    g = arvn(QUIET, current=61, deck=[2, 3], memory={"event_next": True})
    g.state.cards["leader_box"] = [125, 126]
    assert ask(g, "capability_now") == "yes"
    assert ask(g, "capability_roll", rolls={"capability_roll": 1}) == "yes"
    g.state.nonplayers["ARVN"] = {}
    assert ask(g, "capability_roll", rolls={"capability_roll": 1}) == "no"
    assert ask(g, "capability_roll", rolls={"capability_roll": 3}) == "yes"


def test_8_7_1_pass_below_3_resources():
    """8.7.1: the Event not played and fewer than 3 ARVN Resources: Pass."""
    assert ask(arvn(QUIET, resources={"ARVN": 2}), "resources_q") == "yes"
    assert ask(arvn(QUIET, resources={"ARVN": 3}), "resources_q") == "no"


def test_8_7_2_train_with_12_pieces_available():
    """8.7.2: Train if 12+ ARVN pieces are Available (here nearly all are)."""
    assert ask(arvn(QUIET), "train_q") == "yes"


def test_8_7_2_no_train_with_few_available_and_no_base():
    """8.7.2: only 5 ARVN pieces Available (1.4.1: the rest on the map) and no
    Base to place (all 3 on the map): no Train."""
    assert ask(arvn({"saigon": {"pieces": FULL_MAP}}), "train_q") == "no"


def test_8_7_2_train_when_it_alone_places_a_base():
    """8.7.2: few pieces Available, but Train alone would place an ARVN Base in
    a Province with 5+ US and ARVN units, 3+ of them ARVN cubes, no COIN Base
    there (one Base Available): Train.  With a US Base there, 8.1.2 forbids a
    second COIN Base: no Train."""
    pieces = {"arvn_troops": 25, "arvn_police": 28, "arvn_ranger_underground": 5, "us_troops": 2}
    spaces = {"saigon": {"pieces": {"arvn_troops": 3}}, "pleiku_darlac": {"pieces": pieces}}
    assert ask(arvn(spaces), "train_q") == "yes"
    spaces["pleiku_darlac"]["pieces"] = {**pieces, "us_base": 1}
    assert ask(arvn(spaces), "train_q") == "no"


def test_8_7_3_patrol_for_units_on_a_loc_next_to_saigon():
    """8.7.3: NVA or VC units on a LoC adjacent to Saigon: Patrol."""
    g = arvn({**QUIET, "loc_saigon_can_tho": {"pieces": {"vc_guerrilla_active": 1}}})
    assert ask(g, "patrol_q") == "yes"


def test_8_7_3_patrol_for_a_blocked_city():
    """8.7.3: units on a LoC farther out cut Can Tho off from Saigon? No: the
    Saigon-Can Tho LoC is free.  A VC Guerrilla on the Can Tho-Chau Doc LoC
    blocks no City (Chau Doc is a Province): no Patrol.  With it on the LoC
    between Qui Nhon and Cam Ranh and the NVA on the Kontum-Qui Nhon and Da
    Nang-Qui Nhon LoCs, every Patrol path to Qui Nhon is cut by units on LoCs:
    Patrol."""
    g = arvn({**QUIET, "loc_can_tho_chau_doc": {"pieces": {"vc_guerrilla_active": 1}}})
    assert ask(g, "patrol_q") == "no"
    g = arvn({**QUIET, "loc_qui_nhon_cam_ranh": {"pieces": {"vc_guerrilla_active": 1}},
              "loc_kontum_qui_nhon": {"pieces": {"nva_troops": 1}},
              "loc_da_nang_qui_nhon": {"pieces": {"nva_troops": 1}}})
    assert ask(g, "patrol_q") == "yes"


def test_8_7_3_units_in_a_city_alone_do_not_trigger_patrol():
    """8.7.3: NVA or VC in Cities alone do not trigger a Patrol, even where they
    stop a Patrol from Saigon to the Cities beyond."""
    g = arvn({**QUIET, "cam_ranh": {"pieces": {"vc_guerrilla_active": 1}},
              "an_loc": {"pieces": {"nva_troops": 2}}})
    assert ask(g, "patrol_q") == "no"


def test_8_7_4_assault_when_it_removes_an_nva_troop():
    """8.7.4: an ARVN Assault alone could remove an NVA Troop: Assault."""
    g = arvn({"quang_tri_thua_thien": {"pieces": {"arvn_troops": 4, "nva_troops": 1, "nva_guerrilla_underground": 3}}})
    assert ask(g, "assault_q") == "yes"


def test_8_7_4_no_assault_on_underground_guerrillas_only():
    """8.7.4: an Assault cannot touch Underground Guerrillas (3.2.4), so where
    only they are, no condition holds: no Assault."""
    g = arvn({"quang_tri_thua_thien": {"pieces": {"arvn_troops": 4, "vc_guerrilla_underground": 3}}})
    assert ask(g, "assault_q") == "no"


def test_8_7_4_assault_at_a_base_without_underground_guerrillas():
    """8.7.4: enemy pieces removable in a space with a VC Base and no
    Underground Guerrillas: Assault (no NVA, no Control change: 2 ARVN
    Troops in Lowland remove 1 of 2 Active VC, and a Base and 1 Guerrilla
    leave the space uncontrolled, 1.7).  An Underground Guerrilla there too:
    no Assault."""
    g = arvn({"kien_phong": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 2, "vc_base": 1}}})
    assert ask(g, "assault_q") == "yes"
    g = arvn({"kien_phong": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 2, "vc_guerrilla_underground": 1,
                                        "vc_base": 1}}})
    assert ask(g, "assault_q") == "no"


def test_8_7_4_assault_no_from_the_position_where_it_removes_but_changes_nothing():
    """8.7.4 with 3.2.4 and 1.7: 4 ARVN Troops in Lowland Kien Phong remove 2
    of its 3 Active VC, but the COIN Control it has already (4 against 3)
    does not change, there is no NVA Troop and no Base: no yes of the
    question can hold, and its guard says so from the position alone (no
    Assault Session).  With 2 Active VC more (COIN 4 against 5) the 2 removed
    would add COIN Control: yes."""
    g = arvn({"kien_phong": {"pieces": {"arvn_troops": 4, "vc_guerrilla_active": 3}}})
    assert ask(g, "assault_q") == "no"
    assert not g._sessions
    g = arvn({"kien_phong": {"pieces": {"arvn_troops": 4, "vc_guerrilla_active": 5}}})
    assert ask(g, "assault_q") == "yes"


def test_8_7_1_event_considered_after_a_failed_look_ahead_ruling_180():
    """8.7.1, ruling 180: the next card the VC's Capability (101), no Pass for
    it: the ARVN go on to ask whether to play the current Event."""
    g = arvn(QUIET, current=2, deck=[101, 3])
    d = decide(g, "ARVN", rolls={"look_ahead": 6})
    assert [s.node for s in d.path][:3] == ["look_ahead", "capability_now", "event_q"]


def test_8_4_1_sappers_adds_the_most_coin_control_or_declined():
    """8.4.1, card 53 (Sappers) for the ARVN: choose the spaces that add the
    most COIN-Controlled Population, and decline unless COIN Control is added
    in 2+ spaces.  Kien Phong and Binh Dinh (an ARVN Police each) gain it when
    their 2 NVA Troops go; without Binh Dinh only 1 space would: declined."""
    spaces = {"kien_phong": {"pieces": {"nva_troops": 2, "arvn_police": 1}},
              "binh_dinh": {"pieces": {"nva_troops": 2, "arvn_police": 1}},
              "quang_nam": {"pieces": {"nva_troops": 2}},
              "quang_tri_thua_thien": {"pieces": {"nva_troops": 2}}}
    move = decide(arvn(spaces, current=53, deck=[2, 3]), "ARVN").move.split()
    assert {"event(unshaded)", "ev_remove(kien_phong,nva_troops,2)", "ev_remove(binh_dinh,nva_troops,2)"} <= set(move)
    del spaces["binh_dinh"]
    assert ask(arvn(spaces, current=53, deck=[2, 3]), "event_q") == "no"
