"""8.8.5: the US Sweep moves no Troops that would remove the last 3 COIN
units from a space with Support.  (The box read the Support level as the
rules' lvl/3, which a Sweep's Session grounds only where some rule of play
reads it: with no Pivotal Event held, as late in a game, none did, and the
limit never applied.)"""

from fitl.game import Game

from .positions import box
from .test_us_flowchart import us

U = "vc_guerrilla_underground"


def _out_of_da_nang(support):
    """Troops Da Nang (4 US Troops, 1 Police) sends into Quang Nam, where 3
    Underground VC Guerrillas wait and no US piece is; no Pivotal Event held."""
    da_nang = {"pieces": {"us_troops": 4, "arvn_police": 1}}
    if support:
        da_nang["support"] = support
    st = us({"da_nang": da_nang, "quang_nam": {"pieces": {U: 3}}}).state.clone()
    st.cards["pivotal"] = {}
    move = box(Game(st), "sweep", faction="US", sas=False)
    assert "sweep(quang_nam)" in move
    return sum(int(a.rsplit(",", 1)[1][:-1]) for a in move if a.startswith("sweep(da_nang,"))


def test_8_8_5_sweep_leaves_three_coin_units_in_an_origin_at_support():
    """At Active Support Da Nang keeps 3 of its 5 COIN units: 2 Troops go,
    to Activate more than half of the Guerrillas (8.8.5's second aim, all 3
    out of reach); Neutral, all 4 go: all 3 Activated and COIN Control added
    in Quang Nam (its other aims; Da Nang's Police keep its Control, 1.7)."""
    assert _out_of_da_nang("active_support") == 2
    assert _out_of_da_nang(None) == 4
