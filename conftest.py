"""pytest: the modules of an optional extra that is not installed are not
collected for their doctests (tests that need the extra skip by themselves,
pytest.importorskip)."""

import importlib.util

collect_ignore = [path for path, needs in (("fitl/pettingzoo.py", "pettingzoo"), ("fitl/observation.py", "numpy"))
                  if importlib.util.find_spec(needs) is None]
