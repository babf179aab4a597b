"""`fitl board STATE -o FILE` on the command line: an SVG (or with --png a
PNG of the same size), written whole or not at all; bad input is one line
and exit 2."""

import struct
import sys
import xml.etree.ElementTree as ET

import pytest
from click.testing import CliRunner

from fitl.cli import main


@pytest.fixture(scope="module")
def state(tmp_path_factory):
    path = tmp_path_factory.mktemp("board") / "s.yaml"
    assert CliRunner().invoke(main, ["new", "short", "--seed", "3", "-o", str(path)]).exit_code == 0
    return path


def board(*args):
    return CliRunner().invoke(main, ["board", *map(str, args)])


def test_svg_written(state, tmp_path):
    out = tmp_path / "b.svg"
    r = board(state, "-o", out)
    assert r.exit_code == 0 and r.output == f"wrote {out}\n"
    root = ET.parse(out).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert sum(1 for g in root.iter() if g.get("class") == "space") == 47


def test_png_has_the_svgs_size(state, tmp_path):
    r = board(state, "-o", tmp_path / "b.svg")
    root = ET.parse(tmp_path / "b.svg").getroot()
    r = board(state, "-o", tmp_path / "b.png", "--png")
    assert r.exit_code == 0, r.output
    data = (tmp_path / "b.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", data[16:24]) == (int(root.get("width")), int(root.get("height")))


def test_png_without_its_optional_package_is_one_line(state, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "resvg_py", None)          # as if it were not installed
    r = board(state, "-o", tmp_path / "b.png", "--png")
    assert r.exit_code == 2 and not (tmp_path / "b.png").exists()
    assert r.output == "fitl: --png: needs the optional package resvg-py (pip install 'fitl[png]')\n"


def test_bad_input_is_one_line(state, tmp_path):
    r = board(tmp_path / "missing.yaml", "-o", tmp_path / "b.svg")
    assert r.exit_code == 2 and r.output.count("\n") == 1 and "missing.yaml" in r.output
    r = board(state, "-o", tmp_path)
    assert r.exit_code == 2 and r.output.count("\n") == 1
    r = board(state)
    assert r.exit_code == 2 and "-o" in r.output and r.output.count("\n") == 1
    (tmp_path / "bad.yaml").write_text("spaces: {atlantis: {}}\n")
    r = board(tmp_path / "bad.yaml", "-o", tmp_path / "b.svg")
    assert r.exit_code == 2 and "atlantis" in r.output and not (tmp_path / "b.svg").exists()
