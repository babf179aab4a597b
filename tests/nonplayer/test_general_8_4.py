"""The general Event rules of the Non-players (8.4.4, 8.4.5), clause by
clause: each Faction's measure for Support shifts (both of its levels) and
the direction it moves a track.  Card 105 Rural Pressure: unshaded, 4
Provinces with VC 1 level toward Active Support; shaded, 3 Provinces with
Police 1 level toward Active Opposition and Patronage +6 or -6."""

from fitl.nonplayer.walk import Walk

from .positions import alone, position


def _event(spaces, faction, side, patronage=20, card=105, nonplayers=None):
    g = alone(position(spaces, current=card, deck=[1, 2], nonplayers=nonplayers or (faction,), patronage=patronage),
              faction)
    w = Walk(g, faction)
    move = w.event(w.chart.nodes["event"], sides=(side,))
    assert move is not None
    return set(move)


def _spaces(move):
    return {a[len("ev_space("):-1] for a in move if a.startswith("ev_space(")}


POLICE = {"arvn_police": 1}
SHADED = {
    "quang_nam": {"pieces": POLICE, "support": "passive_support"},   # Pop 1: Support -1
    "pleiku_darlac": {"pieces": POLICE},                             # Pop 1: Opposition +1
    "khanh_hoa": {"pieces": POLICE},                                 # Pop 1: Opposition +1
    "binh_dinh": {"pieces": POLICE},                                 # Pop 2: Opposition +2
    "tay_ninh": {"pieces": POLICE},                                  # Pop 2: Opposition +2
    "kien_phong": {"pieces": POLICE},                                # Pop 2: Opposition +2
}


def test_8_4_5_nva_most_support_lost_then_least_opposition_gained():
    """8.4.5, the NVA: first the most loss in Total Support (Quang Nam, its
    only Province at Support), then the least gain in Total Opposition: the
    2 Neutral Provinces of Population 1, not those of Population 2."""
    assert _spaces(_event(SHADED, "NVA", "shaded")) == {"quang_nam", "pleiku_darlac", "khanh_hoa"}


def test_8_4_5_vc_most_opposition_gained_first():
    """8.4.5, the VC, on the same position: the most gain in Total Opposition
    (the 3 Provinces of Population 2), before any loss of Support."""
    assert _spaces(_event(SHADED, "VC", "shaded")) == {"binh_dinh", "tay_ninh", "kien_phong"}


def test_8_4_4_nva_and_vc_lower_patronage():
    """8.4.4: all Factions but the ARVN lower Patronage rather than raise it
    (card 105 shaded: -6, not +6)."""
    assert "ev_choice(patronage_minus)" in _event(SHADED, "NVA", "shaded")
    assert "ev_choice(patronage_minus)" in _event(SHADED, "VC", "shaded")


def test_8_4_4_arvn_raises_patronage():
    """8.4.4: the ARVN raise Patronage rather than lower it (+6)."""
    assert "ev_choice(patronage_plus)" in _event(SHADED, "ARVN", "shaded")


VC = {"vc_guerrilla_active": 1}
UNSHADED = {
    "quang_nam": {"pieces": VC},                                      # Pop 1: Support +1
    "pleiku_darlac": {"pieces": VC},                                  # Pop 1: Support +1
    "binh_dinh": {"pieces": VC, "support": "passive_opposition"},     # Pop 2: Opposition -2
    "tay_ninh": {"pieces": VC, "support": "passive_opposition"},      # Pop 2: Opposition -2
    "khanh_hoa": {"pieces": VC, "support": "passive_opposition"},     # Pop 1: Opposition -1
    "ba_xuyen": {"pieces": VC, "support": "passive_opposition"},      # Pop 1: Opposition -1
    "phu_bon_phu_yen": {"pieces": VC, "support": "passive_opposition"},   # Pop 1: Opposition -1
}


def test_8_4_5_us_most_support_gained_then_most_opposition_lost():
    """8.4.5, the US (card 105 unshaded, 4 Provinces): first the most gain in
    Total Support (the 2 Neutral Provinces), then the most loss in Total
    Opposition: the 2 Provinces of Population 2 at Passive Opposition, not
    those of Population 1."""
    assert _spaces(_event(UNSHADED, "US", "unshaded")) == {"quang_nam", "pleiku_darlac", "binh_dinh", "tay_ninh"}


