"""Checks on what the bot sends: Discord's OpenAPI schema plus the limits it misses.

`SpecValidator` loads Discord's OpenAPI 3.1 spec (read-only, from
``tests/fakediscord/discord-api-spec/openapi.json``, a copy kept in the repository) once, finds the
operation for a request path and method, and validates the JSON body against
its ``requestBody`` schema with jsonschema Draft 2020-12 and a `referencing`
registry holding the whole spec. Compiled validators are cached per operation.

`check_message` enforces limits the schema does not express: classic action
rows, unique custom_ids, button rules, embed totals, Components V2 rules.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, validators  # type: ignore[import-untyped,unused-ignore]
from jsonschema.exceptions import ValidationError  # type: ignore[import-untyped,unused-ignore]
from referencing import Registry
from referencing.jsonschema import DRAFT202012

__all__ = [
    "EPHEMERAL",
    "IS_COMPONENTS_V2",
    "BodyError",
    "SpecValidator",
    "check_message",
    "check_modal",
    "default_spec_path",
    "iter_components",
    "load_spec_validator",
]

JSON = dict[str, Any]

EPHEMERAL = 1 << 6
IS_COMPONENTS_V2 = 1 << 15

MAX_CONTENT = 2000
MAX_ACTION_ROWS = 5
MAX_ROW_ITEMS = 5
MAX_V2_COMPONENTS = 40
MAX_V2_TEXT = 4000
MAX_CUSTOM_ID = 100
MAX_BUTTON_LABEL = 80
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
EMBED_LIMITS = {"title": 256, "description": 4096}
MAX_EMBED_FIELDS = 25
MAX_FIELD_NAME = 256
MAX_FIELD_VALUE = 1024
MAX_FOOTER = 2048
MAX_AUTHOR_NAME = 256

ACTION_ROW = 1
BUTTON = 2
SELECT_TYPES = frozenset({3, 5, 6, 7, 8})
TEXT_INPUT = 4
SECTION = 9
TEXT_DISPLAY = 10
V2_TOP_LEVEL = frozenset({ACTION_ROW, SECTION, TEXT_DISPLAY, 12, 13, 14, 17})

_SPEC_URI = "urn:discord-openapi"


@dataclass(frozen=True)
class BodyError:
    """One problem in a request body: where (dotted JSON path) and what."""

    location: str
    message: str
    code: int = 50035

    def __str__(self) -> str:
        return f"{self.location or '<body>'}: {self.message}"


def default_spec_path() -> Path:
    """The snapshot of Discord's OpenAPI spec kept beside the fake (see its README)."""
    return Path(__file__).resolve().parent / "discord-api-spec" / "openapi.json"


def _pointer(*parts: str) -> str:
    escaped = (p.replace("~", "~0").replace("/", "~1") for p in parts)
    return f"{_SPEC_URI}#/" + "/".join(escaped)


def _location(path: Sequence[object]) -> str:
    return ".".join(str(p) for p in path)


def _leaves(error: ValidationError) -> Iterator[ValidationError]:
    if not error.context:
        yield error
        return
    for sub in error.context:
        yield from _leaves(sub)


def _describe(error: ValidationError) -> str:
    kind, limit = error.validator, error.validator_value
    if kind == "maxLength":
        return f"Must be {limit} or fewer in length."
    if kind == "minLength":
        return f"Must be {limit} or more in length."
    if kind == "maxItems":
        return f"Must be {limit} or fewer in length (items)."
    if kind == "minItems":
        return f"Must be {limit} or more in length (items)."
    message = str(error.message)
    return message if len(message) <= 300 else message[:297] + "..."


def _relaxed(spec: Mapping[str, Any]) -> Mapping[str, Any]:
    """The spec with SnowflakeType also accepting integers (in memory only).

    Discord accepts snowflakes as JSON integers in requests, and discord.py
    sends some that way (e.g. ``message_reference.guild_id``); the spec only
    allows strings.
    """
    components = spec.get("components", {})
    schemas = components.get("schemas", {})
    snowflake = schemas.get("SnowflakeType")
    if not isinstance(snowflake, dict):
        return spec
    relaxed = {"anyOf": [snowflake, {"type": "integer", "minimum": 0}]}
    return {**spec, "components": {**components, "schemas": {**schemas, "SnowflakeType": relaxed}}}


