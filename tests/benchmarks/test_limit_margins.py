"""benchmarks/limit_margins.py reads a run's metrics as the run limits read them (window means, entropy share) and
leaves out of ``worst_where_on`` the configs whose file switches a limit off."""

from __future__ import annotations

import json
import math

from benchmarks import limit_margins


def test_extremes_read_window_means_and_the_entropy_share(tmp_path):
    rows = [{"step": step, "rollout/episodes": 4, "integrity/unparsed_action_frac": share, "actor/pg_loss": -loss,
             "critic/value_loss": 0.01, "actor/grad_norm": 2.0, "critic/grad_norm": norm,
             "actor/entropy": 0.1 * math.log(49152)}
            for step, share, loss, norm in [(1, 0.9, 0.2, 3.0), (2, 0.0, 0.5, 7.0), (3, 0.0, 0.1, 1.0),
                                            (4, 0.9, 0.3, 2.0)]]
    rows.insert(2, {"step": 2, "event": "limit_warning", "limit": "max_unparsed_action_frac", "message": "x"})
    (tmp_path / "metrics.jsonl").write_text("".join(json.dumps(row) + "\n" for row in rows))
    found = limit_margins.extremes(tmp_path)
    assert found["iterations"] == 4 and [e["event"] for e in found["events"]] == ["limit_warning"]
    largest = found["largest"]
    assert math.isclose(largest["max_unparsed_action_frac"], 0.3)  # windows of 3: 0.3, 0.3
    assert largest["diverged_loss_above"] == 0.5 and largest["diverged_grad_norm_above"] == 7.0
    assert math.isclose(largest["diverged_entropy_above"], 0.1)


def test_worst_where_on_leaves_out_configs_that_switch_the_limit_off():
    result = {"defaults": {"max_unparsed_action_frac": 0.5, "diverged_loss_above": 1e4},
              "runs": {"webshop_cpu": {"largest": {"max_unparsed_action_frac": 1.0, "diverged_loss_above": 0.3}},
                       "relay_demo_cpu": {"largest": {"max_unparsed_action_frac": 0.05, "diverged_loss_above": 0.1}},
                       "run capo_s0": {"largest": {"max_unparsed_action_frac": None, "diverged_loss_above": 0.4}}}}
    scored = limit_margins.rescore(result)
    assert scored["off_in_config"] == {"webshop_cpu": ["max_unparsed_action_frac"]}  # the shipped file's null
    assert scored["worst_where_on"] == {"max_unparsed_action_frac": 0.05, "diverged_loss_above": 0.4}
