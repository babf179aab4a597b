"""8.4.1: the card-specific Non-player Event instructions ("special" in the
shared reference) that pick an Event's option or decline it
(asp/nonplayer/event_special.lp): the option the instruction names."""

from fitl.game import Game
from fitl.nonplayer.walk import Walk

from .positions import alone, position


def event_move(card, faction, policy=None, players=(), spaces=None, **extra):
    """The Event move of `faction`'s Non-player on card `card` (a set of
    atoms) or None, the Faction the only Eligible one (so the one to act);
    `players`: the Factions played by a person."""
    nonplayers = tuple(f for f in ("US", "ARVN", "NVA", "VC") if f not in players)
    g = position(spaces or {"saigon": {"pieces": {"us_troops": 2, "arvn_police": 2}}}, current=card,
                 nonplayers=nonplayers, **extra)
    w = Walk(alone(g, faction, policy), faction)
    move = w.event(next(n for n in w.chart.nodes.values() if n.kind == "event"))
    return None if move is None else set(move)


def test_8_4_1_card_43_arvn_take_resources_us_take_aid():
    """Card 43 Economic Aid: the ARVN choose ARVN Resources, the US Aid."""
    assert "ev_choice(arvn_resources)" in event_move(43, "ARVN")
    assert "ev_choice(aid)" in event_move(43, "US")


def test_8_4_1_card_82_us_option_by_policy_arvn_resources():
    """Card 82 Domino Theory: under JFK the US take Resources and Aid, under
    LBJ the US pieces Out of Play; the ARVN take Resources and Aid."""
    assert "ev_choice(resources_aid)" in event_move(82, "US", policy="jfk")
    assert "ev_choice(us_pieces)" in event_move(82, "US", policy="lbj", out_of_play={"us_troops": 2})
    assert "ev_choice(resources_aid)" in event_move(82, "ARVN")


def test_8_4_1_card_63_us_lowers_patronage_only_against_a_player_arvn():
    """Card 63 Fact Finding (US): with the ARVN a player, the Patronage
    option; with a Non-player ARVN, the pieces."""
    assert "ev_choice(patronage)" in event_move(63, "US", players=("ARVN",), out_of_play={"us_troops": 2})
    assert "ev_choice(pieces)" in event_move(63, "US", out_of_play={"us_troops": 2})


def test_8_4_1_card_50_uncle_ho_troops_out_of_play_or_resources():
    """Card 50 Uncle Ho: the US bring their Troops Out of Play if any (else
    the Resources); the ARVN take the Resources."""
    assert "ev_choice(troops)" in event_move(50, "US", out_of_play={"us_troops": 3})
    assert "ev_choice(resources)" in event_move(50, "US", out_of_play={})
    assert "ev_choice(resources)" in event_move(50, "ARVN", out_of_play={"us_troops": 3})


