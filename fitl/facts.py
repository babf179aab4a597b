"""State to facts: the one place where the Python state becomes ASP input.

The vocabulary is documented in asp/core/state.lp.

>>> from fitl.state import State
>>> "pieces(hue,arvn_police,2)." in state_facts(State.from_dict({"spaces": {"hue": {"pieces": {"arvn_police": 2}}}}))
True
"""


def _f(name, *args):
    return f"{name}({','.join(str(a) for a in args)})." if args else f"{name}."


def state_facts(state):
    out = [_f("edition", state.edition)]
    for sid, sp in state.spaces.items():
        out.extend(f"pieces({sid},{key},{n})." for key, n in sp.get("pieces", {}).items())
        if sp.get("support", "neutral") != "neutral":
            out.append(_f("support", sid, sp["support"]))
        if sp.get("terror"):
            out.append(_f("terror", sid, sp["terror"]))
        if sp.get("sabotage"):
            out.append(_f("sabotage", sid))
    for ty, n in state.out_of_play.items():
        out.append(_f("out_of_play", ty, n))
    for ty, n in state.casualties.items():
        out.append(_f("casualties", ty, n))
    for f, n in state.resources.items():
        out.append(_f("resources", f.lower(), n))
    for k in ("aid", "patronage", "econ", "trail"):
        out.append(_f(k, getattr(state, k)))
    for f, e in state.eligibility.items():
        out.append(_f("eligibility", f.lower(), e))
    for i, c in enumerate(state.cards["leader_box"], start=1):
        out.append(_f("leader_box", i, c))
    for f, c in state.cards["pivotal"].items():
        out.append(_f("pivotal_held", f.lower(), c))
    if state.cards["current"] is not None:
        out.append(_f("current_card", state.cards["current"]))
    if state.next_card is not None:
        out.append(_f("next_card", state.next_card))
    out.append(_f("deck_size", len(state.cards["deck"])))
    if state.scenario and state.scenario.isidentifier() and state.scenario[0].islower():
        out.append(_f("scenario", state.scenario))       # (8.4.1: card 3's Non-player US, a Short scenario)
    for a in state.turn["acted"]:
        out.append(_f("acted", a["faction"].lower(), a["position"], a["did"]))
    for f in state.turn["passed"]:
        out.append(_f("passed", f.lower()))
    for f, marks in state.turn["marks"].items():
        for m in marks:
            out.append(_f("turn_mark", f.lower(), m))
    for i, p in enumerate(state.turn["pending"], start=1):
        out.append(_f("pending", i, p["faction"].lower(), p["action"], p["card"], p["side"]))
        out.extend(_f("pending_space", i, x) for x in p.get("spaces", ()))
        if p.get("roll") is not None:
            out.append(_f("pending_roll", i, p["roll"]))
        if p.get("limited"):
            out.append(_f("pending_limited", i))
        out.extend(_f("pending_pacified", i, x, n) for x, n in p.get("pacified", {}).items())
        if p.get("withdrawal"):
            out.append(_f("pending_withdrawal", i, p["withdrawal"]))
        out.extend(_f("pending_moved", i, x, k, n) for x, keys in p.get("moved", {}).items() for k, n in keys.items())
    out.extend(f"deck_card({i},{c})." for i, c in enumerate(state.cards["deck"], start=1))
    if state.cards["previous"] is not None:
        out.append(_f("last_played", state.cards["previous"]))
    if state.coup:
        out.append(_f("coup_phase", state.coup["phase"]))
        for sid, n in state.coup["support"].items():
            out.append(_f("coup_support", sid, n))
        if state.coup["withdrawal"]:
            out.append(_f("coup_withdrawal", state.coup["withdrawal"]))
    for p, held in state.deception.items():
        for i, m in enumerate(held, start=1):
            out.append(_f("deception", p.lower(), m["marker"], i, "used" if m["used"] else "held"))
    if state.cards["leader_flipped"]:
        out.append(_f("leader_flipped"))
    if state.cards["peace_talks"]:
        out.append(_f("peace_talks"))
    out.extend(_f("played_card", c) for c in state.cards["played"])
    for c, side in state.capabilities.items():
        out.append(_f("in_effect", c, side))
    for c, side in state.momentum.items():
        out.append(_f("in_effect", c, side))
    for f, memory in state.nonplayers.items():
        out.append(_f("nonplayer", f.lower()))
        out.extend(_f("np_memory", f.lower(), k) for k, v in sorted(memory.items()) if v)
    out.append(_f("coup_rounds", state.coup_rounds))
    for k, v in state.options.items():
        if v is True:
            out.append(_f("option", k))
        elif isinstance(v, (int, str)) and not isinstance(v, bool) and str(v).isidentifier():
            out.append(_f("option", k, v))
        elif isinstance(v, int) and not isinstance(v, bool):
            out.append(_f("option", k, v))
    # Sorted: the facts of a position are the same text however its dicts
    # were built (a state after a move keeps the spaces it changed last, a
    # loaded one the file's order), so that every answer is the position's
    # alone: a search cut by its bound (Session.best) depends on the order of
    # the facts it is given.
    return "\n".join(sorted(out)) + "\n"
