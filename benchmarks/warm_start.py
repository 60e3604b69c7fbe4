"""A short supervised warm start of SmolLM2-135M-Instruct on ``capo/LengthChain-v0``, shared by every algorithm.

Why: the untrained model never copies a listed phrase (docs/results.md, pilot), so every algorithm of
``benchmarks/learning_generate.py`` sees zero reward. The warm start teaches the *format* (reply with one
listed phrase, exactly, then eos) and part of the task, so that sampled rollouts sometimes succeed and
the RL comparison still has most of the task to learn.

What it does (one command, deterministic seed)::

    python benchmarks/warm_start.py    # -> runs/warm_start/smollm2-lchain/, benchmarks/results/warm_start.json
    python benchmarks/warm_start.py --temperatures 0.7 0.5 --output /tmp/t.json   # re-measure, no training

* **Data.** ``--episodes`` (default 256) episodes of the ``warmup`` split of ``capo/LengthChain-v0`` (512
  tasks, disjoint from the ``train`` tasks the RL runs train on and the ``test`` tasks measured here); each is played
  along the oracle path (so steps 2 and 3, whose prompts hold the history, are seen too) and every state is
  rendered with the project's one renderer (:func:`agentgym_capo.wrappers.chat.render_prompt` of
  :func:`~agentgym_capo.wrappers.chat.state_messages`, exactly what the rollout collector sends). The
  target at each state is a listed phrase followed by eos.
* **Target mix (the choice).** With probability ``--oracle-frac`` (default 0.5) the right phrase, else a
  uniformly random listed phrase (which may also be the right one). A model that learned this mix exactly
  picks the right phrase with probability q = 0.5 + 0.5/3 = 0.67 per step, so an episode (3 steps)
  succeeds with q^3 = 0.30, while uniform targets alone would give chance 1/27 = 0.037 and oracle targets
  would solve the task before RL starts. In practice the model learns the mix only partly (below), so
  what the RL runs start from is measured, not assumed.
* **Training.** The same parameters the RL runs train (``trainable_layers=4``: top 4 decoder layers and
  the final norm, :func:`agentgym_capo.trainer.model.critic.freeze_lower_layers`), AdamW at lr 2e-4, batches of
  8 states, loss on the target tokens only, fp32, ``--epochs`` passes (default 1).
* **Measurement.** On 32 fixed test-split episodes: the fraction of actions that equal a listed phrase
  exactly (after ``strip()``), the fraction the env's lenient matcher accepts as a listed phrase, right
  copies by the right phrase's length, and episode success, greedily and sampled (temperature 1;
  ``--temperatures`` measures a saved checkpoint at other temperatures).

Measured with the defaults (``benchmarks/results/warm_start.json``: 256 warmup episodes = 768 states, 96
AdamW steps, 616 s of training with 2 torch threads on the 2-core AMD EPYC, the sanity tests running beside
it for a few minutes; mean target loss over the thirds of training 0.366, 0.156, 0.137), on 32 fixed test
episodes:

=====================  ==============  ==============  ==========  ==========  =======
32 test episodes       listed copies   right, 2 words  right, 12   right, 55   success
=====================  ==============  ==============  ==========  ==========  =======
greedy                 56 / 65 (86 %)  15 / 20         12 / 20     12 / 25     6 / 32
sampled, T = 1         22 / 45 (49 %)  8 / 11          4 / 14      2 / 20      1 / 32
sampled, T = 0.7       31 / 52 (60 %)  10 / 14         6 / 15      5 / 23      1 / 32
sampled, T = 0.5       41 / 55 (75 %)  11 / 16         8 / 16      6 / 23      2 / 32
=====================  ==============  ==============  ==========  ==========  =======

The earlier settings on the same env (128 episodes, ``--oracle-frac 0.3``, on the ``train`` tasks;
``results/archive/warm_start_128ep.json``) gave greedy 66 % listed copies and 2 / 32 episodes, sampled 33 % at T = 1
and 0 / 32 episodes at T = 1, 0.7 and 0.5. The defaults trained on the ``train`` tasks
(``results/archive/warm_start_train_tasks.json``) measured about the same on the test tasks as the table (4 / 32
greedy; 0, 1 and 2 / 32 sampled at T = 1, 0.7, 0.5); it had seen the answers of every ``train`` task the RL
runs use, hence the ``warmup`` split (a principle, not a measured gap: the first RL iteration at T = 0.5
finished 6 / 16 ``train`` episodes from that start and 4 / 16 from this one, one draw each). So more data and
a larger right-phrase share help at every temperature, but sampled at T = 1 a long phrase is still rarely
copied right: the long tail of each token's distribution compounds over ~55 tokens. ``learning_generate.py``
therefore samples its rollouts at T = 0.5 by default (its docstring). How the env was made copyable, and the
runs on its earlier versions, are in docs/results.md; ``results/archive/warm_start_lr5e-4.json`` is from the env's
first version.

The checkpoint (``save_pretrained`` of the whole model + tokenizer, with this record as
``warm_start.json``) is not committed; the runner builds it with this script when missing
(``learning_generate.py --init warm``).
"""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path
from typing import Any

