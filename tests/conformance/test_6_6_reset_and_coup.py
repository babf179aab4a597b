"""2.4 Coup cards, 6.0 one Round at a time, 6.1 Victory, 6.6 Reset, 7.1 ranking."""

from fitl.state import State
from tests.helpers import coup_game, game, pieces, sections


def test_6_6_reset_trail_markers_underground_momentum_eligible():
    spaces = {"quang_nam": {"pieces": {"vc_guerrilla_active": 2, "us_irregular_active": 1}, "terror": 1},
              "loc_hue_khe_sanh": {"sabotage": True}}
    g = coup_game("reset", spaces, trail=4, momentum={17: "unshaded"}, capabilities={101: "shaded"},
                  eligibility={"US": "ineligible", "ARVN": "eligible", "NVA": "ineligible", "VC": "eligible"})
    r = g.apply("coup")
    assert r.state.trail == 3
    assert pieces(r, "quang_nam") == {"us_irregular_underground": 1, "vc_guerrilla_underground": 2}
    assert "terror" not in r.state.spaces["quang_nam"] and "loc_hue_khe_sanh" not in r.state.spaces
    assert r.state.momentum == {} and r.state.capabilities == {101: "shaded"}     # 5.3 vs 5.4
    assert set(r.state.eligibility.values()) == {"eligible"}
    assert r.state.coup is None and r.state.cards["current"] == 2 and r.state.cards["previous"] == 128


def test_6_6_trail_0_improves_to_1():
    assert coup_game("reset", trail=0).apply("coup").state.trail == 1


def test_2_4_1_leader_card_on_top_failed_attempt_beneath():
    r = coup_game("coup_card", card=127, leader_box=[125]).apply("coup")
    assert r.state.cards["leader_box"] == [125, 127] and r.game.view().rvn_leader == "ky"
    g = coup_game("coup_card", card=129, deck=(2, 128), leader_box=[125])   # 129 in play, not in the deck
    r = g.apply("coup_done")
    assert r.state.cards["leader_box"] == [129, 125] and r.game.view().rvn_leader == "khanh"


def test_2_4_1_failed_attempt_arvn_removes_1_in_3_cubes_per_space():
    spaces = {"hue": {"pieces": {"arvn_troops": 4, "arvn_police": 3}}, "saigon": {"pieces": {"arvn_police": 2}}}
    g = coup_game("coup_card", spaces, card=130)
    assert g.view().to_act == "ARVN"
    assert sections(g.check("coup_done")) == ["2.4.1"]
    r = g.apply("desert(hue, arvn_troops, 1) desert(hue, arvn_police, 1)")    # 7 cubes: 2
    assert pieces(r, "hue") == {"arvn_troops": 3, "arvn_police": 2} and pieces(r, "saigon") == {"arvn_police": 2}


def test_2_4_1_new_leader_ends_a_flip():
    g = coup_game("coup_card", card=126, leader_box=[125])
    g.state.cards["leader_flipped"] = True
    assert g.apply("coup").state.cards["leader_flipped"] is False


def test_6_0_no_two_coup_rounds_in_a_row():
    g = coup_game("coup_card", card=126, previous=125, leader_box=[125])
    r = g.apply("coup")
    assert r.state.cards["leader_box"] == [125, 126]
    assert r.state.coup is None and r.state.cards["current"] == 2            # no Round


def test_6_1_victory_ends_the_game_and_ranks_7_1():
    # NVA: 2 NVA Bases + NVA Control of Quang Tri (Pop 2)... far short; give the
    # VC 36 through Opposition: several Active Opposition spaces.
    spaces = {s: {"support": "active_opposition"} for s in
              ("saigon", "hue", "quang_nam", "binh_dinh", "quang_tin_quang_ngai", "pleiku_darlac",
               "tay_ninh", "kien_phong", "ba_xuyen", "kien_hoa_vinh_binh", "quang_tri_thua_thien")}
    g = coup_game("victory", spaces)
    assert g.view().score["VC"] > 35
    r = g.apply("coup")
    assert r.state.game_over["ranking"][0] == "VC"
    assert "places" not in r.state.game_over           # no place shared (7.1)
    assert r.state.game_over["margins"]["VC"] == g.view().score["VC"] - 35
    assert r.game.check("pass")[0][0] == "7.0"


def test_7_1_ties_go_to_vc_then_arvn_then_nva():
    # Margins all equal: -50 ... build nothing: US 0-50? use the empty map.
    g = coup_game("victory", patronage=32)
    m = g.view().margin
    r = coup_game("game_end", deck=(2, 4), patronage=32).apply("coup")
    ranking = r.state.game_over["ranking"]
    assert ranking == sorted(m, key=lambda f: (-m[f], {"VC": 1, "ARVN": 2, "NVA": 3, "US": 4}[f]))


