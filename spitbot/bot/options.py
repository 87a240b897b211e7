"""Ranges of the slash-command options that the command line shares (no discord import)."""

from __future__ import annotations

POINTS_TARGET_MIN, POINTS_TARGET_MAX = 10, 1000
"""The points target a player may choose: ``/spit challenge target``, ``/spit settings
target`` and ``spitbot simulate --target``."""
