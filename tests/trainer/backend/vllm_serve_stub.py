"""A test server that speaks the HTTP routes TRL 1.16's ``VLLMClient`` uses for generation, on 127.0.0.1.

Routes: ``GET /health`` (200), ``GET /v1/models`` (the model id), ``POST /v1/completions`` with token-id
prompts, ``n``, ``max_tokens``, ``logprobs`` and ``return_token_ids`` (what ``VLLMClient.generate`` sends),
answered prompt-major like vLLM's OpenAI server: ``prompt_token_ids``, ``token_ids`` and ``logprobs`` as
``{"tokens": ["token_id:<id>"], "token_logprobs": [...], "top_logprobs": [...]}``. Generation is greedy
transformers ``generate`` on the CPU; the log-probs are the model's own. Weight-sync routes
(``/init_communicator``, NCCL) are not served: they need CUDA. Every request is logged to ``LOG`` (one JSON
line with the number of prompts) so the test can check that one round is one call.

``python vllm_serve_stub.py MODEL_DIR PORT_FILE LOG``: binds port 0, writes the port to PORT_FILE.
"""

from __future__ import annotations

import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import torch
from transformers import AutoModelForCausalLM


def serve(model_dir: str, port_file: str, log: str) -> None:
    model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=torch.float32).eval()
    eos = model.generation_config.eos_token_id
    eos = eos[0] if isinstance(eos, list) else eos

    def complete(prompt: list[int], max_tokens: int) -> dict:
        with torch.no_grad():
            out = model.generate(torch.tensor([prompt]), max_new_tokens=max_tokens, do_sample=False,
                                 output_scores=True, return_dict_in_generate=True, pad_token_id=eos,
                                 eos_token_id=eos)
        ids = out.sequences[0, len(prompt):].tolist()
        if eos in ids:
            ids = ids[:ids.index(eos) + 1]
        scores = out.scores[:len(ids)]
        logps = [torch.log_softmax(s[0].float(), -1)[t].item() for s, t in zip(scores, ids, strict=True)]
        return {"prompt_token_ids": prompt, "token_ids": ids, "text": "",
                "logprobs": {"tokens": [f"token_id:{t}" for t in ids], "token_logprobs": logps,
                             "top_logprobs": [{f"token_id:{t}": lp} for t, lp in zip(ids, logps, strict=True)]}}

    class Handler(BaseHTTPRequestHandler):
        def _send(self, body: dict) -> None:
            data = json.dumps(body).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
            if self.path.rstrip("/") == "/health":
                self._send({})
            elif self.path.rstrip("/") == "/v1/models":
                self._send({"data": [{"id": model_dir}]})
            else:
                self.send_error(404)

        def do_POST(self) -> None:  # noqa: N802
            if self.path.rstrip("/") != "/v1/completions":
                self.send_error(404)
                return
            request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            with open(log, "a") as handle:
                handle.write(json.dumps({"prompts": len(request["prompt"]), "n": request["n"]}) + "\n")
            choices = [complete(prompt, request["max_tokens"]) for prompt in request["prompt"]
                       for _ in range(request["n"])]
            self._send({"choices": choices})

        def log_message(self, *args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    with open(port_file, "w") as handle:
        handle.write(str(server.server_address[1]))
    server.serve_forever()


if __name__ == "__main__":
    serve(*sys.argv[1:4])
