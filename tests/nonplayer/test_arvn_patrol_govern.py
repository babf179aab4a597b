"""The ARVN Patrol's Special Activity (8.7.3: then Govern, 8.7.2, else
Transport), chosen after the whole Patrol over the Patrol's own Sessions,
which open the Govern (np_with_sa/3, Walk._after_op: speed, docs/nonplayers.md)."""

from fitl.nonplayer.walk import Walk

from .arvn_positions import arvn

OTHER_CITIES = ("da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon", "can_tho")


def _patrol_position(**more):
    """8.7.3: a LoC next to Saigon with 1 VC Guerrilla, which the Patrol fills
    with 3 cubes and Assaults (test_arvn_boxes); `more` adds spaces."""
    spaces = {c: {"pieces": {"arvn_police": 1, "arvn_troops": 2}} for c in OTHER_CITIES + ("hue",)}
    spaces["saigon"] = {"pieces": {"arvn_troops": 3, "arvn_police": 5}}
    spaces["loc_saigon_can_tho"] = {"pieces": {"vc_guerrilla_active": 1}}
    spaces.update(more)
    return arvn(spaces)


def _counting(monkeypatch):
    """The Sessions the walk grounds (fitl.session.Session.moves_for), by
    their facts' kind: a list that fills as they are made."""
    from fitl import session
    made, moves_for = [], session.Session.moves_for.__func__

    def counted(cls, facts, files, want=()):
        made.append(facts)
        return moves_for(cls, facts, files, want)
    monkeypatch.setattr(session.Session, "moves_for", classmethod(counted))
    return made


def test_8_7_3_patrol_then_govern_in_one_grounding(monkeypatch):
    """8.7.3, 8.7.2 GOVERN: after the Patrol, the Govern for Patronage where
    a space is at Active Support, COIN-Controlled with more ARVN cubes than
    US Troops (4.3.1) and no Player US (8.7.2: the most Patronage without a
    shift to Neutral): Binh Dinh; the Govern is asked of the Patrol's own
    grounding, with the Patrol as chosen: one Session for both (on main, a
    second Session for the Govern)."""
    g = _patrol_position(binh_dinh={"pieces": {"arvn_police": 2, "arvn_troops": 2}, "support": "active_support"})
    made = _counting(monkeypatch)
    w = Walk(g, "ARVN")
    move = w.box(w.chart.nodes["patrol"])
    assert "patrol_assault(loc_saigon_can_tho)" in move
    assert "govern(binh_dinh,patronage)" in move
    assert [s.node for s in w.path] == ["patrol", "govern"]
    assert g.check(" ".join(move), faction="ARVN") == []
    assert len(made) == 1


def test_8_7_3_no_govern_without_support_then_transport():
    """8.7.3, 8.7.2: no space at Support (4.3.1: Govern needs it), so no
    Govern after the Patrol (asked of the Patrol's own grounding, where the
    Patrol alone does not stand for a Govern: np_sa_wanted), but the
    Transport (8.7.3: else Transport), of ARVN Troops."""
    g = _patrol_position()
    w = Walk(g, "ARVN")
    move = w.box(w.chart.nodes["patrol"])
    assert "patrol_assault(loc_saigon_can_tho)" in move
    assert not any(a.startswith("govern(") for a in move)
    assert any(a.startswith("transport(") and ",arvn_troops," in a for a in move)
    assert [s.node for s in w.path] == ["patrol", "transport"]
    assert g.check(" ".join(move), faction="ARVN") == []
