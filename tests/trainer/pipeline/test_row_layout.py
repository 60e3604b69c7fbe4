"""Rows sorted by length, padded to their micro-batch's longest row or packed, give the former layout's numbers.

``row_layout="by_length"`` groups rows by length and right-pads each whole row; ``"packed"`` puts several
rows end to end in one tensor row with restarting positions and no mask; ``"rollout_order"`` is the former
layout (rows in rollout order, left-padded prompts). Per-token log-probs and
values must agree to fp32 rounding, and the update's loss and gradients to summation-order rounding, since the
loss's normalisers are the step's global counts (§2.5).
"""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
import torch

from agentgym_capo.envs.core import ActionSegment
from agentgym_capo.rollout import EpisodeResult, EpisodeSpec, PolicyAction, RolloutResult, StepRecord
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from agentgym_capo.trainer.model.critic import critic_head
from agentgym_capo.trainer.model.logprobs import collate_generate, collate_packed, collate_rows, pack_bins
from agentgym_capo.trainer.pipeline.advantages import compute_advantages
from agentgym_capo.trainer.pipeline.batches import StepContext, StepRows
from agentgym_capo.trainer.pipeline.loss import micro_loss
from agentgym_capo.trainer.pipeline.microbatches import PACK_MIN_SAVING, PLANNERS, plan_by_length, plan_in_order
from agentgym_capo.trainer.pipeline.prepare import prepare
from agentgym_capo.trainer.pipeline.runtime import IterationLog
from agentgym_capo.trainer.pipeline.scorers import COLLATIONS
from agentgym_capo.trainer.pipeline.update import global_counts, minibatch_mu
from tests.trainer.helpers import chain_factory, tiny_config

# (prompt length, response length) per step of each episode: the longest prompts and the longest responses sit
# in different rows, and lengths alternate, so rollout order and length order group rows differently
EPISODES = [[(30, 2), (34, 3), (38, 1)], [(6, 14), (9, 12)], [(12, 4), (40, 13), (7, 2), (20, 9)]]


# one micro-batch of all 9 rows (9 x the longest row's 53 tokens fit 480), so that packing them saves enough
# positions to be used (PACK_MIN_SAVING): a pass that costs more than all their positions makes the planner cut
# the fewest micro-batches
PACKED_SIZES = {"packed": {"micro_batch_tokens": 480, "per_device_train_batch_size": 9,
                           "micro_batch_overhead_tokens": 10**6}}


def _rollout(eos_id: int) -> RolloutResult:
    rng = torch.Generator().manual_seed(0)
    episodes = []
    for index, lengths in enumerate(EPISODES):
        spec = EpisodeSpec(f"task-{index}", f"traj-{index}", f"group-{index}", 0)
        steps = []
        for t, (prompt, response) in enumerate(lengths):
            segment = ActionSegment(spec.traj_id, t, spec.task_id, f"anchor-{index}-{t}")
            action = PolicyAction("a", torch.randint(10, 400, (response - 1,), generator=rng).tolist() + [eos_id])
            steps.append(StepRecord(segment, spec.group_id, "p", action, float(t % 2) - 0.3,
                                    terminated=t == len(lengths) - 1, prompt_ids=torch.randint(
                                        10, 400, (prompt,), generator=rng).tolist(), prompt_text="p"))
        episodes.append(EpisodeResult(spec, steps, "success"))
    return RolloutResult(episodes)


def _trainer(tmp_path, model, tokenizer, **overrides) -> CAPOTrainer:
    settings = dict(algo="capo", action_mode="generate", micro_batch_tokens=120, per_device_train_batch_size=4,
                    mini_batch_size=4, beta=0.05, kl_estimator="k3_loss", whiten_advantages=False,
                    trunk_precision="fp32")
    args = tiny_config(tmp_path, **{**settings, **overrides})
    trainer = CAPOTrainer(model=model, args=args, env=chain_factory(), processing_class=tokenizer)
    torch.manual_seed(1)
    with torch.no_grad():  # a zero-initialised head would make every value 0 in both layouts
        critic_head(trainer.critic).weight.normal_(0, 0.1)
    return trainer