def test_2_4_coup_card_comes_into_play_after_the_last_event_card():
    cities = {c: {"pieces": {"arvn_police": 1}} for c in
              ("hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon", "can_tho")}
    g = game(cities, first="US", deck=(128, 3))
    r = g.apply("pass").game.apply("pass").game.apply("pass").game.apply("pass")
    assert r.state.cards["current"] == 128
    assert r.state.coup["phase"] == "support_us"          # Leader, Victory, Resources done
    assert r.state.cards["leader_box"] == [128]


def _opposition_win(**extra):
    spaces = {s: {"support": "active_opposition"} for s in
              ("saigon", "hue", "quang_nam", "binh_dinh", "quang_tin_quang_ngai", "pleiku_darlac",
               "tay_ninh", "kien_phong", "ba_xuyen", "kien_hoa_vinh_binh", "quang_tri_thua_thien")}
    return coup_game("victory", spaces, **extra)


def test_1_5_politburo_higher_margin_at_a_victory_check():
    g = _opposition_win(options={"politburo": True})
    m = g.view().margin
    r = g.apply("coup")
    over = r.state.game_over
    assert over["ranking"][0] == "INSURGENTS" and over["margins"]["INSURGENTS"] == max(m["NVA"], m["VC"])
    assert "NVA" not in over["margins"]


def test_1_5_sovereignty_lower_margin_and_wins_only_if_both():
    # The US alone past its condition does not end the game under Sovereignty.
    spaces = {s: {"support": "active_support"} for s in
              ("saigon", "hue", "quang_nam", "binh_dinh", "quang_tin_quang_ngai", "pleiku_darlac", "da_nang")}
    g = coup_game("victory", spaces, options={"sovereignty": True})
    assert "US" in g.view().wins and "ARVN" not in g.view().wins
    r = g.apply("coup")
    assert r.state.game_over is None and r.state.coup["phase"] != "victory"
    r = coup_game("game_end", spaces, deck=(2, 4), options={"sovereignty": True}).apply("coup")
    m = r.game.view().margin
    assert r.state.game_over["margins"]["COIN"] == min(m["US"], m["ARVN"])


def test_high_winds_air_lift_us_only_in_monsoon():
    spaces = {"hue": {"pieces": {"us_troops": 1, "arvn_troops": 1}}}
    m = "train(quang_nam) air_lift(hue, quang_nam, arvn_troops, 1)"
    g = game(spaces, first="US", deck=(125, 3))
    assert "2.3.9" not in sections(g.check(m))
    g = game(spaces, first="US", deck=(125, 3), options={"high_winds": True})
    assert "2.3.9" in sections(g.check(m))


def _ranks(g):
    """The rank/2 atoms of the move `coup` (7.1): {player: place}, places shared where equal."""
    models = g._apply_models(g._atoms("coup"), None, ())
    return {str(s.arguments[0]).upper(): s.arguments[1].number for s in models[0] if s.name == "rank"}


def test_7_1_a_nonplayer_passing_a_victory_check_all_players_lose_equally_ruling_239():
    """7.1: the VC, a Non-player (8.0) in a 3-player game, passes the victory
    check (6.1, 7.2): the game ends and every player loses equally: the VC
    first, the 3 players sharing the next place, whatever their margins."""
    g = _opposition_win(nonplayers={"VC": {}}, patronage=48)
    m = g.view().margin
    assert m["VC"] > 0 and m["ARVN"] > m["US"] and m["ARVN"] > m["NVA"]
    assert _ranks(g) == {"VC": 1, "US": 2, "ARVN": 2, "NVA": 2}
    r = g.apply("coup")
    assert r.state.game_over["ranking"][0] == "VC"
    # The shared place is in the state, and survives saving and loading.
    assert r.state.game_over["places"] == {"VC": 1, "US": 2, "ARVN": 2, "NVA": 2}
    again = State.from_dict(r.state.to_dict(), source="test")
    assert again.game_over["places"] == r.state.game_over["places"]


def test_7_1_ties_go_to_nonplayers_first_ruling_239():
    """7.1: after the final Coup (7.3), the NVA a Non-player tied with the
    ARVN player: the tie goes to the Non-player (before the VC-ARVN-NVA order)."""
    g = coup_game("game_end", deck=(2, 4), patronage=32, nonplayers={"NVA": {}})
    m = g.view().margin
    assert m["NVA"] == m["ARVN"] and m["US"] > m["NVA"] > m["VC"]
    assert _ranks(g) == {"US": 1, "NVA": 2, "ARVN": 3, "VC": 4}
    assert g.apply("coup").state.game_over["ranking"] == ["US", "NVA", "ARVN", "VC"]