def test_8_4_1_card_9_us_declines_under_jfk():
    """Card 9 Psychedelic Cookie (US): declined under JFK; under LBJ the US
    play it, and the Troops go onto the map, not to Available."""
    def walk(policy):
        g = position({"saigon": {"pieces": {"us_troops": 2}}}, current=9, nonplayers=("US",), out_of_play={"us_troops": 3})
        st = g.state.clone()
        st.eligibility = {f: "eligible" if f == "US" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
        st.us_policy = policy
        w = Walk(Game(st), "US")
        return w, w.condition(w.chart.nodes["event_q"])
    assert walk("jfk")[1] == "no"
    w, answer = walk("lbj")
    assert answer == "yes"
    move = w.event(w.chart.nodes["event"])
    assert not any(a.startswith("ev_move(") and ",available," in a for a in move)


def test_8_4_1_card_77_free_infiltrate_only_with_20_resources():
    """Card 77 Detente (NVA, shaded): below 20 NVA Resources the +9 Resources
    (the free Infiltrate skipped); with 20 or more, the free Infiltrate."""
    from fitl.nonplayer import decide
    def free(res):
        g = position({"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 4}}}, current=77,
                     nonplayers=("NVA",), resources={"NVA": res})
        st = g.state.clone()
        st.eligibility = {f: "eligible" if f == "NVA" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
        after = Game(st).apply("event(shaded)", faction="NVA").game
        assert after.state.turn["pending"][0]["action"] == "infiltrate"
        return decide(after, "NVA").move
    assert free(19) == "skip"
    assert free(20).startswith("infiltrate(")


def test_8_4_1_card_3_us_declines_once_linebacker_ii_is_played():
    """Card 3 Peace Talks (US): declined once Linebacker II (121) has been
    played; before, the US may play it."""
    def ask(played):
        g = position({"saigon": {"pieces": {"us_troops": 2, "arvn_police": 2}}}, current=3, nonplayers=("US",))
        st = g.state.clone()
        st.eligibility = {f: "eligible" if f == "US" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
        st.cards["played"] = list(played)
        if 121 in played:
            st.cards["pivotal"].pop("US", None)
        w = Walk(Game(st), "US")
        return w.condition(w.chart.nodes["event_q"])
    assert ask(()) == "yes"
    assert ask((121,)) == "no"


def _question(card, faction, spaces, policy=None, players=(), **extra):
    """The Event question's answer ('yes'/'no') and, if yes, the Event's move
    (a set), of `faction`'s Non-player on card `card`, the only Eligible."""
    nonplayers = tuple(f for f in ("US", "ARVN", "NVA", "VC") if f not in players)
    g = position(spaces, current=card, nonplayers=nonplayers, **extra)
    w = Walk(alone(g, faction, policy), faction)
    answer = w.condition(w.chart.nodes["event_q"])
    if answer == "no":
        return answer, None
    return answer, set(w.event(next(n for n in w.chart.nodes.values() if n.kind == "event")))


def test_8_4_1_card_3_us_declines_in_the_short_scenario():
    """Card 3 Peace Talks (US): declined in a Short scenario (8.4.1), played
    in another (the Full one, Linebacker II not played)."""
    def ask(scenario):
        g = position({"saigon": {"pieces": {"us_troops": 2, "arvn_police": 2}}}, current=3, nonplayers=("US",))
        st = g.state.clone()
        st.scenario = scenario
        st.eligibility = {f: "eligible" if f == "US" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
        w = Walk(Game(st), "US")
        return w.condition(w.chart.nodes["event_q"])
    assert ask("short") == "no"
    assert ask("full") == "yes"


def test_8_4_1_card_43_us_take_resources_when_the_next_coup_is_the_last():
    """Card 43 Economic Aid (US): Aid, unless the next Coup is the last (one
    Coup card left in the deck): then ARVN Resources."""
    assert "ev_choice(aid)" in event_move(43, "US")          # (the Full deck: several Coups left)
    assert "ev_choice(arvn_resources)" in event_move(43, "US", deck=[5, 7, 125, 10])   # (125: the one Coup card)


def test_8_4_1_card_26_us_irregulars_at_an_nva_base_without_underground_guerrillas():
    """Card 26 LRRP (US): the Irregulars go where an NVA Base has no
    Underground Guerrilla (The Fishhook, not Sihanoukville, whose Base has
    one); with no such Base the US decline (8.4.1)."""
    spaces = {"the_fishhook": {"pieces": {"nva_base": 1, "nva_guerrilla_active": 2}},
              "sihanoukville": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 1}},
              "saigon": {"pieces": {"us_troops": 2}}}
    answer, move = _question(26, "US", spaces, policy="lbj")
    assert answer == "yes"
    assert {a.split(",")[0] for a in move if a.startswith("ev_place(")} == {"ev_place(the_fishhook"}
    spaces["the_fishhook"]["pieces"] = {"nva_base": 1, "nva_guerrilla_underground": 1}
    assert _question(26, "US", spaces, policy="lbj")[0] == "no"


def test_8_4_1_card_56_us_only_spaces_with_a_base_and_exactly_2_guerrillas():
    """Card 56 Vo Nguyen Giap (US, unshaded): the Event takes 3 spaces with 2
    or more Guerrillas; first South Vietnam spaces with an NVA or VC Base and
    exactly 2 Guerrillas (Quang Nam and Kontum, of the 5, not Binh Dinh with
    3 nor the others without a Base); none: decline."""
    spaces = {"quang_nam": {"pieces": {"vc_base": 1, "vc_guerrilla_active": 2}},
              "kontum": {"pieces": {"nva_base": 1, "nva_guerrilla_active": 1, "vc_guerrilla_active": 1}},
              "binh_dinh": {"pieces": {"vc_base": 1, "vc_guerrilla_active": 3}},
              "pleiku_darlac": {"pieces": {"nva_guerrilla_active": 2}},
              "khanh_hoa": {"pieces": {"vc_guerrilla_active": 2}},
              "saigon": {"pieces": {"us_troops": 2}}}
    answer, move = _question(56, "US", spaces, policy="lbj")
    assert answer == "yes"
    assert {"ev_remove(quang_nam", "ev_remove(kontum"} <= {a.split(",")[0] for a in move if a.startswith("ev_remove(")}
    spaces["quang_nam"]["pieces"] = spaces["kontum"]["pieces"] = {"vc_base": 1, "vc_guerrilla_active": 3}
    assert _question(56, "US", spaces, policy="lbj")[0] == "no"


def test_8_4_1_card_67_us_moves_just_enough_troops_to_one_space_keeping_3_cubes():
    """Card 67 Amphib Landing (US): the US name themselves and move Troops
    into 1 coastal space to Activate the most Guerrillas (Binh Dinh's 3
    Underground VC: 2 more Troops beside its 1), just enough, and take none
    of any space's last 3 COIN cubes (Qui Nhon, 3 cubes, gives none; Da Nang
    has 5)."""
    spaces = {"binh_dinh": {"pieces": {"us_troops": 1, "vc_guerrilla_underground": 3}},
              "qui_nhon": {"pieces": {"us_troops": 3}},
              "da_nang": {"pieces": {"us_troops": 5}}}
    answer, move = _question(67, "US", spaces, policy="lbj")
    assert answer == "yes"
    assert "ev_choice(us)" in move
    assert sorted(a for a in move if a.startswith("ev_move(")) == ["ev_move(da_nang,binh_dinh,us_troops,2)"]


def test_8_4_1_card_67_vc_guerrillas_from_opposition_to_one_support_space():
    """Card 67 Amphib Landing (VC, shaded): Underground then Active VC
    Guerrillas out of coastal Opposition spaces into 1 Support space: Binh
    Dinh's 2 Underground and 1 Active (3, the card's cap) into Kien Phong
    (Passive Support), not Quang Tin's (Neutral)."""
    spaces = {"binh_dinh": {"pieces": {"vc_guerrilla_underground": 2, "vc_guerrilla_active": 2},
                            "support": "passive_opposition"},
              "quang_tin_quang_ngai": {"pieces": {"vc_guerrilla_underground": 3}},
              "kien_phong": {"pieces": {"arvn_police": 1}, "support": "passive_support"}}
    answer, move = _question(67, "VC", spaces)
    assert answer == "yes"
    moved = sorted(a for a in move if a.startswith("ev_move("))
    assert moved == ["ev_move(binh_dinh,kien_phong,vc_guerrilla_active,1)",
                     "ev_move(binh_dinh,kien_phong,vc_guerrilla_underground,2)"]


def test_8_4_1_card_92_vc_all_pieces_into_one_support_space_else_decline():
    """Card 92 SEALORDS (VC, shaded): the VC name themselves and move all
    their pieces they can (from Cambodia and Tay Ninh) into 1 space adjacent
    to Can Tho at Support (Kien Phong); 4 move.  With 3 or fewer to move:
    decline."""
    spaces = {"tay_ninh": {"pieces": {"vc_guerrilla_underground": 2, "vc_guerrilla_active": 2}},
              "kien_phong": {"pieces": {"arvn_police": 1}, "support": "passive_support"},
              "kien_hoa_vinh_binh": {"pieces": {"arvn_police": 1}}}
    answer, move = _question(92, "VC", spaces)
    assert answer == "yes"
    assert "ev_choice(vc)" in move
    moved = [a for a in move if a.startswith("ev_move(")]
    assert {a.split(",")[1] for a in moved} == {"kien_phong"}
    assert sum(int(a.rsplit(",", 1)[1].rstrip(")")) for a in moved) == 4
    spaces["tay_ninh"]["pieces"] = {"vc_guerrilla_underground": 3}
    assert _question(92, "VC", spaces)[0] == "no"


def test_8_4_1_card_92_nva_two_bases_evenly_into_two_spaces_else_decline():
    """Card 92 SEALORDS (NVA, shaded): the NVA name themselves and move 2
    Bases, one into each of 2 spaces, their other pieces evenly between
    them, no Base left without a Guerrilla (4 Guerrillas: 2 and 2).  With 1
    Guerrilla only, a Base would be left without one: decline."""
    spaces = {"tay_ninh": {"pieces": {"nva_base": 2, "nva_guerrilla_active": 4}},
              "kien_phong": {"pieces": {"arvn_police": 1}},
              "kien_hoa_vinh_binh": {"pieces": {"arvn_police": 1}}}
    answer, move = _question(92, "NVA", spaces)
    assert answer == "yes"
    assert "ev_choice(nva)" in move
    moved = [a for a in move if a.startswith("ev_move(")]
    per = {}
    for a in moved:
        _, to, key, n = a[len("ev_move("):-1].split(",")
        per.setdefault(to, {}).setdefault(key.split("_")[1], 0)
        per[to][key.split("_")[1]] += int(n)
    assert len(per) == 2 and all(p == {"base": 1, "guerrilla": 2} for p in per.values())
    spaces["tay_ninh"]["pieces"] = {"nva_base": 2, "nva_guerrilla_active": 1}
    assert _question(92, "NVA", spaces)[0] == "no"


def test_8_4_2_arvn_play_the_shaded_text_where_the_card_says():
    """8.4.2 (8.4.1 instructions): the ARVN play the unshaded text, unless the
    card's instruction names the shaded one: always on card 85 USAID; on card
    79 Henry Cabot Lodge only if the US is a player (else unshaded)."""
    from fitl.nonplayer.walk import Walk

    def side(card, players=()):
        nonplayers = tuple(f for f in ("US", "ARVN", "NVA", "VC") if f not in players)
        g = position({"saigon": {"pieces": {"us_troops": 2, "arvn_police": 2}}}, current=card, nonplayers=nonplayers)
        return Walk(g, "ARVN").event_side
    assert side(85) == "shaded"
    assert side(79, players=("US",)) == "shaded"
    g = position({"saigon": {"pieces": {"us_troops": 2, "arvn_police": 2}}}, current=85, nonplayers=("ARVN", "NVA", "VC"))
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "ARVN" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    assert "event(shaded)" in Walk(Game(st), "ARVN").run()
    assert side(79) == "unshaded"
    assert side(80) == "unshaded"


def test_8_4_1_card_62_us_air_lift_just_enough_troops_into_one_space():
    """Card 62 Cambodian Civil War (US): the US name themselves; their free
    Air Lift (into Cambodia) brings just enough Troops into 1 space for the
    Sweep to Activate the most Guerrillas: The Fishhook's 3 Underground VC,
    Jungle (1 per 2 cubes, 3.2.3): 6 Troops, before The Parrot's Beak (1);
    from Saigon, which keeps 3 or more COIN cubes (8.4.1)."""
    from fitl.nonplayer import decide
    g = position({"the_fishhook": {"pieces": {"vc_guerrilla_underground": 3}},
                  "the_parrots_beak": {"pieces": {"vc_guerrilla_underground": 1}},
                  "saigon": {"pieces": {"us_troops": 10}}}, current=62, nonplayers=("US",))
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "US" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    st.us_policy = "lbj"
    assert set(Walk(Game(st), "US").run()) == {"event(unshaded)", "ev_choice(us)"}   # (effective: it grants, 8.1)
    after = Game(st).apply("event(unshaded) ev_choice(us)", faction="US").game
    assert after.state.turn["pending"][0]["action"] == "air_lift"
    assert decide(after, "US").move.split() == ["air_lift(saigon,the_fishhook,us_troops,6)"]


def test_8_4_1_card_59_nva_march_the_most_troops_to_a_us_base():
    """Card 59 Plei Mei (NVA, shaded): the free March (its moves from outside
    South Vietnam) takes first the most NVA Troops into a space with a US
    Base: all 4 from The Fishhook into Tay Ninh (its US Base), not An Loc
    (Population 1, NVA Control to add: the March box's own priority 3);
    the Guerrilla keeps The Fishhook's NVA Control (8.6.5)."""
    from fitl.nonplayer import decide
    g = position({"the_fishhook": {"pieces": {"nva_troops": 4, "nva_guerrilla_underground": 1}},
                  "tay_ninh": {"pieces": {"us_base": 1, "us_troops": 1}},
                  "saigon": {"pieces": {"us_troops": 2}}}, current=59, nonplayers=("NVA",))
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "NVA" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    after = Game(st).apply("event(shaded)", faction="NVA").game
    assert after.state.turn["pending"][0]["action"] == "march"
    move = decide(after, "NVA").move.split()
    assert "march(the_fishhook,tay_ninh,nva_troops,4)" in move


def test_8_4_4_tracks_raised_or_lowered_by_the_faction_side():
    """8.4.4: the US and ARVN raise Aid and ARVN Resources, the NVA and VC
    lower them; the ARVN raise Patronage, the others lower it.  Card 105
    Rural Pressure (shaded) by the VC: Patronage down; card 85 USAID (shaded,
    the ARVN's instruction, 8.4.2) by the ARVN: all three up."""
    assert "ev_choice(patronage_minus)" in event_move(105, "VC", spaces={
        "binh_dinh": {"pieces": {"arvn_police": 1}}, "saigon": {"pieces": {"us_troops": 2}}})
    from fitl.nonplayer.walk import Walk
    g = position({"saigon": {"pieces": {"us_troops": 2, "arvn_police": 2}}}, current=85, nonplayers=("ARVN", "NVA", "VC"))
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "ARVN" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    w = Walk(Game(st), "ARVN")
    move = set(w.event(next(n for n in w.chart.nodes.values() if n.kind == "event")))
    assert {"ev_choice(arvn_resources_plus)", "ev_choice(aid_plus)", "ev_choice(patronage_plus)"} <= move


def test_8_4_4_the_executing_faction_named_first():
    """8.4.4: where an Event names a Faction to act or benefit, the executing
    Faction first: the ARVN name themselves on card 62 Cambodian Civil War
    and card 67 Amphib Landing (US or ARVN)."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 4, "arvn_police": 2, "us_troops": 2}},
              "the_fishhook": {"pieces": {"vc_guerrilla_underground": 2}},
              "da_nang": {"pieces": {"arvn_troops": 2}}, "hue": {"pieces": {"vc_guerrilla_active": 1}}}
    assert "ev_choice(arvn)" in event_move(62, "ARVN", spaces=spaces)
    assert "ev_choice(arvn)" in event_move(67, "ARVN", spaces=spaces)


def test_8_4_1_card_69_us_free_special_activity_by_policy():
    """Card 69 MACV (the US name US then ARVN): the US Non-player's free
    Special Activity follows its instruction: under LBJ or Nixon an Air
    Strike (8.8.3's priorities: the Active VC beside ARVN Troops in Quang
    Tin), under JFK an Advise (8.8.4: the ARVN Assault there, lowland, 4
    Troops: 2 hits, COIN Control added; Aid 15, not above 30: +6 Aid)."""
    from fitl.nonplayer import decide
    moves = {}
    for policy in ("lbj", "nixon", "jfk"):
        g = position({"quang_tin_quang_ngai": {"pieces": {"arvn_troops": 4, "vc_guerrilla_active": 3}},
                      "saigon": {"pieces": {"us_troops": 2}}}, current=69, nonplayers=("US", "ARVN"), trail=0)
        st = g.state.clone()
        st.eligibility = {f: "eligible" if f == "US" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
        st.us_policy = policy
        after = Game(st).apply("event(unshaded) ev_choice(us_arvn)", faction="US").game
        assert after.state.turn["pending"][0] == {"faction": "US", "action": "any_sa", "card": 69, "side": "unshaded"}
        moves[policy] = set(decide(after, "US").move.split())
    assert "air_strike(quang_tin_quang_ngai)" in moves["lbj"] and "air_strike(quang_tin_quang_ngai)" in moves["nixon"]
    assert moves["jfk"] == {"advise(quang_tin_quang_ngai,assault)", "advise_aid",
                            "remove(advise,quang_tin_quang_ngai,vc_guerrilla_active,2)"}


def _roks(qui_nhon_support="neutral"):
    """Card 70 ROKs played by the ARVN Non-player (naming itself, 8.4.4): its
    free Sweep's and then free Assault's moves (sets of atoms)."""
    from fitl.nonplayer import decide
    g = position({"phu_bon_phu_yen": {"pieces": {"vc_guerrilla_active": 3}},
                  "qui_nhon": {"pieces": {"arvn_police": 2, "arvn_troops": 2}, "support": qui_nhon_support},
                  "khanh_hoa": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 1}},
                  "saigon": {"pieces": {"us_troops": 2}}}, current=70, nonplayers=("US", "ARVN"))
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "ARVN" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    after = Game(st).apply("event(unshaded) ev_choice(arvn)", faction="ARVN").game
    sweep = decide(after, "ARVN").move
    assault = decide(after.apply(sweep, faction="ARVN").game, "ARVN").move
    return set(sweep.split()), set(assault.split())


def _moved(move, origin, dest):
    """{piece key: count} of a Sweep's moves from origin to dest (any way)."""
    out = {}
    for a in move:
        parts = a[len("sweep("):-1].split(",")
        if a.startswith("sweep(") and len(parts) >= 4 and parts[0] == origin and parts[-3] == dest:
            out[parts[-2]] = out.get(parts[-2], 0) + int(parts[-1])
    return out


def test_8_4_1_card_70_roks_police_first_to_remove_all_possible_ruling_166():
    """Card 70 ROKs (ARVN instruction): every cube fights as a US Troop; Phu
    Bon's 3 Active VC need 3 cubes (lowland, 1 hit each, 3.2.4).  Qui Nhon's
    4 cubes may give 3 and keep its COIN Control (1 cube against none):
    Police first (both), then 1 ARVN Troop; Khanh Hoa's US Troops stay (its
    COIN Control: 2 against 1 VC).  The Assault then removes all it can: the
    3 VC in Phu Bon, Khanh Hoa's 1 (Highland: 2 Troops, 1 hit)."""
    sweep, assault = _roks()
    assert _moved(sweep, "qui_nhon", "phu_bon_phu_yen") == {"arvn_police": 2, "arvn_troops": 1}
    assert not any(a.startswith("sweep(khanh_hoa,") for a in sweep)
    assert {"remove(assault,phu_bon_phu_yen,vc_guerrilla_active,3)",
            "remove(assault,khanh_hoa,vc_guerrilla_active,1)"} <= assault


def test_8_4_1_card_70_roks_keeps_3_coin_units_at_support_ruling_166():
    """Card 70 ROKs: Qui Nhon at Passive Support keeps 3 COIN units (the
    instruction's limit): only 1 cube goes from it, a Police (Police first)."""
    sweep, _ = _roks("passive_support")
    assert _moved(sweep, "qui_nhon", "phu_bon_phu_yen") == {"arvn_police": 1}


def test_8_4_1_card_56_nva_march_to_a_us_base_then_attack_there_ruling_167():
    """Card 56 Vo Nguyen Giap (shaded, NVA instruction): the free March goes
    first into a space with a US Base (Tay Ninh, beside The Fishhook), then
    in each space it entered the NVA Attack if they can: in Tay Ninh, 5 NVA
    Troops against 1 US Troop and a US Base (3.3.3: 1 hit a 2 Troops): the
    Troop, then the Base.  Spaces where no Attack, Ambush, Infiltrate,
    Terror (at Support) or Rally is possible: nothing (skip)."""
    from fitl.nonplayer import decide
    g = position({"the_fishhook": {"pieces": {"nva_troops": 6, "nva_guerrilla_underground": 3, "nva_base": 1}},
                  "tay_ninh": {"pieces": {"us_base": 1, "us_troops": 1}},
                  "saigon": {"pieces": {"us_troops": 2}}}, current=56, nonplayers=("NVA",))
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "NVA" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    after = Game(st).apply("event(shaded)", faction="NVA").game
    march = decide(after, "NVA").move.split()
    assert any(a.startswith("march(the_fishhook,tay_ninh,nva_troops,") for a in march)
    after = after.apply(" ".join(march), faction="NVA").game
    assert after.state.turn["pending"][0]["action"] == "any_op_or_sa"
    attack = set(decide(after, "NVA").move.split())
    assert {"attack(tay_ninh)", "remove(attack,tay_ninh,us_base,1)", "remove(attack,tay_ninh,us_troops,1)"} <= attack


def test_8_4_1_cards_59_71_nva_decline_unless_nva_control_added_ruling_168():
    """Cards 59 Plei Mei and 71 An Loc (NVA instruction): the NVA decline
    unless the Event, with its free March and Attacks as the NVA Non-player
    makes them, adds NVA Control in total.  59: The Fishhook's 4 Troops
    March into Tay Ninh (a US Base first) and outnumber its 2 US pieces:
    NVA Control added, the Event played.  With NVA pieces only in North
    Vietnam, 2 units at a Base that must keep 2 (8.6.5): nothing moves,
    declined.  71: 4 Troops March into An Loc (a City) against 1 Police:
    played."""
    played = {"event(shaded)"}
    assert event_move(59, "NVA", spaces={"the_fishhook": {"pieces": {"nva_troops": 4, "nva_guerrilla_underground": 1}},
                                         "tay_ninh": {"pieces": {"us_base": 1, "us_troops": 1}},
                                         "saigon": {"pieces": {"us_troops": 2}}}) == played
    assert event_move(59, "NVA", spaces={"north_vietnam": {"pieces": {"nva_troops": 2, "nva_base": 1}},
                                         "tay_ninh": {"pieces": {"us_base": 1, "us_troops": 1}},
                                         "saigon": {"pieces": {"us_troops": 2}}}) is None
    assert event_move(71, "NVA", spaces={"the_fishhook": {"pieces": {"nva_troops": 4, "nva_guerrilla_underground": 1}},
                                         "an_loc": {"pieces": {"arvn_police": 1}},
                                         "saigon": {"pieces": {"us_troops": 2}}}) == played


def test_8_1_2_pieces_out_of_play_bases_then_troops_then_irregulars():
    """8.1.2: out of Out of Play (or Casualties), Bases first, then Rangers,
    Troops, Irregulars.  Card 60 War Photographer (unshaded, the US): 3 US
    pieces Out of Play to Available: with a Base, 2 Troops and 2 Irregulars
    there, the Base and the 2 Troops; with 2 Troops and 2 Irregulars, the 2
    Troops and 1 Irregular."""
    assert event_move(60, "US", out_of_play={"us_base": 1, "us_troops": 2, "us_irregular": 2}) == {
        "event(unshaded)", "ev_move(out_of_play,available,us_base,1)", "ev_move(out_of_play,available,us_troops,2)"}
    move = event_move(60, "US", out_of_play={"us_troops": 2, "us_irregular": 2})
    assert "ev_move(out_of_play,available,us_troops,2)" in move
    assert sum(int(a.rsplit(",", 1)[1].rstrip(")")) for a in move if "us_irregular" in a) == 1


def test_8_1_2_never_two_coin_bases_in_a_space_nor_an_arvn_base_in_a_city():
    """8.1.2: a Non-player never places 2 COIN Bases in a space, nor an ARVN
    Base in a City.  Card 90 Walt Rostow (unshaded, the ARVN): 2 ARVN pieces
    from anywhere into COIN-Controlled spaces, the most Bases first (8.4.4):
    of Saigon, Qui Nhon (Cities), Binh Dinh (a US Base) and Quang Nam, only
    Quang Nam may take a Base, and only 1; the other piece is no Base."""
    sp = {"saigon": {"pieces": {"us_troops": 4}}, "binh_dinh": {"pieces": {"us_troops": 2, "us_base": 1}},
          "quang_nam": {"pieces": {"arvn_troops": 2}}, "qui_nhon": {"pieces": {"arvn_police": 2}}}
    move = event_move(90, "ARVN", spaces=sp)
    bases = [a for a in move if "arvn_base" in a]
    assert len(bases) == 1 and ",quang_nam,arvn_base,1)" in bases[0]
    assert sum(int(a.rsplit(",", 1)[1].rstrip(")")) for a in move if a.startswith("ev_move(")) == 2


def _sealords_us(spaces):
    """Card 92 SEALORDS (unshaded) played by the ARVN Non-player: its free
    Operation, then the US Non-player's (moves as sets)."""
    from fitl.nonplayer import decide
    g = position(spaces, current=92, nonplayers=("US", "ARVN"))
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "ARVN" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    after = Game(st).apply("event(unshaded)", faction="ARVN").game
    after = after.apply(decide(after, "ARVN").move, faction="ARVN").game
    assert after.state.turn["pending"][0]["faction"] == "US"
    return set(decide(after, "US").move.split())


def test_8_4_4_sealords_us_assault_where_it_removes_a_base_else_sweep_ruling_169():
    """8.4.4's SEALORDS example (card 92: a free Sweep or Assault beside Can
    Tho): the US Assault if it can remove NVA Control, a Base or a Tunnel, or
    6+ enemies, else Sweep.  Kien Phong: 3 US Troops against 2 Active VC and a
    VC Base: the Assault removes the Base.  With 1 US Troop against 1 Active
    and 2 Underground VC (no Base, 1 piece to remove): a Sweep, Activating 1."""
    move = _sealords_us({"kien_phong": {"pieces": {"us_troops": 3, "arvn_troops": 3, "vc_guerrilla_active": 2,
                                                   "vc_base": 1}}, "saigon": {"pieces": {"us_troops": 2}}})
    assert {"assault(kien_phong)", "remove(assault,kien_phong,vc_base,1)"} <= move
    move = _sealords_us({"kien_phong": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1,
                                                   "vc_guerrilla_underground": 2}},
                         "saigon": {"pieces": {"us_troops": 2}}})
    assert move == {"sweep(kien_phong)", "activate(sweep,kien_phong,vc_guerrilla_underground,1)"}


def test_8_4_4_a_free_operation_of_choice_is_the_flowcharts_pick():
    """8.4.4: an Event offering a choice of Operation: the Non-player's
    flowchart picks it, its Event and Pass nodes ignored, among the offered
    ones.  Card 92 SEALORDS by the ARVN (Sweep or Assault beside Can Tho):
    Kien Phong is COIN-Controlled (3 US and 3 ARVN Troops against 4 VC), no
    NVA Troop, no Base: no Assault (8.7.4's question), so Sweep (8.7.5), in
    place, Activating both Underground VC."""
    from fitl.nonplayer import decide
    g = position({"kien_phong": {"pieces": {"us_troops": 3, "arvn_troops": 3, "vc_guerrilla_active": 2,
                                            "vc_guerrilla_underground": 2}},
                  "saigon": {"pieces": {"us_troops": 2}}}, current=92, nonplayers=("US", "ARVN"))
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "ARVN" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    after = Game(st).apply("event(unshaded)", faction="ARVN").game
    d = decide(after, "ARVN")
    assert set(d.move.split()) == {"sweep(kien_phong)", "activate(sweep,kien_phong,vc_guerrilla_underground,2)"}
    assert ("assault_q", "no") in [(s.node, s.answer) for s in d.path]


def test_8_4_1_card_36_nva_remove_us_troops_before_their_own_tunnel_ruling_248():
    """Card 36 Hamburger Hill shaded by the NVA: its instruction (8.4.1: the
    most US Troops to Casualties, then a Tunnel on the Faction's own Base)
    stays above 8.4.4's Tunnel markers for the executing Faction first
    (ruling 248): the VC Base in Pleiku with 3 US Troops, not the NVA's own
    Base in North Vietnam; with no US Troops in Pleiku, the NVA's own Base."""
    nv = {"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 2}}}
    pleiku = {"vc_base": 1, "vc_guerrilla_underground": 1}
    spaces = {**nv, "pleiku_darlac": {"pieces": {**pleiku, "us_troops": 3}}}
    assert {"ev_space(pleiku_darlac)", "ev_choice(vc_base)"} <= event_move(36, "NVA", spaces=spaces)
    spaces = {**nv, "pleiku_darlac": {"pieces": pleiku}, "saigon": {"pieces": {"us_troops": 3}}}
    assert {"ev_space(north_vietnam)", "ev_choice(nva_base)"} <= event_move(36, "NVA", spaces=spaces)
