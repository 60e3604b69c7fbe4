"""``UnicodeText``: the observation and action space of every env, and its shared-memory codec for vector envs.

Gymnasium's ``Text`` space checks each character against a finite charset and stores strings in shared memory
(``AsyncVectorEnv(shared_memory=True)``, the default, and ``gym.make_vec(..., vectorization_mode="async")``)
as charset indices padded to ``max_length``. Real prompts and model output are arbitrary Unicode, so with
``Text``'s codec a character outside the charset crashed the worker (``KeyError: 'è'``) and the padding value
of a string's tail decoded as the charset's first character (a Chain observation read back as 200,000 × ``'a'``).

Choice made here (issue 17 asks to fix the spaces or the registered vector defaults): **the space is fixed**.
Turning shared memory off in registered defaults would leave a plain ``AsyncVectorEnv([...])`` (which never
reads the registry) broken, so instead ``UnicodeText`` registers its own handlers with Gymnasium's
``create_shared_memory`` / ``write_to_shared_memory`` / ``read_from_shared_memory`` dispatchers. Each env's
slot is ``max_length + 1`` int32 values: the string's length, then its code points (UTF-32, with lone
surrogates passed through, so the string read back is exactly the string written). Reading gives a live
:class:`SharedTexts` view (Gymnasium reads the buffer once and expects a view). A string longer than
``max_length`` is refused with a clear error instead of being cut.
"""

from __future__ import annotations

import multiprocessing as mp
import string
from collections.abc import Sequence
from types import ModuleType
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.vector.utils import shared_memory as _shared

__all__ = ["SharedTexts", "UnicodeText"]

_SAMPLE_CHARSET = string.ascii_letters + string.digits + string.punctuation + " \n" + "éüßçñøπλ→…中文"


class UnicodeText(spaces.Text):
    """A ``Text`` space that contains every Python string up to ``max_length`` characters.

    Gymnasium's ``Text`` checks each character against a finite charset; real model output is arbitrary
    Unicode, so membership here only checks type and length. ``sample()`` draws from a mixed
    ASCII/Unicode charset so that fuzzing with samples exercises non-ASCII text too. In an
    ``AsyncVectorEnv`` with shared memory, strings travel as code points (see the module docstring).
    """

    def __init__(self, max_length: int, *, min_length: int = 0, seed: int | None = None):
        """Create the space.

        Args:
            max_length: Longest string in the space.
            min_length: Shortest string in the space.
            seed: Seed of the sampler.
        """
        super().__init__(max_length=max_length, min_length=min_length, charset=_SAMPLE_CHARSET, seed=seed)

    def contains(self, x: Any) -> bool:
        """Return True for any ``str`` whose length is within the bounds."""
        return isinstance(x, str) and self.min_length <= len(x) <= self.max_length

    def __repr__(self) -> str:
        """Return a short description."""
        return f"UnicodeText({self.min_length}, {self.max_length})"


@_shared.create_shared_memory.register(UnicodeText)
def _create_unicode_shared_memory(space: UnicodeText, n: int = 1, ctx: ModuleType = mp) -> Any:
    return ctx.Array(np.dtype(np.int32).char, n * (space.max_length + 1))


@_shared.write_to_shared_memory.register(UnicodeText)
def _write_unicode_to_shared_memory(space: UnicodeText, index: int, value: str, shared_memory: Any) -> None:
    codes = np.frombuffer(str(value).encode("utf-32-le", "surrogatepass"), dtype="<i4")
    if len(codes) > space.max_length:
        raise ValueError(f"Expected a string of at most {space.max_length} characters for {space}, found "
                         f"{len(codes)}; raise the env's max_prompt_chars or shorten the observation.")
    slot = np.frombuffer(shared_memory.get_obj(), dtype=np.int32)[index * (space.max_length + 1):]
    slot[0] = len(codes)
    slot[1:1 + len(codes)] = codes


class SharedTexts(Sequence):
    """The strings of a vector env's shared-memory slots, decoded on access (a live view, like a Box's array).

    ``AsyncVectorEnv`` reads its shared memory once, when it is created, and relies on the result being a view
    that the workers' writes update (true of numpy arrays; a tuple of ``str`` would be a stale snapshot, which
    is how a plain ``Text`` space came back as 200,000 × ``'a'``). ``copy.deepcopy`` (what ``AsyncVectorEnv``
    returns with its default ``copy=True``) gives a plain tuple of strings.
    """

    def __init__(self, space: UnicodeText, shared_memory: Any, n: int):
        """View ``n`` slots of ``shared_memory`` laid out for ``space``."""
        self._rows = np.frombuffer(shared_memory.get_obj(), dtype=np.int32).reshape((n, space.max_length + 1))

    def __len__(self) -> int:
        return len(self._rows)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self))))
        row = self._rows[index]
        return row[1:1 + row[0]].astype("<i4").tobytes().decode("utf-32-le", "surrogatepass")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and not isinstance(other, str) and tuple(self) == tuple(other)

    __hash__ = None  # type: ignore[assignment]  (a mutable view)

    def __deepcopy__(self, memo: dict) -> tuple[str, ...]:
        return tuple(self)

    def __repr__(self) -> str:
        return f"SharedTexts({tuple(self)!r})"


@_shared.read_from_shared_memory.register(UnicodeText)
def _read_unicode_from_shared_memory(space: UnicodeText, shared_memory: Any, n: int = 1) -> SharedTexts:
    return SharedTexts(space, shared_memory, n)
