"""Multi-hop QA with a retrieval tool: ``capo/HotpotQA-v0``, ``capo/2WikiMultihopQA-v0``, ``capo/MuSiQue-v0``.

Modules: ``metrics`` (official EM/F1), ``records`` (official file loaders), ``corpus`` (corpus builders and
loader), ``generator`` (the bundled synthetic data set).
"""
