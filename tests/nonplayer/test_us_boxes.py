"""8.8.3-8.8.9: the Non-player US boxes, Special Activities and Coup Round
procedures: the move the priorities must choose (expected values from the
rules text)."""

from fitl.game import Game

from .positions import box, position, walk
from .test_us_flowchart import us

U, A, NT = "vc_guerrilla_underground", "vc_guerrilla_active", "nva_troops"


def test_8_8_3_assault_first_where_all_active_enemies_go_with_shaded_cobras_two_spaces():
    """Shaded Cobras: at most 2 spaces.  Binh Dinh and Quang Nam lose all
    their Active enemies, Pleiku only 1 of 3: the two 'all' spaces first."""
    g = us({"binh_dinh": {"pieces": {"us_troops": 2, A: 1}},
            "quang_nam": {"pieces": {"us_troops": 2, A: 2}},
            "pleiku_darlac": {"pieces": {"us_troops": 1, A: 3}}})
    st = g.state.clone()
    st.capabilities = {13: "shaded"}
    move = box(Game(st), "assault", faction="US", sas=False)
    assert {a for a in move if a.startswith("assault(")} == {"assault(binh_dinh)", "assault(quang_nam)"}


def test_8_8_3_assault_only_where_enemies_go():
    """No Assault space without removal (8.1.1): Hue has US Troops but no enemy."""
    g = us({"binh_dinh": {"pieces": {"us_troops": 2, "vc_base": 1}}, "hue": {"pieces": {"us_troops": 2}}})
    move = box(g, "assault", faction="US", sas=False)
    assert "assault(binh_dinh)" in move and "assault(hue)" not in move
    assert "remove(assault,binh_dinh,vc_base,1)" in move


def test_8_8_3_arvn_assault_added_only_with_resources_above_econ_plus_3():
    """ARVN Resources 30 >= Econ 15 + 3: the ARVN Assault is paid where it
    removes more; at 17 (< 18) it is not."""
    sp = {"binh_dinh": {"pieces": {"us_troops": 2, "arvn_troops": 3, A: 4}}}
    assert any(a.startswith("assault_arvn(") for a in box(us(sp, resources={"ARVN": 30}), "assault", faction="US", sas=False))
    assert not any(a.startswith("assault_arvn(")
                   for a in box(us(sp, resources={"ARVN": 17}), "assault", faction="US", sas=False))


def test_8_8_4_patrol_without_us_troops_in_laos_or_cambodia_is_train():
    """Monsoon, no US Troops in Laos or Cambodia: no Patrol, the US Trains
    instead (8.8.4)."""
    g = us({"hue": {"pieces": {"us_troops": 2, "us_base": 1}}}, deck=[125, 5])
    move, path = walk(g, faction="US")
    assert "patrol" in path and path[path.index("patrol") + 1] == "train"
    assert move.startswith("train(") or " train(" in move


def test_8_8_5_sweep_spaces_with_us_pieces_first_then_two_without():
    """Underground Guerrillas in 4 spaces, US Troops in 1 of them: that one is
    selected, and at most 2 of the others (at Support first: Quang Nam and
    Binh Dinh, not the Neutral Pleiku)."""
    g = us({"hue": {"pieces": {"us_troops": 3, U: 1}, "support": "passive_support"},
            "quang_nam": {"pieces": {U: 1}, "support": "passive_support"},
            "binh_dinh": {"pieces": {U: 1}, "support": "active_support"},
            "pleiku_darlac": {"pieces": {U: 1}}})
    move = box(g, "sweep", faction="US", sas=False)
    sel = {a for a in move if a.startswith("sweep(") and a.count(",") == 0}
    assert "sweep(hue)" in sel and "sweep(pleiku_darlac)" not in sel and len(sel) <= 3


def test_8_8_7_train_places_two_irregulars_a_space_under_jfk_one_under_lbj():
    """8.8.7: Irregulars, 1 a space (2 under JFK), first where no US Base."""
    sp = {"quang_nam": {"pieces": {"us_troops": 1}}}
    jfk = box(us(sp, resources={"ARVN": 0}), "train", faction="US", sas=False)
    lbj = box(us(sp, resources={"ARVN": 0}, policy="lbj"), "train", faction="US", sas=False)
    assert "train(quang_nam,us_irregular,2)" in jfk
    assert "train(quang_nam,us_irregular,1)" in lbj


