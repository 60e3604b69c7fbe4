"""``capo/TextWorld-v0`` and the shared command-game contract used by ALFWorld and TextWorld.

Modules: :mod:`.command_game` (prompt, parsing, rewards shared with ALFWorld), :mod:`.games` (offline game
generation and the on-disk cache), :mod:`.env` (the Gymnasium env).
"""
