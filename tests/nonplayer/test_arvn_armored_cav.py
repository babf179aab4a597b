"""8.7.2 TRANSPORT: with unshaded Armored Cavalry (card 61) in effect, the
ARVN Non-player then free Assault in 1 Transport destination by the ARVN
Assault priorities (8.7.4)."""

from fitl.game import Game

from .arvn_positions import arvn, ask

QT = "quang_tin_quang_ngai"


def _sweep(spaces, capability=True):
    st = arvn(spaces, resources={"ARVN": 3}).state.clone()
    if capability:
        st.capabilities = {61: "unshaded"}
    return ask(Game(st), "sweep")


def test_8_7_2_armored_cavalry_free_assault_in_the_transport_destination():
    """The Sweep of Quang Tin (1 Police, 3 Underground VC) with the Transport
    of Can Tho's 4 spare ARVN Troops during it (ruling 165) Activates the 3
    VC; the free Assault there (lowland, 4 ARVN Troops: 2 hits, 3.2.4)
    removes 2 of them (8.7.4's 4th priority: 2 or more).  Without the
    Capability, no such Assault."""
    spaces = {QT: {"pieces": {"arvn_police": 1, "vc_guerrilla_underground": 3}},
              "can_tho": {"pieces": {"arvn_troops": 5}}}
    move = _sweep(spaces)
    assert {f"transport(can_tho,{QT},arvn_troops,4)", f"armored_cav({QT})",
            f"remove(cav,{QT},vc_guerrilla_active,2)"} <= move
    assert not any(a.startswith("armored_cav(") for a in _sweep(spaces, capability=False))


def test_8_7_2_armored_cavalry_no_assault_that_meets_no_assault_priority():
    """With 2 ARVN Troops in Can Tho (1 spare), 1 Troop goes to Quang Tin
    (2 Underground VC, 1 Police): the free Assault there would remove
    nothing (1 Troop: no hit, 3.2.4), no priority of 8.7.4: none."""
    spaces = {QT: {"pieces": {"arvn_police": 1, "vc_guerrilla_underground": 2}},
              "can_tho": {"pieces": {"arvn_troops": 2}}}
    move = _sweep(spaces)
    assert any(a.startswith("transport(") for a in move)
    assert not any(a.startswith("armored_cav(") for a in move)


def test_8_7_2_armored_cavalry_after_the_transport_and_assault():
    """8.7.4: Transport first (Saigon's 5 Troops beyond its COIN Control)
    into Kien Phong (1 ARVN Troop, a VC Base, 3 Active VC), then the
    Assault: 6 Troops in a Province, 3 hits, the 3 VC; then the free Assault
    of Armored Cavalry there removes the Base (8.7.4's 1st priority)."""
    spaces = {"kien_phong": {"pieces": {"arvn_troops": 1, "vc_base": 1, "vc_guerrilla_active": 3}},
              "binh_tuy_binh_thuan": {"pieces": {"arvn_troops": 2, "nva_troops": 1}},
              "saigon": {"pieces": {"arvn_troops": 6}}}
    st = arvn(spaces, resources={"ARVN": 30}).state.clone()
    st.capabilities = {61: "unshaded"}
    move = ask(Game(st), "assault")
    assert {"transport(saigon,kien_phong,arvn_troops,5)", "remove(assault,kien_phong,vc_guerrilla_active,3)",
            "armored_cav(kien_phong)", "remove(cav,kien_phong,vc_base,1)"} <= move


def test_8_7_2_armored_cavalry_no_credit_for_control_the_transport_made_ruling_229():
    """Quang Tin (Police, an ARVN Base, 2 Underground VC: 2 against 2) gets
    Can Tho's spare Troop by the Transport: COIN Control (3 against 2, 1.7).
    A free Assault there with 1 Troop scores no hit (3.2.4) and removes
    nothing: the Control is the Transport's, so no priority of 8.7.4 is met
    and there is no such Assault."""
    move = _sweep({QT: {"pieces": {"arvn_police": 1, "arvn_base": 1, "vc_guerrilla_underground": 2}},
                   "can_tho": {"pieces": {"arvn_troops": 2}}})
    assert f"transport(can_tho,{QT},arvn_troops,1)" in move
    assert not any(a.startswith("armored_cav(") for a in move)


def test_8_7_2_armored_cavalry_no_credit_for_control_the_assault_before_it_made_ruling_229():
    """8.7.4: Saigon's 2 Troops beyond COIN Control are Transported into Kien
    Phong (2 ARVN Troops, 3 Active and 1 Underground VC: 4 against 4); the
    Assault there (4 Troops, 2 hits) removes 2 VC: COIN Control (4 against
    2), that Assault's.  A free Assault after it would remove 1 Active VC,
    not the last enemy (the Underground one stays), no Base, fewer than 2,
    and change no Control: no priority of 8.7.4, no such Assault."""
    spaces = {"kien_phong": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 3, "vc_guerrilla_underground": 1}},
              "saigon": {"pieces": {"arvn_troops": 4}}}
    st = arvn(spaces, resources={"ARVN": 30}).state.clone()
    st.capabilities = {61: "unshaded"}
    move = ask(Game(st), "assault")
    assert {"transport(saigon,kien_phong,arvn_troops,2)", "remove(assault,kien_phong,vc_guerrilla_active,2)"} <= move
    assert not any(a.startswith("armored_cav(") for a in move)
