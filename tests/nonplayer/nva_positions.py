"""Positions for the NVA Non-player tests: NVA 1st Eligible on card 48 Nam
Dong (Faction order NVA, ARVN, VC, US), whose Event the NVA Non-player
declines while the VC are a player (8.4.1), next card 1 Gulf of Tonkin (no
NVA Capability, 8.6.2), Trail 2 (not a Rally reason, 8.6.4)."""

from .positions import position


def nva(spaces, resources=None, current=48, deck=(1, 2, 3), **tracks):
    tracks = {"trail": 2, **tracks}
    return position(spaces, resources={"NVA": 10, **(resources or {})}, current=current, deck=list(deck),
                    nonplayers=("NVA",), **tracks)