import harness

ROOT = harness.ROOT
ENV_ID = "capo/LengthChain-v0"
DEFAULT_OUT = ROOT / "runs" / "warm_start" / "smollm2-lchain"
TEST_EPISODES = 32


def oracle_path_examples(tokenizer: Any, episodes: int, oracle_frac: float,
                         seed: int) -> list[tuple[list[int], list[int]]]:
    """``(prompt_ids, target_ids)`` of every state of ``episodes`` warmup episodes played along the oracle path."""
    import gymnasium as gym

    import agentgym_capo  # noqa: F401  (registers the envs)
    from agentgym_capo.wrappers.chat import render_prompt, state_messages

    rng = random.Random(seed)
    env = gym.make(ENV_ID, split="warmup")  # disjoint from the RL runs' train tasks and the test tasks
    tasks = env.unwrapped.task_ids()
    examples = []
    for index in range(episodes):
        obs, info = env.reset(seed=seed + index, options={"task_id": tasks[index % len(tasks)]})
        done = False
        while not done:
            listed, right = list(info["admissible_actions"]), env.unwrapped.oracle_action()
            target = right if rng.random() < oracle_frac else rng.choice(listed)
            prompt = render_prompt(tokenizer, state_messages(obs, info), info.get("tools"))[1]
            answer = list(tokenizer(target, add_special_tokens=False)["input_ids"]) + [tokenizer.eos_token_id]
            examples.append((prompt, answer))
            obs, _, terminated, truncated, info = env.step(right)
            done = terminated or truncated
    env.close()
    return examples


def train(model: Any, examples: list[tuple[list[int], list[int]]], *, lr: float, batch_size: int,
          seed: int, epochs: int = 1) -> list[float]:
    """``epochs`` passes of AdamW over ``examples`` (loss on the target tokens only); return the per-batch losses.

    Each pass visits the examples in a new order (one seeded shuffle per pass).
    """
    import torch

    shuffler = random.Random(seed)
    order = []
    for _ in range(epochs):
        one_pass = list(range(len(examples)))
        shuffler.shuffle(one_pass)
        order.extend(one_pass)
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(params, lr=lr, weight_decay=0.01)
    model.train()
    losses = []
    for start in range(0, len(order), batch_size):
        rows = [examples[i] for i in order[start:start + batch_size]]
        width = max(len(p) + len(a) for p, a in rows)
        ids = torch.zeros(len(rows), width, dtype=torch.long)
        mask = torch.zeros_like(ids)
        labels = torch.full_like(ids, -100)
        for r, (prompt, answer) in enumerate(rows):  # right padding: positions stay 0..n-1
            seq = prompt + answer
            ids[r, :len(seq)] = torch.tensor(seq)
            mask[r, :len(seq)] = 1
            labels[r, len(prompt):len(seq)] = torch.tensor(answer)
        loss = model(input_ids=ids, attention_mask=mask, labels=labels).loss
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        optimizer.step()
        losses.append(loss.item())
        print(f"  batch {start // batch_size + 1}/{-(-len(order) // batch_size)} loss {losses[-1]:.3f}", flush=True)
    model.eval()
    return losses


