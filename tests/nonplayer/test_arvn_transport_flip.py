"""8.7.2 TRANSPORT, its last step (4.3.2): after the Non-player ARVN's
Transport every Ranger on the map is Underground, those the Transport did
not move too.  Expected values from the rules text."""

from .arvn_positions import arvn, ask


def test_8_7_2_after_the_transport_all_rangers_are_underground_4_3_2():
    """The Transport before the Assault (8.7.4: no Raid, the Active Ranger
    in Quang Tri cannot remove a piece there) goes from Saigon to Kien
    Phong; afterwards Quang Tri's Ranger, which did not move, is
    Underground."""
    spaces = {"kien_phong": {"pieces": {"arvn_troops": 1, "vc_base": 1}},
              "saigon": {"pieces": {"arvn_troops": 6}},
              "quang_tri_thua_thien": {"pieces": {"arvn_ranger_active": 1, "arvn_police": 1}}}
    g = arvn(spaces, resources={"ARVN": 30})
    move = ask(g, "assault")
    assert any(a.startswith("transport(saigon,") for a in move)
    after = g.apply(" ".join(sorted(move)), faction="ARVN").game.state.spaces["quang_tri_thua_thien"]["pieces"]
    assert after == {"arvn_ranger_underground": 1, "arvn_police": 1}
