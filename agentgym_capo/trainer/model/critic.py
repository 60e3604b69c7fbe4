"""The critic: a separate value model initialised from the policy's weights, with a zero scalar head.

``build_critic`` copies the policy's backbone into a token-classification model with one output per
position (``AutoModelForTokenClassification``, ``num_labels=1``) and zeroes the head, so every value starts
at exactly 0 (a critic that starts positive on batches without success makes every advantage negative and
can collapse the policy; PLATFORM §5). ``values_at`` reads the outputs only at the positions asked for: the
state boundary of each action (CAPO) or the position before every action token (token-level GAE).

Choice made here: the critic's dropout is switched off for good (no dropout noise in the value targets or in
the value loss). It follows the train/eval mode of the :class:`.actor_critic.ActorCritic` it lives in, so
gradient checkpointing (active only in train mode) applies to it as to the policy.
"""

from __future__ import annotations

import contextlib
import copy
import os
from typing import Any

import torch
from torch import Tensor
from transformers import AutoModelForTokenClassification, PreTrainedModel

from agentgym_capo.trainer.model.logprobs import position_ids_from_mask
from agentgym_capo.trainer.model.trunk_cache import TrunkSplit, backbone_hidden

__all__ = ["build_critic", "critic_head", "freeze_lower_layers", "values_at"]


def critic_head(critic: PreTrainedModel) -> torch.nn.Linear:
    """The scalar head (``score`` or ``classifier``) of a token-classification critic."""
    for name in ("score", "classifier"):
        head = getattr(critic, name, None)
        if isinstance(head, torch.nn.Linear):
            return head
    raise TypeError(f"{type(critic).__name__} has no linear 'score' or 'classifier' head.")


def _critic_config(policy: PreTrainedModel) -> Any:
    config = copy.deepcopy(policy.config)
    config.num_labels = 1
    config.classifier_dropout = 0.0
    return config


def build_critic(policy: PreTrainedModel, source: str | None = None) -> PreTrainedModel:
    """Return a value model with the policy's initial backbone weights and a zero-initialised scalar head.

    Args:
        policy: The (unprepared) policy; gives the config, dtype and device.
        source: The directory the policy was loaded from. The critic is loaded from it, so it never reads
            the policy's tensors (under DeepSpeed ZeRO-3 those are empty partitions, and ``from_pretrained``
            partitions the critic itself). Without a directory (a model built in memory) the policy's
            backbone state is copied instead.
    """
    dtype = next(policy.parameters()).dtype
    if source is not None and os.path.isdir(source):
        critic = _load_critic(source, _critic_config(policy), dtype)
    else:
        # built on the policy's device: its random initialisation is overwritten at once, and a GPU user would
        # otherwise wait for it on the CPU (Qwen3-1.7B's: ~20 s on 2 cores) and then for the copy
        with torch.device(next(policy.parameters()).device):
            critic = AutoModelForTokenClassification.from_config(_critic_config(policy), dtype=dtype)
        missing, _ = critic.base_model.load_state_dict(policy.base_model.state_dict(), strict=False)
        if missing:
            raise RuntimeError(f"The critic backbone does not match the policy's: missing {missing[:5]}.")
    head = critic_head(critic)
    with _gathered(head), torch.no_grad():
        head.weight.zero_()
        if head.bias is not None:
            head.bias.zero_()
    critic.to(next(policy.parameters()).device)
    for module in critic.modules():
        if isinstance(module, torch.nn.Dropout):
            module.p = 0.0
    critic.eval()
    return critic


#: Checkpoint keys a critic loaded from a causal LM's folder is expected to lack (its value head, zeroed by
#: :func:`build_critic`) or not to use (an untied LM head): regexes in transformers' own ignore lists.
EXPECTED_MISSING = (r"^(score|classifier)\.",)
EXPECTED_UNUSED = (r"^lm_head\.",)


def _load_critic(source: str, config: Any, dtype: torch.dtype) -> PreTrainedModel:
    """The token-classification critic loaded from the policy's folder, without a report of its value head.

    The folder holds a causal LM, so the value head is always missing from it: transformers would print a
    "LOAD REPORT" table of it and advise training "on your downstream task", for a head that
    :func:`build_critic` zeroes on purpose. The model class's ``_keys_to_ignore_on_load_missing`` and
    ``..._unexpected`` (transformers' mechanism for keys a class knows it lacks) get :data:`EXPECTED_MISSING` and
    :data:`EXPECTED_UNUSED` for this one load, so any *other* missing, unexpected or mismatched key is still
    reported, in transformers' own table.
    """
    from transformers.models.auto.modeling_auto import MODEL_FOR_TOKEN_CLASSIFICATION_MAPPING

    model_class = MODEL_FOR_TOKEN_CLASSIFICATION_MAPPING[type(config)]
    with _extra_ignored_keys(model_class, EXPECTED_MISSING, EXPECTED_UNUSED):
        return model_class.from_pretrained(source, config=config, dtype=dtype)


