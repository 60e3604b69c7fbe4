"""One-line messages to the person running the trainer (main process only, beside the progress bars).

Lines go to standard error through ``tqdm.write``, so a progress bar on the terminal is redrawn below them
instead of being broken; ``capo train`` and ``capo demo`` users see them, ``metrics.jsonl`` does not.
"""

from __future__ import annotations

import sys

from tqdm.auto import tqdm

__all__ = ["say"]


def say(line: str) -> None:
    """Print one line for the user on standard error."""
    tqdm.write(line, file=sys.stderr)
