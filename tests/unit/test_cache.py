"""The disk cache (fitl/cache.py) of the host's work on the rule files saves
time only: with it, without it, or with a broken entry, the engine reads the
same rules and gives the same answers."""

import glob
import json
import os
import time

import clingo
import pytest

from fitl import asp, cache, program
from tests.helpers import game

WORK = (asp._parsed, asp._analysis, asp._statements, asp._pruner, asp._program)   # what is built on the cache


@pytest.fixture(autouse=True)
def _restore():
    yield
    cache.folder.cache_clear()
    for f in WORK:
        f.cache_clear()


def _fresh(monkeypatch, folder):
    monkeypatch.setenv("FITL_CACHE_DIR", str(folder))
    cache.folder.cache_clear()
    for f in WORK:
        f.cache_clear()


def test_key_follows_every_text():
    assert cache.key(b"a", b"b") == cache.key(b"a", b"b")
    assert cache.key(b"a", b"b") != cache.key(b"a", b"c") != cache.key(b"ab")


def test_entries_round_trip_and_broken_ones_are_misses(tmp_path, monkeypatch):
    """Entries are JSON data (tuples come back as lists); an entry that is
    not JSON, or a value that is not JSON data (a set), is a miss."""
    _fresh(monkeypatch, tmp_path)
    cache.store("k", (("x", 1, None), ["y"], True))
    assert cache.load("k") == [["x", 1, None], ["y"], True]
    (tmp_path / "k.json").write_bytes(b"not JSON")
    assert cache.load("k") is None and cache.load("missing") is None
    cache.store("k", ["x", 1])
    (tmp_path / "k.json").write_bytes((tmp_path / "k.json").read_bytes().replace(b"1", b"2"))
    assert cache.load("k") is None                               # not the text written
    cache.store("s", {"a set"})
    assert cache.load("s") is None


def test_analysis_entries_of_another_shape_are_misses():
    """The rule analysis read back from the cache's data is what was stored;
    data of another shape or with values of other types is refused."""
    for path in (str(asp.ASP_DIR / "sequence" / "eligibility.lp"), str(asp.ASP_DIR / "special" / "raid.lp")):
        computed = asp._analysis(path)
        n = len(computed[0])
        data = json.loads(json.dumps(asp._analysis_data(computed)))
        assert asp._analysis_from_data(data, n) == computed
        assert asp._analysis_from_data(data, n + 1) is None
        for damage in (lambda d: d[2][0].append(3), lambda d: d[1][0][1].append(["x", "1"]),
                       lambda d: d[0].__setitem__(0, "rule"), lambda d: d[3].__setitem__(0, {"a": 1}),
                       lambda d: d[4].__setitem__(0, [[[["x", "1"], [0]]], []])):
            bad = json.loads(json.dumps(data))
            damage(bad)
            assert asp._analysis_from_data(bad, n) is None
    # (raid.lp's Raid strike: its second phase, sa_t(2, t), a number and the step read back)
    assert any(("sa_t", 2, (clingo.Number(2), True)) in body for _, body in computed[4])


def test_off_stores_nothing(monkeypatch, tmp_path):
    _fresh(monkeypatch, "off")
    cache.store("k", 1)
    assert cache.folder() is None and cache.load("k") is None
    _fresh(monkeypatch, tmp_path)
    monkeypatch.setenv("FITL_CACHE", "off")
    cache.folder.cache_clear()
    cache.store("k", 1)
    assert cache.folder() is None and cache.load("k") is None and not list(tmp_path.iterdir())


def test_rule_analysis_is_the_same_from_the_cache_or_a_broken_one(tmp_path, monkeypatch):
    """Each statement's requirements, role, names and part, as worked out
    afresh (2.3.3 Pass's rules among them)."""
    path = str(asp.ASP_DIR / "sequence" / "eligibility.lp")
    _fresh(monkeypatch, tmp_path)
    computed = asp._analysis(path)
    assert len(list(tmp_path.rglob("*.json"))) == 2              # the framed statements, their analysis
    asp._parsed.cache_clear()
    asp._analysis.cache_clear()
    assert asp._analysis(path) == computed                       # read back
    for entry in tmp_path.rglob("*.json"):
        entry.write_bytes(b"\x80\x05broken")
    asp._parsed.cache_clear()
    asp._analysis.cache_clear()
    assert asp._analysis(path) == computed                       # a broken entry is worked out again


