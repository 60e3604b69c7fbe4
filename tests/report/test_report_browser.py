"""A real browser opens the report from disk, selects an episode, and shows the recorded values and its credit strip.

Headless Chromium (Debian's ``chromium`` + ``chromium-driver``, installed by ``scripts/install.sh --tests`` as root)
is driven by Selenium. Without Chromium the test skips locally with the reason; under CI it fails.
"""

from __future__ import annotations

import json
import os

import pytest

from agentgym_capo.report import build_report
from agentgym_capo.report.browser import chromium_paths, headless_chromium
from tests.report.recorded_run import write_recorded_run

HOSTILE_ACTION = "</script><script>document.title='pwned'</script> <b>not bold</b>"

if chromium_paths() is None:
    reason = "Chromium + chromedriver not installed (Debian: apt-get install chromium chromium-driver)"
    if os.environ.get("CI"):
        pytest.fail(f"{reason}; CI must run the report's browser test", pytrace=False)
    pytest.skip(reason, allow_module_level=True)

pytest.importorskip("selenium", reason="selenium is in the dev extra: pip install -e '.[dev]'")
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402


def _close(shown: str, value: float) -> bool:
    return abs(float(shown) - value) <= 1e-3 * max(1.0, abs(value))


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    root = tmp_path_factory.mktemp("browser_report")
    write_recorded_run(root / "capo", iterations=4, episodes=4, record_episodes=4, seed=3, algo="capo")
    written = write_recorded_run(root / "ppo", iterations=4, episodes=4, record_episodes=4, seed=6, algo="ppo")
    lines = (root / "ppo" / "actions.jsonl").read_text().splitlines()
    first = json.loads(lines[0])
    first["action"] = HOSTILE_ACTION
    written["actions"][0] = first
    (root / "ppo" / "actions.jsonl").write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n")
    out = build_report([root / "capo", root / "ppo"], root / "report.html")
    return out, written["actions"]


def _pick_episode(actions):
    """A successful episode of iteration 2 with several steps, at least one of them clipped."""
    episodes = {}
    for record in actions:
        episodes.setdefault((record["iteration"], record["traj_id"]), []).append(record)
    for (iteration, traj), records in episodes.items():
        if iteration == 2 and records[-1]["terminal_reason"] == "success" and len(records) > 1 \
                and any(r["clipped"] for r in records) and not all(r["clipped"] for r in records):
            return traj, sorted(records, key=lambda r: r["step_index"])
    raise AssertionError("the recorded run has no suitable episode; change the seed")


def test_select_episode_and_read_rendered_values(report, tmp_path):
    path, actions = report
    traj, records = _pick_episode(actions)
    with headless_chromium(1400, 1100) as driver:
        driver.get(path.resolve().as_uri())
        assert driver.title.startswith("Run report") and "pwned" not in driver.title
        Select(driver.find_element(By.ID, "run-select")).select_by_visible_text("ppo")
        Select(driver.find_element(By.ID, "iteration-select")).select_by_value("2")
        Select(driver.find_element(By.ID, "success-filter")).select_by_value("success")
        rows = driver.find_elements(By.CSS_SELECTOR, "tr.episode-row")
        expected_rows = {r["traj_id"] for r in actions if r["iteration"] == 2 and r["terminal_reason"] == "success"}
        assert {row.get_attribute("data-traj") for row in rows} == expected_rows
        assert all(row.get_attribute("data-it") == "2" for row in rows)
        driver.find_element(By.CSS_SELECTOR, f'tr.episode-row[data-traj="{traj}"]').click()

        detail = driver.find_element(By.ID, "episode-detail")
        head = detail.find_element(By.CLASS_NAME, "episode-head")
        assert head.find_element(By.CSS_SELECTOR, ".f-task .val").text == records[0]["task_id"]
        assert head.find_element(By.CSS_SELECTOR, ".f-env .val").text == records[0]["env"]
        assert head.find_element(By.CSS_SELECTOR, ".f-end .val").text == "success"
        shown_return = head.find_element(By.CSS_SELECTOR, ".f-return")
        assert float(shown_return.get_attribute("data-value")) == records[-1]["episode_return"]
        steps = detail.find_elements(By.CSS_SELECTOR, "div.step")
        assert [int(s.get_attribute("data-step-index")) for s in steps] == [r["step_index"] for r in records]
        for step, record in zip(steps, records, strict=True):
            assert step.find_element(By.CSS_SELECTOR, "pre.action").text == record["action"]
            assert step.find_element(By.CSS_SELECTOR, ".f-tokens").text == f"{record['action_tokens']} tokens"
            for css, key in ((".f-reward", "reward"), (".f-value", "value"), (".f-adv", "advantage"),
                             (".f-ratio", "ratio")):
                field = step.find_element(By.CSS_SELECTOR, css)
                assert float(field.get_attribute("data-value")) == record[key]
                assert _close(field.find_element(By.CLASS_NAME, "val").text, record[key]), (css, field.text)
            components = {c.get_attribute("data-name"): float(c.get_attribute("data-value"))
                          for c in step.find_elements(By.CSS_SELECTOR, ".component")}
            assert components == record["reward_components"]
            clip = step.find_element(By.CSS_SELECTOR, ".f-clip")
            assert ("clipped" in step.get_attribute("class").split()) is record["clipped"]
            assert clip.text == ("✂ clipped" if record["clipped"] else "not clipped")
            prompt = step.find_element(By.CSS_SELECTOR, "details.prompt")
            assert prompt.get_attribute("open") is None  # collapsed until asked for
            prompt.find_element(By.TAG_NAME, "summary").click()
            assert prompt.find_element(By.TAG_NAME, "pre").get_attribute("textContent") == record["prompt"]
        assert "end: success" in steps[-1].text
        colours = [s.find_element(By.CLASS_NAME, "advbar").value_of_css_property("background-color") for s in steps]
        for colour, record in zip(colours, records, strict=True):  # green for positive, orange for negative
            assert colour.startswith("rgba(0, 158, 115" if record["advantage"] >= 0 else "rgba(213, 94, 0"), colour
        _check_credit_strip(driver, detail, steps, records, colours)

        driver.execute_script("window.scrollTo(0, document.getElementById('episodes').offsetTop - 10)")
        shot = tmp_path / "report_episode.png"
        driver.save_screenshot(str(shot))
        print(f"screenshot: {shot}")
        assert shot.stat().st_size > 10_000
        assert not [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]