def test_8_8_7_train_places_arvn_cubes_evenly_at_one_us_base():
    """JFK: at 1 US Base up to 6 ARVN cubes, Troops and Police evenly (3 and 3);
    Irregulars go first where there is no US Base (ruling 191)."""
    g = us({"hue": {"pieces": {"us_troops": 2, "us_base": 1}}}, resources={"ARVN": 30})
    move = box(g, "train", faction="US", sas=False)
    assert "train(hue,arvn_troops,3)" in move and "train(hue,arvn_police,3)" in move


def test_8_8_7_no_patronage_transfer_when_arvn_are_a_nonplayer():
    """Patronage 25 > 22, but the ARVN are a Non-player: no transfer."""
    g = us({"saigon": {"pieces": {"us_troops": 2, "us_base": 1}}}, patronage=25)
    st = g.state.clone()
    st.nonplayers = {"US": {}, "ARVN": {}}
    move = box(Game(st), "train", faction="US", sas=False)
    assert not any(a.startswith("train_patronage") for a in move)


def test_8_8_3_air_strike_degrades_the_trail_first():
    """Train under LBJ, then Air Strike (8.8.7): a die rolled now gives the
    hits (the game's next die); 2 hits go to the Trail first, the rest to
    Active pieces (NVA Troops in Quang Tri with US Troops)."""
    from fitl.game import dice_of
    g = us({"quang_nam": {"pieces": {"us_troops": 1}},
            "quang_tri_thua_thien": {"pieces": {"us_troops": 1, NT: 6}}}, resources={"ARVN": 0}, policy="lbj", trail=3)
    hits = dice_of(g.state)(1)
    move = box(g, "train", faction="US")
    removed = sum(int(a.rsplit(",", 1)[1].rstrip(")")) for a in move if a.startswith("remove(air_strike,"))
    assert ("degrade_trail" in move) == (hits >= 2)
    assert removed == (hits - 2 if hits >= 2 else hits)


def test_8_8_4_advise_assaults_with_arvn_where_it_adds_coin_control():
    """Train under JFK, then Advise (8.8.7): an ARVN Assault where removing
    the enemies adds COIN Control (Binh Dinh: 3 ARVN Troops, 2 Active VC);
    Aid 15 <= 30: +6 Aid."""
    g = us({"quang_nam": {"pieces": {"us_troops": 1}},
            "binh_dinh": {"pieces": {"arvn_troops": 3, A: 3}}}, resources={"ARVN": 0})
    move = box(g, "train", faction="US")
    assert "advise(binh_dinh,assault)" in move and "advise_aid" in move


def test_8_8_8_coup_pacify_the_greatest_shift_first():
    """Support Phase (6.3.1): the US Pacifies to the maximum: ARVN Resources
    24, Econ 15: 3 levels (3 Resources each), 2 in Hue (Neutral to Active
    Support) and 1 in Saigon (Passive to Active)."""
    g = position({"hue": {"pieces": {"us_troops": 2, "arvn_police": 2}, "support": "neutral"},
                  "saigon": {"pieces": {"us_troops": 2, "arvn_police": 2}, "support": "passive_support"}},
                 nonplayers=("US",), coup="support_us", resources={"ARVN": 24})
    move, path = walk(g, faction="US")
    assert "pacify" in path
    assert sorted(move.split()) == ["coup_pacify(hue,2)", "coup_pacify(saigon,1)"]



