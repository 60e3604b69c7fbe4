"""The benchmark scripts, importable as ``benchmarks.<name>`` by the tests and by each other.

A script is run as ``python benchmarks/<name>.py`` and imports its sibling :mod:`harness` as a top-level module
(``harness`` puts the repository root on ``sys.path``: its docstring). Imported as part of this package instead,
a script finds ``harness`` because this folder is added to the end of ``sys.path`` here.
"""

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.append(_HERE)
