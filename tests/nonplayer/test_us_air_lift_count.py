"""8.8.3 AIR LIFT: how many destinations the Air Lift may have follows from
the origins its first destination needs (all 3: that one alone; 2: one
more; the first origin alone: up to 3), 4.2.2's 4 spaces still holding
(ruling 234).

Every position: the US Assault Quang Tin's VC Base with its own 3 Troops
(8.8.3's first bullet), then Air Lift.  No space lacks COIN Control, so the
origins are of the second bullet: spaces with US Troops alone, each keeping
1 for COIN Control (1.7), the most to lift first, ties by the seeded rank
(8.2: Qui Nhon, then Kontum, then Cam Ranh).  The destinations are Police
spaces with Underground VC and no US Troops (COIN Control needs a US Troop
per VC): Da Nang first (8.2's random choice, the seeded rank), then Hue,
then Quang Nam."""

from fitl.nonplayer import dice

from .positions import box
from .test_us_flowchart import us

U = "vc_guerrilla_underground"


def _lifted(origins, da_nang_vc):
    """origins: US Troops in Qui Nhon, Kontum and Cam Ranh (0: none there);
    Da Nang needs da_nang_vc US Troops, Hue and Quang Nam 1 each."""
    sp = {"quang_tin_quang_ngai": {"pieces": {"us_troops": 3, "vc_base": 1}},
          "da_nang": {"pieces": {"arvn_police": 1, U: da_nang_vc}},
          "hue": {"pieces": {"arvn_police": 1, U: 1}},
          "quang_nam": {"pieces": {"arvn_police": 1, U: 1}}}
    for space, troops in zip(("qui_nhon", "kontum", "cam_ranh"), origins):
        if troops:
            sp[space] = {"pieces": {"us_troops": troops}}
    g = us(sp)
    rank = {line[8:-2].split(",")[0]: int(line[8:-2].split(",")[1])
            for line in dice.ranks(g, "US", []).splitlines() if line.startswith("np_rank(")}
    assert rank["da_nang"] < rank["hue"] < rank["quang_nam"]
    assert rank["qui_nhon"] < rank["kontum"] < rank["cam_ranh"]
    return sorted(a for a in box(g, "assault", faction="US") if a.startswith("air_lift"))


def test_8_8_3_the_first_destination_needing_all_3_origins_is_the_only_one_ruling_234():
    """2 Troops to lift in each origin; Da Nang needs 5: 2 from Qui Nhon, 2
    from Kontum and 1 from Cam Ranh, all 3 origins, so no other destination,
    though Cam Ranh still has 1 for Hue."""
    assert _lifted((3, 3, 3), 5) == ["air_lift(cam_ranh,da_nang,us_troops,1)", "air_lift(kontum,da_nang,us_troops,2)",
                                     "air_lift(qui_nhon,da_nang,us_troops,2)"]


def test_8_8_3_the_first_destination_needing_2_origins_leaves_one_more_ruling_234():
    """3 Troops to lift in Qui Nhon and in Kontum; Da Nang needs 4: 3 from
    Qui Nhon, 1 from Kontum, 2 origins, so one more destination: Hue, with 1
    of Kontum's 2 left; none for Quang Nam."""
    assert _lifted((4, 4, 0), 4) == ["air_lift(kontum,da_nang,us_troops,1)", "air_lift(kontum,hue,us_troops,1)",
                                     "air_lift(qui_nhon,da_nang,us_troops,3)"]


def test_8_8_3_the_first_origin_supplying_3_destinations_gives_3_ruling_234():
    """6 Troops to lift in Qui Nhon: 4 to Da Nang, then 1 to Hue and 1 to
    Quang Nam, all from it; Kontum gives none."""
    assert _lifted((7, 4, 0), 4) == ["air_lift(qui_nhon,da_nang,us_troops,4)", "air_lift(qui_nhon,hue,us_troops,1)",
                                     "air_lift(qui_nhon,quang_nam,us_troops,1)"]


def test_8_8_3_a_second_destination_needing_the_next_origin_leaves_no_third_ruling_234():
    """4 Troops to lift in Qui Nhon and in Kontum; Da Nang needs 4, all Qui
    Nhon's (1 origin: up to 3 destinations by 8.8.3's count), but Hue's
    Troop comes from Kontum: 2 origins and 2 destinations are 4.2.2's 4
    spaces, so Quang Nam gets none."""
    assert _lifted((5, 5, 0), 4) == ["air_lift(kontum,hue,us_troops,1)", "air_lift(qui_nhon,da_nang,us_troops,4)"]
