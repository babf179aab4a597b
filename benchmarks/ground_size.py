"""The size of a query's ground program, per rule head (docs/queries.md,
"Where the grounding goes"): for each clingo Control the host makes, every
ground rule clingo's grounder passes on (a clingo Observer), counted by the
signature of its head (a constraint: `:-`), with the literals of its bodies
and, per ground call (base/derive(0), step(t), next(t)+derive(t+1)), the
CPU time of the call.  Three queries on a mid-game Full position (a random
Full game, seed 7, MOVES moves in): the apply of a multi-space Operation,
`legal` on the open question, and a Non-player decision's Sessions (the
largest Session grounding listed).

    python benchmarks/ground_size.py [--moves 40] [--top 25] [--positions DIR]
"""

import argparse
import collections
import time

import clingo

from fitl import asp


class Sizes(clingo.Observer):
    """Ground rules by head signature: rules, body literals."""

    def __init__(self):
        self.raw, self.calls, self.sig = [], [], {}

    def rule(self, choice, head, body):
        self.raw.append((tuple(head), tuple(abs(x) for x in body)))

    def weight_rule(self, choice, head, lower_bound, body):
        self.raw.append((tuple(head), tuple(abs(x) for x, _ in body)))


CONTROLS = []
OPS = {"train", "patrol", "sweep", "assault", "rally", "march", "attack", "terror"}


def _observed(control):
    def wrapper(args=()):
        ctl = control(args)
        sizes = Sizes()
        ctl.register_observer(sizes)
        ground = ctl.ground

        def timed_ground(parts, context=None):
            t, n = time.process_time(), len(sizes.raw)
            out = ground(parts, context=context) if context is not None else ground(parts)
            # (the names now: a Session's clingo may clean up false atoms later)
            for a in ctl.symbolic_atoms:
                sizes.sig.setdefault(a.literal, a.symbol)
            sizes.calls.append((",".join(f"{p}({','.join(str(a) for a in args)})" for p, args in parts),
                                len(sizes.raw) - n, time.process_time() - t))
            return out
        ctl.ground = timed_ground
        CONTROLS.append((ctl, sizes))
        return ctl
    return wrapper


def _tagging(program):
    """asp._program with each integrity constraint `:- B` as `ic__(Place,
    P..) :- B` and `:- ic__(Place, P..)` (Place its file and line, P.. the
    parameters of its part): the same answers and the same rules, now
    counted per constraint."""
    from clingo import ast as A

    def tagged(stm, params):
        if stm.ast_type != A.ASTType.Rule or stm.head.ast_type != A.ASTType.Literal \
                or stm.head.atom.ast_type != A.ASTType.BooleanConstant:
            return [stm]
        loc = stm.location
        place = f"{loc.begin.filename.split('asp/')[-1]}:{loc.begin.line}"
        atom = A.SymbolicAtom(A.Function(loc, "ic__", [A.SymbolicTerm(loc, clingo.String(place))]
                                         + [A.Function(loc, p.name, [], False) for p in params], False))
        head = A.Literal(loc, A.Sign.NoSign, atom)
        false = A.Literal(loc, A.Sign.NoSign, A.BooleanConstant(False))
        return [A.Rule(loc, head, stm.body), A.Rule(loc, false, [head])]

    def wrapper(*a, **k):
        facts, stms, used, gates = program(*a, **k)
        out, params = [], []
        for x in stms:
            if x.ast_type == A.ASTType.Program:
                params = list(x.parameters)
            out += tagged(x, params)

        return facts, out, (None if used is None else used | {"ic__"}), gates
    return wrapper