def _type_enums(spec: Mapping[str, Any]) -> dict[str, frozenset[int]]:
    """``#/components/schemas/X`` -> the integer enum of X's ``type`` property, if it has one."""
    result: dict[str, frozenset[int]] = {}
    for name, schema in spec.get("components", {}).get("schemas", {}).items():
        if not isinstance(schema, dict):
            continue
        kind = schema.get("properties", {}).get("type", {})
        enum = kind.get("enum") if isinstance(kind, dict) else None
        if isinstance(enum, list) and enum and all(type(v) is int for v in enum):
            result[f"#/components/schemas/{name}"] = frozenset(enum)
    return result


def _discriminating_validator(enums: dict[str, frozenset[int]]) -> Any:
    """Draft 2020-12, but anyOf/oneOf skip $ref branches whose ``type`` enum rules the instance out.

    Same verdicts (a skipped branch could never match), far fewer branch
    checks for Discord's component unions, and sharper error messages.
    """

    def narrowed(keyword: str) -> Any:
        original = Draft202012Validator.VALIDATORS[keyword]

        def check(validator: Any, branches: list[Any], instance: Any, schema: Any) -> Any:
            kind = instance.get("type") if isinstance(instance, dict) else None
            if type(kind) is int:
                chosen = [
                    b
                    for b in branches
                    if not (
                        isinstance(b, dict) and kind not in enums.get(str(b.get("$ref")), {kind})
                    )
                ]
                if chosen:
                    branches = chosen
            yield from original(validator, branches, instance, schema)

        return check

    return validators.extend(
        Draft202012Validator, {"anyOf": narrowed("anyOf"), "oneOf": narrowed("oneOf")}
    )


class SpecValidator:
    """Validates request bodies against the requestBody schemas of Discord's OpenAPI spec."""

    def __init__(self, spec: Mapping[str, Any]) -> None:
        self._spec = spec
        self._validator_class = _discriminating_validator(_type_enums(spec))
        resource = DRAFT202012.create_resource(_relaxed(spec))
        self._registry: Registry[Any] = Registry().with_resource(_SPEC_URI, resource)
        routes: list[tuple[int, re.Pattern[str], str]] = []
        for template in spec.get("paths", {}):
            segments = template.strip("/").split("/")
            literal = sum(1 for s in segments if not s.startswith("{"))
            regex = "/".join("[^/]+" if s.startswith("{") else re.escape(s) for s in segments)
            routes.append((literal, re.compile(f"/{regex}"), template))
        # The most literal template wins (".../messages/@original" over ".../{message_id}").
        routes.sort(key=lambda r: -r[0])
        self._routes = routes
        self._validators: dict[tuple[str, str], Draft202012Validator | None] = {}

    @classmethod
    def from_path(cls, path: Path | str) -> SpecValidator:
        """Load a spec file."""
        with open(path, encoding="utf-8") as handle:
            return cls(json.load(handle))

    def match(self, path: str) -> str | None:
        """The spec's path template for a concrete path (without /api/v10), or None."""
        for _, regex, template in self._routes:
            if regex.fullmatch(path):
                return template
        return None

    def has_operation(self, method: str, path: str) -> bool:
        """Whether the spec documents this method on this path."""
        template = self.match(path)
        return template is not None and method.lower() in self._spec["paths"][template]

    def _validator(self, method: str, template: str) -> Draft202012Validator | None:
        key = (method.lower(), template)
        if key not in self._validators:
            operation = self._spec["paths"][template].get(key[0], {})
            content = operation.get("requestBody", {}).get("content", {})
            validator = None
            if "application/json" in content:
                ref = _pointer(
                    "paths", template, key[0], "requestBody", "content", "application/json",
                    "schema",
                )  # fmt: skip
                validator = self._validator_class({"$ref": ref}, registry=self._registry)
            self._validators[key] = validator
        return self._validators[key]

    def validate(self, method: str, path: str, body: Any) -> list[BodyError]:
        """Errors of `body` against the operation's requestBody schema (empty if valid/unknown)."""
        template = self.match(path)
        if template is None:
            return []
        validator = self._validator(method, template)
        if validator is None:
            return []
        errors: list[BodyError] = []
        for error in validator.iter_errors(body):
            leaves = list(_leaves(error))
            depth = max(len(leaf.absolute_path) for leaf in leaves)
            deepest = [leaf for leaf in leaves if len(leaf.absolute_path) == depth]
            # Prefer a real constraint over "wrong branch" noise (type/enum/const).
            deepest.sort(key=lambda e: e.validator in ("type", "enum", "const", "required"))
            best = deepest[0]
            message = _describe(best)
            if all(e.validator in ("enum", "const") for e in deepest):
                allowed: set[Any] = set()
                for leaf in deepest:
                    value = leaf.validator_value
                    allowed.update(value if leaf.validator == "enum" else [value])
                try:
                    options = sorted(allowed)
                except TypeError:
                    options = sorted(allowed, key=repr)
                message = f"{best.instance!r} is not one of {options}"
            errors.append(BodyError(_location(best.absolute_path), message))
        return errors


