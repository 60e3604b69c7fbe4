"""``capo/ALFWorld-v0``: ALFWorld household tasks through alfworld's TextWorld machinery.

Modules: :mod:`.layouts` (floor-plan metadata), :mod:`.problem` (PDDL problem writer), :mod:`.generator`
(the bundled task set), :mod:`.dataset` (discovery and materialisation), :mod:`.engine` (TextWorld play with
alfworld's wrappers), :mod:`.env` (the Gymnasium env).
"""