def test_8_8_4_special_activity_order_after_each_operation():
    """8.8.4: after Patrol, under LBJ Air Strike, else Advise, else Air Lift;
    8.8.7: after Train, Air Strike under LBJ, else Advise; Advise's own
    fallback (8.8.4 ADVISE) is Air Lift, else Air Strike.  8.8.3: after
    Assault, Air Lift (before the Assault's later bullets), else Air Strike; 8.8.5: after Sweep, Air Lift under
    JFK or Nixon, else Air Strike."""
    from fitl.nonplayer.flowchart import flowchart
    chart = flowchart("US")
    assert chart.sas["patrol"] == ["air_strike_lbj", "advise", "air_lift", "air_strike"]
    assert chart.sas["train"] == ["air_strike_lbj", "advise", "air_lift", "air_strike"]
    assert chart.sas["assault"] == ["air_lift_assault", "air_strike"]
    assert chart.sa_order[("assault", "air_lift_assault")] == "sa_first"      # within the Assault (ruling 160)
    assert chart.sas["sweep"] == ["air_lift", "air_strike"]


def test_8_8_3_air_lift_after_assault_brings_troops_and_coin_control_to_police():
    """8.8.3 AIR LIFT after the Assault (which removes Quang Tin's VC Base):
    Hue has Police, no Active Support, 2 Active VC and no US Troops: the
    destination.  Da Nang's 5 US Troops are not needed there (no enemy, COIN
    Control kept): the origin; Quang Tin's are the Assault's.  2 Troops are
    enough for COIN Control in Hue (1 Police + 2 Troops > 2 VC, 1.7)."""
    g = us({"quang_tin_quang_ngai": {"pieces": {"us_troops": 3, "vc_base": 1}},
            "hue": {"pieces": {"arvn_police": 1, A: 2}},
            "da_nang": {"pieces": {"us_troops": 5}}})
    move = box(g, "assault", faction="US")
    assert "assault(quang_tin_quang_ngai)" in move
    assert [a for a in move if a.startswith("air_lift")] == ["air_lift(da_nang,hue,us_troops,2)"]


def test_8_8_3_air_lift_empties_an_origin_without_control_support_or_base():
    """8.8.3 AIR LIFT: the first origins are spaces without COIN Control,
    Support or a US Base: Quang Nam (2 US Troops beside 3 Underground VC,
    which no Assault reaches): all its US Troops go (to Hue, where they and
    the Police give COIN Control); Da Nang's Troops stay."""
    g = us({"quang_tin_quang_ngai": {"pieces": {"us_troops": 3, "vc_base": 1}},
            "hue": {"pieces": {"arvn_police": 1, A: 2}},
            "quang_nam": {"pieces": {"us_troops": 2, U: 3}},
            "da_nang": {"pieces": {"us_troops": 5}}})
    move = box(g, "assault", faction="US")
    assert [a for a in move if a.startswith("air_lift")] == ["air_lift(quang_nam,hue,us_troops,2)"]


def test_8_8_3_air_lift_origins_listed_laos_first_then_used_in_order_ruling_177():
    """8.8.3 AIR LIFT: the potential origins are listed first: spaces without
    COIN Control, Support or a US Base, Laos and Cambodia first (Central
    Laos, 2 US Troops beside 3 NVA Guerrillas), then the most US Troops
    (Quang Nam, 3 beside 4 VC).  The destination, Hue (Police, 2 Active VC),
    takes its units from the first origin: its 2 Troops give COIN Control (1
    Police + 2 Troops > 2 VC, 1.7), so Quang Nam, not needed, is no actual
    origin and keeps its Troops."""
    g = us({"quang_tin_quang_ngai": {"pieces": {"us_troops": 3, "vc_base": 1}},
            "hue": {"pieces": {"arvn_police": 1, A: 2}},
            "central_laos": {"pieces": {"us_troops": 2, "nva_guerrilla_underground": 3}},
            "quang_nam": {"pieces": {"us_troops": 3, U: 4}}})
    move = box(g, "assault", faction="US")
    assert [a for a in move if a.startswith("air_lift")] == ["air_lift(central_laos,hue,us_troops,2)"]


