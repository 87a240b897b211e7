"""Refusal codes are the catalogs' keys: each must mean one thing across every game."""

import importlib
import pkgutil

import spitbot.engine
from spitbot.engine import IllegalAction, Reason


def _engine_reasons() -> list[type[Reason]]:
    for module in pkgutil.walk_packages(spitbot.engine.__path__, "spitbot.engine."):
        importlib.import_module(module.name)
    found: list[type[Reason]] = []
    todo: list[type[Reason]] = [Reason]
    while todo:
        cls = todo.pop()
        for sub in cls.__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("spitbot.engine."):
                found.append(sub)
    return found


def test_every_reason_code_in_the_engine_is_unique() -> None:
    reasons = _engine_reasons()
    by_code: dict[str, list[str]] = {}
    for cls in set(reasons):
        by_code.setdefault(cls.code, []).append(f"{cls.__module__}.{cls.__name__}")
    clashes = {code: names for code, names in by_code.items() if len(names) > 1}
    assert not clashes, clashes
    modules = {cls.__module__ for cls in reasons}
    # The check sees the shared reasons and both games' own.
    assert {"spitbot.engine.reasons", "spitbot.engine.spit.reasons"} <= modules
    assert "spitbot.engine.speed.reasons" in modules
    assert IllegalAction in reasons
