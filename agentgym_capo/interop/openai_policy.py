"""An evaluation policy that plays env states through any OpenAI-compatible chat server (``capo eval --base-url``).

The paper evaluates a ReAct agent with OpenAI-style tool calling at temperature 0. Each state becomes one
``/v1/chat/completions`` request carrying the env's ``info["messages"]`` and its tool schemas
(``info["tools"]``) as ``tools``; the reply's ``message.tool_calls`` are written back into the action text
the envs parse (``<tool_call>{"name": ..., "arguments": {...}}</tool_call>`` blocks, after any content), so
the env sees exactly what a locally generating model would have written. A server without a tool parser
returns the blocks inside ``content``, which is passed through unchanged.

Choices made here (the issue leaves them open):

* It lives in ``interop`` (not ``trainer``): it is a client of an external HTTP protocol, needs nothing from
  training, and ``interop`` may import the rollout types it returns.
* ``tools_mode="auto"`` sends native ``tools``; a server that refuses them (vLLM without
  ``--enable-auto-tool-choice`` answers 400) is asked again with the schemas printed into the system
  message in the Hermes format the env prompts use, and the policy stays in that ``inline`` mode for the
  rest of the run (one warning).
* States are sent concurrently (``concurrency`` threads), since vLLM and llama.cpp batch parallel requests;
  the actions come back in state order.
* ``log_path`` appends one JSON line per request (request body, HTTP status, raw response, seconds, the
  action text handed to the env) for debugging.
* Connection errors and HTTP 502/503/504 are retried ``retries`` times with backoff; any other failure
  raises :class:`~agentgym_capo.errors.ModelServerError`, which stops the evaluation (a dead model server
  is not an env outcome).
* :meth:`OpenAIChatPolicy.check_server` asks ``/v1/models`` once before any episode (``capo eval`` calls it
  before its progress bar) and answers each failure with its own advice in one line: nothing listening
  (start a server or fix ``--base-url``), no answer in time, a refused key (``--api-key``), no model list
  (``--served-model``), an answer that is not the OpenAI API (the URL is not the API root).
"""

from __future__ import annotations

import json
import threading
import time
import warnings
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import requests

from agentgym_capo.errors import ConfigError, ModelServerError
from agentgym_capo.rollout import PolicyAction, PolicyInput
from agentgym_capo.serving.client import HttpError, request_with_retries

__all__ = ["OpenAIChatPolicy", "inline_tools_message", "tool_calls_to_text"]

TOOLS_MODES = ("auto", "native", "inline", "none")
_RETRY_STATUS = (502, 503, 504)


def tool_calls_to_text(tool_calls: list[dict[str, Any]] | None) -> str:
    """Render OpenAI ``message.tool_calls`` as the env's ``<tool_call>`` blocks (one per call, in order).

    ``function.arguments`` is a JSON string in the OpenAI format; it is decoded so the block holds one JSON
    object. Arguments that are not valid JSON are kept as the raw string, and the env reports the call as
    malformed, as it would for a local model writing the same thing.
    """
    blocks = []
    for call in tool_calls or []:
        function = call.get("function") or {}
        arguments: Any = function.get("arguments")
        if isinstance(arguments, str):
            try:
                arguments = json.loads(arguments) if arguments.strip() else {}
            except ValueError:
                pass
        body = json.dumps({"name": function.get("name"), "arguments": arguments}, ensure_ascii=False)
        blocks.append(f"<tool_call>\n{body}\n</tool_call>")
    return "\n".join(blocks)


def inline_tools_message(tools: list[dict[str, Any]]) -> str:
    """The tool schemas as Hermes-style system text (for servers that refuse a ``tools`` field)."""
    listing = "\n".join(json.dumps(tool, ensure_ascii=False) for tool in tools)
    return ("# Tools\n\nYou may call one or more functions. The function signatures are inside <tools></tools>:\n"
            f"<tools>\n{listing}\n</tools>\n\nFor each call, write a JSON object with the function name and "
            'arguments inside <tool_call></tool_call> tags:\n<tool_call>\n{"name": <function-name>, '
            '"arguments": <args-json-object>}\n</tool_call>')


