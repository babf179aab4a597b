"""8.4.1's last sentence: an Event played by one Faction that gives free
Operations or Special Activities to another, Non-player, Faction: that
second Faction's own Event instructions guide how it carries them out."""

from fitl.game import Game
from fitl.nonplayer import decide

from .positions import position


def test_8_4_1_card_70_us_player_names_the_arvn_who_follow_their_instruction():
    """Card 70 ROKs played by a US player who names the ARVN Non-player for
    the free Sweep then Assault: the ARVN carry out the Sweep by the ARVN's
    instruction for the card (ruling 166: every cube fights as a US Troop,
    no COIN Control lost, Police first): Phu Bon's 3 Active VC need 3 cubes;
    Qui Nhon's 4 give 2 Police and 1 ARVN Troop and keep COIN Control."""
    g = position({"phu_bon_phu_yen": {"pieces": {"vc_guerrilla_active": 3}},
                  "qui_nhon": {"pieces": {"arvn_police": 2, "arvn_troops": 2}},
                  "khanh_hoa": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 1}},
                  "saigon": {"pieces": {"us_troops": 2}}}, current=70, nonplayers=("ARVN",))
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "US" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    after = Game(st).apply("event(unshaded) ev_choice(arvn)", faction="US").game
    sweep = set(decide(after, "ARVN").move.split())
    moved = {}
    for a in sweep:
        parts = a[len("sweep("):-1].split(",")
        if a.startswith("sweep(") and len(parts) >= 4 and parts[0] == "qui_nhon" and parts[-3] == "phu_bon_phu_yen":
            moved[parts[-2]] = moved.get(parts[-2], 0) + int(parts[-1])
    assert moved == {"arvn_police": 2, "arvn_troops": 1}
    assert not any(a.startswith("sweep(khanh_hoa,") for a in sweep)