def test_7_1_a_player_passing_the_check_ranks_by_margin_with_nonplayers():
    """7.1: a player (the VC) passing the victory check, a Non-player (the
    NVA) in the game: the ranking is by margin (no loss for all)."""
    g = _opposition_win(nonplayers={"NVA": {}})
    m = g.view().margin
    ranks = _ranks(g)
    assert ranks["VC"] == 1
    assert sorted(ranks.values()) == [1, 2, 3, 4]
    assert [f for f in sorted(ranks, key=ranks.get)] == sorted(m, key=lambda f: (-m[f], {"NVA": 0, "VC": 1, "ARVN": 2, "US": 4}[f]))


def test_6_0_a_coup_card_without_a_round_resets_nothing():
    """6.0: a Coup card right after another has no Coup Round, so no Reset
    (6.6): Eligibility, Momentum, Terror markers and the Trail stay."""
    elig = {"US": "ineligible", "ARVN": "eligible", "NVA": "ineligible", "VC": "eligible"}
    g = coup_game("coup_card", {"quang_nam": {"terror": 1, "pieces": {"vc_guerrilla_active": 1}}}, card=126,
                  previous=125, leader_box=[125], trail=4, momentum={17: "unshaded"}, eligibility=elig)
    r = g.apply("coup")
    assert r.state.coup is None and r.state.cards["current"] == 2
    assert r.state.eligibility == elig and r.state.momentum == {17: "unshaded"} and r.state.trail == 4
    assert r.state.spaces["quang_nam"]["terror"] == 1 and pieces(r, "quang_nam") == {"vc_guerrilla_active": 1}


def test_6_0_final_coup_card_without_a_round_ends_the_game_7_3():
    """6.0, 2.4.2: the final Coup card right after another Coup card has no
    Round, but ends the game: victory by 7.3's margins (ties 7.1)."""
    g = coup_game("coup_card", card=126, previous=125, leader_box=[125], deck=(2, 4), patronage=32)
    m = g.view().margin
    r = g.apply("coup")
    assert r.state.game_over is not None
    assert r.state.game_over["margins"] == m
    assert r.state.game_over["ranking"] == sorted(m, key=lambda f: (-m[f], {"VC": 1, "ARVN": 2, "NVA": 3, "US": 4}[f]))


def test_1_5_politburo_lower_margin_after_the_final_coup_even_past_a_condition_7_3():
    """1.5, 7.3: after the final Coup Round (6.4.5), with no victory check
    win in its Victory Phase, Politburo takes the lower of the NVA and VC
    margins, even though the VC has since gone past its condition (the
    check is made in the Victory Phase only, 6.1, 7.2)."""
    spaces = {s: {"support": "active_opposition"} for s in
              ("saigon", "hue", "quang_nam", "binh_dinh", "quang_tin_quang_ngai", "pleiku_darlac",
               "tay_ninh", "kien_phong", "ba_xuyen", "kien_hoa_vinh_binh", "quang_tri_thua_thien")}
    g = coup_game("game_end", spaces, deck=(2, 4), options={"politburo": True})
    m = g.view().margin
    assert m["VC"] > 0 > m["NVA"]
    over = g.apply("coup").state.game_over
    assert over["margins"]["INSURGENTS"] == m["NVA"]
    # The same after a final Coup card that has no Round (6.0): no victory check.
    g = coup_game("coup_card", spaces, card=126, previous=125, leader_box=[125], deck=(2, 4),
                  options={"politburo": True})
    assert g.apply("coup").state.game_over["margins"]["INSURGENTS"] == m["NVA"]


def test_6_6_every_guerrilla_and_special_force_underground_trail_1_to_3_unchanged():
    """6.6: NVA Guerrillas and ARVN Rangers flip Underground too; a Trail at
    2 is neither Improved nor Degraded."""
    spaces = {"tay_ninh": {"pieces": {"nva_guerrilla_active": 2, "arvn_ranger_active": 1, "vc_guerrilla_underground": 1}}}
    r = coup_game("reset", spaces, trail=2).apply("coup")
    assert pieces(r, "tay_ninh") == {"nva_guerrilla_underground": 2, "arvn_ranger_underground": 1,
                                     "vc_guerrilla_underground": 1}
    assert r.state.trail == 2