def test_plan_by_length_sorts_longest_first_and_keeps_ties_in_order():
    costs = {0: 5, 1: 9, 2: 5, 3: 1, 4: 9}
    assert plan_by_length(range(5), costs.__getitem__, 20, 8) == [[1, 4], [0, 2, 3]]
    assert plan_in_order(range(5), costs.__getitem__, 20, 8) == [[0, 1], [2, 3], [4]]


def _partitions(count: int):
    """Every cut of ``count`` ordered items into contiguous runs, as lists of (start, end)."""
    if count == 0:
        yield []
        return
    for first in range(1, count + 1):
        for rest in _partitions(count - first):
            yield [(0, first)] + [(a + first, b + first) for a, b in rest]


@pytest.mark.parametrize("attention_width", [math.inf, 25.0])
@pytest.mark.parametrize("call_cost", [None, 0, 7, 40, 10**6])
def test_plan_by_length_cuts_sorted_rows_at_the_least_estimated_cost(call_cost, attention_width):
    """Against every cut of the sorted rows (brute force): the planner's cut has the least
    ``sum(call_cost + rows x longest x (1 + longest / attention_width))`` (call_cost None: the fewest
    micro-batches, then the least estimate)."""
    rng = torch.Generator().manual_seed(3)
    for trial in range(40):
        count = int(torch.randint(1, 9, (1,), generator=rng))
        costs = torch.randint(1, 30, (count,), generator=rng).tolist()
        budget, max_rows = int(torch.randint(20, 90, (1,), generator=rng)), int(torch.randint(1, 6, (1,),
                                                                                         generator=rng))
        ordered = sorted(range(count), key=costs.__getitem__, reverse=True)

        def rank(plans, costs=costs):
            widths = [max(costs[i] for i in p) for p in plans]
            estimate = sum(len(p) * w * (1 + w / attention_width) for p, w in zip(plans, widths, strict=True))
            return (len(plans), estimate) if call_cost is None else (estimate + call_cost * len(plans), len(plans))

        allowed = []
        for cut in _partitions(count):
            plans = [ordered[a:b] for a, b in cut]
            if all(len(p) <= max_rows and (len(p) == 1 or len(p) * costs[p[0]] <= budget) for p in plans):
                allowed.append(plans)
        found = plan_by_length(range(count), costs.__getitem__, budget, max_rows, call_cost=call_cost,
                               attention_width=attention_width)
        assert sorted(i for p in found for i in p) == list(range(count)), trial  # every row once
        assert found in allowed, trial
        assert rank(found) == pytest.approx(min(rank(p) for p in allowed)), (trial, costs, budget, max_rows)


def test_a_split_cost_keeps_rows_that_fit_in_one_micro_batch_unless_cutting_saves_more():
    """The μ pre-pass a cut costs (``split_cost``) is weighed against what the cut saves."""
    costs = [100, 100, 60, 60]  # one micro-batch: 400 positions + 10; cut in two: 200 + 120 + 20 = 340
    one, two = [[0, 1, 2, 3]], [[0, 1], [2, 3]]
    assert plan_by_length(range(4), costs.__getitem__, 1000, 8, call_cost=10) == two
    assert plan_by_length(range(4), costs.__getitem__, 1000, 8, call_cost=10, split_cost=0.1) == two  # 374 < 410
    assert plan_by_length(range(4), costs.__getitem__, 1000, 8, call_cost=10, split_cost=0.25) == one  # 425
    # rows that do not fit one micro-batch are cut however much it costs
    assert plan_by_length(range(4), costs.__getitem__, 300, 8, call_cost=10, split_cost=1.0) == two