def evaluate(model: Any, tokenizer: Any, *, greedy: bool, seed: int, max_new_tokens: int = 80,
             temperature: float = 1.0, episodes: int = TEST_EPISODES) -> dict[str, float]:
    """Play the first ``episodes`` fixed test episodes (batched over live episodes); format and success rates.

    ``temperature`` applies when sampling (``greedy=False``).
    """
    import torch

    from agentgym_capo.envs.sanity.length_chain import lenient_phrase
    from agentgym_capo.rollout import RolloutCollector
    from agentgym_capo.trainer.model.logprobs import collate_generate

    pad, eos = tokenizer.pad_token_id, tokenizer.eos_token_id
    counts = {"actions": 0, "exact": 0, "lenient": 0}
    by_length: dict[int, dict[str, int]] = {}  # words of the right phrase -> actions / listed copies / right

    @torch.no_grad()
    def act(inputs):
        batch = collate_generate([x.prompt_ids for x in inputs], [[]] * len(inputs), pad, model.device)
        width = batch.prompt_width
        out = model.generate(input_ids=batch.input_ids[:, :width], attention_mask=batch.attention_mask[:, :width],
                             max_new_tokens=max_new_tokens, do_sample=not greedy, top_k=0, top_p=1.0,
                             temperature=1.0 if greedy else temperature, eos_token_id=eos, pad_token_id=pad)
        texts = []
        for row, item in zip(out[:, width:].tolist(), inputs, strict=True):
            ids = row[:row.index(eos)] if eos in row else [t for t in row if t != pad]
            text = tokenizer.decode(ids, skip_special_tokens=True)
            listed = list(item.info["admissible_actions"])
            counts["actions"] += 1
            counts["exact"] += text.strip() in listed
            copied = lenient_phrase(text) in {lenient_phrase(p) for p in listed}
            counts["lenient"] += copied
            right = item.env.unwrapped.oracle_action()  # the sync backend hands the policy its env
            cell = by_length.setdefault(len(right.split()), {"actions": 0, "listed": 0, "right": 0})
            cell["actions"] += 1
            cell["listed"] += copied
            cell["right"] += lenient_phrase(text) == lenient_phrase(right)
            texts.append(text)
        return texts

    torch.manual_seed(seed)
    with RolloutCollector(ENV_ID, backend="sync", num_envs=episodes, env_kwargs={"split": "test"},
                          tokenizer=tokenizer, progress=False) as collector:
        import gymnasium as gym

        probe = gym.make(ENV_ID, split="test")
        tasks = probe.unwrapped.task_ids("test")[:episodes]
        probe.close()
        result = collector.collect([(task, f"test-{i}") for i, task in enumerate(tasks)], act)
    success = sum(e.success for e in result.episodes) / len(result.episodes)
    return {"episodes": len(result.episodes), "actions": counts["actions"],
            "exact_listed_frac": counts["exact"] / max(counts["actions"], 1),
            "lenient_listed_frac": counts["lenient"] / max(counts["actions"], 1), "success": success,
            "by_right_length": {str(k): by_length[k] for k in sorted(by_length)}}