def test_8_8_3_no_air_lift_without_a_police_space_to_reach_then_air_strike():
    """8.8.3: no space with Police lacks US Troops or COIN Control, and no
    Assault space would lose more than half of its Active enemies with the
    Troops Da Nang can spare (2 of 3, 1 kept for COIN Control: Hue's 1 + 2
    remove 3 of 7): no Air Lift (rulings 129, 160), so the Assault is
    followed by an Air Strike on the Active VC left in Hue (with US Troops
    there, 4.2.3)."""
    g = us({"quang_tin_quang_ngai": {"pieces": {"us_troops": 3, "vc_base": 1}},
            "hue": {"pieces": {"us_troops": 1, A: 7}},
            "da_nang": {"pieces": {"us_troops": 3}}}, trail=0)
    move = box(g, "assault", faction="US")
    assert not any(a.startswith("air_lift") for a in move)
    assert any(a.startswith("air_strike(") for a in move)


def test_8_8_5_no_air_lift_after_sweep_under_lbj():
    """8.8.5: after a Sweep the US Air Lift only under JFK or Nixon."""
    from fitl.nonplayer.walk import Walk
    g = us({"hue": {"pieces": {"us_troops": 3, U: 1}, "support": "passive_support"},
            "kontum": {"pieces": {"arvn_police": 1, A: 2}}}, policy="lbj")
    w = Walk(g, "US")
    move = w.box(w.chart.nodes["sweep"])
    assert not any(a.startswith("air_lift") for a in move)


def test_8_8_3_air_strike_after_assault_knows_the_tunnel_roll():
    """An Assault rolls against a Tunneled Base (3.2.4) before the Air Strike
    (8.8.3: the Special Activity follows the Operation): the Air Strike's
    targets are those the rolls leave, every die the game's (a Tunneled Base
    stays a Tunneled Base on a 1-3 and cannot be Air Struck, 4.2.3)."""
    from fitl.game import dice_of
    g = us({"tay_ninh": {"pieces": {"us_troops": 7, "vc_base": 1, "vc_base_tunneled": 1, A: 5}}}, policy="lbj")
    move = box(g, "assault", faction="US")
    assert g.check(" ".join(move), faction="US") == []
    if dice_of(g.state)(1) <= 3:
        assert not any(a.startswith("remove(air_strike,tay_ninh,vc_base") for a in move)


def test_8_8_7_no_advise_without_arvn_or_irregulars_facing_enemies():
    """JFK, after Train: Advise needs ARVN cubes, Rangers or Irregulars with
    enemies (4.2.1); with none (ARVN Troops alone in Binh Dinh), Advise is not
    tried (its guard), nor Air Strike first (not LBJ): the Train alone."""
    from fitl.nonplayer.walk import Walk
    g = us({"quang_nam": {"pieces": {"us_troops": 1}}, "binh_dinh": {"pieces": {"arvn_troops": 3}}},
           resources={"ARVN": 0}, trail=0)
    w = Walk(g, "US")
    move = w.box(w.chart.nodes["train"])
    assert sorted(move) == ["train(quang_nam)", "train(quang_nam,us_irregular,2)"]
    assert [s.answer for s in w.path if s.node in ("air_strike_lbj", "advise", "air_lift")] == \
        ["not possible after this Operation"] * 3


def _patrols(move):
    """{(origin, destination): Troops} of a move's Patrol atoms."""
    return {tuple(a[7:-1].split(",")[:2]): int(a[:-1].rsplit(",", 1)[1]) for a in move if a.startswith("patrol(")}


def test_8_8_4_patrol_brings_us_troops_out_of_cambodia_into_a_city():
    """Monsoon, 3 US Troops in The Fishhook (beside An Loc, a City, and the
    Saigon-An Loc-Ban Me Thuot LoC), no enemy on the map: Patrol moves all 3
    into South Vietnam, into the fewest spaces (1), a City with no Active
    Support (8.8.4)."""
    g = us({"the_fishhook": {"pieces": {"us_troops": 3}}, "saigon": {"pieces": {"us_base": 1}}}, deck=[125, 5])
    moves = _patrols(box(g, "patrol", faction="US", sas=False))
    assert list(moves.values()) == [3]
    assert [o for o, _ in moves] == ["the_fishhook"] and not next(iter(moves))[1].startswith("loc_")