def _with_inline_tools(messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    text = inline_tools_message(tools)
    messages = [dict(m) for m in messages]
    if messages and messages[0].get("role") == "system":
        messages[0]["content"] = f"{messages[0].get('content') or ''}\n\n{text}".lstrip()
    else:
        messages.insert(0, {"role": "system", "content": text})
    return messages


def _excerpt(text: str) -> str:
    """``": <the first 200 characters on one line>"`` of a server's answer, or nothing when it is empty."""
    line = " ".join(text.split())[:200]
    return f": {line}" if line else ""


def _root_cause(error: BaseException) -> str:
    """The innermost OS-level reason of a connection failure (e.g. ``Connection refused``), else its type."""
    seen: set[int] = set()
    pending: list[BaseException] = [error]
    while pending:
        current = pending.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        if isinstance(current, OSError) and current.strerror:
            return current.strerror
        pending += [item for item in (current.__cause__, current.__context__, getattr(current, "reason", None),
                                      *current.args) if isinstance(item, BaseException)]
    return type(error).__name__


class _Refused(Exception):
    """The server answered 4xx; carries the status and body so the caller can decide to re-ask."""

    def __init__(self, status: int, text: str):
        super().__init__(f"HTTP {status}: {text[:300]}")
        self.status, self.text = status, text


class OpenAIChatPolicy:
    """Chat completions from an OpenAI-compatible server (``vllm serve``, ``transformers serve``, llama.cpp).

    Args:
        base_url: The server's API root, ``http://host:port/v1`` (a root without ``/v1`` is accepted).
        model: Served model name; None asks ``/v1/models`` for the first one.
        max_tokens: Token budget of each action.
        temperature: Sampling temperature (0: greedy, as the paper evaluates).
        stop: Stop sequences sent as ``stop`` (None: none).
        timeout: Seconds per request.
        api_key: Sent as a bearer token when given.
        tools_mode: ``auto`` (native ``tools``, inline on refusal), ``native``, ``inline`` or ``none``.
        concurrency: Requests in flight at once.
        retries: Extra attempts after a connection error or HTTP 502/503/504.
        log_path: Append one JSON line per request here (None: no log).
    """

    def __init__(self, base_url: str, model: str | None = None, *, max_tokens: int = 1024,
                 temperature: float = 0.0, stop: list[str] | None = None, timeout: float = 120.0,
                 api_key: str | None = None, tools_mode: str = "auto", concurrency: int = 4, retries: int = 2,
                 log_path: str | Path | None = None):
        if not str(base_url).startswith(("http://", "https://")):
            raise ConfigError(f"Expected --base-url to be an http(s) URL such as http://127.0.0.1:8000/v1, "
                              f"found {base_url!r}.")
        if tools_mode not in TOOLS_MODES:
            raise ConfigError(f"Expected tools_mode in {TOOLS_MODES}, found {tools_mode!r}.")
        if max_tokens < 1 or concurrency < 1 or timeout <= 0:
            raise ConfigError(f"Expected max_tokens >= 1, concurrency >= 1 and timeout > 0, found {max_tokens}, "
                              f"{concurrency} and {timeout}.")
        root = str(base_url).rstrip("/")
        self.api_root = root if root.endswith("/v1") else root + "/v1"
        self._model = model
        self.max_tokens, self.temperature, self.stop = int(max_tokens), float(temperature), list(stop or [])
        self.timeout, self.retries, self.concurrency = float(timeout), int(retries), int(concurrency)
        self.tools_mode = tools_mode
        self.headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.log_path = Path(log_path) if log_path is not None else None
        if self.log_path is not None:
            self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self.requests_sent = 0

    # ------------------------------------------------------------------ HTTP
    def _post(self, path: str, body: dict[str, Any] | None, method: str = "POST") -> tuple[int, Any, float]:
        url = f"{self.api_root}{path}"
        try:
            reply, seconds = request_with_retries(method, url, body, timeout=self.timeout, retries=self.retries,
                                                  retry_statuses=_RETRY_STATUS, headers=self.headers)
        except HttpError as exc:
            raise ModelServerError(f"No answer from the model server at {url} after {exc.attempts} attempt(s) "
                                   f"({exc}). Check --base-url and that the server is running.") from exc
        if 400 <= reply.status_code < 500:
            raise _Refused(reply.status_code, reply.text)
        if reply.status_code >= 400:
            raise ModelServerError(f"The model server at {url} failed with HTTP {reply.status_code}: "
                                   f"{reply.text[:300]!r}.")
        try:
            return reply.status_code, reply.json(), seconds
        except ValueError as exc:
            raise ModelServerError(f"Expected JSON from {url}, found {reply.text[:200]!r}.") from exc

    @property
    def model(self) -> str:
        """The served model name (asked from ``/v1/models`` when not given: :meth:`check_server`)."""
        return self._model if self._model is not None else self.check_server()

    def check_server(self) -> str:
        """Ask the server's ``/v1/models`` once and return the model name requests will carry.

        Call it before any episode: a server that is not there, not ready, or not an OpenAI-compatible API
        then stops the run in one line whose advice fits the failure. Without a model name the first one the
        server lists is taken; a given name is not checked against the list (``transformers serve`` loads
        models it does not list), a wrong one is answered when the first request is refused.

        Raises:
            ModelServerError: Nothing listens at the URL, no answer within the timeout, or an answer that is not
                the OpenAI model list.
            ConfigError: The server refused the key (HTTP 401/403), or listed no model (an HTTP error, as
                ``transformers serve`` offline answers 500, or an empty list) and no ``--served-model`` was given.
        """
        url = f"{self.api_root}/models"
        try:
            reply, _ = request_with_retries("GET", url, None, timeout=self.timeout, retries=self.retries,
                                            retry_statuses=_RETRY_STATUS, headers=self.headers)
        except HttpError as exc:
            raise self._unreachable(url, exc) from exc
        if reply.status_code in (401, 403):
            raise ConfigError(f"The model server at {self.api_root} refused the request to {url} (HTTP "
                              f"{reply.status_code}{_excerpt(reply.text)}): pass its key with --api-key KEY.")
        if reply.status_code >= 400:
            if self._model is not None:  # it answered; some servers list no models (404) or fail to (500)
                return self._model
            root_hint = ", and check that --base-url is the API root (it ends in /v1)" * (reply.status_code == 404)
            raise ConfigError(f"The model server at {self.api_root} did not list its models (GET {url}: HTTP "
                              f"{reply.status_code}{_excerpt(reply.text)}): pass --served-model NAME{root_hint}.")
        try:
            listed = [str(item["id"]) for item in reply.json()["data"]]
        except ValueError as exc:
            raise ModelServerError(f"Expected the JSON model list of an OpenAI-compatible API from {url}, found "
                                   f"{reply.text[:120]!r}: point --base-url at the API root (it ends in /v1)."
                                   ) from exc
        except (KeyError, TypeError) as exc:
            raise ModelServerError(f"Expected {{'data': [{{'id': ...}}]}} from {url}, found {reply.text[:120]!r}: "
                                   "point --base-url at an OpenAI-compatible API root, or pass --served-model NAME."
                                   ) from exc
        if self._model is None:
            if not listed:
                raise ConfigError(f"The model server at {self.api_root} lists no models (GET {url}): pass "
                                  "--served-model NAME.")
            self._model = listed[0]
        return self._model

    def _unreachable(self, url: str, error: HttpError) -> ModelServerError:
        """The one-line error for a ``/models`` request that got no answer, with advice fitting the cause."""
        cause = error.__cause__
        attempts = f"{error.attempts} attempt(s)"
        if isinstance(cause, requests.ConnectionError) and not isinstance(cause, requests.Timeout):
            return ModelServerError(
                f"Nothing listens at {self.api_root} ({_root_cause(cause)}, {attempts}): start an OpenAI-compatible "
                "server there first (e.g. `vllm serve MODEL_DIR --port 8000` or `transformers serve MODEL_DIR "
                "--port 8000`), or fix --base-url.")
        if isinstance(cause, requests.Timeout):
            return ModelServerError(
                f"The model server at {self.api_root} did not answer GET {url} within {self.timeout:g} s "
                f"({attempts}): wait until it has loaded the model, or raise --request-timeout.")
        return ModelServerError(f"No answer from the model server at {url} ({error}, {attempts}): check "
                                "--base-url and the server's log.")

    # ------------------------------------------------------------------ requests
    def request_body(self, info: dict[str, Any], tools_mode: str | None = None) -> dict[str, Any]:
        """The chat request of one env state."""
        mode = tools_mode or self.tools_mode
        messages = list(info.get("messages") or [])
        if not messages:
            raise ConfigError("OpenAIChatPolicy needs info['messages'] (the env contract); this state has none.")
        tools = list(info.get("tools") or [])
        body: dict[str, Any] = {"model": self.model, "messages": messages, "temperature": self.temperature,
                                "max_tokens": self.max_tokens}
        if self.stop:
            body["stop"] = self.stop
        if tools and mode in ("auto", "native"):
            body["tools"] = tools
        elif tools and mode == "inline":
            body["messages"] = _with_inline_tools(messages, tools)
        return body

    def _complete(self, info: dict[str, Any]) -> PolicyAction:
        body = self.request_body(info)
        try:
            status, answer, seconds = self._post("/chat/completions", body)
        except _Refused as refusal:
            if refusal.status == 404:
                self._log(body, refusal.status, refusal.text, 0.0, None)
                raise ConfigError(f"The model server at {self.api_root} does not serve {self.model!r} ({refusal}): "
                                  f"pass --served-model NAME with a name GET {self.api_root}/models lists."
                                  ) from refusal
            if not (self.tools_mode == "auto" and "tools" in body):
                self._log(body, refusal.status, refusal.text, 0.0, None)
                raise ModelServerError(f"The model server at {self.api_root} refused the request: {refusal}. "
                                       "Check --served-model and the server's flags.") from refusal
            self._log(body, refusal.status, refusal.text, 0.0, None)
            with self._lock:
                if self.tools_mode == "auto":
                    warnings.warn(f"The server refused native tools ({refusal}); printing the tool schemas into "
                                  "the system message from now on (tools_mode='inline').", stacklevel=2)
                    self.tools_mode = "inline"
            return self._complete(info)
        try:
            message = answer["choices"][0]["message"]
        except (KeyError, IndexError, TypeError) as exc:
            self._log(body, status, answer, seconds, None)
            raise ModelServerError(f"Expected an OpenAI chat answer with choices[0].message from {self.api_root}, "
                                   f"found {str(answer)[:300]!r}.") from exc
        content = (message.get("content") or "").strip()
        calls = tool_calls_to_text(message.get("tool_calls"))
        text = f"{content}\n{calls}".strip() if calls else content
        self._log(body, status, answer, seconds, text)
        return PolicyAction(text, [])

    def _log(self, body: dict[str, Any], status: int, answer: Any, seconds: float, text: str | None) -> None:
        with self._lock:
            self.requests_sent += 1
            if self.log_path is None:
                return
            line = {"time": time.time(), "url": f"{self.api_root}/chat/completions", "request": body,
                    "status": status, "response": answer, "seconds": round(seconds, 4), "action_text": text}
            with self.log_path.open("a", encoding="utf-8") as handle:
                handle.write(json.dumps(line, ensure_ascii=False, default=str) + "\n")

    def act(self, inputs: Sequence[PolicyInput]) -> list[PolicyAction]:
        """One chat request per state (``concurrency`` at a time); actions in state order."""
        infos = [item.info for item in inputs]
        if not infos:
            return []
        _ = self.model  # resolve the name once, before the threads start
        if self.concurrency == 1 or len(infos) == 1:
            return [self._complete(info) for info in infos]
        with ThreadPoolExecutor(min(self.concurrency, len(infos))) as pool:
            return list(pool.map(self._complete, infos))