def load(path: str | Path) -> tuple[Any, Any]:
    """The tokenizer and the eval-mode model (eager attention) saved at ``path``."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(path)
    return tokenizer, AutoModelForCausalLM.from_pretrained(path, attn_implementation="eager").eval()


def build(out: Path, *, episodes: int = 256, oracle_frac: float = 0.5, lr: float = 2e-4, batch_size: int = 8,
          epochs: int = 1, seed: int = 0, measure: bool = True, before: dict[str, Any] | None = None,
          skip_before: bool = False) -> dict[str, Any]:
    """Fine-tune SmolLM2's top 4 layers on the mixed targets, save to ``out``, return the record.

    ``before``: the untrained model's measurement from an earlier run with the same ``seed`` (it does not
    depend on the warm-start settings), reused instead of measured again.
    """
    import torch

    from agentgym_capo.models import smollm2_dir
    from agentgym_capo.trainer.model.critic import freeze_lower_layers

    torch.manual_seed(seed)
    tokenizer, model = load(smollm2_dir())
    record: dict[str, Any] = {"env_id": ENV_ID, "base": "SmolLM2-135M-Instruct", "episodes": episodes,
                              "oracle_frac": oracle_frac, "lr": lr, "batch_size": batch_size, "epochs": epochs,
                              "seed": seed, "trainable_layers": 4, "test_episodes": TEST_EPISODES}
    t0 = time.perf_counter()
    if measure and before is not None:
        record["before"] = before
    elif measure and not skip_before:
        record["before"] = {mode: evaluate(model, tokenizer, greedy=mode == "greedy", seed=seed)
                            for mode in ("greedy", "sampled")}
        print("before", record["before"], flush=True)
    examples = oracle_path_examples(tokenizer, episodes, oracle_frac, seed)
    freeze_lower_layers(model, 4)
    with harness.timed(record, "train_seconds"):
        record["losses"] = train(model, examples, lr=lr, batch_size=batch_size, seed=seed, epochs=epochs)
    record["examples"] = len(examples)
    for param in model.parameters():
        param.requires_grad_(True)
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    if measure:
        record["after"] = {mode: evaluate(model, tokenizer, greedy=mode == "greedy", seed=seed)
                           for mode in ("greedy", "sampled")}
        print("after", record["after"], flush=True)
    record.update(total_seconds=time.perf_counter() - t0, checkpoint=str(out.relative_to(ROOT)
                                                                          if out.is_relative_to(ROOT) else out),
                  loadavg=os.getloadavg(), torch_threads=torch.get_num_threads())
    return harness.record(record, out / "warm_start.json")


def measure_temperatures(path: Path, temperatures: list[float], seed: int = 0) -> dict[str, Any]:
    """Sampled success and copy rates of the checkpoint at ``path`` at each sampling temperature (no training)."""
    import torch

    tokenizer, model = load(path)
    record: dict[str, Any] = {"checkpoint": str(path), "seed": seed, "test_episodes": TEST_EPISODES, "sampled": {}}
    for temperature in temperatures:
        seconds: dict[str, float] = {}
        with harness.timed(seconds, "evaluation"):
            record["sampled"][str(temperature)] = evaluate(model, tokenizer, greedy=False, seed=seed,
                                                          temperature=temperature)
        print(f"T={temperature}: {record['sampled'][str(temperature)]} ({seconds['evaluation']:.0f} s)", flush=True)
    record.update(loadavg=os.getloadavg(), torch_threads=torch.get_num_threads())
    return record


def main() -> None:
    """CLI: build the warm start (and measure it), write the record to benchmarks/results/warm_start.json."""
    parser = harness.parser(__file__, __doc__, output="warm_start.json", output_aliases=("--result",), threads=1,
                            output_help="Where the measured record is written.")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="Checkpoint folder (not committed).")
    parser.add_argument("--episodes", type=int, default=256, help="Training episodes (3 states each).")
    parser.add_argument("--oracle-frac", type=float, default=0.5, help="Share of right-phrase targets.")
    parser.add_argument("--lr", type=float, default=2e-4, help="AdamW learning rate.")
    parser.add_argument("--epochs", type=int, default=1, help="Passes over the training states.")
    parser.add_argument("--seed", type=int, default=0, help="Seed of data, order and sampling.")
    parser.add_argument("--skip-before", action="store_true", help="Measure only after training.")
    parser.add_argument("--temperatures", nargs="+", type=float,
                        help="Only measure the checkpoint in --out, sampled at these temperatures (no training).")
    parser.add_argument("--no-measure", action="store_true", help="Skip the before/after evaluation.")
    parser.add_argument("--reuse-before", type=Path,
                        help="A warm_start JSON (same seed and env prompt) whose 'before' measurement to reuse.")
    options = parser.parse_args()
    harness.set_threads(options.threads)
    if options.temperatures:
        harness.record(measure_temperatures(options.out, options.temperatures, options.seed), options.output)
        return
    record = build(options.out, episodes=options.episodes, oracle_frac=options.oracle_frac, lr=options.lr,
                   epochs=options.epochs, seed=options.seed, measure=not options.no_measure,
                   before=json.loads(options.reuse_before.read_text())["before"] if options.reuse_before else None,
                   skip_before=options.skip_before)
    if not options.no_measure:
        harness.record(record, options.output)
    print(json.dumps({k: record.get(k) for k in ("before", "after", "train_seconds", "checkpoint")}, indent=1))


if __name__ == "__main__":
    main()
