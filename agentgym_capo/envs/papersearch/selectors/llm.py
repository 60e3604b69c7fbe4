"""The LLM selector: P(``True``) from the paper's selector LM behind an OpenAI-compatible server (see the package)."""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from typing import Any

from agentgym_capo.checks import require_ints
from agentgym_capo.envs.papersearch.records import Paper
from agentgym_capo.envs.papersearch.selectors.base import Selector, SelectorQuery, selector_prompt
from agentgym_capo.errors import ConfigError, SelectorServerError

__all__ = ["SCORINGS", "LLMSelector", "SelectorRefusal"]


SCORINGS = ("logprobs", "decision")
_LIST_PROMPT_REFUSALS = (400, 422, 500, 501)


class SelectorRefusal(SelectorServerError):
    """The selector server answered an HTTP error status (kept, so a refused batch can be re-sent one by one)."""

    def __init__(self, status_code: int, message: str):
        super().__init__(message)
        self.status_code = status_code


class LLMSelector(Selector):
    """The selector LM behind an OpenAI-compatible server (see the package docstring).

    Args:
        base_url: Server root, e.g. ``http://127.0.0.1:8000`` (a trailing ``/v1`` is accepted).
        model: Served model name; None asks ``/v1/models`` for the first one.
        api: ``"completions"`` (raw prompt, batched; what the score definition needs) or ``"chat"``.
        renormalize: Return P(True)/(P(True)+P(False)) instead of P(True).
        prompt_variant: ``"pasa"`` or ``"capo"`` (whitespace after ``Reason:...``).
        batch_size: Prompts per completions request (1: never batch).
        scoring: ``"logprobs"`` (P(True), the paper's score) or ``"decision"`` (1.0 if the generated word is
            ``True``, for servers without log-probabilities).
        top_logprobs: Log-probabilities requested per position (vLLM allows up to 20 by default).
        timeout: Seconds per HTTP request.
        retries: Extra attempts after a connection error or HTTP 503 (backoff from ``backoff`` s, capped at 8 s).
        backoff: First retry delay in seconds.
        api_key: Sent as a bearer token when given.
    """

    def __init__(
        self,
        base_url: str,
        model: str | None = None,
        *,
        api: str = "completions",
        renormalize: bool = False,
        prompt_variant: str = "pasa",
        batch_size: int = 32,
        scoring: str = "logprobs",
        top_logprobs: int = 20,
        timeout: float = 60.0,
        retries: int = 3,
        backoff: float = 0.5,
        api_key: str | None = None,
    ):
        if not base_url or not str(base_url).startswith(("http://", "https://")):
            raise ConfigError(
                f"Expected selector_url to be the http(s) URL of an OpenAI-compatible server, found {base_url!r}. "
                "Start one with e.g. `vllm serve <selector model> --port 8000` and pass http://127.0.0.1:8000."
            )
        if api not in ("completions", "chat"):
            raise ConfigError(f"Expected api in ('completions', 'chat'), found {api!r}.")
        if scoring not in SCORINGS:
            raise ConfigError(f"Expected selector scoring in {SCORINGS}, found {scoring!r}.")
        require_ints([("selector batch_size", batch_size)])
        selector_prompt("", "", "", prompt_variant)
        root = str(base_url).rstrip("/")
        self.base_url = root[: -len("/v1")] if root.endswith("/v1") else root
        self._model = model
        self.api, self.renormalize, self.prompt_variant = api, renormalize, prompt_variant
        self.batch_size, self.top_logprobs, self.scoring = batch_size, int(top_logprobs), scoring
        self.batched_prompts = batch_size > 1  # set to False when the server refuses a list of prompts
        self.timeout, self.retries, self.backoff = timeout, retries, backoff
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        suffix = "" if prompt_variant == "pasa" else f":{prompt_variant}"
        decision = ":decision" if scoring == "decision" else ""
        self.selector_id = f"llm:{model or 'auto'}{':renorm' if renormalize else ''}{suffix}{decision}"

    # ------------------------------------------------------------------ HTTP
    def _request(self, method: str, path: str, payload: dict[str, Any] | None = None) -> Any:
        from agentgym_capo.serving.client import HttpError, request_with_retries

        url = f"{self.base_url}{path}"
        try:
            response, _ = request_with_retries(method, url, payload, timeout=self.timeout, retries=self.retries,
                                               backoff=self.backoff, retry_statuses=(503,), headers=self._headers)
        except HttpError as exc:
            raise SelectorServerError(
                f"Could not get an answer from the selector server at {url} after {exc.attempts} attempt(s) "
                f"({exc}). Check that the server (e.g. `vllm serve ...`) is running at {self.base_url}."
            ) from exc
        if response.status_code >= 400:
            raise SelectorRefusal(response.status_code,
                f"Expected HTTP 200 from the selector server at {url}, found HTTP {response.status_code}: "
                f"{response.text[:300]!r}. Check the model name and that the server supports logprobs."
            )
        try:
            return response.json()
        except ValueError as exc:
            raise SelectorServerError(
                f"Expected JSON from the selector server at {url}, found {response.text[:200]!r}."
            ) from exc

    @property
    def model(self) -> str:
        """The served model name (asked from ``/v1/models`` when not given)."""
        if self._model is None:
            answer = self._request("GET", "/v1/models")
            try:
                self._model = str(answer["data"][0]["id"])
            except (KeyError, IndexError, TypeError) as exc:
                raise SelectorServerError(
                    f"Expected /v1/models at {self.base_url} to list a model, found {str(answer)[:200]!r}. "
                    "Pass selector_model=<name>."
                ) from exc
        return self._model

    # ------------------------------------------------------------------ scoring
    def prompts(self, query: SelectorQuery, papers: Sequence[Paper]) -> list[str]:
        """The selector prompts for ``papers``."""
        return [selector_prompt(query.question, p.title, p.abstract, self.prompt_variant) for p in papers]

    def score(self, query: SelectorQuery, papers: Sequence[Paper]) -> list[float]:
        """P(True) per paper (see the class docstring).

        Raises:
            SelectorServerError: The server is down, slow beyond ``timeout``, or answers in another format.
        """
        prompts = self.prompts(query, papers)
        scores: list[float] = []
        if self.api == "chat":
            return [self._score_chat(prompt) for prompt in prompts]
        for start in range(0, len(prompts), self.batch_size):
            batch = prompts[start:start + self.batch_size]
            if self.batched_prompts:
                try:
                    scores.extend(self._score_completions(batch, as_list=True))
                    continue
                except SelectorRefusal as refusal:
                    if refusal.status_code not in _LIST_PROMPT_REFUSALS:
                        raise
                    self.batched_prompts = False
                    warnings.warn(f"The selector server at {self.base_url} refused a list of prompts ({refusal}); "
                                  "sending one prompt per request from now on.", stacklevel=2)
            for prompt in batch:
                scores.extend(self._score_completions([prompt], as_list=False))
        return scores

    def _score_completions(self, prompts: list[str], as_list: bool) -> list[float]:
        decision = self.scoring == "decision"
        payload: dict[str, Any] = {"model": self.model, "prompt": prompts if as_list else prompts[0],
                                   "max_tokens": 2 if decision else 1, "temperature": 0.0}
        if not decision:
            payload["logprobs"] = self.top_logprobs
        answer = self._request("POST", "/v1/completions", payload)
        try:
            choices = sorted(answer["choices"], key=lambda c: c.get("index", 0))
            if len(choices) != len(prompts):
                raise ValueError(f"{len(choices)} choices for {len(prompts)} prompts")
            if decision:
                return [_decision(choice["text"]) for choice in choices]
            tables = []
            for choice in choices:
                logprobs = choice.get("logprobs")
                if not logprobs:
                    raise _NoLogprobs()
                table = dict(logprobs["top_logprobs"][0] or {})
                if logprobs.get("tokens") and logprobs.get("token_logprobs"):
                    table.setdefault(logprobs["tokens"][0], logprobs["token_logprobs"][0])
                tables.append(table)
        except _NoLogprobs as exc:
            raise SelectorServerError(_NO_LOGPROBS.format(url=self.base_url, answer=str(answer)[:200])) from exc
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
            raise SelectorServerError(
                f"Expected an OpenAI completions answer with logprobs.top_logprobs from {self.base_url}, found "
                f"{str(answer)[:300]!r} ({exc})."
            ) from exc
        return [self._probability(table) for table in tables]

    def _score_chat(self, prompt: str) -> float:
        decision = self.scoring == "decision"
        payload: dict[str, Any] = {"model": self.model, "messages": [{"role": "user", "content": prompt}],
                                   "max_tokens": 2 if decision else 1, "temperature": 0.0}
        if not decision:
            payload.update(logprobs=True, top_logprobs=self.top_logprobs)
        answer = self._request("POST", "/v1/chat/completions", payload)
        try:
            if decision:
                return _decision(answer["choices"][0]["message"]["content"] or "")
            logprobs = answer["choices"][0].get("logprobs")
            if not logprobs:
                raise _NoLogprobs()
            first = logprobs["content"][0]
            table = {item["token"]: item["logprob"] for item in first["top_logprobs"]}
            table.setdefault(first["token"], first["logprob"])
        except _NoLogprobs as exc:
            raise SelectorServerError(_NO_LOGPROBS.format(url=self.base_url, answer=str(answer)[:200])) from exc
        except (KeyError, IndexError, TypeError, AttributeError) as exc:
            raise SelectorServerError(
                f"Expected an OpenAI chat answer with logprobs.content[0].top_logprobs from {self.base_url}, found "
                f"{str(answer)[:300]!r} ({exc})."
            ) from exc
        return self._probability(table)

    def _probability(self, table: dict[str, Any]) -> float:
        p_true = sum(math.exp(float(lp)) for tok, lp in table.items() if lp is not None and tok.strip() == "True")
        p_false = sum(math.exp(float(lp)) for tok, lp in table.items() if lp is not None and tok.strip() == "False")
        if self.renormalize:
            return p_true / (p_true + p_false) if p_true + p_false > 0 else 0.0
        return min(1.0, p_true)


class _NoLogprobs(Exception):
    """The answer has no log-probabilities (the server ignored ``logprobs``)."""


_NO_LOGPROBS = ("Expected log-probabilities from the selector server at {url}, found none ({answer!r}): this server "
                "ignores `logprobs` (transformers serve 5.17 does). Use a server that returns them (vllm serve, "
                "llama.cpp), or selector_scoring='decision' for a 0/1 score from the generated word.")


def _decision(text: str) -> float:
    """1.0 when the generated text starts with ``True`` (the selector's decision word), else 0.0."""
    return 1.0 if text.strip().startswith("True") else 0.0
