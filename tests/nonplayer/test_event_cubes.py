"""8.1.2 inside an Event (8.4.3, 8.4.4): the enemy cubes an Event has a
Non-player remove in a space go Troops and Police alternately, the type
fewer there first (Troops if as many), the last Police last, as an
Operation's removals do."""

from .test_event_special import event_move


def _removed(troops, police):
    """Card 79 shaded for the VC: up to 3 ARVN pieces removed (8.4.3: as many
    as the Event allows), the ARVN cubes all in Quang Tri."""
    move = event_move(79, "VC", spaces={"quang_tri_thua_thien": {"pieces": {"arvn_troops": troops,
                                                                              "arvn_police": police}}})
    return sorted(a for a in move if a.startswith("ev_remove("))


def test_8_1_2_event_as_many_troops_as_police_troops_first():
    """2 Troops, 2 Police: Troop, Police, Troop (the last Police last)."""
    assert _removed(2, 2) == ["ev_remove(quang_tri_thua_thien,arvn_police,1)",
                              "ev_remove(quang_tri_thua_thien,arvn_troops,2)"]


def test_8_1_2_event_the_last_police_goes_last():
    """3 Troops, 1 Police: the Police is the fewer type but also the last
    Police, so it goes after every Troop: 3 Troops."""
    assert _removed(3, 1) == ["ev_remove(quang_tri_thua_thien,arvn_troops,3)"]


def test_8_1_2_event_fewer_troops_first_then_alternate():
    """1 Troop, 3 Police: the Troop (fewer type) first, then Police: 1 Troop
    and 2 Police, the last Police staying."""
    assert _removed(1, 3) == ["ev_remove(quang_tri_thua_thien,arvn_police,2)",
                              "ev_remove(quang_tri_thua_thien,arvn_troops,1)"]
