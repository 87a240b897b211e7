"""Speed's variant and rules in a player's language."""

from __future__ import annotations

from ...engine.speed import Scoring, Variant
from ..i18n import Catalog


def _variant_args(variant: Variant) -> dict[str, object]:
    return {
        "side_piles": variant.side_piles,
        "scoring": variant.scoring.value,
        "target": variant.target,
    }


def describe(variant: Variant, tr: Catalog) -> str:
    return tr("speed-variant", **_variant_args(variant))


def rules(variant: Variant | None, tr: Catalog) -> str:
    lines: list[str] = [tr("speed-rules")]
    if variant is not None:
        lines += ["", tr("speed-rules-variant", **_variant_args(variant))]
        if variant.scoring is Scoring.POINTS:
            lines.append(tr("speed-rules-points", target=variant.target))
    return "\n".join(lines)