def test_8_8_4_patrol_gathers_troops_of_two_laos_spaces_into_the_fewest_spaces():
    """Monsoon, 3 US Troops in Central Laos and 2 in Southern Laos, no enemy
    on the map: from each, the LoCs lead on through Cities to any City, so
    the fewest South Vietnam spaces all 5 can reach is 1 City (8.8.4): both
    groups go whole into the same City."""
    g = us({"central_laos": {"pieces": {"us_troops": 3}}, "southern_laos": {"pieces": {"us_troops": 2}},
            "saigon": {"pieces": {"us_base": 1}}}, deck=[125, 5])
    moves = _patrols(box(g, "patrol", faction="US", sas=False))
    assert sorted(moves.values()) == [2, 3]
    assert sorted(o for o, _ in moves) == ["central_laos", "southern_laos"]
    dests = {d for _, d in moves}
    assert len(dests) == 1 and not dests.pop().startswith("loc_")


def test_8_8_4_patrol_assaults_on_the_loc_where_us_troops_end_with_enemies():
    """Monsoon, 4 US Troops in Central Laos, whose only LoC or City neighbour,
    the Hue-Khe Sanh LoC, holds 2 Underground VC: the Troops stop there
    (3.2.2), the only South Vietnam space they reach; the Patrol Activates
    both (1 per cube on a LoC), then Assaults there to remove the most: both
    (4 US Troops, 1 hit each outside Highland, 3.2.4)."""
    g = us({"central_laos": {"pieces": {"us_troops": 4}}, "loc_hue_khe_sanh": {"pieces": {U: 2}}}, deck=[125, 5])
    move = box(g, "patrol", faction="US", sas=False)
    assert _patrols(move) == {("central_laos", "loc_hue_khe_sanh"): 4}
    assert "patrol_assault(loc_hue_khe_sanh)" in move
    assert "remove(patrol,loc_hue_khe_sanh,vc_guerrilla_active,2)" in move


def test_8_8_4_patrol_prefers_a_city_to_a_loc_where_an_assault_could_remove():
    """Monsoon, 3 US Troops in Southern Laos: one LoC (Kontum-Dak To) holds an
    Active VC, the other (Da Nang-Dak To) leads on to Da Nang and the other
    Cities.  The destination is a City if possible (8.8.4); the Assault
    follows only where the Troops end on a LoC with enemies, so it does not
    draw them to the LoC: no Assault."""
    g = us({"southern_laos": {"pieces": {"us_troops": 3}}, "loc_kontum_dak_to": {"pieces": {A: 1}}}, deck=[125, 5])
    move = box(g, "patrol", faction="US", sas=False)
    moves = _patrols(move)
    assert list(moves.values()) == [3] and not next(iter(moves))[1].startswith("loc_")
    assert not any(a.startswith("patrol_assault") for a in move)


def test_8_8_5_air_lift_after_sweep_movement_under_jfk():
    """8.8.5: under JFK, after the Sweep's movement, Air Lift (8.8.3) before
    the Activation (4.1: during the Sweep): Da Nang's Troops (not needed
    there) give Kontum (Police, 2 Active VC) US Troops and COIN Control."""
    from fitl.nonplayer.walk import Walk
    g = us({"hue": {"pieces": {"us_troops": 3, U: 1}, "support": "passive_support"},
            "da_nang": {"pieces": {"us_troops": 4}},
            "kontum": {"pieces": {"arvn_police": 1, A: 2}}}, policy="jfk")
    w = Walk(g, "US")
    move = w.box(w.chart.nodes["sweep"])
    assert "sweep(hue)" in move and "sa_during" in move
    assert [a for a in move if a.startswith("air_lift")] == ["air_lift(da_nang,kontum,us_troops,2)"]


def _sweep_with_air_lift(spaces):
    from fitl.nonplayer.walk import Walk
    w = Walk(us(spaces, policy="jfk"), "US")
    return w.box(w.chart.nodes["sweep"])


