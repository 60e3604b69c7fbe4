"""Line charts as inline SVG strings (no plotting library, nothing fetched when the page is viewed).

Choice: each run is one coloured polyline; with many iterations the raw curve is drawn faint and a trailing
moving average on top, so trends stay readable at 1,000 iterations. Exact values are in the page's data
(the hover read-out uses them), not in the SVG coordinates, which are rounded to 0.1 px.
"""

from __future__ import annotations

import math
from html import escape

__all__ = ["PALETTE", "line_chart", "moving_average", "nice_ticks"]

# Colour-blind-safe (Okabe-Ito), in legend order.
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442")

WIDTH, HEIGHT = 340, 200
LEFT, RIGHT, TOP, BOTTOM = 52, 20, 10, 28
SMOOTH_FROM = 50


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values covering ``[low, high]`` (about ``count`` of them)."""
    if not (math.isfinite(low) and math.isfinite(high)):
        return [0.0]
    if high <= low:
        return [low]
    raw = (high - low) / max(1, count - 1)
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    first = math.ceil(low / step - 1e-9) * step
    ticks = []
    value = first
    while value <= high + step * 1e-9:
        ticks.append(round(value, 12))
        value += step
    return ticks


def _label(value: float) -> str:
    if value == 0:
        return "0"
    if abs(value) >= 1e4 or abs(value) < 1e-3:
        return f"{value:.1e}"
    return f"{value:.4g}"


def moving_average(values: list[float], window: int) -> list[float]:
    """Trailing mean over ``window`` points (fewer at the start)."""
    out, total = [], 0.0
    for i, value in enumerate(values):
        total += value
        if i >= window:
            total -= values[i - window]
        out.append(total / min(i + 1, window))
    return out


def line_chart(chart_id: str, title: str, series: list[tuple[str, list[float], list[float]]],
               y_range: tuple[float, float] | None = None) -> str:
    """One chart: ``series`` is ``(colour, xs, ys)`` per run (empty lists for runs without this metric)."""
    drawn = [(c, xs, ys) for c, xs, ys in series if xs]
    all_x = [x for _, xs, _ in drawn for x in xs]
    all_y = [y for _, _, ys in drawn for y in ys]
    x_low, x_high = min(all_x), max(all_x)
    y_low, y_high = y_range if y_range else (min(all_y), max(all_y))
    if y_range is None:
        pad = (y_high - y_low) * 0.05 or (abs(y_high) * 0.1 or 1.0)
        y_low, y_high = y_low - pad, y_high + pad
    if x_high == x_low:
        x_low, x_high = x_low - 1, x_high + 1
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def px(x: float) -> float:
        return LEFT + (x - x_low) / (x_high - x_low) * plot_w

    def py(y: float) -> float:
        return TOP + (1 - (y - y_low) / (y_high - y_low)) * plot_h

    parts = [f'<svg class="chart" id="{escape(chart_id)}" viewBox="0 0 {WIDTH} {HEIGHT}" '
             f'data-x0="{x_low}" data-x1="{x_high}" data-left="{LEFT}" data-width="{plot_w}" '
             f'role="img" aria-label="{escape(title)}">']
    for tick in nice_ticks(y_low, y_high):
        y = py(tick)
        parts.append(f'<line class="grid" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y:.1f}" y2="{y:.1f}"/>'
                     f'<text class="tick" x="{LEFT - 4}" y="{y + 3:.1f}" text-anchor="end">{_label(tick)}</text>')
    for tick in nice_ticks(x_low, x_high):
        x = px(tick)
        parts.append(f'<line class="xtick" x1="{x:.1f}" x2="{x:.1f}" y1="{TOP + plot_h}" y2="{TOP + plot_h + 4}"/>'
                     f'<text class="tick" x="{x:.1f}" y="{TOP + plot_h + 15}" text-anchor="middle">'
                     f'{_label(tick)}</text>')
    parts.append(f'<rect class="frame" x="{LEFT}" y="{TOP}" width="{plot_w}" height="{plot_h}"/>')
    parts.append(f'<text class="axis" x="{LEFT + plot_w / 2}" y="{HEIGHT - 2}" text-anchor="middle">iteration</text>')
    for colour, xs, ys in drawn:
        smooth = len(xs) >= SMOOTH_FROM
        points = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in zip(xs, ys, strict=True))
        if len(xs) == 1:
            parts.append(f'<circle cx="{px(xs[0]):.1f}" cy="{py(ys[0]):.1f}" r="3" fill="{colour}"/>')
        parts.append(f'<polyline class="{"raw" if smooth else "line"}" stroke="{colour}" points="{points}"/>')
        if smooth:
            averaged = moving_average(ys, max(2, len(ys) // 25))
            points = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in zip(xs, averaged, strict=True))
            parts.append(f'<polyline class="line" stroke="{colour}" points="{points}"/>')
    parts.append(f'<line class="cursor" x1="0" x2="0" y1="{TOP}" y2="{TOP + plot_h}" visibility="hidden"/></svg>')
    return "".join(parts)
