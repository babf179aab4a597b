"""2.3.9 Monsoon Season: on the last Event card before a Coup card, no Sweep
(even via Advise) nor March, US Air Strikes and Air Lifts in at most 2 spaces;
`legal` offers none of it (the checks are in test_3_2_3_sweep.py,
test_3_3_2_march.py, test_4_2_2_air_lift.py, test_4_2_3_air_strike.py)."""

from tests.helpers import game, sections

MONSOON = (125, 2)          # a Coup card shows next
DRY = (2, 3)

COIN = {"quang_nam": {"pieces": {"us_troops": 2, "arvn_troops": 2, "vc_guerrilla_underground": 1}},
        "hue": {"pieces": {"us_troops": 2, "us_base": 1}},
        "quang_tin_quang_ngai": {"pieces": {"arvn_ranger_underground": 1}}}


def test_2_3_9_monsoon_is_the_card_before_a_coup():
    assert game(COIN, deck=MONSOON).view().monsoon
    assert not game(COIN, deck=DRY).view().monsoon
    assert not game(COIN, deck=(2, 125)).view().monsoon                  # a Coup 2 cards ahead


def test_2_3_9_legal_offers_no_sweep_in_monsoon():
    assert "sweep" in game(COIN, deck=DRY).legal()
    ops = game(COIN, deck=MONSOON).legal()
    assert "sweep" not in ops and "train" in ops and "assault" in ops


def test_2_3_9_legal_offers_no_march_in_monsoon():
    nva = {"north_vietnam": {"pieces": {"nva_troops": 2}}}
    assert "march" in game(nva, first="NVA", deck=DRY).legal()
    ops = game(nva, first="NVA", deck=MONSOON).legal()
    assert "march" not in ops and "rally" in ops


def test_2_3_9_no_sweep_via_advise_in_monsoon():
    move = "train(hue) advise(quang_nam, sweep)"
    assert "2.3.9" not in sections(game(COIN, deck=DRY).check(move))
    assert sections(game(COIN, deck=MONSOON).check(move)) == ["2.3.9"]
    assert "no Sweep in Monsoon" in game(COIN, deck=MONSOON).check(move)[0][1]      # worded, not a bare key
    advise = game(COIN, deck=MONSOON).legal("train(hue)", sa="advise").get("advise", [])
    assert not [a for a in advise if "sweep" in a]


def test_2_3_9_legal_offers_a_third_air_strike_space_only_outside_monsoon():
    spaces = {s: {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1}} for s in ("hue", "quang_nam", "kontum")}
    spaces["saigon"] = {"pieces": {"us_troops": 2, "us_base": 1}}
    two = "train(saigon) air_strike(hue) air_strike(quang_nam)"
    assert "air_strike(kontum)" in game(spaces, deck=DRY).legal(two, sa="air_strike")["air_strike"]
    assert "air_strike" not in game(spaces, deck=MONSOON).legal(two, sa="air_strike")
