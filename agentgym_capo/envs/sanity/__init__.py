"""Tiny text envs with known optimal values, for tests and the CPU learning benchmark."""

from agentgym_capo.envs.sanity.chain import ChainEnv
from agentgym_capo.envs.sanity.length_bandit import LengthBanditEnv
from agentgym_capo.envs.sanity.length_chain import LengthChainEnv
from agentgym_capo.envs.sanity.relay import RelayEnv

__all__ = ["ChainEnv", "LengthBanditEnv", "LengthChainEnv", "RelayEnv"]
