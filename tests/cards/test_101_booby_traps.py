"""Card 101 Booby Traps, VC Capability (5.3, 4.4.3, 4.5.3, 3.2.3; text and tip in shared/reference)."""

from tests.helpers import TWO_AMBUSH_SPACES, TWO_AMBUSHES, card_game, game, pieces, sections


def test_executing_puts_capability_in_play_5_3():
    r = card_game(101).apply("event(shaded)")
    assert r.state.capabilities == {101: "shaded"}
    assert r.game.to_json()["capabilities"] == {"101": "shaded"}


def test_unshaded_ambush_in_at_most_one_space_4_4_3():
    spaces, m = TWO_AMBUSH_SPACES, TWO_AMBUSHES
    assert game(spaces, first="NVA").check(m) == []
    assert sections(game(spaces, first="NVA", capabilities={101: "unshaded"}).check(m)) == ["4.4.3"]


def test_shaded_sweep_space_loses_a_troop_on_1_to_3_us_to_casualties_3_2_3():
    spaces = {"quang_nam": {"pieces": {"us_troops": 2}}}
    g = game(spaces, first="US", capabilities={101: "shaded"})
    r = g.apply("sweep(quang_nam)", dice=[3])
    assert pieces(r, "quang_nam") == {"us_troops": 1} and r.state.casualties == {"us_troops": 1}
    r = g.apply("sweep(quang_nam)", dice=[4])
    assert pieces(r, "quang_nam") == {"us_troops": 2} and r.dice == [4]


def test_shaded_arvn_troop_loss_goes_to_available_3_2_3():
    g = game({"quang_nam": {"pieces": {"arvn_troops": 2}}}, first="ARVN", capabilities={101: "shaded"})
    r = g.apply("sweep(quang_nam)", dice=[1])
    assert pieces(r, "quang_nam") == {"arvn_troops": 1} and r.state.casualties == {}


def test_without_capability_sweep_rolls_nothing():
    r = game({"quang_nam": {"pieces": {"us_troops": 2}}}, first="US").apply("sweep(quang_nam)")
    assert r.dice == []


SOUTH = ["quang_tri_thua_thien", "quang_nam", "quang_tin_quang_ngai", "binh_dinh", "pleiku_darlac", "phu_bon_phu_yen",
         "khanh_hoa", "phuoc_long", "quang_duc_long_khanh", "binh_tuy_binh_thuan", "tay_ninh", "kien_phong",
         "kien_hoa_vinh_binh", "ba_xuyen", "kien_giang_an_xuyen"]


def test_shaded_every_sweep_space_rolls_its_own_die_2_2_3_2_3():
    """2.2, 3.2.3: a US Sweep of 13 Provinces under Booby Traps (shaded) rolls
    13 dice, one per space: no fixed number of dice limits a move."""
    spaces = {s: {"pieces": {"us_troops": 2}} for s in SOUTH[:13]}
    g = game(spaces, first="US", capabilities={101: "shaded"})
    m = " ".join(f"sweep({s})" for s in SOUTH[:13])
    assert g.check(m) == []
    r = g.apply(m, dice=[1] * 13)
    assert len(r.dice) == 13
    assert all(pieces(r, s) == {"us_troops": 1} for s in SOUTH[:13])
    assert r.state.casualties == {"us_troops": 13}
    # Undictated dice come from the game's seeded dice, one per space.
    r = g.apply(m)
    assert len(r.dice) == 13 and r.state.rng_draws == g.state.rng_draws + 13
    assert r.state.casualties.get("us_troops", 0) == sum(1 for v in r.dice if v <= 3)
