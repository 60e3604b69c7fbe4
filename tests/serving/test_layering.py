"""The HTTP toolkit sits at the bottom: it imports only ``agentgym_capo.errors`` of the package."""

from __future__ import annotations

from tests.retrieval.test_naming import package_imports


def test_serving_imports_nothing_above_it():
    ours = [(file, module) for file, module in package_imports("serving") if module.startswith("agentgym_capo")]
    assert ours and all(module in ("agentgym_capo.errors",) or module.startswith("agentgym_capo.serving")
                        for _, module in ours), ours
