"""The model card (``README.md``) of a saved run: which model was fine-tuned, on which env, with which algorithm.

TRL's card (``BaseTrainer.create_model_card``) names the base model by ``config._name_or_path`` only when that
is a Hub id; for a model loaded from a local folder, which is how every model of ``capo demo`` and of an
offline ``capo train`` is loaded, it passes ``None`` and its template reads "a fine-tuned version of
[None](https://huggingface.co/None)". It would also credit GRPO's paper (DeepSeekMath), the parent class's.
This card links a Hub id and names a local folder by its path, and credits the algorithm that trained.
"""

from __future__ import annotations

import os
from importlib.metadata import PackageNotFoundError, version
from typing import Any

__all__ = ["base_model_reference", "render_model_card"]

_TEMPLATE = """---
{{ card_data }}
---

# {{ model_name }}

This model is a fine-tuned version of {{ base_model_text }}. It was trained with reinforcement learning on the \
Gymnasium text env `{{ env_id }}` by agentgym_capo's `{{ trainer_class }}` (algorithm `{{ algo }}`), a subclass \
of TRL's `GRPOTrainer`.{% if paper_title %} The algorithm is introduced in \
[{{ paper_title }}](https://huggingface.co/papers/{{ paper_id }}).{% endif %}

## Framework versions

{% for name, number in versions %}- {{ name }}: {{ number }}
{% endfor %}"""


def base_model_reference(name_or_path: str | None) -> tuple[str | None, str]:
    """How a card names the base model: ``(Hub id for the card's metadata or None, text for the card)``.

    >>> base_model_reference("HuggingFaceTB/SmolLM2-135M-Instruct")[1]
    '[HuggingFaceTB/SmolLM2-135M-Instruct](https://huggingface.co/HuggingFaceTB/SmolLM2-135M-Instruct)'
    >>> base_model_reference("/tmp")
    (None, 'the local model `/tmp`')
    """
    if not name_or_path:
        return None, "a model whose name or path was not recorded in its config"
    if os.path.isdir(name_or_path):
        return None, f"the local model `{name_or_path}`"
    return name_or_path, f"[{name_or_path}](https://huggingface.co/{name_or_path})"


def _version(package: str) -> str:
    try:
        return version(package)
    except PackageNotFoundError:
        return "not installed"


def render_model_card(base_model: str | None, model_name: str, env_id: str, algo: str, trainer_class: str,
                      tags: list[str], paper: tuple[str, str] | None = None) -> Any:
    """The card as a ``huggingface_hub.ModelCard`` (``.save(path)`` writes it).

    Args:
        base_model: The policy's ``config._name_or_path`` (a Hub id or a local folder).
        model_name: The run's name (its output folder's, or the Hub id it is pushed to).
        env_id: The env trained on.
        algo: ``CAPOConfig.algo``.
        trainer_class: The trainer's class name.
        tags: The card's tags.
        paper: ``(title, Hub paper id)`` of the paper that introduced the algorithm (its preset's), or None.
    """
    from huggingface_hub import ModelCard, ModelCardData

    hub_id, text = base_model_reference(base_model)
    data = ModelCardData(base_model=hub_id, library_name="transformers", model_name=model_name,
                         tags=["generated_from_trainer", *tags])
    from agentgym_capo import __version__

    versions = [("agentgym_capo", __version__), *((name, _version(package)) for name, package in
                (("TRL", "trl"), ("Transformers", "transformers"), ("PyTorch", "torch"), ("Gymnasium", "gymnasium")))]
    return ModelCard.from_template(data, template_str=_TEMPLATE, model_name=model_name, base_model_text=text,
                                   env_id=env_id, algo=algo, trainer_class=trainer_class,
                                   paper_title=paper[0] if paper else None, paper_id=paper[1] if paper else None,
                                   versions=versions)
