"""Build script: metadata and dependencies live in setup.cfg; this only lists the packages.

``data/`` sits at the top of the repository (so generators and users find it easily) and is installed as
the package ``agentgym_capo.data``, which ``setup.cfg``'s ``package_dir`` maps; ``find_packages`` cannot
see that mapping, so the package is added here. ``capo_verifiers`` is the top-level plugin package verifiers
loads by taskset id (its loader imports ``<id>`` as a top-level module).
"""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["agentgym_capo", "agentgym_capo.*", "capo_verifiers"]), "agentgym_capo.data"])
