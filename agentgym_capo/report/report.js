// capo report: chart read-outs and the episode browser. Reads only the JSON embedded in the page.
"use strict";
(function () {
  const DATA = JSON.parse(document.getElementById("report-data").textContent);
  const $ = (tag, attrs, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "text") node.textContent = value;
      else if (key === "onclick" || key === "onchange" || key === "oninput") node[key] = value;
      else node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child);
    return node;
  };

  function fmt(x) {
    if (x === null || x === undefined) return "\u2014";
    if (typeof x !== "number") return String(x);
    if (Number.isInteger(x)) return String(x);
    const a = Math.abs(x);
    if (a >= 1e5 || a < 1e-3) return x.toExponential(3);
    return String(Number(x.toPrecision(4)));
  }
  const runName = (run) => run.label + (run.algo && run.algo !== run.label ? ` (${run.algo})` : "");
  const signed = (x) => (typeof x === "number" && x > 0 ? "+" : "") + fmt(x);

  function advColour(adv, scale) {
    if (adv === null || adv === undefined) return "transparent";
    const strength = Math.min(1, Math.abs(adv) / (scale || 1));
    const alpha = (0.08 + 0.72 * strength).toFixed(3);
    return adv >= 0 ? `rgba(0,158,115,${alpha})` : `rgba(213,94,0,${alpha})`;
  }

  // ---------------------------------------------------------------- charts
  for (const svg of document.querySelectorAll("svg.chart")) {
    const chart = DATA.charts[svg.id];
    const readout = document.getElementById(svg.id + "-readout");
    const cursor = svg.querySelector(".cursor");
    const x0 = +svg.dataset.x0, x1 = +svg.dataset.x1, left = +svg.dataset.left, width = +svg.dataset.width;
    svg.addEventListener("mousemove", (event) => {
      const rect = svg.getBoundingClientRect();
      const viewX = (event.clientX - rect.left) * (svg.viewBox.baseVal.width / rect.width);
      const step = x0 + ((viewX - left) / width) * (x1 - x0);
      readout.replaceChildren();
      let shown = null;
      chart.series.forEach(([xs, ys], i) => {
        if (!xs.length) return;
        let best = 0;
        for (let k = 1; k < xs.length; k++) if (Math.abs(xs[k] - step) < Math.abs(xs[best] - step)) best = k;
        shown = shown === null ? xs[best] : shown;
        readout.append($("span", { class: "chip", style: `background:${DATA.runs[i].colour}` }),
          `${DATA.runs[i].label} @${xs[best]}: ${fmt(ys[best])}  `);
      });
      if (shown !== null) {
        const px = left + ((shown - x0) / (x1 - x0)) * width;
        cursor.setAttribute("x1", px); cursor.setAttribute("x2", px); cursor.setAttribute("visibility", "visible");
      }
    });
    svg.addEventListener("mouseleave", () => cursor.setAttribute("visibility", "hidden"));
  }

  // ---------------------------------------------------------------- episode browser
  const root = document.getElementById("browser");
  const state = { run: 0, it: "all", ok: "all", env: "all", task: "", traj: null, epIt: null };
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.has("run")) state.run = Math.min(+hash.get("run") || 0, DATA.runs.length - 1);
  if (hash.has("it")) state.it = hash.get("it");
  if (hash.has("traj")) { state.traj = hash.get("traj"); state.epIt = hash.get("epit"); }

  const runSelect = $("select", { id: "run-select", "aria-label": "run" });
  DATA.runs.forEach((run, i) => runSelect.append($("option", { value: i, text: runName(run) })));
  const itSelect = $("select", { id: "iteration-select", "aria-label": "iteration" });
  const okSelect = $("select", { id: "success-filter", "aria-label": "outcome" },
    $("option", { value: "all", text: "all outcomes" }), $("option", { value: "success", text: "successful" }),
    $("option", { value: "failure", text: "not successful" }));
  const envSelect = $("select", { id: "env-filter", "aria-label": "env" });
  const taskInput = $("input", { id: "task-filter", type: "search", placeholder: "task id contains\u2026", list: "task-ids" });
  const taskList = $("datalist", { id: "task-ids" });
  const counter = $("span", { id: "episode-count", class: "muted small" });
  const list = $("div", { id: "episode-list" });
  const detail = $("div", { id: "episode-detail" });
  root.replaceChildren(
    $("div", { class: "controls" },
      $("label", {}, "run ", runSelect), $("label", {}, "iteration ", itSelect), $("label", {}, "outcome ", okSelect),
      $("label", {}, "env ", envSelect), $("label", {}, "task ", taskInput, taskList), counter),
    $("div", { class: "browser-body" }, list, detail));

  function fillRunControls() {
    const run = DATA.runs[state.run];
    runSelect.value = String(state.run);
    const iterations = [...new Set(run.episodes.map((e) => e.it))].sort((a, b) => a - b);
    itSelect.replaceChildren($("option", { value: "all", text: `all (${iterations.length} sampled)` }),
      ...iterations.map((it) => $("option", { value: String(it), text: String(it) })));
    if (state.it !== "all" && !iterations.map(String).includes(String(state.it))) state.it = "all";
    itSelect.value = String(state.it);
    const envs = [...new Set(run.episodes.map((e) => e.env).filter((e) => e))].sort();
    envSelect.replaceChildren($("option", { value: "all", text: "all envs" }),
      ...envs.map((env) => $("option", { value: env, text: env })));
    envSelect.value = envs.includes(state.env) ? state.env : "all";
    state.env = envSelect.value;
    taskList.replaceChildren(...[...new Set(run.episodes.map((e) => e.task).filter((t) => t))].sort()
      .map((t) => $("option", { value: t })));
  }

  function filtered() {
    const run = DATA.runs[state.run];
    const task = state.task.trim().toLowerCase();
    return run.episodes.filter((e) =>
      (state.it === "all" || String(e.it) === String(state.it)) &&
      (state.ok === "all" || (state.ok === "success") === e.ok) &&
      (state.env === "all" || e.env === state.env) &&
      (!task || String(e.task || "").toLowerCase().includes(task)));
  }

  function renderList() {
    const run = DATA.runs[state.run];
    const episodes = filtered();
    counter.textContent = `${episodes.length} episode${episodes.length === 1 ? "" : "s"} shown; ${run.episodes.length} in page of ` +
      `${run.recorded_episodes} recorded over ${run.recorded_iterations} iterations`;
    const rows = episodes.map((e) => {
      const clipped = e.steps.filter((s) => s.x).length;
      const selected = e.traj === state.traj && String(e.it) === String(state.epIt);
      return $("tr", {
        class: "episode-row" + (selected ? " selected" : ""), "data-traj": e.traj, "data-it": e.it, tabindex: 0,
        onclick: () => select(e),
      }, $("td", { text: e.it }), $("td", { text: e.traj }), $("td", { text: e.task || "\u2014" }),
        $("td", { text: e.steps.length }), $("td", { text: fmt(e.ret) }),
        $("td", { class: e.ok ? "ok" : "fail", text: (e.ok ? "\u2713 " : "\u2717 ") + (e.end || "?") }),
        $("td", { text: clipped ? `\u2702 ${clipped}` : "" }));
    });
    list.replaceChildren(episodes.length
      ? $("table", { class: "episodes" }, $("thead", {}, $("tr", {}, ...["iter", "trajectory", "task", "steps", "return", "end", "clip"]
        .map((h) => $("th", { text: h })))), $("tbody", {}, rows))
      : $("p", { class: "muted", text: run.episodes.length ? "No episode matches the filters." :
        "This run has no recorded episodes (actions.jsonl missing or empty)." }));
    for (const row of list.querySelectorAll("tr.episode-row"))
      row.addEventListener("keydown", (ev) => { if (ev.key === "Enter") row.click(); });
  }

  function select(episode) {
    state.traj = episode.traj; state.epIt = String(episode.it);
    location.hash = new URLSearchParams({ run: state.run, it: state.it, traj: state.traj, epit: state.epIt }).toString();
    renderList();
    renderEpisode(episode);
  }

  function field(name, cls, value, text) {
    return $("span", { class: "field " + cls, "data-value": value === null || value === undefined ? "" : value },
      $("span", { class: "name", text: name }), $("span", { class: "val", text: text === undefined ? fmt(value) : text }));
  }

  // The credit strip: one cell per action, coloured by its advantage on the run's scale; hovering or focusing a
  // cell shows its value, advantage, ratio and clip flag, clicking it brings its step into view.
  function creditStrip(episode, scale, steps) {
    const tip = $("div", { class: "credit-tip", role: "tooltip", id: "credit-tip", hidden: true });
    const clipText = (x) => (x === true ? "\u2702 clipped" : x === false ? "not clipped" : "clip: n/a");
    const show = (cell, s) => {
      tip.replaceChildren($("b", { text: `step ${s.i}` }),
        ...[["t-value", "V(s)", s.v, fmt(s.v)], ["t-adv", "advantage", s.A, signed(s.A)], ["t-ratio", "ratio", s.w, fmt(s.w)]]
          .map(([cls, name, value, text]) => $("span", { class: cls, "data-value": value === null || value === undefined ? "" : value },
            `${name} ${text}`)),
        $("span", { class: "t-clip", "data-value": s.x === null || s.x === undefined ? "" : String(s.x) }, clipText(s.x)));
      tip.hidden = false;
      tip.style.left = `${cell.offsetLeft}px`;
      tip.style.top = `${cell.offsetTop + cell.offsetHeight + 4}px`;
    };
    const hide = () => { tip.hidden = true; };
    const cells = episode.steps.map((s, k) => {
      const cell = $("button", {
        type: "button", class: "credit-cell" + (s.x === true ? " clipped" : "") + (s.A === null ? " none" : ""),
        style: `background:${advColour(s.A, scale)}`, "data-step": k, "data-step-index": s.i,
        "data-adv": s.A === null ? "" : s.A, "aria-describedby": "credit-tip",
        "aria-label": `step ${s.i}: V(s) ${fmt(s.v)}, advantage ${signed(s.A)}, ratio ${fmt(s.w)}, ${clipText(s.x)}`,
        onclick: () => {
          for (const card of steps) card.classList.remove("focused");
          steps[k].classList.add("focused");
          steps[k].scrollIntoView({ block: "nearest" });
        },
      }, s.x === true ? "\u2702" : "");
      cell.addEventListener("mouseenter", () => show(cell, s));
      cell.addEventListener("focus", () => show(cell, s));
      cell.addEventListener("mouseleave", hide);
      cell.addEventListener("blur", hide);
      return cell;
    });
    return $("div", { class: "credit-strip", "aria-label": "advantage of each action" },
      $("span", { class: "credit-label", text: `credit (${episode.steps.length} actions)` }), cells,
      $("span", { class: "credit-end " + (episode.ok ? "ok" : "fail"), text: episode.end || "?" }), tip);
  }

  function renderEpisode(episode) {
    const run = DATA.runs[state.run];
    const scale = run.adv_scale;
    let prompt = "";
    const cards = episode.steps.map((s, k) => {
      const previous = prompt;
      prompt = previous.slice(0, s.p) + s.s;
      const clipped = s.x === true;
      const comps = Object.entries(s.c || {});
      const last = k === episode.steps.length - 1;
      return $("div", { class: "step" + (clipped ? " clipped" : ""), id: `step-${k}`, "data-step-index": s.i },
        $("div", { class: "advbar", style: `background:${advColour(s.A, scale)}`, title: `advantage ${fmt(s.A)}` }),
        $("div", { class: "step-body" },
          $("div", { class: "step-head" }, $("b", { text: `step ${s.i}` }),
            field("reward", "f-reward", s.r), field("V(s)", "f-value", s.v), field("advantage", "f-adv", s.A, signed(s.A)),
            field("ratio", "f-ratio", s.w),
            $("span", { class: "field f-clip" + (clipped ? " on" : ""), "data-value": s.x === null ? "" : String(s.x) },
              clipped ? "\u2702 clipped" : s.x === false ? "not clipped" : "clip: n/a"),
            last ? $("span", { class: "field f-end " + (episode.ok ? "ok" : "fail") }, `end: ${episode.end || "?"}`) : null),
          $("div", { class: "action-line" }, $("pre", { class: "action", text: s.a }),
            $("span", { class: "f-tokens muted small", "data-value": s.n === null || s.n === undefined ? "" : s.n, text: `${fmt(s.n)} tokens` })),
          comps.length ? $("div", { class: "components small" }, "reward components: ",
            ...comps.map(([name, value]) => $("span", { class: "component", "data-name": name, "data-value": value }, `${name}=${fmt(value)} `))) : null,
          $("details", { class: "prompt" }, $("summary", { text: `prompt (${prompt.length} chars, ${s.s.length} new since the previous step)` }),
            $("pre", {}, $("span", { class: "seen", text: prompt.slice(0, s.p) }), $("span", { class: "new", text: s.s })))));
    });
    detail.replaceChildren(
      $("div", { class: "episode-head" },
        $("h3", { text: `${episode.traj}` }),
        field("run", "f-run", run.label, runName(run)), field("iteration", "f-it", episode.it),
        field("env", "f-env", episode.env, episode.env || "\u2014"), field("task", "f-task", episode.task, episode.task || "\u2014"),
        field("return", "f-return", episode.ret),
        $("span", { class: "field f-end " + (episode.ok ? "ok" : "fail"), "data-value": episode.end || "" },
          $("span", { class: "name", text: "terminal reason" }), $("span", { class: "val", text: episode.end || "?" }))),
      creditStrip(episode, scale, cards), ...cards);
  }

  function refresh() {
    renderList();
    const shown = filtered();
    const current = shown.find((e) => e.traj === state.traj && String(e.it) === String(state.epIt));
    if (current) renderEpisode(current);
    else detail.replaceChildren($("p", { class: "muted", text: shown.length ? "Select an episode." : "" }));
  }

  runSelect.onchange = () => { state.run = +runSelect.value; state.traj = null; fillRunControls(); refresh(); };
  itSelect.onchange = () => { state.it = itSelect.value; refresh(); };
  okSelect.onchange = () => { state.ok = okSelect.value; refresh(); };
  envSelect.onchange = () => { state.env = envSelect.value; refresh(); };
  taskInput.oninput = () => { state.task = taskInput.value; refresh(); };
  fillRunControls();
  refresh();
})();
