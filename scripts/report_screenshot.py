"""Make docs/img/report.png: three short tiny-model runs (CAPO, PPO, GRPO), their report, a screenshot.

The PNG stacks two parts of the full-page screenshot (header and two rows of curves; the episode browser);
the whole page is saved beside the runs as report_full.png.

The runs use the 2-layer random test model on ``capo/Chain-v0`` in choose mode for a few dozen iterations
(about a minute on 2 CPU cores), so the curves show what a report looks like, not what the algorithms can
learn. Each run is evaluated greedily on test tasks into ``eval.json``, which fills the evaluation table.
Needs Debian's chromium + chromium-driver and selenium (`bash scripts/install.sh --tests` installs both).

    python scripts/report_screenshot.py --out-dir /tmp/report_demo --png docs/img/report.png
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")

RUNS = {"capo": {}, "ppo": {}, "grpo": {"group_size": 4}}


def train_and_evaluate(name: str, out_dir: Path, iterations: int, seed: int) -> Path:
    """Train one tiny-model run and write its eval.json; return the run directory."""
    from transformers import AutoTokenizer

    from agentgym_capo.models import tiny_model_dir
    from agentgym_capo.trainer.capo_trainer import CAPOTrainer
    from agentgym_capo.trainer.commands.evaluate import evaluate_policy
    from agentgym_capo.trainer.config import CAPOConfig
    from agentgym_capo.trainer.model.policies import ChoosePolicy

    path = str(tiny_model_dir())
    tokenizer = AutoTokenizer.from_pretrained(path)
    run_dir = out_dir / name
    args = CAPOConfig(
        output_dir=str(run_dir), algo=name, action_mode="choose", use_cpu=True, bf16=False, report_to="none",
        gradient_checkpointing=False, max_steps=iterations, rollout_tasks=8, mini_batch_size=8,
        micro_batch_tokens=2048, learning_rate=3e-3, critic_learning_rate=3e-3, logging_steps=1,
        save_strategy="no", disable_tqdm=True, seed=seed, max_env_steps=6, record_episodes=4,
        choose_temperature=1.5, **RUNS[name])
    trainer = CAPOTrainer(model=path, args=args, env="capo/Chain-v0", processing_class=tokenizer)
    trainer.train()
    policy = ChoosePolicy(trainer.actor_critic.lm.eval(), tokenizer, greedy=True)
    result = evaluate_policy("capo/Chain-v0", policy, tokenizer, episodes=16, seeds=(0, 1), max_env_steps=6,
                             progress=False)
    (run_dir / "eval.json").write_text(json.dumps([result.summary()], indent=2))
    return run_dir


def pick_episode(run_dir: Path) -> tuple[int, str]:
    """(iteration, traj_id) of the longest recorded episode with a clipped action, preferring successes."""
    from agentgym_capo.report.episodes import group_episodes
    from agentgym_capo.report.run_data import load_run

    episodes = group_episodes(load_run(run_dir).actions)
    best = max(episodes, key=lambda e: (any(s.get("clipped") for s in e.steps), e.success, len(e.steps), e.iteration))
    return best.iteration, best.traj_id


def main() -> None:
    """Train, report, screenshot."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", default="/tmp/capo_report_demo")
    parser.add_argument("--png", default="docs/img/report.png")
    parser.add_argument("--iterations", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    options = parser.parse_args()

    from agentgym_capo.report import build_report
    from agentgym_capo.report.browser import headless_chromium, screenshot_page

    out_dir = Path(options.out_dir)
    run_dirs = [out_dir / name if (out_dir / name / "eval.json").exists()
                else train_and_evaluate(name, out_dir, options.iterations, options.seed) for name in RUNS]
    html = build_report(run_dirs, out_dir / "report.html")
    iteration, traj = pick_episode(run_dirs[0])
    url = f"{html.resolve().as_uri()}#run=0&it={iteration}&traj={traj}&epit={iteration}"
    full = out_dir / "report_full.png"
    with headless_chromium(1400, 1000) as driver:
        driver.get(url)
        for details in driver.find_elements("css selector", "#episode-detail details.prompt")[-1:]:
            driver.execute_script("arguments[0].open = true", details)
        screenshot_page(url, full, width=1400, full_page=True, driver=driver)
        top = "return arguments[0].getBoundingClientRect().top + window.scrollY"
        panels = driver.find_elements("css selector", "#curves figure.panel")
        curves_end = driver.execute_script(top, panels[8]) if len(panels) > 8 else None
        browser_start = driver.execute_script(top, driver.find_element("id", "episodes"))
    crop_for_readme(full, Path(options.png), curves_end, browser_start)
    print(f"report: {html}\nfull page: {full}\nscreenshot: {options.png}")


def crop_for_readme(full: Path, out: Path, curves_end: float | None, browser_start: float,
                    browser_height: int = 760) -> None:
    """Stack two parts of the full-page screenshot: header with two rows of curves, and the episode browser."""
    from PIL import Image, ImageDraw

    page = Image.open(full)
    top = page.crop((0, 0, page.width, int(curves_end or browser_start)))
    bottom = page.crop((0, int(browser_start), page.width, min(page.height, int(browser_start) + browser_height)))
    image = Image.new("RGB", (page.width, top.height + 12 + bottom.height), "white")
    image.paste(top, (0, 0))
    ImageDraw.Draw(image).line([(20, top.height + 5), (page.width - 20, top.height + 5)], fill="#98a2b3", width=2)
    image.paste(bottom, (0, top.height + 12))
    out.parent.mkdir(parents=True, exist_ok=True)
    image.save(out, optimize=True)


if __name__ == "__main__":
    main()