def test_plan_by_length_pads_less_than_filling_micro_batches_in_turn():
    """On WebShop-like lengths (400-1,500 tokens): the fewest micro-batches pad no more than filling each in turn
    (the former planner over sorted rows), and a small per-pass cost leaves almost no padding."""
    rng = torch.Generator().manual_seed(0)
    costs = torch.randint(400, 1600, (48,), generator=rng).tolist()

    def padding(plans):
        positions = sum(len(p) * max(costs[i] for i in p) for p in plans)
        return (positions - sum(costs)) / positions

    ordered = sorted(range(48), key=costs.__getitem__, reverse=True)
    in_turn = plan_in_order(ordered, costs.__getitem__, 16384, 64)
    fewest = plan_by_length(range(48), costs.__getitem__, 16384, 64)
    cheap = plan_by_length(range(48), costs.__getitem__, 16384, 64, call_cost=64)
    assert len(fewest) == len(in_turn) and padding(fewest) <= padding(in_turn)
    assert padding(cheap) < 0.03 < padding(in_turn)


def test_collate_rows_is_as_wide_as_the_longest_row():
    prompts, responses = [[1, 2, 3, 4, 5], [6]], [[7], [8, 9, 10, 11]]
    rows, former = collate_rows(prompts, responses, 0), collate_generate(prompts, responses, 0)
    assert rows.input_ids.shape[1] == 6 and former.input_ids.shape[1] == 9
    assert rows.input_ids.tolist() == [[1, 2, 3, 4, 5, 7], [6, 8, 9, 10, 11, 0]]
    assert rows.position_ids[1, :5].tolist() == [0, 1, 2, 3, 4]
    assert rows.boundary_cols().tolist() == [4, 0] and former.boundary_cols().tolist() == [4, 4]
    for batch in (rows, former):
        r, cols, targets = batch.query()
        assert targets.tolist() == [7, 8, 9, 10, 11]
        assert batch.response_index(r, cols).tolist() == [0, 0, 1, 2, 3]
    assert former.prompt_width == 5
    with pytest.raises(ValueError, match="response_starts"):
        _ = rows.prompt_width


@pytest.mark.parametrize("prompt_range, response_range, packs", [
    ((400, 1500), (5, 120), False),  # WebShop-like: a real-token planner padded more here than by_length
    ((20, 100), (5, 100), True),  # widely spread short rows: packing saves
])
def test_packed_packs_by_length_micro_batches_and_never_pads_more(prompt_range, response_range, packs):
    generator = torch.Generator().manual_seed(0)
    prompts = [[1] * int(n) for n in torch.randint(*prompt_range, (40,), generator=generator)]
    responses = [[2] * int(n) for n in torch.randint(*response_range, (40,), generator=generator)]

    def cost(i):
        return len(prompts[i]) + len(responses[i])

    assert PLANNERS["packed"] is PLANNERS["by_length"] is plan_by_length
    plans = plan_by_length(range(40), cost, 2048, 64)
    assert len(plans) > 1
    saved = 0
    for plan in plans:
        packed = collate_packed([prompts[i] for i in plan], [responses[i] for i in plan], 0,
                                min_saving=PACK_MIN_SAVING)
        padded = len(plan) * max(cost(i) for i in plan)
        assert packed.input_ids.numel() <= padded
        saved += padded - packed.input_ids.numel()
    assert (saved > 0) == packs


def test_a_config_without_sizes_packs_at_the_longest_width():
    # attention_width() is 0 for a config that lacks the sizes: only the longest sequence's width is tried
    prompts, responses = [[1] * 9, [1] * 2, [1] * 3, [1] * 2], [[2], [2] * 2, [2], [2]]
    batch = collate_packed(prompts, responses, 0, attention_width=0.0)
    assert batch.attention_mask is None and batch.input_ids.shape == (3, 10)  # [10], [4, 4], [3]: 30 of 40


def test_pack_bins_fills_first_fit_decreasing():
    assert pack_bins([6, 2, 5, 3, 1], 6) == [[0], [2, 4], [3, 1]]
    assert sorted(i for b in pack_bins([4, 4, 4], 4) for i in b) == [0, 1, 2]