def test_framed_rules_read_back_from_the_cache_are_those_the_framing_makes(tmp_path, monkeypatch):
    """The statements of every rule file as rewritten by the framing
    (fitl.program.framed_rule), whether rewritten afresh or parsed back from
    their texts in the cache (only those a query grounds: asp._statements_at)."""
    from fitl import program
    _fresh(monkeypatch, tmp_path)
    for path in sorted(glob.glob(str(asp.ASP_DIR / "**" / "*.lp"), recursive=True)):
        source = [s for s in asp._source(path) if s.ast_type != clingo.ast.ASTType.Comment]
        fresh = [str(program.framed_rule(s, asp._framed())) for s in source]
        for _ in ("stored", "read back"):
            asp._parsed.cache_clear()
            got = [str(s) for s in asp._parsed(path)]
            assert got[-len(fresh):] == fresh and len(got) - len(fresh) in (0, 1), path
            assert got[:len(got) - len(fresh)] in ([], ["#program base."]), path


def test_a_message_names_the_rule_file_and_line_of_a_statement_read_back(tmp_path, monkeypatch):
    """A statement parsed back from its text in the cache is reported, in a
    message of clingo's, at its own file and line."""
    path = str(asp.ASP_DIR / "sequence" / "eligibility.lp")
    _fresh(monkeypatch, tmp_path)
    where = [(s.location.begin.line, s.location.begin.column) for s in asp._parsed(path)]
    asp._parsed.cache_clear()
    stm, = asp._statements_at([(path, 5)])
    assert stm.location.begin.filename == "<string>"
    asp._messages.clear()
    asp._on_message(clingo.MessageCode.RuntimeError, f"<string>:{stm.location.begin.line}:1-9: error: x\n")
    assert asp._messages == [f"{path}:{where[5][0]}:{where[5][1]}: error: x"]


def test_a_damaged_text_makes_its_file_parsed_afresh(tmp_path, monkeypatch):
    """An entry whose text is not the one written (its digest) is not
    used; a text that does not read back as one statement makes its file
    parsed afresh.  Either way the statements are those framed."""
    path = str(asp.ASP_DIR / "sequence" / "eligibility.lp")
    _fresh(monkeypatch, tmp_path)
    fresh = [str(s) for s in asp._parsed(path)]
    k = cache.key(b"framed", open(path, "rb").read(), asp._frame_text())
    texts, places = cache.load(k)
    entry = tmp_path / f"{k}.json"
    entry.write_bytes(entry.read_bytes().replace(b'"#program base."', b'"p."', 1))
    assert cache.load(k) is None
    asp._parsed.cache_clear()
    assert [str(s) for s in asp._statements_at([(path, 0), (path, 3)])] == [fresh[0], fresh[3]]
    assert cache.load(k)[0] == texts                             # stored again as made
    asp._parsed.cache_clear()
    asp._texts_of[path] = (("p :- ",) + tuple(texts[1:]), tuple(map(tuple, places)))
    assert [str(s) for s in asp._statements_at([(path, 0), (path, 3)])] == [fresh[0], fresh[3]]


def test_a_derivation_query_s_statements_are_the_same_from_the_cache_or_a_broken_one(tmp_path, monkeypatch):
    """The statements a query wanting 2.3.3 Pass's eligibility reads (sliced
    by what it wants, fitl.program.sliced) are those worked out afresh,
    whether read back from the cache or from an entry of another shape."""
    files = (str(asp.ASP_DIR / "sequence" / "eligibility.lp"),)
    want = frozenset(("next_eligibility",))
    _fresh(monkeypatch, tmp_path)
    roles = asp._statements(files, None)[3]
    computed = asp._statements(files, want)
    assert 0 < len(computed[0]) < len(roles)
    assert computed[0] == tuple(r for r, k in zip(asp._statements(files, None)[0],
                                                   program.sliced(roles, want)) if k)
    asp._statements.cache_clear()
    assert asp._statements(files, want) == computed                # read back
    k = cache.key(b"sliced", repr((sorted(want), False, asp.NP_HOOKS)).encode(), *map(asp._file_digest, files))
    assert cache.load(k) is not None
    for broken in ([True], [1] * len(roles), "x"):
        cache.store(k, broken)
        asp._statements.cache_clear()
        assert asp._statements(files, want) == computed            # worked out again


