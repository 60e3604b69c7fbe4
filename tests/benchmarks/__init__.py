"""Tests of the benchmark scripts (``benchmarks/``) and their harness."""
