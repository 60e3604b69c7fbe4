"""``capo eval --base-url`` asks the server for its models before any episode and answers each failure in one line."""

from __future__ import annotations

import pytest

from agentgym_capo.cli import main
from agentgym_capo.errors import ConfigError, ModelServerError
from agentgym_capo.interop.openai_policy import OpenAIChatPolicy
from agentgym_capo.rollout import PolicyInput
from tests.openai_servers import _JSONServer, free_port


@pytest.fixture()
def serve():
    """Start a loopback server answering ``(method, path, body) -> (status, answer)``; stopped after the test."""
    servers = []

    def start(handle):
        servers.append(_JSONServer(handle))
        return servers[-1]

    yield start
    for server in servers:
        server.stop()


def _policy(base_url: str, model: str | None = None, **options) -> OpenAIChatPolicy:
    return OpenAIChatPolicy(base_url, model, retries=0, timeout=5.0, **options)


def test_nothing_listening_says_start_a_server():
    url = f"http://127.0.0.1:{free_port()}/v1"
    with pytest.raises(ModelServerError) as caught:
        _policy(url).check_server()
    message = str(caught.value)
    assert message.startswith(f"Nothing listens at {url} (Connection refused, 1 attempt(s)): start an "
                              "OpenAI-compatible server there first (e.g. `vllm serve MODEL_DIR --port 8000`")
    assert message.endswith("or fix --base-url.") and "--served-model" not in message and "\n" not in message


def test_the_first_listed_model_is_taken(serve):
    server = serve(lambda method, path, body: (200, {"object": "list", "data": [{"id": "m1"}, {"id": "m2"}]}))
    policy = _policy(server.base_url)
    assert policy.check_server() == "m1" and policy.model == "m1"


def test_a_refused_key_asks_for_api_key(serve):
    server = serve(lambda method, path, body: (401, {"error": "invalid api key"}))
    with pytest.raises(ConfigError, match=r"HTTP 401: \{\"error\": \"invalid api key\"\}\): pass its key with "
                                          r"--api-key KEY\.$"):
        _policy(server.base_url).check_server()


@pytest.mark.parametrize(("status", "root_hint"), [(404, True), (500, False)])
def test_no_model_list_asks_for_served_model_unless_given(serve, status, root_hint):
    """A 404 may mean a wrong URL; ``transformers serve`` offline answers 500 yet serves a named model."""
    server = serve(lambda method, path, body: (status, {"error": "no list"}))
    with pytest.raises(ConfigError) as caught:
        _policy(server.base_url).check_server()
    message = str(caught.value)
    assert f"did not list its models (GET {server.base_url}/models: HTTP {status}: " in message
    assert ("pass --served-model NAME, and check that --base-url is the API root" in message) is root_hint
    assert message.endswith(".") and "pass --served-model NAME" in message
    assert _policy(server.base_url, "given").check_server() == "given"


def test_an_answer_that_is_not_the_openai_api_points_at_the_url(serve):
    server = serve(lambda method, path, body: (200, b"<html>a web page</html>"))
    with pytest.raises(ModelServerError, match=r"found '<html>a web page</html>': point --base-url at the API root"):
        _policy(server.base_url).check_server()


def test_a_model_the_server_does_not_serve_asks_for_served_model(serve):
    def handle(method, path, body):
        if path == "/v1/models":
            return 200, {"object": "list", "data": [{"id": "served"}]}
        return 404, {"error": f"The model `{body['model']}` does not exist."}

    server = serve(handle)
    policy = _policy(server.base_url, "typo", tools_mode="none")
    info = {"messages": [{"role": "user", "content": "hi"}]}
    with pytest.raises(ConfigError, match=r"does not serve 'typo' \(HTTP 404: .*\): pass --served-model NAME with a "
                                          r"name GET .*/v1/models lists\."):
        policy.act([PolicyInput("t0", "task", "g0", 0, "", info)])


def test_capo_eval_against_a_dead_port_is_one_line_before_any_episode(capsys):
    url = f"http://127.0.0.1:{free_port()}/v1"
    assert main(["eval", "--base-url", url, "--env", "capo/Chain-v0", "--episodes", "1", "--seeds", "0"]) == 2
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert err.startswith(f"capo: error: Nothing listens at {url} (Connection refused") and "\n" not in err, err
    assert "eval 0" not in captured.err + captured.out  # no progress bar was drawn
