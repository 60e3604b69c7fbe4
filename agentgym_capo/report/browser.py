"""Open report pages in the system's headless Chromium (Debian's ``chromium`` + ``chromium-driver``).

Used by the report's browser test and to take the README screenshot. Nothing here downloads a browser:
Selenium is pointed at the installed ``chromedriver``, and Chromium runs with a fresh profile and its
background networking off (this machine's network is closed; the page itself fetches nothing).
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from agentgym_capo.errors import ConfigError

__all__ = ["CHROMIUM_FLAGS", "chromium_paths", "headless_chromium", "screenshot_page"]

CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--disable-dev-shm-usage", "--hide-scrollbars", "--force-device-scale-factor=1")


def chromium_paths() -> tuple[str, str] | None:
    """``(chromium, chromedriver)`` executables if both are installed, else None."""
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    return (browser, driver) if browser and driver else None


@contextmanager
def headless_chromium(width: int = 1400, height: int = 1000) -> Iterator[Any]:
    """A Selenium WebDriver on a headless Chromium with a throw-away profile; quit on exit."""
    paths = chromium_paths()
    if paths is None:
        raise ConfigError("Chromium and chromedriver are not installed; on Debian run "
                          "`apt-get install chromium chromium-driver` (scripts/install.sh does it as root).")
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError as error:
        raise ConfigError("selenium is not installed; install the dev extra: pip install -e '.[dev]'.") from error
    profile = tempfile.mkdtemp(prefix="capo-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = paths[0]
    for flag in (*CHROMIUM_FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=paths[1]), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def screenshot_page(url: str, out: str | Path, *, width: int = 1400, height: int = 1000,
                    full_page: bool = False, driver: Any = None) -> Path:
    """Save a PNG of ``url`` (``full_page``: the whole document height, capped at 12,000 px)."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    if driver is None:
        with headless_chromium(width, height) as own:
            own.get(url)
            return screenshot_page(url, out, width=width, height=height, full_page=full_page, driver=own)
    if full_page:
        total = driver.execute_script("return document.documentElement.scrollHeight")
        driver.set_window_size(width, min(int(total) + 20, 12_000))
    driver.save_screenshot(str(out))
    return out
