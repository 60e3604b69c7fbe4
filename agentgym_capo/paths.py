"""Where bundled data and caches live.

* Bundled data (``data/`` in the repository) is installed as the package ``agentgym_capo.data``, so
  :func:`data_dir` finds it in editable and regular installs alike.
* Caches (converted models, built indexes, generated games) go under ``$CAPO_CACHE_DIR``, else
  ``$XDG_CACHE_HOME/agentgym_capo``, else ``~/.cache/agentgym_capo``.
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

__all__ = ["cache_dir", "data_dir"]


def data_dir(*parts: str) -> Path:
    """Return the bundled data directory (or a path inside it)."""
    root = Path(str(resources.files("agentgym_capo.data")))
    return root.joinpath(*parts)


def cache_dir(*parts: str) -> Path:
    """Return (and create) the cache directory, or a sub-directory of it."""
    base = os.environ.get("CAPO_CACHE_DIR")
    if base:
        root = Path(base)
    else:
        root = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "agentgym_capo"
    path = root.joinpath(*parts)
    path.mkdir(parents=True, exist_ok=True)
    return path
