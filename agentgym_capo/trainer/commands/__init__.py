"""The ``capo train``, ``eval``, ``demo`` and ``plan`` commands, and what only they use.

Config files (``config_file``), the demo (``demo``), evaluation and its report (``evaluate``,
``eval_report``) and the per-GPU memory plan (``memory_plan``, with ``model_configs/``).

Empty on purpose: importing the package imports nothing else, so ``capo --help`` stays fast.
"""