def test_8_8_5_air_lift_during_sweep_to_activate_all_at_support_first():
    """JFK, a Sweep in Hue (1 US Troop, 4 Underground VC, Passive Support) and
    Binh Dinh (1 US Troop, 2 Underground VC, Highland: 1 per Troop); Can Tho's
    3 US Troops are out of Sweep reach, 2 of them spare (1 keeps COIN
    Control).  Air Lift destinations go by the Sweep's movement (8.8.3,
    8.8.5): first where all Underground Guerrillas can then be Activated, a
    space at Support first: Hue, which needs 3.  The origins in order (8.8.3):
    Binh Dinh first (no COIN Control, Support or US Base: all its US units
    go), then Can Tho's 2.  Activation follows the Air Lift (4.1): all 4 in
    Hue, none left to find in Binh Dinh."""
    move = _sweep_with_air_lift({"hue": {"pieces": {"us_troops": 1, U: 4}, "support": "passive_support"},
                                 "binh_dinh": {"pieces": {"us_troops": 1, U: 2}},
                                 "can_tho": {"pieces": {"us_troops": 3}}})
    assert "sa_during" in move
    assert sorted(a for a in move if a.startswith("air_lift")) == \
        ["air_lift(binh_dinh,hue,us_troops,1)", "air_lift(can_tho,hue,us_troops,2)"]
    assert "activate(sweep,hue,vc_guerrilla_underground,4)" in move
    assert not any(a.startswith("activate(sweep,binh_dinh") for a in move)


def test_8_8_5_air_lift_during_sweep_more_than_half_and_not_where_3_nva_troops():
    """JFK: Kontum (2 Underground VC, no US piece) is a Sweep space, but with 3
    NVA Troops no US Troops move there (8.8.5); Hue (1 US Troop, 4 Underground
    VC, at Support: not an origin, 8.8.3) gets Can Tho's 2 spare Troops: not all, more than half (3 of 4)
    Activated.  With 2 NVA Troops in Kontum, its 2 Guerrillas all Activated by
    the 2 Troops come first."""
    sp = {"hue": {"pieces": {"us_troops": 1, U: 4}, "support": "passive_support"}, "kontum": {"pieces": {U: 2, NT: 3}},
          "can_tho": {"pieces": {"us_troops": 3}}}
    move = _sweep_with_air_lift(sp)
    assert "sweep(kontum)" in move
    assert [a for a in move if a.startswith("air_lift")] == ["air_lift(can_tho,hue,us_troops,2)"]
    assert "activate(sweep,hue,vc_guerrilla_underground,3)" in move
    sp["kontum"]["pieces"][NT] = 2
    move = _sweep_with_air_lift(sp)
    assert [a for a in move if a.startswith("air_lift")] == ["air_lift(can_tho,kontum,us_troops,2)"]
    assert "activate(sweep,kontum,vc_guerrilla_underground,2)" in move


def test_8_8_5_air_lift_during_sweep_may_empty_a_sweep_space():
    """JFK: the only US Troop to spare is Binh Dinh's, itself a Sweep space
    (1 US Troop, 2 Underground VC: no COIN Control, Support or US Base, an
    origin all of whose US units go, 8.8.3; 8.8.5's NOTE: an Air Lift may
    empty a selected Sweep space).  Lifted into Hue (1 US Troop, 3
    Underground VC, Passive Support), it lets more than half (2 of 3) be
    Activated there; Binh Dinh's 1 of 2 was not more than half."""
    move = _sweep_with_air_lift({"hue": {"pieces": {"us_troops": 1, U: 3}, "support": "passive_support"},
                                 "binh_dinh": {"pieces": {"us_troops": 1, U: 2}}})
    assert [a for a in move if a.startswith("air_lift")] == ["air_lift(binh_dinh,hue,us_troops,1)"]
    assert "activate(sweep,hue,vc_guerrilla_underground,2)" in move


