"""What can I do?  Options from the rules (2.3.4, 3.2.1, 4.1.1)."""

from helpers import game


def test_legal_lists_operations_of_the_actor_only():
    g = game({"hue": {"pieces": {"arvn_police": 2}}, "kontum": {"pieces": {"us_troops": 1}}}, first="US")
    opts = g.legal()
    assert opts["pass"] == ["pass"]
    # US Train needs US pieces (3.2.1): only Kontum.
    assert opts["train"] == ["train(kontum)"]
    assert "rally" not in opts and "march" not in opts


def test_legal_details_of_a_named_space():
    g = game({"hue": {"pieces": {"arvn_police": 2}}}, first="ARVN")
    opts = g.legal("train(hue)")
    # Up to 6 cubes or 1-2 Rangers in a City (3.2.1).
    assert "train(hue,arvn_troops,6)" in opts["train"] and "train(hue,arvn_ranger,2)" in opts["train"]
    assert "train(hue,arvn_ranger,3)" not in opts["train"]
    # Special Activity types that may accompany Train (4.1.1): not Raid.
    assert opts["special_activity"] == ["special_activity(govern)", "special_activity(transport)"]


def test_legal_special_activity_spaces_on_request():
    g = game({"hue": {"support": "passive_support", "pieces": {"arvn_police": 2}},
              "an_loc": {"pieces": {"arvn_police": 1}}}, first="ARVN")
    opts = g.legal("train(an_loc)", sa="govern")
    # Govern needs COIN Control and Support, not Saigon nor a Training space (4.3.1).
    assert opts["govern"] == ["govern(hue,aid)", "govern(hue,patronage)"]


def test_legal_after_march_movement_offers_ambush():
    """4.4.3, 4.5.3: Ambush may take place in a March destination.  A partial
    move that names the March by its movement alone (no march(S)) names the
    Operation all the same, so the Special Activity types open to it are
    listed, Ambush among them."""
    g = game({"quang_tin_quang_ngai": {"pieces": {"vc_guerrilla_underground": 2}},
              "loc_da_nang_qui_nhon": {"pieces": {"us_troops": 1}}}, first="VC")
    opts = g.legal("march(quang_tin_quang_ngai, loc_da_nang_qui_nhon, vc_guerrilla_underground, 1)")
    assert "special_activity(ambush)" in opts["special_activity"]
    assert "rally" not in opts and "terror" not in opts          # one Operation (3.1): the March
