"""Every cross-reference in the package's docstrings resolves: the map tells the truth.

Docstrings point at other code with Sphinx roles (``:mod:``, ``:func:``, ``:class:``, ``:meth:``, ``:data:``,
``:attr:``, ``:exc:``). When a module moves to another room, a relative reference such as ``:mod:`.logprobs```
silently points at nothing. This test reads every docstring of every module under ``agentgym_capo/`` and
resolves each target the way Sphinx's Python domain reads it: ``~`` only shortens the displayed name; a leading
``.`` is relative to the current module, then to its package (each further dot one package up); a bare name is
looked up in the current module (its class, for a method or attribute of the class whose docstring it is in),
then in its package, then in builtins. The package's own modules are read, not executed (so those with an
optional dependency that is missing resolve too); names outside it, and names a package exports lazily, are
imported.
"""

from __future__ import annotations

import ast
import builtins
import importlib
import re
from pathlib import Path

PACKAGE_ROOT = Path(__file__).resolve().parents[1] / "agentgym_capo"
ROLE = re.compile(r":(mod|func|class|meth|data|attr|exc|obj):`~?([^`<>]+?)`")


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE_ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


class _Index:
    """Every module of the package read statically: its top-level names (imports as the names they stand for)
    and its classes' members (methods, class attributes, dataclass fields). Modules outside the package are
    imported (they are installed); the package's own are never executed, so one whose optional dependency is
    missing (verl) is still resolved."""

    def __init__(self) -> None:
        self.names: dict[str, dict[str, ast.AST | str]] = {}
        self.members: dict[str, set[str]] = {}
        self.bases: dict[str, list[str]] = {}
        for path in PACKAGE_ROOT.rglob("*.py"):
            self._read(_module_name(path), ast.parse(path.read_text()))

    def _read(self, module: str, tree: ast.Module) -> None:
        names: dict[str, ast.AST | str] = {}
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                names[node.name] = node
            elif isinstance(node, ast.ClassDef):
                names[node.name] = node
                key = f"{module}.{node.name}"
                self.members[key] = {n.name for n in node.body if isinstance(n, (ast.FunctionDef,
                                                                                ast.AsyncFunctionDef, ast.ClassDef))}
                self.members[key] |= {t.id for n in node.body if isinstance(n, ast.Assign) for t in n.targets
                                      if isinstance(t, ast.Name)}
                self.members[key] |= {n.target.id for n in node.body
                                      if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
                self.members[key] |= {t.attr for n in ast.walk(node) if isinstance(n, (ast.Assign, ast.AnnAssign))
                                      for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
                                      for t in (t.elts if isinstance(t, ast.Tuple) else [t])
                                      if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
                                      and t.value.id == "self"}  # instance attributes
                self.bases[key] = [ast.unparse(b) for b in node.bases]
            elif isinstance(node, ast.Assign):
                names.update({t.id: node for t in node.targets if isinstance(t, ast.Name)})
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                names[node.target.id] = node
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.update({(a.asname or a.name): f"{node.module}.{a.name}" for a in node.names})
            elif isinstance(node, ast.Import):
                names.update({(a.asname or a.name).split(".")[0]: (a.name if a.asname else a.name.split(".")[0])
                              for a in node.names})
            elif isinstance(node, ast.If):  # TYPE_CHECKING blocks and the like
                self._read_into(module, node.body, names)
        self.names[module] = names

    def _read_into(self, module: str, body: list[ast.stmt], names: dict[str, ast.AST | str]) -> None:
        for node in body:
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.update({(a.asname or a.name): f"{node.module}.{a.name}" for a in node.names})

    def resolves(self, dotted: str, depth: int = 0) -> bool:
        """Whether ``dotted`` names a module, or something defined or imported in one."""
        if depth > 8:
            return False
        parts = dotted.split(".")
        for cut in range(len(parts), 0, -1):
            module = ".".join(parts[:cut])
            if module in self.names:  # statically; else (names a package exports lazily) by importing it
                return self._walk(module, parts[cut:], depth) or _importable(dotted)
        return _importable(dotted)

    def _walk(self, module: str, rest: list[str], depth: int) -> bool:
        if not rest:
            return True
        name, tail = rest[0], rest[1:]
        if f"{module}.{name}" in self.names:  # a submodule
            return self._walk(f"{module}.{name}", tail, depth)
        found = self.names[module].get(name)
        if isinstance(found, str):  # imported: follow it
            return self.resolves(".".join([found, *tail]), depth + 1)
        if found is None:
            return False
        if isinstance(found, ast.ClassDef):
            return self._member(f"{module}.{name}", tail, depth)
        return not tail

    def _member(self, cls: str, rest: list[str], depth: int) -> bool:
        if not rest:
            return True
        if rest[0] in self.members.get(cls, set()):
            return len(rest) == 1 or self._member(f"{cls}.{rest[0]}", rest[1:], depth)
        module = cls.rpartition(".")[0]
        for base in self.bases.get(cls, []):  # inherited, from a base the module names
            target = self.names.get(module, {}).get(base.split(".")[0])
            full = f"{module}.{base}" if not isinstance(target, str) else ".".join([target, *base.split(".")[1:]])
            if full in self.members and self._member(full, rest, depth):
                return True
            if full not in self.members and _importable(".".join([full, *rest])):
                return True
        return False


def _importable(dotted: str) -> bool:
    """Whether ``dotted`` (outside the package) names a module or an attribute of one, by importing it."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            target = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for name in parts[cut:]:
            if not hasattr(target, name):
                return False
            target = getattr(target, name)
        return True
    return False


def _resolves(target: str, module: str, is_package: bool, scope: str | None, index: _Index) -> bool:
    target = target.strip().rstrip("()")
    package = module if is_package else module.rpartition(".")[0]
    if target.startswith("."):
        dots = len(target) - len(target.lstrip("."))
        rest = target[dots:]
        base = package
        for _ in range(dots - 1):
            base = base.rpartition(".")[0]
        candidates = ([f"{module}.{rest}"] if dots == 1 else []) + [f"{base}.{rest}"]
        return any(index.resolves(c) for c in candidates)
    candidates = [f"{module}.{scope}.{target}"] if scope else []
    candidates += [f"{module}.{target}", f"{package}.{target}", target]
    if any(index.resolves(c) for c in candidates):
        return True
    return "." not in target and target in dir(builtins)


def _docstrings(tree: ast.Module) -> list[tuple[str, str | None]]:
    """``(docstring, enclosing class name or None)`` of the module, its classes and functions."""
    found = []
    module_doc = ast.get_docstring(tree)
    if module_doc:
        found.append((module_doc, None))

    def visit(node: ast.AST, scope: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                doc = ast.get_docstring(child)
                if doc:
                    found.append((doc, child.name))
                visit(child, child.name)
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                doc = ast.get_docstring(child)
                if doc:
                    found.append((doc, scope))
                visit(child, scope)

    visit(tree, None)
    return found


def unresolved_references() -> list[str]:
    """``path: :role:`target``` for every reference that does not resolve."""
    index, broken = _Index(), []
    for path in sorted(PACKAGE_ROOT.rglob("*.py")):
        module = _module_name(path)
        is_package = path.name == "__init__.py"
        for doc, scope in _docstrings(ast.parse(path.read_text())):
            for role, target in ROLE.findall(doc.replace("\n", " ")):
                target = re.sub(r"\s+", "", target)
                if not _resolves(target, module, is_package, scope, index):
                    broken.append(f"{path.relative_to(PACKAGE_ROOT.parent)}: :{role}:`{target}`")
    return broken


def test_every_docstring_reference_resolves():
    broken = unresolved_references()
    assert broken == [], f"{len(broken)} docstring references point at nothing:\n" + "\n".join(broken)


def test_the_resolver_tells_a_moved_module_from_a_present_one():
    index, module = _Index(), "agentgym_capo.trainer.pipeline.scorers"

    def resolves(target: str, scope: str | None = None) -> bool:
        return _resolves(target, module, False, scope, index)

    assert resolves(".microbatches")  # a sibling
    assert resolves("..model.logprobs.collate_rows")  # a cousin, one package up
    assert not resolves(".logprobs")  # lives in trainer/model/, not beside scorers
    assert resolves("ActionScorer.plan") and resolves("plan", "ActionScorer")
    assert resolves("agentgym_capo.rollout.RolloutCollector") and resolves("torch.nn.Module")
    assert not resolves("agentgym_capo.rollout.NoSuchThing") and not resolves("ActionScorer.no_such_method")
    assert resolves("agentgym_capo.trainer.pipeline.runtime.SamplingContext.generate")  # a dataclass field


REPO_ROOT = PACKAGE_ROOT.parent
#: A benchmark script or result quoted in a docstring, in double backticks (the form docstrings use for a path).
BENCHMARK_PATH = re.compile(r"``(benchmarks/[\w./-]+)``")


def missing_benchmark_paths() -> list[str]:
    """``path: benchmarks/...`` for every benchmark script or result file a docstring quotes that does not exist.

    Docstrings keep the reason for a choice and point at the result file that measured it rather than quoting its
    numbers (which go stale when the code changes); a pointer is only worth something if it leads somewhere."""
    missing = []
    for path in sorted(PACKAGE_ROOT.rglob("*.py")):
        for doc, _scope in _docstrings(ast.parse(path.read_text())):
            for quoted in BENCHMARK_PATH.findall(doc.replace("\n", " ")):
                if not (REPO_ROOT / quoted).exists():
                    missing.append(f"{path.relative_to(REPO_ROOT)}: {quoted}")
    return missing


def test_every_benchmark_path_a_docstring_quotes_exists():
    missing = missing_benchmark_paths()
    assert missing == [], f"{len(missing)} docstring pointers lead to no file:\n" + "\n".join(missing)
