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


def test_8_4_6_nonplayers_playing_at_once_trump_one_another():
    """8.4.6: the ARVN (Vietnamization, fewer than 20 US Troops on the map)
    and the VC (Tet Offensive) are Non-players whose Pivotal Events are both
    playable while a player is 1st Eligible: the ARVN play theirs, the VC
    trump it (2.3.8: the VC trump any), and the VC execute Tet Offensive."""
    g = _tet_ready(nonplayers=("VC", "ARVN"))
    st = g.state.clone()
    st.cards["pivotal"] = {"VC": 124, "ARVN": 123}
    g = Game(st)
    agents = {f: RandomAgent(1) for f in ("US", "NVA")}
    agents["ARVN"] = agents["VC"] = NonPlayerAgent()
    _, log = run_game(g, agents, max_moves=3)
    moves = [(who, move) for _, who, move, _ in log.moves]
    assert moves[:2] == [("ARVN", "faction(arvn) play_pivotal"), ("VC", "faction(vc) play_pivotal")]
    assert moves[2][0] == "VC" and moves[2][1].startswith("event(")
    assert log.game.state.cards["pivotal"].get("ARVN") == 123      # the trumped card back to its owner


def test_8_4_6_no_trump_the_rules_forbid():
    """2.3.8: the ARVN may trump only the US's and the NVA's Pivotal Events:
    with the VC's Tet Offensive just played, the Non-player ARVN holding a
    playable Vietnamization (fewer than 20 US Troops on the map) do not play
    it; before it, they would."""
    g = _tet_ready(nonplayers=("VC", "ARVN"))
    st = g.state.clone()
    st.cards["pivotal"] = {"VC": 124, "ARVN": 123}
    g = Game(st)
    assert interrupt(g, "ARVN") is not None
    g = g.apply("faction(vc) play_pivotal", faction="VC").game
    assert interrupt(g, "ARVN") is None