ARVN = {
    "binh_dinh": {"pieces": VC, "support": "passive_opposition"},     # Pop 2: Opposition -2
    "khanh_hoa": {"pieces": VC, "support": "passive_opposition"},     # Pop 1: Opposition -1
    "quang_nam": {"pieces": VC},                                      # Pop 1: Support +1
    "pleiku_darlac": {"pieces": VC},                                  # Pop 1: Support +1
    "tay_ninh": {"pieces": VC},                                       # Pop 2: Support +2
    "kien_phong": {"pieces": VC},                                     # Pop 2: Support +2
    "quang_tri_thua_thien": {"pieces": VC},                           # Pop 2: Support +2
}


def test_8_4_5_arvn_most_opposition_lost_then_least_support_gained():
    """8.4.5, the ARVN (card 105 unshaded, 4 Provinces): first the most loss
    in Total Opposition (the 2 Provinces at Passive Opposition), then the
    least gain in Total Support: the Neutral Provinces of Population 1, not
    those of Population 2."""
    assert _spaces(_event(ARVN, "ARVN", "unshaded")) == {"binh_dinh", "khanh_hoa", "quang_nam", "pleiku_darlac"}


def test_8_4_5_us_on_the_same_position_gains_the_most_support():
    """8.4.5, the US on the ARVN's position: the most gain in Total Support,
    the 3 Neutral Provinces of Population 2 and 1 of Population 1."""
    chosen = _spaces(_event(ARVN, "US", "unshaded"))
    assert {"tay_ninh", "kien_phong", "quang_tri_thua_thien"} <= chosen and len(chosen) == 4
    assert len(chosen & {"quang_nam", "pleiku_darlac"}) == 1


def _card_85_shaded(faction):
    g = alone(position({}, current=85, deck=[1, 2], nonplayers=(faction,)), faction)
    w = Walk(g, faction)
    move = w.event(w.chart.nodes["event"], sides=("shaded",))
    assert move is not None
    return {a for a in move if a.startswith("ev_choice(")}


def test_8_4_4_tracks_each_faction_moves_its_own_way():
    """8.4.4, first bullet (card 85 shaded: ARVN Resources, Aid and Patronage
    each up or down 2, any or all of them): the US and ARVN raise Aid and
    ARVN Resources, the NVA and VC lower them; the ARVN raise Patronage,
    every other Faction lowers it."""
    up = {"ev_choice(arvn_resources_plus)", "ev_choice(aid_plus)"}
    down = {"ev_choice(arvn_resources_minus)", "ev_choice(aid_minus)"}
    assert _card_85_shaded("US") == up | {"ev_choice(patronage_minus)"}
    assert _card_85_shaded("ARVN") == up | {"ev_choice(patronage_plus)"}
    assert _card_85_shaded("NVA") == down | {"ev_choice(patronage_minus)"}
    assert _card_85_shaded("VC") == down | {"ev_choice(patronage_minus)"}


def test_8_4_4_event_spaces_otherwise_equal_locs_last_highest_econ_first():
    """8.4.4's last bullet (spaces otherwise at random, 8.2-8.3) with 8.3:
    of equal candidates, LoCs last, and among LoCs the highest Econ first.
    Card 49 Russian Arms, shaded, the NVA: 3 spaces with NVA Troops each
    double them; each of 6 spaces holds 2 (so 2 placed in any).  The 2
    Provinces first, then the Econ-2 LoC (Saigon-Can Tho), not an Econ-1 or
    Econ-0 one."""
    two = {"pieces": {"nva_troops": 2}}
    spaces = {s: two for s in ("quang_nam", "binh_dinh", "loc_saigon_can_tho", "loc_hue_da_nang",
                               "loc_kontum_dak_to", "loc_da_nang_dak_to")}
    move = _event(spaces, "NVA", "shaded", card=49)
    assert _spaces(move) == {"quang_nam", "binh_dinh", "loc_saigon_can_tho"}
    assert {a for a in move if a.startswith("ev_place(")} == {
        "ev_place(quang_nam,nva_troops,2)", "ev_place(binh_dinh,nva_troops,2)",
        "ev_place(loc_saigon_can_tho,nva_troops,2)"}


