"""Make docs/img/getting_started.png: the built site's Getting started page in headless Chromium.

Builds the site (``mkdocs build --strict``) into a temporary folder and photographs the page from disk with the
report's browser helper (:func:`agentgym_capo.report.browser.screenshot_page`). Needs Debian's chromium +
chromium-driver and selenium (``bash scripts/install.sh --tests`` installs both).

    python scripts/docs_screenshot.py --png docs/img/getting_started.png
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--png", default=str(REPO / "docs" / "img" / "getting_started.png"))
    parser.add_argument("--page", default="getting-started/index.html", help="Page of the built site.")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=1500)
    args = parser.parse_args()
    from agentgym_capo.report.browser import screenshot_page

    with tempfile.TemporaryDirectory() as site:
        env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONPATH": str(REPO)}
        subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", site], check=True,
                       cwd=REPO, env=env)
        out = screenshot_page(Path(site, args.page).as_uri(), args.png, width=args.width, height=args.height)
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
