"""The optional extras (pyproject.toml: rl, ray) are loaded only when used."""

import subprocess
import sys


def test_fitl_and_its_help_do_not_import_the_extras():
    """`import fitl` and `fitl --help` load neither PettingZoo nor Ray."""
    code = ("import sys, fitl, fitl.cli, fitl.simulate\n"
            "from click.testing import CliRunner\n"
            "assert CliRunner().invoke(fitl.cli.main, ['--help']).exit_code == 0\n"
            "assert CliRunner().invoke(fitl.cli.main, ['simulate', '--help']).exit_code == 0\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('ray', 'pettingzoo', 'gymnasium', 'numpy')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
