"""verl-side tests: collected only by ``.venv-verl/bin/python -m pytest tests/interop/verl_side`` (verl==0.9.1).

The main suite ignores this folder (``collect_ignore`` in tests/interop/conftest.py) and runs it as a subprocess
in the verl environment (tests/interop/test_verl_side.py), so these tests run in CI without verl in the main venv.
"""

from __future__ import annotations

import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