@functools.cache
def load_spec_validator(path: str | None = None) -> SpecValidator:
    """The process-wide SpecValidator for `path` (default: `default_spec_path()`), loaded once."""
    return SpecValidator.from_path(path or default_spec_path())


# --------------------------------------------------------------------------- limits


def iter_components(
    components: Sequence[Any] | None, location: str = "components"
) -> Iterator[tuple[str, JSON]]:
    """Every component, depth first, with its dotted location (children and accessories)."""
    for index, component in enumerate(components or []):
        if not isinstance(component, dict):
            continue
        here = f"{location}.{index}"
        yield here, component
        children = component.get("components")
        if isinstance(children, list):
            yield from iter_components(children, f"{here}.components")
        child = component.get("component")  # label wrapper (modals)
        if isinstance(child, dict):
            yield from iter_components([child], f"{here}.component")
        accessory = component.get("accessory")
        if isinstance(accessory, dict):
            yield from iter_components([accessory], f"{here}.accessory")


def _check_button(location: str, button: JSON, errors: list[BodyError]) -> None:
    style = button.get("style")
    label = button.get("label")
    if isinstance(label, str) and len(label) > MAX_BUTTON_LABEL:
        errors.append(
            BodyError(f"{location}.label", f"Must be {MAX_BUTTON_LABEL} or fewer in length.")
        )
    if style == 5:
        if not button.get("url"):
            errors.append(BodyError(f"{location}.url", "A link button requires a url."))
        if button.get("custom_id") is not None:
            errors.append(
                BodyError(f"{location}.custom_id", "A link button cannot have a custom_id.")
            )
    elif style == 6:
        if not button.get("sku_id"):
            errors.append(BodyError(f"{location}.sku_id", "A premium button requires a sku_id."))
    else:
        if button.get("custom_id") is None:
            errors.append(BodyError(f"{location}.custom_id", "This field is required."))
        if button.get("url") is not None:
            errors.append(BodyError(f"{location}.url", "Only link buttons can have a url."))
    if style != 6 and not label and not button.get("emoji"):
        errors.append(BodyError(location, "A button needs a label or an emoji."))


