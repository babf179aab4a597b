"""asp/manifest.lp says how the rule files load (fitl/asp.py): no list of
rule folders or files lives in Python, and a folder the manifest does not
name is a loud error, never rules silently left out."""

import shutil
import subprocess
import sys
from pathlib import Path

ASP = Path(__file__).resolve().parents[2] / "asp"


def _fitl(asp_dir, *args, cwd):
    env = {"FITL_ASP_DIR": str(asp_dir), "FITL_CACHE_DIR": "off", "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, "-m", "fitl.cli", *args], capture_output=True, text=True, env=env, cwd=cwd)


def test_a_folder_the_manifest_does_not_name_is_an_error(tmp_path):
    rules = tmp_path / "asp"
    shutil.copytree(ASP, rules)
    (rules / "houserules").mkdir()
    (rules / "houserules" / "extra.lp").write_text("% a house rule\n")
    r = _fitl(rules, "new", "short", cwd=Path(__file__).resolve().parents[2])
    assert r.returncode == 2 and "houserules" in r.stderr and "manifest" in r.stderr
    assert r.stderr.count("\n") == 1


def test_the_manifest_names_every_rules_folder():
    from fitl.conventions import manifest
    folders, always, twins = manifest(ASP)
    on_disk = {p.name for p in ASP.iterdir() if p.is_dir()} - {"static", "editions", "plain"}
    assert set(folders) == on_disk
    assert all((ASP / f).exists() for f in always)
    assert folders["operations"] == "on_demand" and folders["coup"] == "coup_round"
