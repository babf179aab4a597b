"""Whether an NVA March exists holding some atoms (Walk._best with
exists=True and `assume`: a stage's frozen atoms), as the optimisation
over the same part holds them."""

from fitl.nonplayer.walk import Walk

from .nva_positions import nva

ONTO_LOC = "march(hue,loc_hue_da_nang,nva_guerrilla_underground,1)"


def test_3_3_2_a_question_whether_a_march_exists_holds_its_assumed_atoms():
    """Walk._best(..., exists=True) asks whether a move holds the atoms
    assumed (a stage's frozen atoms), as its optimisation does: Hue's NVA
    Guerrillas can March onto the Hue-Da Nang LoC (3.3.2), but no March
    moves an NVA Troop out of Hue, which has none."""
    g = nva({"hue": {"pieces": {"nva_guerrilla_underground": 3}}})
    walk = Walk(g, "NVA")
    kind, facts = ("op", "march"), "np_stage(op).np_box_stage(loc)."
    assert walk._best(kind, "march", facts=facts, exists=True, assume=[ONTO_LOC]) is True
    assert walk._best(kind, "march", facts=facts, exists=True,
                      assume=["march(hue,loc_hue_da_nang,nva_troops,1)"]) is None