def test_8_8_3_air_strike_stops_once_nva_control_is_gone():
    """8.8.3 AIR STRIKE: 2 hits on the Trail first; then to remove NVA Control
    from the most Population, the removal in a space stops once NVA Control is
    gone: Quang Tri (4 NVA Troops, 1 ARVN Troop) loses 3 Troops (then 1
    against 1: no Control), even with hits to spare, which go to Saigon's
    Active VC (though priority 5's lowest Population would prefer Quang
    Tri's, Population 2, to Saigon's 6).  The hits are the game's next die
    (several games, so that some roll 5 or 6)."""
    from fitl.game import dice_of
    seen = 0
    for seed in range(1, 9):
        g = us({"quang_nam": {"pieces": {"us_troops": 1}},
                "quang_tri_thua_thien": {"pieces": {"arvn_troops": 1, NT: 4}},
                "saigon": {"pieces": {"arvn_troops": 1, A: 3}}}, resources={"ARVN": 0}, policy="lbj")
        st = g.state.clone()
        st.seed = seed
        g = Game(st)
        move = box(g, "train", faction="US")
        spare = dice_of(g.state)(1) - (2 if "degrade_trail" in move else 0)
        if spare < 3:
            continue
        seen += 1
        assert "remove(air_strike,quang_tri_thua_thien,nva_troops,3)" in move
        assert sum(int(a.rsplit(",", 1)[1].rstrip(")")) for a in move if a.startswith("remove(air_strike,saigon,")) == spare - 3
    assert seen


def test_8_8_3_air_lift_within_the_assault_brings_just_enough_troops_to_remove_bases():
    """8.8.3's example: VC Bases each guarded by 2 Active Guerrillas only, in
    two spaces without US Troops (Phu Bon and Kien Phong, Lowland: 1 hit per
    US Troop, 3.2.4): the US Air Lift enough Troops there for the Assault to
    remove the Bases.  The Air Lift comes after the first Assault bullet
    (Quang Tin, whose Troops clear it and stay: the Operation's) and before
    the others, whose spaces it feeds (ruling 160): 3 Troops each (2
    Guerrillas, then the Base), just enough, from Da Nang (not needed there,
    COIN Control kept); 2 destinations and 1 origin, within 4.2.2's 4
    spaces."""
    g = us({"quang_tin_quang_ngai": {"pieces": {"us_troops": 3, "vc_base": 1}},
            "phu_bon_phu_yen": {"pieces": {"vc_base": 1, A: 2}},
            "kien_phong": {"pieces": {"vc_base": 1, A: 2}},
            "da_nang": {"pieces": {"us_troops": 8}}}, resources={"ARVN": 0}, policy="jfk")
    move = box(g, "assault", faction="US")
    assert g.check(" ".join(move), faction="US") == []
    assert sorted(a for a in move if a.startswith("air_lift(")) == [
        "air_lift(da_nang,kien_phong,us_troops,3)", "air_lift(da_nang,phu_bon_phu_yen,us_troops,3)"]
    assert {"assault(quang_tin_quang_ngai)", "assault(phu_bon_phu_yen)", "assault(kien_phong)",
            "remove(assault,phu_bon_phu_yen,vc_base,1)", "remove(assault,kien_phong,vc_base,1)"} <= set(move)
    assert not any(a.startswith("air_strike(") for a in move)


def test_8_8_3_air_lift_in_an_assault_only_where_more_than_half_would_go():
    """8.8.3: an Assault destination must let the Assault remove more than
    half of the Active enemies there: Phu Bon's 9 Active VC would need 5 US
    Troops (Lowland, 3.2.4), but Da Nang can spare only 3 (1 of its 4 kept
    for COIN Control); no Police space either (ruling 129): no Air Lift."""
    g = us({"quang_tin_quang_ngai": {"pieces": {"us_troops": 3, "vc_base": 1}},
            "phu_bon_phu_yen": {"pieces": {A: 9}},
            "da_nang": {"pieces": {"us_troops": 4}}}, resources={"ARVN": 0}, policy="jfk", trail=0)
    move = box(g, "assault", faction="US")
    assert not any(a.startswith("air_lift") for a in move)


def _with(g, **caps):
    st = g.state.clone()
    st.capabilities = {int(c[1:]): side for c, side in caps.items()}
    return Game(st)


