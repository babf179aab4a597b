"""8.8.7 US Train box, audit (np88): the order of the Irregular spaces
(no US Base, then Provinces before Cities, then no Irregulars yet) and the
ARVN placement at 1 US Base (Nixon: Rangers first; where it removes NVA
Control).  Expected values from the box's text.  5 of the 6 US Irregulars
(1.5 pool) sit in Da Nang (a City without a US Base), so that 1 is Available
and only the first space gets it."""

from .positions import box
from .test_us_flowchart import us

IRR5 = {"da_nang": {"pieces": {"us_irregular_underground": 5}}}


def _irregular_spaces(spaces):
    move = box(us({**IRR5, **spaces}, resources={"ARVN": 0}, policy="lbj"), "train", faction="US", sas=False)
    return [a for a in move if a.startswith("train(") and ",us_irregular," in a]


def test_8_8_7_train_irregular_first_where_no_us_base():
    """Hue (a City without a US Base or Irregulars) before Binh Dinh (a
    Province, but with a US Base): the no-Base priority comes before
    Provinces-before-Cities; Da Nang, a City too, has Irregulars already."""
    got = _irregular_spaces({"hue": {"pieces": {"us_troops": 1}},
                             "binh_dinh": {"pieces": {"us_troops": 1, "us_base": 1}}})
    assert got == ["train(hue,us_irregular,1)"]


def test_8_8_7_train_irregular_province_before_city_then_none_there_yet():
    """No US Base anywhere: Pleiku (a Province, no Irregulars) before Hue (a
    City) and Quang Nam (a Province with 1 Irregular already; Da Nang holds
    the other 4 placed)."""
    got = _irregular_spaces({"hue": {"pieces": {"us_troops": 1}},
                             "da_nang": {"pieces": {"us_irregular_underground": 4}},
                             "quang_nam": {"pieces": {"us_troops": 1, "us_irregular_underground": 1}},
                             "pleiku_darlac": {"pieces": {"us_troops": 1}}})
    assert got == ["train(pleiku_darlac,us_irregular,1)"]


def test_8_8_7_train_under_nixon_places_rangers_not_cubes_at_the_us_base():
    """Nixon: the reverse order, Rangers if possible (up to 2), no cubes."""
    move = box(us({"hue": {"pieces": {"us_troops": 2, "us_base": 1}}}, resources={"ARVN": 30}, policy="nixon"),
               "train", faction="US", sas=False)
    placed = [a for a in move if a.startswith("train(hue,arvn_")]
    assert placed and all(a.startswith("train(hue,arvn_ranger,") for a in placed)


def test_8_8_7_train_arvn_cubes_at_the_us_base_where_they_remove_nva_control():
    """JFK: two US Bases; at Binh Dinh 4 NVA Troops hold NVA Control over the
    US Base and 1 US Troop: 6 ARVN cubes there end it.  Hue is COIN-controlled
    already.  The cubes go to Binh Dinh."""
    move = box(us({"hue": {"pieces": {"us_troops": 2, "us_base": 1}},
                   "binh_dinh": {"pieces": {"us_troops": 1, "us_base": 1, "nva_troops": 4}}},
                  resources={"ARVN": 30}), "train", faction="US", sas=False)
    cubes = [a for a in move if a.startswith("train(") and (",arvn_troops," in a or ",arvn_police," in a)]
    assert cubes and all(a.startswith("train(binh_dinh,") for a in cubes)


def test_8_8_7_train_patronage_to_a_player_arvn_above_22_and_then_no_pacify():
    """ARVN a player (only the US is a Non-player): at Patronage 25 the US
    Trains in Saigon and moves 3 Patronage to ARVN Resources, and so does
    not Pacify (Quang Tin could be); at 22 no transfer, and it Pacifies."""
    sp = {"saigon": {"pieces": {"us_troops": 2}}, "quang_tin_quang_ngai": {"pieces": {"us_troops": 3}}}
    hi = box(us(sp, resources={"ARVN": 40}, policy="lbj", patronage=25), "train", faction="US", sas=False)
    lo = box(us(sp, resources={"ARVN": 40}, policy="lbj", patronage=22), "train", faction="US", sas=False)
    assert "train_patronage(3)" in hi and not any(a.startswith("pacify(") for a in hi)
    assert not any(a.startswith("train_patronage") for a in lo) and any(a.startswith("pacify(") for a in lo)
