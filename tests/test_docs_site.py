"""The documentation site builds offline with ``mkdocs build --strict``, and its numbers come from their sources.

The build runs in a child process with every proxy pointed at a closed local port, so a page, theme or plugin
that reached for the network would fail it. Strict mode turns a broken link, a missing anchor, a page left out
of the nav or a mark that names no result into a failure; one test proves that on a small site of its own.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
OFFLINE = {"HTTP_PROXY": "http://127.0.0.1:9", "HTTPS_PROXY": "http://127.0.0.1:9", "http_proxy": "http://127.0.0.1:9",
           "https_proxy": "http://127.0.0.1:9", "NO_PROXY": "", "no_proxy": "", "HF_HUB_OFFLINE": "1",
           "NO_MKDOCS_2_WARNING": "1", "OMP_NUM_THREADS": "1"}
README_TEST_COMMAND = "bash scripts/install.sh --tests && .venv/bin/python -m pytest"


def _hook():
    spec = importlib.util.spec_from_file_location("docs_generated", REPO / "docs" / "hooks" / "generated.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _mkdocs(config: Path, site: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, **OFFLINE, "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(config), "-d", str(site)],
                          capture_output=True, text=True, timeout=600, cwd=REPO, env=env)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site")
    done = _mkdocs(REPO / "mkdocs.yml", out)
    assert done.returncode == 0, done.stderr[-4000:]
    warnings = [line for line in done.stderr.splitlines() if line.startswith(("WARNING", "ERROR"))]
    assert warnings == []
    return out


def test_the_site_builds_strict_offline_with_every_section(site):
    for page in ("index.html", "getting-started/index.html", "envs/tutorial/index.html", "segment/index.html",
                 "reference/config/index.html", "benchmarks/index.html", "results/index.html",
                 "api/trainer/index.html", "metrics/index.html", "throughput/index.html"):
        assert (site / page).is_file(), page
    api = (site / "api" / "trainer" / "index.html").read_text()
    assert "CAPOTrainer" in api and "output_dir" in (site / "reference" / "config" / "index.html").read_text()
    # a repository file a page links to is copied into the site, so the picture shows
    assert (site / "repo" / "benchmarks" / "results" / "compare_relay_demo.png").is_file()


def test_the_configuration_reference_is_every_field_with_its_help_and_rule(site):
    from agentgym_capo.trainer.config import CAPOConfig
    from agentgym_capo.trainer.config_fields import FIELD_RULES
    from agentgym_capo.trainer.config_names import own_field_names

    page = (site / "reference" / "config" / "index.html").read_text()
    fields = {field.name: field for field in __import__("dataclasses").fields(CAPOConfig)}
    for name in own_field_names():
        assert f"<code>{name}</code>" in page, name
    # one help text and one rule, as the source says them (HTML escapes quotes and angle brackets)
    assert fields["micro_batch_tokens"].metadata["help"].split(":")[0] in page
    assert FIELD_RULES["top_p"].describe() in page and "<code>gradient_accumulation_steps</code>" in page


def test_result_tables_and_numbers_are_rendered_from_the_json(site):
    result = json.loads((REPO / "benchmarks" / "results" / "compare_relay_demo.json").read_text())
    versus = result["reference_minus_method"]["ppo"]
    results_page = (site / "results" / "index.html").read_text()
    assert f"{versus['difference']:+.3f} [{versus['ci95'][0]:+.3f}, {versus['ci95'][1]:+.3f}]" in results_page
    assert "[[" not in results_page and "[[" not in (site / "index.html").read_text()
    trainer_speed = json.loads((REPO / "benchmarks" / "results" / "trainer_speed.json").read_text())
    assert f"CAPO / PPO {trainer_speed['ratio_capo_over_ppo']:.2f}" in (site / "benchmarks" / "index.html").read_text()


def test_a_broken_link_or_a_missing_result_fails_the_build(tmp_path):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "index.md").write_text("# Home\n\n[a page that is not there](missing.md)\n")
    config = tmp_path / "mkdocs.yml"
    config.write_text(f"site_name: t\ndocs_dir: {docs}\ntheme:\n  name: material\n  font: false\n"
                      f"hooks:\n  - {REPO / 'docs' / 'hooks' / 'generated.py'}\n")
    done = _mkdocs(config, tmp_path / "site")
    assert done.returncode != 0 and "missing.md" in done.stderr
    (docs / "index.md").write_text("# Home\n\n[[no_such_result.json: {x}]]\n")
    done = _mkdocs(config, tmp_path / "site")
    assert done.returncode != 0 and "Expected a result file benchmarks/results/no_such_result.json" in done.stderr


def test_a_mark_with_a_wrong_field_says_which():
    hook = _hook()
    with pytest.raises(hook.GeneratedDocsError, match="trainer_speed.json.*KeyError"):
        hook.render_value("trainer_speed.json", "{no_such_key:.2f}")
    assert hook.render_value("tiny_learning_cpu.json", "{runs[0][iterations]}") == "60"  # "0" key found by [0]


def test_a_benchmark_headline_over_several_result_files_renders_each_and_typed_ones_are_marked():
    hook = _hook()  # puts the repository on sys.path, as MkDocs does for the hook
    from benchmarks.catalogue import BENCHMARKS, headline, is_typed

    entry = next(entry for entry in BENCHMARKS if entry.script == "`dispatch_bound.py`")
    assert entry.headline_from is None and not is_typed(entry)  # two files, one inline mark each
    reads = {name: json.loads((REPO / "benchmarks" / "results" / name).read_text())["cases"]["engine_continuous"]
             for name in ("dispatch_bound_cpu_before.json", "dispatch_bound_cpu.json")}
    rendered = headline(entry, hook.render_value)
    assert (f"{reads['dispatch_bound_cpu_before.json']['host_reads_per_forward']:.2f} → "
            f"{reads['dispatch_bound_cpu.json']['host_reads_per_forward']:.2f}") in rendered
    assert "[[" not in rendered and "†" not in rendered
    typed = [entry for entry in BENCHMARKS if is_typed(entry)]
    assert typed and all(headline(entry, hook.render_value).endswith(" †") for entry in typed)


def test_generated_blocks_outside_the_site_are_current():
    """README.md and benchmarks/README.md quote generated numbers; `python docs/hooks/generated.py` rewrites them."""
    hook = _hook()
    for path in hook.SYNCED_FILES:
        text = path.read_text(encoding="utf-8")
        assert "<!-- generated: " in text, path
        assert hook.sync_text(text) == text, f"run `python docs/hooks/generated.py` and commit {path.name}"


def test_the_readme_is_a_front_page_that_keeps_the_ci_command():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 150
    assert README_TEST_COMMAND in readme
    assert README_TEST_COMMAND in (REPO / ".ci" / "run").read_text()
