"""A report of a real (two-iteration, tiny-model) training run: every recorded action is in the page."""

from __future__ import annotations

from agentgym_capo.report import build_report
from agentgym_capo.trainer.backend.records import read_jsonl
from agentgym_capo.trainer.capo_trainer import CAPOTrainer
from tests.report.page_reading import page_data, prompts_of, read, summary_rows
from tests.trainer.helpers import chain_factory, tiny_config


def test_report_of_a_real_training_run(tmp_path, tiny_model_path, tiny_tokenizer):
    args = tiny_config(tmp_path, algo="capo", action_mode="choose", mini_batch_size=3, micro_batch_tokens=256,
                       record_episodes=2)
    CAPOTrainer(model=tiny_model_path, args=args, env=chain_factory(), processing_class=tiny_tokenizer).train()
    run_dir = tmp_path / "run"
    actions, metrics = read_jsonl(run_dir / "actions.jsonl"), read_jsonl(run_dir / "metrics.jsonl")
    assert actions and all(a["algo"] == "capo" for a in actions)

    html = read(build_report([run_dir], tmp_path / "report.html"))
    (run,) = page_data(html)["runs"]
    page_steps = {(e["it"], e["traj"], s["i"]): (s, prompt) for e in run["episodes"]
                  for s, prompt in zip(e["steps"], prompts_of(e), strict=True)}
    assert len(page_steps) == len(actions)
    for record in actions:
        step, prompt = page_steps[(record["iteration"], record["traj_id"], record["step_index"])]
        assert (step["a"], step["n"], step["r"], step["v"], step["A"], step["w"], step["x"], prompt) == (
            record["action"], record["action_tokens"], record["reward"], record["value"], record["advantage"],
            record["ratio"], record["clipped"], record["prompt"])
    iterations = [m for m in metrics if "rollout/success_rate" in m]
    rows = summary_rows(html)
    assert rows["iterations logged"] == [repr(float(len(iterations)))]
    assert float(rows["success rate, last iteration"][0]) == iterations[-1]["rollout/success_rate"]
    assert float(rows["training time (s)"][0]) == metrics[-1]["train_runtime"]