def test_8_4_4_friendly_pieces_removed_the_other_factions_first():
    """8.4.4: where an Event removes friendly pieces and leaves a choice, the
    other friendly Faction's go.  Card 17 Claymores, shaded: a COIN Base and
    an Underground Insurgent from a space with both; Binh Dinh holds a US
    Base and 1 Underground Guerrilla each of the NVA and the VC.  The NVA
    remove the VC's, the VC the NVA's."""
    spaces = {"binh_dinh": {"pieces": {"us_base": 1, "nva_guerrilla_underground": 1, "vc_guerrilla_underground": 1}}}
    both = ("NVA", "VC")
    nva = _event(spaces, "NVA", "shaded", card=17, nonplayers=both)
    assert "ev_remove(binh_dinh,vc_guerrilla_underground,1)" in nva
    assert not [a for a in nva if a.startswith("ev_remove(binh_dinh,nva_")]
    vc = _event(spaces, "VC", "shaded", card=17, nonplayers=both)
    assert "ev_remove(binh_dinh,nva_guerrilla_underground,1)" in vc
    assert not [a for a in vc if a.startswith("ev_remove(binh_dinh,vc_")]


def _tet(deck=(2, 3, 4), vc_eligible=True, guerrillas=22):
    """Tet Offensive (124) held by the VC Non-player with a US player 1st
    Eligible on card 1; 2 Coup cards in the RVN Leader box; `guerrillas`
    Underground VC in South Vietnam (its precondition: more than 20)."""
    from fitl.game import Game
    g = position({"binh_dinh": {"pieces": {"vc_guerrilla_underground": 12}},
                  "tay_ninh": {"pieces": {"vc_guerrilla_underground": guerrillas - 12}}},
                 current=1, deck=list(deck), nonplayers=("VC",))
    st = g.state.clone()
    st.cards["leader_box"] = [125, 126]
    st.cards["pivotal"] = {"VC": 124}
    if not vc_eligible:
        st.eligibility = {**st.eligibility, "VC": "ineligible"}
    return Game(st)


def test_8_4_6_pivotal_only_when_playable():
    """8.4.6: a Non-player plays its Pivotal Event once it is playable: the
    Faction Eligible, the precondition met, no Coup card next.  The example's
    position (a US player 1st Eligible, the VC with more than 20 Guerrillas
    in the South) plays Tet Offensive; it does not with a Coup card next,
    with the VC Ineligible, or with 20 Guerrillas only."""
    from fitl.nonplayer import interrupt
    played = interrupt(_tet(), "VC")
    assert played is not None and played.move == "faction(vc) play_pivotal"
    assert interrupt(_tet(deck=(127, 3, 4)), "VC") is None
    assert interrupt(_tet(vc_eligible=False), "VC") is None
    assert interrupt(_tet(guerrillas=20), "VC") is None


def test_8_1_2_event_pieces_placed_in_8_1_2_order():
    """8.1.2 (8.4.3: pieces placed per 8.1.2): card 49 Russian Arms,
    unshaded, played by the US under Nixon: 6 ARVN pieces anywhere in South
    Vietnam.  The Base first (never in a City), then the Rangers (3
    Available: 6, 3 of them Out of Play), then 2 cubes."""
    g = alone(position({"saigon": {"pieces": {"us_troops": 1}}}, current=49, deck=[1, 2], nonplayers=("US",)),
              "US", policy="nixon")
    w = Walk(g, "US")
    move = w.event(w.chart.nodes["event"], sides=("unshaded",))
    placed, total = {}, {}
    for a in move:
        if a.startswith("ev_place("):
            space, kind, n = a[len("ev_place("):-1].split(",")
            placed.setdefault(space, {})[kind] = int(n)
            total[kind] = total.get(kind, 0) + int(n)
    assert total.get("arvn_base") == 1 and total.get("arvn_ranger") == 3
    assert total.get("arvn_troops", 0) + total.get("arvn_police", 0) == 2
    for space, kinds in placed.items():
        if "arvn_base" in kinds:
            assert space not in {"saigon", "hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "can_tho"}
