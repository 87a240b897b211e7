"""Every rule the engine implements is named by at least one engine test."""

import re
from pathlib import Path

RULES = Path(__file__).resolve().parents[2] / "docs" / "rules.md"
ENGINE_RULES = [f"C{i}" for i in (1, 2)] + [f"S{i}" for i in range(1, 15)]
ENGINE_RULES += [f"V{i}" for i in range(1, 5)] + ["D1", "D5", "D6"]
ENGINE_RULES += [f"P{i}" for i in range(1, 9)] + ["D8", "D9"]  # Speed


def test_every_engine_rule_id_exists_and_is_named_by_a_test() -> None:
    rules_text = RULES.read_text(encoding="utf-8")
    tests_text = "\n".join(
        p.read_text(encoding="utf-8").lower()
        for p in Path(__file__).parent.rglob("test_*.py")
        if p.name != Path(__file__).name
    )
    for rule in ENGINE_RULES:
        assert re.search(rf"^- {rule}\.", rules_text, re.M), f"{rule} is not in docs/rules.md"
        pattern = rf"(?<![a-z0-9]){rule.lower()}(?![0-9])"
        assert re.search(pattern, tests_text), f"no engine test names {rule}"