def test_collate_packed_puts_rows_end_to_end_with_restarting_positions():
    prompts, responses = [[1, 2, 3, 4, 5], [6], [12]], [[7], [8, 9, 10, 11], []]
    packed = collate_packed(prompts, responses, 0, width_factor=1.0)
    assert packed.attention_mask is None
    # the longest row (6 tokens) fills a row; the 5- and 1-token rows share the other, first-fit decreasing
    assert packed.input_ids.tolist() == [[1, 2, 3, 4, 5, 7], [6, 8, 9, 10, 11, 12]]
    assert packed.position_ids.tolist() == [[0, 1, 2, 3, 4, 5], [0, 1, 2, 3, 4, 0]]
    assert packed.seq_lengths.tolist() == [6, 5, 1]
    row_of = packed.seq_rows.tolist()
    assert row_of[0] != row_of[1]
    for seq, (prompt, response) in enumerate(zip(prompts, responses, strict=True)):
        row, start = row_of[seq], int(packed.seq_starts[seq])
        total = len(prompt) + len(response)
        assert packed.input_ids[row, start:start + total].tolist() == [*prompt, *response]
        assert packed.position_ids[row, start:start + total].tolist() == list(range(total))
    seqs, cols, targets = packed.query()
    assert targets.tolist() == [7, 8, 9, 10, 11]
    assert packed.response_index(seqs, cols).tolist() == [0, 0, 1, 2, 3]
    assert packed.boundary_cols().tolist() == [int(packed.seq_starts[i]) + len(p) - 1 for i, p in enumerate(prompts)]
    # too little to save (12 of 18 positions is the least packing needs): row padding
    assert collate_packed(prompts, responses, 0, min_saving=0.5).attention_mask is not None
    # rows up to twice the longest are taken only where they hold fewer positions: 2 x 6 = 12 here either way
    assert collate_packed(prompts, responses, 0, width_factor=2.0).input_ids.shape == (2, 6)
    wide = collate_packed(prompts, [[7], [8], []], 0, width_factor=2.0)  # 6 + 2 + 1: one row of 9, not 2 x 6
    assert wide.input_ids.tolist() == [[1, 2, 3, 4, 5, 7, 6, 8, 12]]
    assert wide.position_ids.tolist() == [[0, 1, 2, 3, 4, 5, 0, 1, 0]]
    # where attention dominates (a 1-token attention width), the wider row's quadratic attention is not worth it
    assert collate_packed(prompts, [[7], [8], []], 0, width_factor=2.0, attention_width=1.0).input_ids.shape == (2, 6)


def test_attention_width_of_known_shapes():
    from transformers import AutoConfig

    from agentgym_capo.trainer.pipeline.microbatches import attention_width

    qwen = AutoConfig.for_model("qwen3", hidden_size=2048, intermediate_size=6144, num_attention_heads=16,
                                num_key_value_heads=8, head_dim=128)
    # (2 x 2048 x 2048 + 2 x 2048 x 1024 + 3 x 2048 x 6144) / (2 x 2048)
    assert attention_width(qwen) == 12288.0
    assert attention_width(object()) == 0.0


@pytest.mark.parametrize(("trainable_layers", "gae_level"), [(None, None), (1, "token")])
@pytest.mark.parametrize("layout", ["by_length", "packed"])
def test_prepare_gives_the_same_logps_and_values_in_every_layout(tmp_path, tiny_model_path, tiny_tokenizer,
                                                                 trainable_layers, gae_level, layout):
    trainer = _trainer(tmp_path, tiny_model_path, tiny_tokenizer, trainable_layers=trainable_layers,
                       gae_level=gae_level, **PACKED_SIZES.get(layout, {}))
    rollout = _rollout(tiny_tokenizer.eos_token_id)
    rows = StepRows(rollout.training_steps(), "generate")
    scored = {}
    for name in ("rollout_order", layout):
        trainer.scorer.row_layout = name
        scored[name] = prepare(trainer.runtime(), rollout, IterationLog())
    assert trainer.scorer.plan(rows, range(len(rows))) != plan_in_order(
        range(len(rows)), rows.cost, trainer.args.micro_batch_tokens, trainer.args.per_device_train_batch_size)
    if layout == "packed":  # the packed micro-batches really share tensor rows
        assert any(trainer.scorer.collate(rows, plan).rows_batch.input_ids.shape[0] < len(plan)
                   for plan in trainer.scorer.plan(rows, range(len(rows))))
    former, new = scored["rollout_order"], scored[layout]
    for name in ("old_logp", "ref_logp", "token_values", "trunk"):
        if getattr(former, name) is None:
            assert getattr(new, name) is None, name
            continue
        for row, (a, b) in enumerate(zip(getattr(former, name), getattr(new, name), strict=True)):
            assert a.shape == b.shape, (name, row)
            torch.testing.assert_close(b, a, rtol=1e-6, atol=1e-6, msg=f"{name} of row {row}")
    assert former.old_logp is not None and former.ref_logp is not None
    torch.testing.assert_close(new.values, former.values, rtol=1e-6, atol=1e-6)
    assert (gae_level == "token", trainable_layers is not None) == (former.token_values is not None,
                                                                  former.trunk is not None)


