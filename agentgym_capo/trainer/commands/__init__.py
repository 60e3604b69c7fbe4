"""The ``capo train``, ``eval``, ``demo`` and ``plan`` commands, and what only they use.

The wiring (``cli``) of each command's module (``train_cli``, ``eval_cli``, ``plan_cli``), what train and eval
both read from the command line (``options``), config files (``config_file``), the demo (``demo``), evaluation
and its report (``evaluate``, ``eval_report``) and the per-GPU memory plan (``memory_shapes``, with
``model_configs/``, and ``memory_plan``).

Empty on purpose: importing the package imports nothing else, so ``capo --help`` stays fast.
"""
