"""Variant option ranges shared by the slash commands and ``spitbot simulate`` (no discord
import, so the command line stays quick)."""

from __future__ import annotations

TARGET_RANGE = (10, 1000)
"""The points targets a series may have (V4): ``/spit challenge target``, ``/spit settings
target`` and ``spitbot simulate --target``."""