def _check_credit_strip(driver, detail, steps, records, colours):
    """The strip above the steps: one cell per action in its step's advantage colour; hovering a cell shows that
    action's value, advantage, ratio and clip flag; clicking it marks and scrolls to its step."""
    strip = detail.find_element(By.CLASS_NAME, "credit-strip")
    assert strip.location["y"] < steps[0].location["y"]  # above the step-by-step view
    cells = strip.find_elements(By.CLASS_NAME, "credit-cell")
    assert [int(c.get_attribute("data-step-index")) for c in cells] == [r["step_index"] for r in records]
    assert [c.value_of_css_property("background-color") for c in cells] == colours
    assert [("clipped" in c.get_attribute("class").split()) for c in cells] == [r["clipped"] for r in records]
    assert all(c.text == "✂" for c in cells if "clipped" in c.get_attribute("class").split())
    assert all(c.size["width"] <= 24 for c in cells)  # compact: a cell, not a card
    tip = strip.find_element(By.CLASS_NAME, "credit-tip")
    assert not tip.is_displayed()
    for k, (cell, record) in enumerate(zip(cells, records, strict=True)):
        ActionChains(driver).move_to_element(cell).perform()
        assert tip.is_displayed() and tip.find_element(By.TAG_NAME, "b").text == f"step {record['step_index']}"
        for css, key in ((".t-value", "value"), (".t-adv", "advantage"), (".t-ratio", "ratio")):
            shown = tip.find_element(By.CSS_SELECTOR, css)
            assert float(shown.get_attribute("data-value")) == record[key]
            assert _close(shown.text.split()[-1], record[key]), (css, shown.text)
        clip = tip.find_element(By.CLASS_NAME, "t-clip")
        assert clip.get_attribute("data-value") == str(record["clipped"]).lower()
        assert clip.text == ("✂ clipped" if record["clipped"] else "not clipped")
        assert abs(tip.location["x"] - cell.location["x"]) <= 2 and tip.location["y"] > cell.location["y"]
        cell.click()
        focused = detail.find_elements(By.CSS_SELECTOR, "div.step.focused")
        assert [f.get_attribute("id") for f in focused] == [f"step-{k}"]
        assert driver.execute_script("const r = arguments[0].getBoundingClientRect(); "
                                     "return r.top < window.innerHeight && r.bottom > 0;", focused[0])
    ActionChains(driver).move_to_element(detail.find_element(By.TAG_NAME, "h3")).perform()
    assert not tip.is_displayed()


def test_filters_hostile_text_and_chart_readout(report):
    path, actions = report
    with headless_chromium(1400, 1100) as driver:
        driver.get(path.resolve().as_uri())
        Select(driver.find_element(By.ID, "run-select")).select_by_visible_text("ppo")
        episodes = {(r["iteration"], r["traj_id"]): r for r in actions}
        Select(driver.find_element(By.ID, "env-filter")).select_by_value("capo/Choice-v0")
        shown = driver.find_elements(By.CSS_SELECTOR, "tr.episode-row")
        assert len(shown) == sum(r["env"] == "capo/Choice-v0" for r in episodes.values()) > 0
        Select(driver.find_element(By.ID, "env-filter")).select_by_value("all")
        task = actions[0]["task_id"]
        driver.find_element(By.ID, "task-filter").send_keys(task)
        shown = driver.find_elements(By.CSS_SELECTOR, "tr.episode-row")
        assert len(shown) == sum(r["task_id"] == task for r in episodes.values())
        first = next(row for row in shown if row.get_attribute("data-traj") == actions[0]["traj_id"]
                     and row.get_attribute("data-it") == str(actions[0]["iteration"]))
        first.click()
        action = driver.find_element(By.CSS_SELECTOR, "#episode-detail pre.action")
        assert action.text == HOSTILE_ACTION  # shown as text, not run or rendered
        assert "pwned" not in driver.title and not driver.find_elements(By.CSS_SELECTOR, "pre.action b")

        chart = driver.find_element(By.CSS_SELECTOR, 'figure[data-key="rollout/success_rate"] svg.chart')
        driver.execute_script("arguments[0].scrollIntoView()", chart)
        ActionChains(driver).move_to_element(chart).perform()
        readout = driver.find_element(By.CSS_SELECTOR, 'figure[data-key="rollout/success_rate"] .readout').text
        assert "capo @" in readout and "ppo @" in readout
