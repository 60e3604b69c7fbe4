"""``capo report``: a self-contained static HTML page of one or more training runs (curves, tables, episodes)."""

from agentgym_capo.report.page import build_report, render_report
from agentgym_capo.report.run_data import RunData, load_run

__all__ = ["RunData", "build_report", "load_run", "render_report"]
