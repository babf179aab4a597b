"""8.4.6: a Non-player plays its Pivotal Event the moment it may, when a
player Faction is 1st Eligible; then executes it."""

from fitl.agents import RandomAgent
from fitl.game import Game
from fitl.loop import run_game
from fitl.nonplayer import NonPlayerAgent, interrupt

from .positions import position

U = "vc_guerrilla_underground"


def _tet_ready(nonplayers=("VC",)):
    """Card 106 (US first... any card with a player 1st Eligible); Tet
    Offensive (124) held by the VC, its precondition met (2 Coup cards in the
    RVN Leader box, 20+ VC Guerrillas in South Vietnam)."""
    g = position({"binh_dinh": {"pieces": {U: 12}}, "tay_ninh": {"pieces": {U: 10}}}, current=1,
                 deck=[2, 3, 4], nonplayers=nonplayers)
    st = g.state.clone()
    st.cards["leader_box"] = [125, 126]
    st.cards["pivotal"] = {"VC": 124}
    return Game(st)


def test_8_4_6_nonplayer_plays_pivotal_when_a_player_is_first_eligible():
    g = _tet_ready()
    assert g.turn().to_act != "VC"
    found = interrupt(g, "VC")
    assert found is not None and found.move == "faction(vc) play_pivotal"


def test_8_4_6_not_when_the_first_eligible_is_a_nonplayer():
    g = _tet_ready(nonplayers=("VC", g_first := "US"))
    assert g.turn().to_act == g_first
    assert interrupt(g, "VC") is None


def test_8_4_6_not_once_the_first_eligible_has_acted():
    g = _tet_ready()
    g = g.apply("pass", faction=g.turn().to_act).game
    assert interrupt(g, "VC") is None


def test_8_4_6_the_loop_lets_the_nonplayer_play_it_then_execute_it():
    g = _tet_ready()
    agents = {f: RandomAgent(1) for f in ("US", "ARVN", "NVA")}
    agents["VC"] = NonPlayerAgent()
    _, log = run_game(g, agents, max_moves=2)
    (card1, who1, move1, _), (card2, who2, move2, _) = log.moves
    assert (who1, move1) == ("VC", "faction(vc) play_pivotal")
    assert who2 == "VC" and move2.startswith("event(") and card2 == 124