@contextlib.contextmanager
def _extra_ignored_keys(model_class: type, missing: tuple[str, ...], unexpected: tuple[str, ...]) -> Any:
    """Add key patterns to ``model_class``'s load-time ignore lists inside the block, then restore them.

    Instances copy the class's lists when they are built (``post_init``), so the critic built inside the block
    keeps the patterns and no later model of that class is affected.
    """
    added = {"_keys_to_ignore_on_load_missing": missing, "_keys_to_ignore_on_load_unexpected": unexpected}
    own = {name: model_class.__dict__[name] for name in added if name in model_class.__dict__}
    for name, patterns in added.items():
        setattr(model_class, name, [*(getattr(model_class, name, None) or []), *patterns])
    try:
        yield
    finally:
        for name in added:
            if name in own:
                setattr(model_class, name, own[name])
            else:
                delattr(model_class, name)


def _gathered(module: torch.nn.Module) -> contextlib.AbstractContextManager:
    """Full parameters of ``module`` for an in-place edit under DeepSpeed ZeRO-3 (a no-op otherwise)."""
    from transformers.integrations import is_deepspeed_zero3_enabled

    if not is_deepspeed_zero3_enabled():
        return contextlib.nullcontext()
    import deepspeed

    return deepspeed.zero.GatheredParameters(list(module.parameters()), modifier_rank=0)


def values_at(critic: PreTrainedModel, input_ids: Tensor, attention_mask: Tensor, rows: Tensor, cols: Tensor,
              position_ids: Tensor | None = None, split: TrunkSplit | None = None,
              trunk: Tensor | None = None) -> Tensor:
    """Critic outputs at ``(rows[i], cols[i])``, float32, differentiable.

    Only the backbone's hidden states at those positions go through the head, outside autocast and in the
    head's own dtype (float32 with the default fp32 weights), like the LM head (:func:`.logprobs.fp32_head`):
    under bf16 autocast the head would round each value to 8 significant bits (~4e-3 at 1). The head is
    called as a module, so ZeRO-3 and FSDP hooks still gather its parameters. With ``split``, only the
    critic's top layers run, on ``trunk`` (the policy's cached trunk states; the frozen layers are shared
    copies, see :mod:`.trunk_cache`).

    The backbone runs only up to the last queried column: attention is causal, so no queried position sees
    a later one, and a row's boundary value (its last prompt token) never pays for the response after it
    (about a fifth of ``capo demo``'s critic positions). Not done under a 4-D mask (packed choices).
    """
    if position_ids is None:
        position_ids = position_ids_from_mask(attention_mask)
    width = int(cols.max()) + 1 if cols.numel() else 0
    if 0 < width < input_ids.shape[1] and (attention_mask is None or attention_mask.dim() == 2):
        input_ids, position_ids = input_ids[:, :width], position_ids[:, :width]
        attention_mask = attention_mask[:, :width] if attention_mask is not None else None
        trunk = trunk[:, :width] if trunk is not None else None
    hidden = backbone_hidden(critic, input_ids, attention_mask, position_ids, split, trunk)
    head = critic_head(critic)
    with torch.autocast(device_type=hidden.device.type, enabled=False):
        values = head(hidden[rows, cols].to(head.weight.dtype))
    return values.float().squeeze(-1)


def freeze_lower_layers(model: PreTrainedModel, trainable_layers: int) -> int:
    """Freeze everything of ``model``'s backbone except its top ``trainable_layers`` layers and final norm.

    Heads other than the (tied) LM head stay trainable. Returns the number of trainable parameters.
    """
    backbone = model.base_model
    layers = getattr(backbone, "layers", None)
    if layers is None:
        raise TypeError(f"{type(model).__name__} has no base_model.layers; trainable_layers is not supported.")
    for param in backbone.parameters():
        param.requires_grad_(False)
    keep = list(layers)[len(layers) - trainable_layers:] if trainable_layers else []
    for module in [*keep, getattr(backbone, "norm", None)]:
        if module is not None:
            for param in module.parameters():
                param.requires_grad_(True)
    output = model.get_output_embeddings() if hasattr(model, "get_output_embeddings") else None
    embed = getattr(backbone, "embed_tokens", None)
    if output is not None and embed is not None and output.weight is embed.weight:
        output.weight.requires_grad_(False)
    return sum(p.numel() for p in model.parameters() if p.requires_grad)
