"""Sweep (3.2.3), clause by clause: the Troops move simultaneously (each
once), and who counts for the Activation."""

from helpers import game, pieces, sections

# Kien Phong is adjacent to Kien Giang-An Xuyen, which is adjacent to Ba
# Xuyen; Kien Phong is not adjacent to Ba Xuyen.
CHAIN = {"kien_phong": {"pieces": {"us_troops": 2}},
         "ba_xuyen": {"pieces": {"vc_guerrilla_underground": 2}}}
FIRST_LEG = ("sweep(kien_giang_an_xuyen) sweep(ba_xuyen) "
             "sweep(kien_phong, kien_giang_an_xuyen, us_troops, 2) ")


def test_3_2_3_troops_move_simultaneously_so_none_sweeps_on_ruling_225():
    """3.2.3: the Troops move at once into the selected spaces, from adjacent
    spaces; Troops that swept into Kien Giang-An Xuyen cannot go on into Ba
    Xuyen (2 spaces from where they began) in the same Sweep."""
    g = game(CHAIN)
    move = FIRST_LEG + "sweep(kien_giang_an_xuyen, ba_xuyen, us_troops, 2)"
    assert sections(g.check(move)) == ["3.2.3"]
    assert _legs_on(g) == []
    # Troops already there as the Sweep begins may move on, and may swap places.
    g = game({"kien_phong": {"pieces": {"us_troops": 2}},
              "kien_giang_an_xuyen": {"pieces": {"us_troops": 1}},
              "ba_xuyen": {"pieces": {"vc_guerrilla_underground": 2}}})
    r = g.apply(FIRST_LEG + "sweep(kien_giang_an_xuyen, ba_xuyen, us_troops, 1)")
    assert pieces(r, "kien_giang_an_xuyen") == {"us_troops": 2}
    assert pieces(r, "ba_xuyen") == {"us_troops": 1, "vc_guerrilla_underground": 1, "vc_guerrilla_active": 1}
    assert _legs_on(g) == ["sweep(kien_giang_an_xuyen,ba_xuyen,us_troops,1)",
                           "sweep(kien_giang_an_xuyen,loc_can_tho_bac_lieu,ba_xuyen,us_troops,1)"]


def _legs_on(g):
    """The moves out of Kien Giang-An Xuyen that legal offers after FIRST_LEG."""
    return sorted(a for a in g.legal(FIRST_LEG).get("sweep", []) if a.startswith("sweep(kien_giang_an_xuyen,"))


def test_3_2_3_first_edition_moves_only_troops_adjacent_as_the_sweep_begins_ruling_225():
    """1st edition (seed 003, without "simultaneously"): the Troops that move
    are those adjacent to a selected space as the Sweep begins: the same
    chain is refused (ruling 225)."""
    g = game(CHAIN, edition=1)
    assert sections(g.check(FIRST_LEG + "sweep(kien_giang_an_xuyen, ba_xuyen, us_troops, 2)")) == ["3.2.3"]
    assert g.check(FIRST_LEG) == []


def test_3_2_3_troops_of_two_sweep_spaces_may_trade_places():
    """3.2.3: simultaneous moves: the Troops of two adjacent selected spaces
    may swap, each leaving what it held as the Sweep began."""
    g = game({"kien_phong": {"pieces": {"us_troops": 2}},
              "kien_giang_an_xuyen": {"pieces": {"us_troops": 1}}})
    r = g.apply("sweep(kien_phong) sweep(kien_giang_an_xuyen) "
                "sweep(kien_phong, kien_giang_an_xuyen, us_troops, 2) "
                "sweep(kien_giang_an_xuyen, kien_phong, us_troops, 1)")
    assert pieces(r, "kien_phong") == {"us_troops": 1}
    assert pieces(r, "kien_giang_an_xuyen") == {"us_troops": 2}


def test_3_2_3_arvn_police_and_rangers_activate_in_lowland():
    """3.2.3: 1 Guerrilla per cube (Police too) or Special Force (Rangers for
    the ARVN), in a Province that is not Jungle; ARVN pays 3."""
    g = game({"kien_phong": {"pieces": {"arvn_police": 1, "arvn_ranger_active": 1,
                                        "vc_guerrilla_underground": 3}}}, first="ARVN")
    r = g.apply("sweep(kien_phong)")
    assert pieces(r, "kien_phong") == {"arvn_police": 1, "arvn_ranger_active": 1,
                                       "vc_guerrilla_active": 2, "vc_guerrilla_underground": 1}
    assert r.state.resources["ARVN"] == 27


def test_3_2_3_jungle_rounds_an_odd_total_down():
    """3.2.3: in Jungle, 1 Guerrilla per 2 cubes or Special Forces, odd totals
    rounded down: 3 ARVN pieces Activate 1."""
    g = game({"tay_ninh": {"pieces": {"arvn_police": 1, "arvn_ranger_underground": 1, "arvn_troops": 1,
                                      "vc_guerrilla_underground": 3}}}, first="ARVN")
    r = g.apply("sweep(tay_ninh)")
    assert pieces(r, "tay_ninh")["vc_guerrilla_active"] == 1
    assert sections(g.check("sweep(tay_ninh) activate(sweep, tay_ninh, vc_guerrilla_underground, 2)")) == ["3.2.3"]


def test_3_2_3_us_sweep_counts_no_arvn_pieces():
    """3.2.3: "your" cubes and Special Forces only: ARVN cubes do not help a
    US Sweep (Irregulars are the US's Special Forces)."""
    g = game({"kien_phong": {"pieces": {"us_troops": 1, "arvn_troops": 3, "arvn_ranger_active": 1,
                                        "vc_guerrilla_underground": 3}}})
    r = g.apply("sweep(kien_phong)")
    assert pieces(r, "kien_phong")["vc_guerrilla_active"] == 1


def test_3_2_3_only_the_faction_s_own_troops_move():
    """3.2.3: the Faction's own Troops move: not ARVN Troops in a US Sweep,
    nor Police in an ARVN Sweep."""
    g = game({"kien_phong": {"pieces": {"arvn_troops": 1, "us_troops": 1}}})
    assert sections(g.check("sweep(kien_giang_an_xuyen) sweep(kien_phong, kien_giang_an_xuyen, arvn_troops, 1)")) \
        == ["3.2.3"]
    g = game({"kien_phong": {"pieces": {"arvn_police": 1}}}, first="ARVN")
    assert sections(g.check("sweep(kien_giang_an_xuyen) sweep(kien_phong, kien_giang_an_xuyen, arvn_police, 1)")) \
        == ["3.2.3"]


def test_2_3_5_limited_sweep_one_destination_troops_from_several_spaces():
    """2.3.5: a Limited Sweep has 1 destination, its Troops may come from
    several spaces; a second destination is refused."""
    g = game({"kien_phong": {"pieces": {"us_troops": 1}}, "ba_xuyen": {"pieces": {"us_troops": 1}},
              "kien_giang_an_xuyen": {"pieces": {"vc_guerrilla_underground": 2}}})
    r = g.apply("limited sweep(kien_giang_an_xuyen) sweep(kien_phong, kien_giang_an_xuyen, us_troops, 1) "
                "sweep(ba_xuyen, kien_giang_an_xuyen, us_troops, 1)")
    assert pieces(r, "kien_giang_an_xuyen") == {"us_troops": 2, "vc_guerrilla_active": 2}
    assert sections(g.check("limited sweep(kien_giang_an_xuyen) sweep(kien_phong)")) == ["2.3.5"]