@pytest.mark.parametrize("layout", ["by_length", "packed"])
@pytest.mark.parametrize("trainable_layers", [None, 1])
def test_sorted_microbatches_give_the_same_loss_and_gradients(tmp_path, tiny_model_path, tiny_tokenizer,
                                                              trainable_layers, layout):
    trainer = _trainer(tmp_path, tiny_model_path, tiny_tokenizer, trainable_layers=trainable_layers,
                       **PACKED_SIZES.get(layout, {}))
    scored = prepare(trainer.runtime(), _rollout(tiny_tokenizer.eos_token_id), IterationLog())
    batch = compute_advantages(trainer.runtime(), scored, IterationLog())
    run, rows = trainer.runtime(), list(range(len(batch)))
    params = [p for p in trainer.model_wrapped.parameters() if p.requires_grad]
    results = {}
    for name in ("rollout_order", layout):
        trainer.scorer.row_layout = name
        plans = trainer.scorer.plan(batch, rows)
        context = StepContext(global_counts(run, batch, rows), minibatch_mu(run, batch, plans), False)
        for param in params:
            param.grad = None
        total = torch.zeros(())
        for plan in plans:
            loss = micro_loss(run, trainer.model_wrapped, replace(trainer.scorer.collate(batch, plan),
                                                                 update=context)).loss
            loss.backward()
            total = total + loss.detach()
        results[name] = (plans, total, [p.grad.clone() for p in params if p.grad is not None])
    (plans_a, loss_a, grads_a), (plans_b, loss_b, grads_b) = results["rollout_order"], results[layout]
    assert plans_a != plans_b and len(grads_a) == len(grads_b) > 0
    torch.testing.assert_close(loss_b, loss_a, rtol=1e-5, atol=1e-7)
    for a, b in zip(grads_a, grads_b, strict=True):  # entries near 0 are compared at the tensor's own scale
        torch.testing.assert_close(b, a, rtol=1e-5, atol=1e-5 * float(a.abs().max()))


def test_row_layout_names_match_the_configs_choices():
    from agentgym_capo.trainer.config_fields import ROW_LAYOUTS as CONFIG_LAYOUTS
    from agentgym_capo.trainer.pipeline.microbatches import resolve_row_layout

    assert tuple(PLANNERS) == tuple(COLLATIONS) == CONFIG_LAYOUTS
    assert resolve_row_layout("auto", "cpu") == "packed" and resolve_row_layout("auto", "cuda") == "by_length"
    assert resolve_row_layout("rollout_order", "cpu") == "rollout_order"


def test_flash_attention_packs_a_micro_batch_into_one_row(tmp_path, tiny_model_path, tiny_tokenizer):
    trainer = _trainer(tmp_path, tiny_model_path, tiny_tokenizer, row_layout="packed")
    rows = StepRows(_rollout(tiny_tokenizer.eos_token_id).training_steps(), "generate")
    plan = max(trainer.scorer.plan(rows, range(len(rows))), key=len)
    assert trainer.scorer.collate(rows, plan).rows_batch.input_ids.shape[0] > 1  # sdpa: rows of bounded width
    trainer.policy.config._attn_implementation = "flash_attention_2"
    trainer.scorer.row_layout = "packed"  # the collation is chosen when the layout is set
    assert trainer.scorer.collate(rows, plan).rows_batch.input_ids.shape[0] == 1
