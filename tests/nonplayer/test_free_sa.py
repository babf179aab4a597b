"""8.4.4 (its NOTE): a Non-player granted a free Special Activity alone,
of its choice (card 69 MACV for the ARVN, NVA and VC), follows its
flowchart to the Operation and Special Activity it would pick, and drops
the Operation (ruling 174): the Special Activity is the picked box's, by its
own priorities, made alone."""

from fitl.game import Game
from fitl.nonplayer import decide

from .positions import position


def macv(spaces, pair, executing, nonplayers, **extra):
    """The game after `executing` played card 69 naming `pair` (us_arvn or
    nva_vc): each of the pair then has a free Special Activity pending."""
    g = position(spaces, current=69, nonplayers=nonplayers, **extra)
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == executing else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    return Game(st).apply(f"event(unshaded) ev_choice({pair})", faction=executing).game


def _vc(resources):
    """VC with 2 Underground Guerrillas in Quang Tin at Active Support (Terror
    possible at Support: 8.5.1's Terror box), 1 Underground with 1 ARVN Police
    in Hue (Subvert), 1 Underground with 2 US Troops in Binh Dinh (an Ambush
    alone would be possible there)."""
    g = macv({"quang_tin_quang_ngai": {"pieces": {"vc_guerrilla_underground": 2}, "support": "active_support"},
              "binh_dinh": {"pieces": {"us_troops": 2, "vc_guerrilla_underground": 1}},
              "hue": {"pieces": {"arvn_police": 1, "vc_guerrilla_underground": 1}},
              "saigon": {"pieces": {"us_troops": 2}}}, "nva_vc", "NVA", ("NVA", "VC"), resources={"VC": resources})
    g = g.apply("skip", faction="NVA").game
    assert g.state.turn["pending"][0]["faction"] == "VC"
    return decide(g, "VC")


def test_8_4_4_card_69_vc_terror_box_special_activity_tax_ruling_174():
    """The VC flowchart's first box is Terror (8.5.1: Terror possible at
    Active Support in Quang Tin); the Terror dropped, its Special Activity:
    Tax, VC Resources 5 (not above 9), where a Tax priority takes it: the
    Active Support space with Underground VC and no COIN Control (Quang
    Tin).  Not the Ambush of the March and Attack boxes."""
    d = _vc(5)
    assert d.move.split() == ["tax(quang_tin_quang_ngai)"]
    assert [s.node for s in d.path][:2] == ["terror_q", "terror"]


def test_8_4_4_card_69_vc_terror_box_subvert_above_9_resources_ruling_174():
    """The same Terror box with VC Resources 15: no Tax (8.5.1: only at 9 or
    less), so Subvert: Hue's 1 ARVN cube replaced by a Guerrilla (exactly 1
    ARVN cube there, 8.5.1); again no Ambush."""
    move = set(_vc(15).move.split())
    assert move & {"subvert_replace(hue,arvn_police)", "remove(subvert,hue,arvn_police,1)"}
    assert not any(a.startswith(("ambush", "tax")) for a in move)


def _nva(troops):
    """NVA Base with 1 Underground Guerrilla and `troops` Troops in Central
    Laos, Trail 3; 1 Underground NVA Guerrilla with 2 US Troops in Quang Tri.
    Dice: Attack? rolls 6 (the 1 piece an Ambush removes is fewer: no), Rally?
    rolls 2 (not above the Guerrillas Available)."""
    g = macv({"central_laos": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 1, "nva_troops": troops}},
              "quang_tri_thua_thien": {"pieces": {"us_troops": 2, "nva_guerrilla_underground": 1}},
              "saigon": {"pieces": {"us_troops": 2}}}, "nva_vc", "VC", ("NVA", "VC"), resources={"NVA": 10}, trail=3)
    assert g.state.turn["pending"][0]["faction"] == "NVA"
    return decide(g, "NVA", rolls={"attack_q": 6, "rally_q": 2})


def test_8_4_4_card_69_nva_rally_box_infiltrate_ruling_174():
    """A Base space with fewer than 2 NVA units (1 Guerrilla): 8.6.4 Rally?
    yes; the Rally dropped, its first Special Activity, Infiltrate, alone:
    Trail 3 + 1 Base = 4 Troops at the Central Laos Base (4.4.1), not the
    Ambush in Quang Tri."""
    d = _nva(0)
    assert d.move.split() == ["infiltrate(central_laos,4)"]
    assert "rally" in [s.node for s in d.path]


def test_8_4_4_card_69_nva_march_box_ambush_ruling_174():
    """With 3 Troops beside the Guerrilla at the Base (4 units), Trail 3 and
    the 2d6 not above the Guerrillas Available: Rally? no, so March (8.6.5);
    the March dropped, its first Special Activity: the Ambush alone in Quang
    Tri, a US Troop removed."""
    d = _nva(3)
    assert set(d.move.split()) == {"ambush(quang_tri_thua_thien)",
                                   "ambush(quang_tri_thua_thien,quang_tri_thua_thien,us_troops)"}
    assert "march" in [s.node for s in d.path]


def _arvn(support):
    """ARVN: 2 Troops and 2 Police in Hue at `support` (COIN Control), 12+
    ARVN pieces Available (8.7.2 Train? yes); US and ARVN named, the US skip."""
    g = macv({"hue": {"pieces": {"arvn_troops": 2, "arvn_police": 2}, "support": support},
              "saigon": {"pieces": {"us_troops": 2}}}, "us_arvn", "VC", ("US", "ARVN"), resources={"ARVN": 10})
    g = g.apply("skip", faction="US").game
    return decide(g, "ARVN")


def test_8_4_4_card_69_arvn_train_box_govern_ruling_174():
    """The ARVN flowchart's Train box (8.7.2); its first Special Activity,
    Govern, alone: Hue at Active Support keeps its Support (ruling 181), so
    Patronage there."""
    d = _arvn("active_support")
    assert d.move.split() == ["govern(hue,patronage)"]
    assert "train" in [s.node for s in d.path]


def test_8_4_4_card_69_arvn_train_box_transport_when_no_govern_ruling_174():
    """Hue Neutral: no Govern (4.3.1: Support needed), so the Train box's
    next Special Activity, Transport, alone: ARVN Troops out of Hue (its
    only ARVN Troops)."""
    move = _arvn("neutral").move.split()
    assert move and all(a.startswith("transport(hue,") for a in move)