def _check_components(components: Any, v2: bool, errors: list[BodyError]) -> None:
    if not isinstance(components, list):
        return
    if not v2:
        if len(components) > MAX_ACTION_ROWS:
            errors.append(
                BodyError(
                    "components",
                    f"Must be {MAX_ACTION_ROWS} or fewer in length "
                    f"(got {len(components)} action rows).",
                )
            )
        for index, row in enumerate(components):
            if isinstance(row, dict) and row.get("type") != ACTION_ROW:
                errors.append(
                    BodyError(
                        f"components.{index}.type",
                        f"Component type {row.get('type')} at the top level requires "
                        "the IS_COMPONENTS_V2 flag (1<<15); classic messages take action rows.",
                    )
                )
    else:
        total = sum(1 for _ in iter_components(components))
        if total > MAX_V2_COMPONENTS:
            errors.append(
                BodyError(
                    "components",
                    f"A Components V2 message may hold at most {MAX_V2_COMPONENTS} components "
                    f"in all (got {total}).",
                )
            )
        for index, top in enumerate(components):
            if isinstance(top, dict) and top.get("type") not in V2_TOP_LEVEL:
                errors.append(
                    BodyError(
                        f"components.{index}.type",
                        f"Component type {top.get('type')} is not allowed at the top level.",
                    )
                )
        text = sum(
            len(c.get("content") or "")
            for _, c in iter_components(components)
            if c.get("type") == TEXT_DISPLAY
        )
        if text > MAX_V2_TEXT:
            errors.append(
                BodyError(
                    "components",
                    f"Text across all components must be {MAX_V2_TEXT} or fewer characters "
                    f"(got {text}).",
                )
            )

    seen: dict[str, str] = {}
    for location, component in iter_components(components):
        ctype = component.get("type")
        if ctype == ACTION_ROW:
            children = component.get("components") or []
            if len(children) > MAX_ROW_ITEMS:
                errors.append(
                    BodyError(
                        f"{location}.components",
                        f"Must be {MAX_ROW_ITEMS} or fewer in length (got {len(children)}).",
                    )
                )
            if len(children) > 1 and any(
                isinstance(c, dict) and c.get("type") in SELECT_TYPES for c in children
            ):
                errors.append(
                    BodyError(
                        f"{location}.components",
                        "A select menu must be alone in its action row.",
                    )
                )
        elif ctype == BUTTON:
            _check_button(location, component, errors)
        elif ctype in SELECT_TYPES and component.get("custom_id") is None:
            errors.append(BodyError(f"{location}.custom_id", "This field is required."))
        custom_id = component.get("custom_id")
        if custom_id is None:
            continue
        if not isinstance(custom_id, str) or not 1 <= len(custom_id) <= MAX_CUSTOM_ID:
            errors.append(
                BodyError(
                    f"{location}.custom_id",
                    f"custom_id must be 1 to {MAX_CUSTOM_ID} characters.",
                )
            )
        elif custom_id in seen:
            errors.append(
                BodyError(
                    f"{location}.custom_id",
                    f"Component custom id {custom_id!r} is duplicated "
                    f"(first at {seen[custom_id]}); custom_ids must be unique in a message.",
                )
            )
        else:
            seen[custom_id] = location


def _embed_text(value: Any) -> int:
    return len(value) if isinstance(value, str) else 0


def _check_embeds(embeds: Any, errors: list[BodyError]) -> None:
    if not isinstance(embeds, list):
        return
    if len(embeds) > MAX_EMBEDS:
        errors.append(BodyError("embeds", f"Must be {MAX_EMBEDS} or fewer in length."))
    total = 0
    for index, embed in enumerate(embeds):
        if not isinstance(embed, dict):
            continue
        here = f"embeds.{index}"
        for key, limit in EMBED_LIMITS.items():
            size = _embed_text(embed.get(key))
            total += size
            if size > limit:
                errors.append(BodyError(f"{here}.{key}", f"Must be {limit} or fewer in length."))
        fields = embed.get("fields") or []
        if len(fields) > MAX_EMBED_FIELDS:
            errors.append(
                BodyError(f"{here}.fields", f"Must be {MAX_EMBED_FIELDS} or fewer in length.")
            )
        for findex, field in enumerate(fields):
            if not isinstance(field, dict):
                continue
            name, value = _embed_text(field.get("name")), _embed_text(field.get("value"))
            total += name + value
            if name > MAX_FIELD_NAME:
                errors.append(
                    BodyError(
                        f"{here}.fields.{findex}.name",
                        f"Must be {MAX_FIELD_NAME} or fewer in length.",
                    )
                )
            if value > MAX_FIELD_VALUE:
                errors.append(
                    BodyError(
                        f"{here}.fields.{findex}.value",
                        f"Must be {MAX_FIELD_VALUE} or fewer in length.",
                    )
                )
        footer = embed.get("footer")
        if isinstance(footer, dict):
            size = _embed_text(footer.get("text"))
            total += size
            if size > MAX_FOOTER:
                errors.append(
                    BodyError(f"{here}.footer.text", f"Must be {MAX_FOOTER} or fewer in length.")
                )
        author = embed.get("author")
        if isinstance(author, dict):
            size = _embed_text(author.get("name"))
            total += size
            if size > MAX_AUTHOR_NAME:
                errors.append(
                    BodyError(
                        f"{here}.author.name", f"Must be {MAX_AUTHOR_NAME} or fewer in length."
                    )
                )
    if total > MAX_EMBED_TOTAL:
        errors.append(
            BodyError(
                "embeds",
                f"Embed size exceeds maximum size of {MAX_EMBED_TOTAL} (got {total} characters).",
            )
        )


