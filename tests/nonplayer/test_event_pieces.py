"""8.1.2 inside Events (8.4.3, 8.4.4): the enemy pieces an Event removes
(8.1.2's order), and the Non-player's choice among its
own pieces an Event takes off the map (the reverse of the placing order:
cubes, Troops and Police alternately, then Guerrillas or Special Forces,
Active before Underground, Bases last) and among those it moves into Out of
Play or Casualties (the reverse of the order out of them: Irregulars, then
Troops, Rangers, Bases)."""

from fitl.game import Game
from fitl.nonplayer import decide

from .positions import position
from .test_event_special import event_move


def _removed(card, faction, pieces, **extra):
    """The ev_remove atoms of `faction`'s Event on `card`, its pieces
    `pieces` in Quang Tri, the only space they are in."""
    move = event_move(card, faction, spaces={"quang_tri_thua_thien": {"pieces": pieces}}, **extra)
    return sorted(a for a in move if a.startswith("ev_remove("))


def test_8_1_2_card_87_arvn_replace_a_cube_then_an_active_ranger_never_the_base():
    """Card 87 shaded (the ARVN play it with the US a player, 8.4.1): 2 ARVN
    pieces within 2 spaces of Hue replaced.  In reverse order: the Police
    (the only cube), then a Ranger, Active before Underground; not the Base."""
    assert _removed(87, "ARVN", {"arvn_police": 1, "arvn_ranger_active": 1, "arvn_ranger_underground": 2,
                                 "arvn_base": 1}, players=("US",)) == [
        "ev_remove(quang_tri_thua_thien,arvn_police,1)", "ev_remove(quang_tri_thua_thien,arvn_ranger_active,1)"]


def test_8_1_2_card_87_arvn_cubes_alternate_troops_and_police():
    """Card 87 shaded: 2 Troops and 2 Police (or 3 and 1, 1 and 3): the 2
    cubes alternate, one Troop and one Police, not 2 of one type."""
    for troops, police in ((2, 2), (3, 1), (1, 3)):
        assert _removed(87, "ARVN", {"arvn_troops": troops, "arvn_police": police}, players=("US",)) == [
            "ev_remove(quang_tri_thua_thien,arvn_police,1)", "ev_remove(quang_tri_thua_thien,arvn_troops,1)"]


def test_8_4_3_card_79_arvn_removes_as_many_of_its_pieces_as_the_event_allows():
    """Card 79 shaded (the ARVN play it with the US a player, 8.4.1): up to
    3 ARVN pieces removed.  8.4.3: as many as the Event allows, so 3, not 1;
    which ones by 8.1.2's reverse order: cubes before the Ranger and the
    Base, Troops and Police alternately, Troops first where as many."""
    assert _removed(79, "ARVN", {"arvn_troops": 2, "arvn_police": 2, "arvn_ranger_underground": 1,
                                 "arvn_base": 1}, players=("US",)) == [
        "ev_remove(quang_tri_thua_thien,arvn_police,1)", "ev_remove(quang_tri_thua_thien,arvn_troops,2)"]


def test_8_1_2_card_80_us_removes_troops_then_active_irregulars_then_base():
    """Card 80 unshaded (the US play it under Nixon): US pieces from the map
    to Available, each costing the US (Patronage, a shift, NVA Troops): 1
    piece, in reverse order: a Troop if any, else an Irregular, Active before
    Underground; the Base last."""
    assert _removed(80, "US", {"us_base": 1, "us_irregular_underground": 1, "us_troops": 1}, policy="nixon") == [
        "ev_remove(quang_tri_thua_thien,us_troops,1)"]
    assert _removed(80, "US", {"us_base": 1, "us_irregular_active": 1, "us_irregular_underground": 1},
                    policy="nixon") == ["ev_remove(quang_tri_thua_thien,us_irregular_active,1)"]
    assert _removed(80, "US", {"us_base": 1, "us_irregular_underground": 1}, policy="nixon") == [
        "ev_remove(quang_tri_thua_thien,us_irregular_underground,1)"]


def _great_society(irregulars_on_map):
    """Card 73 shaded played by the VC: the US Non-player chooses the 3 US
    pieces it moves from Available to Out of Play (the rest of the Event)."""
    g = position({"saigon": {"pieces": {"us_troops": 2}},
                  "hue": {"pieces": {"us_irregular_underground": irregulars_on_map}}}, current=73,
                 nonplayers=("US", "ARVN"))
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "VC" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    g = Game(st).apply("event(shaded)", faction="VC").game
    assert g.state.turn["pending"][0]["action"] == "rest"
    return set(decide(g, "US").move.split())


def test_8_1_2_card_73_us_out_of_play_irregulars_first_then_troops():
    """Card 73 shaded: into Out of Play, Irregulars first (6 Available: 3 of
    them); with 1 Irregular Available (5 on the map), it and 2 Troops;
    never a Base (last)."""
    assert _great_society(0) == {"event_rest", "ev_move(available,out_of_play,us_irregular,3)"}
    assert _great_society(5) == {"event_rest", "ev_move(available,out_of_play,us_irregular,1)",
                                 "ev_move(available,out_of_play,us_troops,2)"}


def test_8_4_4_card_29_enemy_removed_in_8_1_2_order():
    """Card 29 unshaded (the US): 4 Insurgent pieces removed where Irregulars
    are, by 8.1.2's enemy order (8.4.4): Guerrillas before Troops;
    Underground before Active (an NVA one before the VC); VC before NVA."""
    def removed(pieces):
        return _removed(29, "US", {"us_irregular_active": 1, **pieces}, policy="lbj")
    assert removed({"nva_troops": 4, "nva_guerrilla_active": 2}) == [
        "ev_remove(quang_tri_thua_thien,nva_guerrilla_active,2)", "ev_remove(quang_tri_thua_thien,nva_troops,2)"]
    assert removed({"vc_guerrilla_active": 4, "nva_guerrilla_underground": 1}) == [
        "ev_remove(quang_tri_thua_thien,nva_guerrilla_underground,1)",
        "ev_remove(quang_tri_thua_thien,vc_guerrilla_active,3)"]
    assert removed({"vc_guerrilla_active": 3, "nva_guerrilla_active": 3}) == [
        "ev_remove(quang_tri_thua_thien,nva_guerrilla_active,1)", "ev_remove(quang_tri_thua_thien,vc_guerrilla_active,3)"]


def test_8_4_4_shifts_by_8_4_5_before_the_most_pieces_ruling_153():
    """8.4.4 lists the spaces for Support shifts (8.4.5) before the Bases and
    pieces, which it weighs "within the above" (ruling 153).  Card 48 Nam
    Dong (unshaded) for a Non-player US: a Province with a COIN Base loses
    up to 3 Guerrillas and goes to Active Support.  Binh Dinh (3 Guerrillas)
    is at Active Support already; Pleiku (1 Guerrilla) is Neutral: the US
    pick Pleiku, the gain in Total Support first (8.4.5), not the most
    Guerrillas removed."""
    move = event_move(48, "US", spaces={
        "binh_dinh": {"pieces": {"us_base": 1, "vc_guerrilla_underground": 3}, "support": "active_support"},
        "pleiku_darlac": {"pieces": {"us_base": 1, "vc_guerrilla_underground": 1}}})
    assert "ev_space(pleiku_darlac)" in move