def test_answers_do_not_depend_on_the_cache(tmp_path, monkeypatch):
    """2.3.3: a Pass by the 1st Eligible US gives ARVN +3 Resources, whether
    the rule analysis comes from a cold cache, a warm one or none."""
    g = game({"saigon": {"pieces": {"us_troops": 2}}}, first="US")
    results = []
    for folder in (tmp_path, tmp_path, "off"):
        _fresh(monkeypatch, folder)
        results.append(g.apply("pass").state.resources["ARVN"])
    for entry in tmp_path.rglob("*.json"):                       # every entry damaged
        entry.write_bytes(entry.read_bytes()[:-7] + b"damaged")
    _fresh(monkeypatch, tmp_path)
    results.append(g.apply("pass").state.resources["ARVN"])
    assert results == [g.state.resources["ARVN"] + 3] * 4


def test_static_atoms_and_session_parts_are_the_same_from_the_cache(tmp_path, monkeypatch):
    """The static atoms (1.3's map, the forces, the deck) and a Non-player's
    Session part as rewritten (8.5 VC Rally's rules), worked out afresh or
    read back from the cache."""
    from fitl import session
    _fresh(monkeypatch, tmp_path)
    fresh = asp._static_texts()
    assert "adjacent(hue,quang_tri_thua_thien)" in fresh
    assert asp._static_texts() == fresh                                          # read back
    text = (asp.ASP_DIR / "nonplayer" / "vc" / "rally.lp").read_text()
    rewritten = session._chunk_rewritten(text)
    for _ in ("stored", "read back"):
        session._chunk_program.cache_clear()
        assert session._chunk_program(text) == rewritten
    session._chunk_program.cache_clear()


def test_static_knowledge_read_from_the_texts_is_what_clingo_reads(monkeypatch):
    """The static knowledge (1.3's spaces, their types, Population and
    adjacency, the forces, the deck's cards, ...) read from the atoms' texts
    in Python is what reading them as clingo's symbols gives, field by field,
    and so are the symbols of each static predicate (Static.atoms)."""
    read = asp.Static()
    monkeypatch.setattr(asp, "_static_rows", lambda texts: None)
    symbols = asp.Static()
    assert read._read and not symbols._read
    fields = [f for f in vars(symbols) if f not in ("_texts", "rows", "_read", "_by", "symbols")]
    assert len(fields) > 20 and read.pop["saigon"] == 6 and "hue" in read.adjacent["quang_tri_thua_thien"]
    assert all(getattr(read, f) == getattr(symbols, f) for f in fields)
    assert read._by == symbols._by and list(read.rows) == list(symbols.rows)


def test_the_folder_keeps_the_newest_code_versions(tmp_path, monkeypatch):
    """A process that makes a new code version's subfolder drops those of the
    versions used least recently beyond cache.KEEP, unless used within
    cache.GRACE seconds, and the flat entries of the layout before
    subfolders; the entries of the versions kept stay readable."""
    _fresh(monkeypatch, tmp_path)
    monkeypatch.setattr(cache, "KEEP", 3)
    monkeypatch.setattr(cache, "GRACE", 600)
    now = time.time()
    old = {}
    for age, version in ((5000, "a" * 16), (4000, "b" * 16), (3000, "c" * 16), (100, "d" * 16)):
        k = f"{version}/{'0' * 40}"
        cache.store(k, [version])
        os.utime(tmp_path / version, (now - age, now - age))
        old[version] = k
    (tmp_path / f"{'e' * 40}.json").write_bytes(b"an entry of version 3")
    monkeypatch.setattr(cache, "_used", {})                   # (made by another process)
    k = cache.key(b"a text")
    cache.store(k, ["mine"])
    left = sorted(p.name for p in tmp_path.iterdir())
    # kept: this version and the two newest others (d, c); a and b go, and the flat entry
    assert left == sorted([k.split("/")[0], "c" * 16, "d" * 16])
    assert cache.load(k) == ["mine"] and cache.load(old["c" * 16]) == ["c" * 16]
    assert cache.load(old["a" * 16]) is None


def test_a_recently_used_version_is_kept_beyond_the_bound(tmp_path, monkeypatch):
    _fresh(monkeypatch, tmp_path)
    monkeypatch.setattr(cache, "KEEP", 1)
    monkeypatch.setattr(cache, "GRACE", 600)
    for version in ("a" * 16, "b" * 16):
        cache.store(f"{version}/{'0' * 40}", [version])        # both used just now
    monkeypatch.setattr(cache, "_used", {})                   # (by another process)
    cache.store(cache.key(b"a text"), ["mine"])
    assert len(list(tmp_path.iterdir())) == 3