def table(ctl, sizes, top):
    """Rules and body literals by head signature; the rules defining an
    auxiliary atom (an aggregate's or a body's, named by no signature) are
    counted with the first named head whose rule reads it (through other
    auxiliaries), marked +aux."""
    sig = {lit: (f"{sym.name}/{len(sym.arguments)}" if sym.name != "ic__" else f":- {sym.arguments[0].string}")
           for lit, sym in sizes.sig.items()}
    defs, owner = collections.defaultdict(list), {}
    for i, (head, body) in enumerate(sizes.raw):
        for h in head:
            if h not in sig:
                defs[h].append(i)
    queue = []
    for i, (head, body) in enumerate(sizes.raw):
        names = sorted({sig[h] for h in head if h in sig})
        if not head:     # a constraint no rule file writes (a choice's bounds): by what it reads
            names = [":- (" + ",".join(sorted({sig[b] for b in body if b in sig})[:3]) + ")"]
        if names:
            owner[i] = names[0]
            queue.append(i)
    while queue:
        i = queue.pop()
        for lit in sizes.raw[i][1]:
            for j in defs.get(lit, ()):
                if j not in owner:
                    owner[j] = owner[i]
                    queue.append(j)
    rules, lits = collections.Counter(), collections.Counter()
    for i, (head, body) in enumerate(sizes.raw):
        n = owner.get(i, "#aux unread")
        rules[n] += 1
        lits[n] += len(body)
    print(f"  ground rules {len(sizes.raw)}, body literals {sum(lits.values())}; atoms {len(sig)}")
    start = 0
    for part, n, cpu in sizes.calls:
        here = collections.Counter()
        for i in range(start, start + n):
            here[owner.get(i, "#aux unread")] += 1 + len(sizes.raw[i][1])
        start += n
        print(f"    call {part[:60]:<60} rules {n:>7}  {1000 * cpu:7.1f} ms  "
              + ", ".join(f"{k} {v}" for k, v in here.most_common(3)))
    print(f"  {'head (with its auxiliaries)':<32}{'rules':>8}{'body lits':>11}")
    for name, n in sorted(rules.items(), key=lambda x: -lits[x[0]] - x[1])[:top]:
        print(f"  {name:<32}{n:>8}{lits[name]:>11}")


def position(moves, seed=7):
    from fitl.agents import RandomAgent
    from fitl.game import Game
    from fitl.moves import Move
    from fitl.loop import run_game
    from fitl.state import FACTIONS
    game, _ = run_game(Game.new("full", seed=seed), {f: RandomAgent(seed) for f in FACTIONS}, max_moves=moves)
    return game


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--moves", type=int, default=40)
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--positions", help="a saved Non-player position (benchmarks/nonplayer.py --save) to decide")
    ap.add_argument("--only", default="apply,legal,np")
    ap.add_argument("--constraints", action="store_true", help="count each integrity constraint apart (file:line)")
    args = ap.parse_args()
    from fitl.game import Game
    from fitl.moves import Move
    from fitl.state import FACTIONS, State
    game = position(args.moves)
    asp._control = _observed(asp._control)
    if args.constraints:
        asp._program = _tagging(asp._program)
    only = args.only.split(",")
    if "apply" in only:
        # A multi-space Operation: the move the Non-player of the Faction to
        # act chooses on the position (as fitl.nonplayer decides it).
        from fitl.nonplayer import NonPlayerAgent
        g = Game(State.load(args.positions)) if args.positions else game
        who = g.turn().to_act
        move, _ = NonPlayerAgent().decide(g, who)
        CONTROLS.clear()
        fresh = Game(g.state)
        t = time.process_time()
        fresh.apply(move, faction=who)
        print(f"apply of {who}: {move}  ({1000 * (time.process_time() - t):.1f} ms)")
        for ctl, sizes in CONTROLS:
            table(ctl, sizes, args.top)
    if "legal" in only:
        st = game.state.clone()
        st.cards["current"], st.turn = 68, {"acted": [], "passed": [], "marks": {}, "pending": []}
        st.coup, st.eligibility = None, {x: "eligible" for x in FACTIONS}
        CONTROLS.clear()
        t = time.process_time()
        Game(st).legal("")
        print(f"legal open question, card 68 ({1000 * (time.process_time() - t):.1f} ms)")
        for ctl, sizes in CONTROLS:
            table(ctl, sizes, args.top)
    if "np" in only and args.positions:
        from fitl.nonplayer import NonPlayerAgent
        st = State.load(args.positions)
        g = Game(st)
        who = g.turn().to_act
        CONTROLS.clear()
        t = time.process_time()
        try:
            NonPlayerAgent().decide(g, who)
        except asp.SearchLimit:             # (--constraints: constraints no longer prune)
            print("  (the decision hit its bound: constraints counted, not enforced)")
        print(f"Non-player decision of {who} on {args.positions} ({1000 * (time.process_time() - t):.1f} ms,"
              f" {len(CONTROLS)} Controls)")
        biggest = sorted(CONTROLS, key=lambda c: -len(c[1].raw))[:2]
        for ctl, sizes in biggest:
            table(ctl, sizes, args.top)


if __name__ == "__main__":
    main()
