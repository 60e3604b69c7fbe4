"""``capo/WebShop-v0``: the WebShop shopping benchmark as a step-level text-agent env.

Modules: :mod:`~.catalog` (official formats, normalisation, goals, SQLite store), :mod:`~.generate` (the
bundled synthetic catalogue), :mod:`~.engine` (the page machine), :mod:`~.reward` (the original task score),
:mod:`~.env` (the Gymnasium env), :mod:`~.prompt` (its prompt and tool), :mod:`~.oracle`
(the expert), :mod:`~.client` (in-process and HTTP backends), :mod:`~.server` (the
FastAPI server). Heavy pieces import lazily, so ``import agentgym_capo`` stays fast.
"""

from agentgym_capo.envs.webshop.reward import webshop_reward

__all__ = ["prepare_webshop", "serve_webshop", "webshop_reward"]


def prepare_webshop(source, out=None, **options):
    """Convert official WebShop files into a store (see :func:`agentgym_capo.envs.webshop.catalog.prepare_webshop`)."""
    from agentgym_capo.envs.webshop.catalog import prepare_webshop as prepare

    return prepare(source, out, **options)


def serve_webshop(host: str = "127.0.0.1", port: int = 8000, **options):
    """Serve WebShop over HTTP (see :func:`agentgym_capo.envs.webshop.server.serve_webshop`)."""
    from agentgym_capo.envs.webshop.server import serve_webshop as serve

    return serve(host, port, **options)
