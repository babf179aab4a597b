"""8.8.3 (4.1): where the US box's Air Lift, done before the Assault, has no
move, the Assault is chosen alone by its box's priorities, then its Special
Activity after it (an Air Strike).  The walk asks that Assault of the Air
Lift's Session already grounded (the Air Lift open before the Assault, none
of its atoms: Walk._alone) instead of grounding the Assault's own: the move
must be the same as over the Assault's own Session, and carry no mark of the
Air Lift (no air_lift atom, no sa_first).  Position: Quang Tri (Highland),
4 US Troops against 2 NVA Troops (the Assault? question's yes, 8.8.3; 2 hits
against 2: the Assault's first bullet, so no Air Lift origin, ruling 222, and
COIN Control); Quang Nam, 1 Underground Irregular against 2 Active VC
Guerrillas (an origin, but for no destination: no Police, and no US Troops
to give an Assault space), so no Air Lift, and the Air Strike removes there
or in Quang Tri."""

from fitl.nonplayer import decide, walk

from .test_us_flowchart import us

SPACES = {"quang_tri_thua_thien": {"pieces": {"us_troops": 4, "nva_troops": 2}},
          "quang_nam": {"pieces": {"us_irregular_underground": 1, "vc_guerrilla_active": 2}}}


def _decided(monkeypatch, reuse):
    """The move (a set of atoms) and the Session kinds its walk asked."""
    kinds, session = [], walk.Walk._session

    def asked(self, kind, given=(), plain=False):
        kinds.append(kind)
        return session(self, kind, given, plain)
    monkeypatch.setattr(walk.Walk, "_session", asked)
    if not reuse:
        monkeypatch.setattr(walk.Walk, "_alone", lambda self, node, kind: (kind, ()))
    move = decide(us(SPACES, policy="lbj"), "US").move
    monkeypatch.undo()
    return set(move.split()), kinds


def test_8_8_3_assault_alone_after_no_air_lift_asked_of_the_air_lift_session(monkeypatch):
    reused, kinds = _decided(monkeypatch, True)
    assert any(a.startswith("assault(") for a in reused)
    assert any(a.startswith("air_strike(") for a in reused)          # (after the Assault, 8.8.3)
    assert not any(a.startswith("air_lift(") or a == "sa_first" for a in reused)
    assert ("op", "assault") not in kinds and ("box", "assault", ("air_lift",)) in kinds
    own, kinds = _decided(monkeypatch, False)
    assert ("op", "assault") in kinds
    assert reused == own
