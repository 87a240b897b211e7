"""Spit's variant and rules in a player's language."""

from __future__ import annotations

from ...engine.spit import Colours, Scoring, SlapRule, Variant
from ..i18n import Catalog


def _variant_args(variant: Variant) -> dict[str, object]:
    return {
        "stockpiles": variant.stockpiles,
        "slap": variant.slap.value,
        "colours": variant.colours.value,
        "scoring": variant.scoring.value,
        "target": variant.target,
    }


def describe(variant: Variant, tr: Catalog) -> str:
    """One line, e.g. "5 stockpiles · slap · any colours · first to go out wins"."""
    return tr("spit-variant", **_variant_args(variant))


def rules(variant: Variant | None, tr: Catalog) -> str:
    shown = variant or Variant()
    lines: list[str] = [tr("spit-rules", stockpiles=shown.stockpiles, layout=shown.layout_size)]
    if variant is not None:
        lines += ["", tr("spit-rules-variant", **_variant_args(variant))]
        if variant.stockpiles == 4:
            lines.append(tr("spit-rules-four"))
        if variant.slap is SlapRule.CHOOSE:
            lines.append(tr("spit-rules-choose"))
        if variant.colours is Colours.ALTERNATING:
            lines.append(tr("spit-rules-alternating"))
        if variant.scoring is Scoring.POINTS:
            lines.append(tr("spit-rules-points", target=variant.target))
    return "\n".join(lines)