def test_8_8_3_arc_light_strikes_the_best_province_without_coin_pieces():
    """8.8.3 AIR STRIKE: with unshaded Arc Light (card 8), after the Trail
    (0 here), strike a Province without US or ARVN pieces, the one the later
    priorities rank first: Kien Hoa, whose 1 NVA Troop gives the NVA Control
    of Population 2 (removing NVA Control), before Kien Phong's 2 Active VC;
    and before removing NVA Control from Saigon's larger Population (the
    hits, a die, may be 1).  Without Arc Light no such Province is struck
    (4.2.3): Saigon."""
    sp = {"quang_nam": {"pieces": {"us_troops": 1}},
          "kien_hoa_vinh_binh": {"pieces": {NT: 1}},
          "kien_phong": {"pieces": {A: 2}},
          "saigon": {"pieces": {"arvn_troops": 1, NT: 2}}}
    g = us(sp, resources={"ARVN": 0}, policy="lbj", trail=0)
    move = box(_with(g, c8="unshaded"), "train", faction="US")
    assert "remove(air_strike,kien_hoa_vinh_binh,nva_troops,1)" in move
    assert not any(a.startswith("air_strike(kien_phong") for a in move)
    move = box(g, "train", faction="US")
    assert any(a.startswith("air_strike(saigon") for a in move)
    assert not any(a.startswith("air_strike(kien_") for a in move)


def test_8_8_7_combined_action_platoons_police_where_us_troops_and_fewest_police():
    """8.8.7: with unshaded Combined Action Platoons (card 18), the Train
    adds 1 Police to a space with US Troops and the fewest Police: Binh Dinh
    (none) rather than Quang Nam (2); not without the Capability."""
    sp = {"quang_nam": {"pieces": {"us_troops": 1, "arvn_police": 2}},
          "binh_dinh": {"pieces": {"us_troops": 1}}}
    g = us(sp, resources={"ARVN": 0}, policy="jfk", trail=0)
    move = box(_with(g, c18="unshaded"), "train", faction="US", sas=False)
    assert [a for a in move if a.startswith("caps_police(")] == ["caps_police(available,binh_dinh)"]
    assert not any(a.startswith("caps_police(") for a in box(g, "train", faction="US", sas=False))


def test_8_8_7_cords_pacifies_in_a_second_space():
    """8.8.7 NOTE: with unshaded CORDS (card 19) the US try to Pacify in a
    2nd space of each Training (to the maximum, 8.8.8): Quang Tin and Kien
    Phong, both COIN-Controlled with US Troops and Police and Neutral; without
    CORDS only 1 space Pacifies (3.2.1)."""
    sp = {"quang_tin_quang_ngai": {"pieces": {"us_troops": 2, "arvn_police": 1}},
          "kien_phong": {"pieces": {"us_troops": 2, "arvn_police": 1}}}
    g = us(sp, resources={"ARVN": 40}, policy="jfk", trail=0)
    move = box(_with(g, c19="unshaded"), "train", faction="US", sas=False)
    assert {a.split(",")[0] for a in move if a.startswith("pacify(")} == {"pacify(quang_tin_quang_ngai", "pacify(kien_phong"}
    move = box(g, "train", faction="US", sas=False)
    assert len([a for a in move if a.startswith("pacify(")]) == 1


def test_8_8_3_air_strike_on_locs_nearest_saigon_first():
    """8.8.3 AIR STRIKE: LoCs with US or ARVN pieces, beginning with those
    closest to Saigon: the Saigon-Cam Ranh LoC (next to Saigon) before the
    Hue-Khe Sanh LoC (both Econ 1).  The hits are the game's next die: with
    1 hit only the near LoC is struck; the near one always is, and with 2
    hits both (the Trail at 0 cannot be degraded: no hit spent on it)."""
    from fitl.game import dice_of
    for seed in (1, 4):
        g = us({"quang_nam": {"pieces": {"us_troops": 1}},
                "loc_hue_khe_sanh": {"pieces": {"arvn_troops": 1, A: 1}},
                "loc_saigon_cam_ranh": {"pieces": {"arvn_troops": 1, A: 1}}},
               resources={"ARVN": 0}, policy="lbj", trail=0)
        st = g.state.clone()
        st.seed = seed
        g = Game(st)
        move = box(g, "train", faction="US")
        assert "air_strike(loc_saigon_cam_ranh)" in move
        if dice_of(g.state)(1) == 1:
            assert "air_strike(loc_hue_khe_sanh)" not in move
        else:
            assert "air_strike(loc_hue_khe_sanh)" in move
