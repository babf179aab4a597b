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