def check_message(
    body: Mapping[str, Any], *, existing: Mapping[str, Any] | None = None, creating: bool
) -> list[BodyError]:
    """Limits Discord enforces on a message create/edit body that the OpenAPI schema misses.

    `existing` is the stored message for edits (flags and fields not in the body
    are taken from it). `creating` also rejects an empty message.
    """
    errors: list[BodyError] = []
    old = existing or {}

    def effective(key: str, default: Any) -> Any:
        if key in body:
            value = body[key]
            return default if value is None else value
        return old.get(key, default)

    old_flags = int(old.get("flags") or 0)
    flags = int(effective("flags", old_flags) or 0)
    v2 = bool(flags & IS_COMPONENTS_V2)
    if old_flags & IS_COMPONENTS_V2 and not v2:
        errors.append(
            BodyError("flags", "The IS_COMPONENTS_V2 flag cannot be removed from a message.")
        )
        v2 = True

    content = body.get("content")
    if isinstance(content, str) and len(content) > MAX_CONTENT:
        errors.append(BodyError("content", f"Must be {MAX_CONTENT} or fewer in length."))

    if v2:
        if effective("content", ""):
            errors.append(
                BodyError(
                    "content",
                    "The 'content' field cannot be used when using the IS_COMPONENTS_V2 flag.",
                )
            )
        if effective("embeds", []):
            errors.append(
                BodyError(
                    "embeds",
                    "The 'embeds' field cannot be used when using the IS_COMPONENTS_V2 flag.",
                )
            )
        for key in ("poll", "sticker_ids"):
            if body.get(key):
                errors.append(
                    BodyError(key, f"The {key!r} field cannot be used with IS_COMPONENTS_V2.")
                )

    if "components" in body:
        _check_components(body["components"], v2, errors)
    elif existing is not None and v2 and not old_flags & IS_COMPONENTS_V2:
        _check_components(old.get("components"), v2, errors)
    if "embeds" in body:
        _check_embeds(body["embeds"], errors)

    if (
        creating
        and not any(
            body.get(key) for key in ("content", "embeds", "components", "attachments", "poll")
        )
        and not body.get("sticker_ids")
    ):
        errors.append(BodyError("", "Cannot send an empty message", code=50006))
    return errors


def check_modal(data: Mapping[str, Any]) -> list[BodyError]:
    """custom_id rules for a modal (callback type 9) payload."""
    errors: list[BodyError] = []
    custom_id = data.get("custom_id")
    if not isinstance(custom_id, str) or not 1 <= len(custom_id) <= MAX_CUSTOM_ID:
        errors.append(BodyError("custom_id", f"custom_id must be 1 to {MAX_CUSTOM_ID} characters."))
    seen: set[str] = set()
    for location, component in iter_components(data.get("components")):
        cid = component.get("custom_id")
        if cid is None:
            continue
        if not isinstance(cid, str) or not 1 <= len(cid) <= MAX_CUSTOM_ID:
            errors.append(
                BodyError(f"{location}.custom_id", "custom_id must be 1 to 100 characters.")
            )
        elif cid in seen:
            errors.append(BodyError(f"{location}.custom_id", f"Duplicate custom_id {cid!r}."))
        seen.add(cid)
    return errors
