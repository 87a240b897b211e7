"""Checks on what the bot sends: Discord's OpenAPI schema plus the limits it misses.

`SpecValidator` loads Discord's OpenAPI 3.1 spec (read-only, from
``discord-api-spec/openapi.json`` beside this module, a copy kept in the repository and
shipped in the package) once, finds the
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
import urllib.parse
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import emoji as unicode_emoji
import jsonschema_rs
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

MAX_PLACEHOLDER = 150
MAX_SELECT_OPTIONS = 25
MAX_OPTION_TEXT = 100  # a select option's label, value and description
MAX_TEXT_INPUT_LABEL = 45
MAX_TEXT_INPUT_PLACEHOLDER = 100
MAX_SECTION_TEXTS = 3

ACTION_ROW = 1
BUTTON = 2
STRING_SELECT = 3
SELECT_TYPES = frozenset({STRING_SELECT, 5, 6, 7, 8})
TEXT_INPUT = 4
SECTION = 9
TEXT_DISPLAY = 10
THUMBNAIL = 11
MEDIA_GALLERY = 12
FILE = 13
SEPARATOR = 14
CONTAINER = 17
ROW_ITEMS = frozenset({BUTTON}) | SELECT_TYPES
V2_TOP_LEVEL = frozenset({ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR,
                          CONTAINER})  # fmt: skip
CONTAINER_CHILDREN = frozenset({ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR})

_SPEC_URI = "urn:discord-openapi"


@dataclass(frozen=True)
class BodyError:
    """One problem in a request body: where (dotted JSON path) and what, with the error
    code string Discord puts in its ``errors`` tree (``BASE_TYPE_MAX_LENGTH``, ...)."""

    location: str
    message: str
    code: int = 50035
    kind: str = "BASE_TYPE_INVALID"

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


#: Discord's error code strings for what a JSON schema keyword refuses.
_KINDS = {
    "maxLength": "BASE_TYPE_MAX_LENGTH",
    "minLength": "BASE_TYPE_MIN_LENGTH",
    "maxItems": "BASE_TYPE_MAX_LENGTH",
    "minItems": "BASE_TYPE_MIN_LENGTH",
    "required": "BASE_TYPE_REQUIRED",
    "enum": "BASE_TYPE_CHOICES",
    "const": "BASE_TYPE_CHOICES",
    "pattern": "NUMBER_TYPE_COERCE",
    "maximum": "NUMBER_TYPE_MAX",
    "minimum": "NUMBER_TYPE_MIN",
}


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
        # The verdict first, from jsonschema-rs (compiled, about 100 times faster on
        # Components V2's nested unions); only a body it refuses is walked again by
        # jsonschema for Discord's error tree. Both read the same relaxed spec.
        self._relaxed = _relaxed(spec)
        self._fast: dict[str, Any] = {}

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

    def _fast_check(self, method: str, template: str) -> Any:
        ref = _pointer(
            "paths", template, method.lower(), "requestBody", "content", "application/json",
            "schema",
        )  # fmt: skip
        if ref not in self._fast:
            # "#/paths/...": the spec's own pointers, its braces escaped as a URI needs them
            local = urllib.parse.quote(ref.removeprefix(_SPEC_URI), safe="#/~")
            document = {**self._relaxed, "$ref": local}
            self._fast[ref] = jsonschema_rs.Draft202012Validator(document, validate_formats=False)
        return self._fast[ref]

    def validate(self, method: str, path: str, body: Any) -> list[BodyError]:
        """Errors of `body` against the operation's requestBody schema (empty if valid/unknown)."""
        template = self.match(path)
        if template is None:
            return []
        validator = self._validator(method, template)
        if validator is None:
            return []
        if self._fast_check(method, template).is_valid(body):
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
            kind = _KINDS.get(str(best.validator), "BASE_TYPE_INVALID")
            errors.append(BodyError(_location(best.absolute_path), message, kind=kind))
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


def is_unicode_emoji(text: str) -> bool:
    """Whether Discord takes ``text`` as a unicode emoji: one emoji of the Unicode list
    (the ``emoji`` package's), written in full. Arrows and suits are emoji only with
    their variation selector (``⬅️``, not ``⬅``); ``↻``, ``✓`` or ``×`` never are."""
    data = unicode_emoji.EMOJI_DATA.get(text)
    return data is not None and data["status"] != unicode_emoji.STATUS["unqualified"]


def _check_emoji(location: str, value: Any, kind: str, errors: list[BodyError]) -> None:
    """A component's emoji: a custom emoji needs its id; a unicode one must be a real emoji."""
    if not isinstance(value, dict):
        errors.append(BodyError(location, "Invalid emoji", kind=kind))
        return
    emoji_id = value.get("id")
    if emoji_id is not None:
        if not str(emoji_id).isdigit():
            errors.append(BodyError(f"{location}.id", "Invalid emoji", kind=kind))
        return
    name = value.get("name")
    if not isinstance(name, str) or not is_unicode_emoji(name):
        errors.append(BodyError(f"{location}.name", "Invalid emoji", kind=kind))


def _too_long(location: str, value: Any, limit: int, errors: list[BodyError]) -> None:
    if isinstance(value, str) and len(value) > limit:
        errors.append(
            BodyError(location, f"Must be {limit} or fewer in length.", kind="BASE_TYPE_MAX_LENGTH")
        )


def _required(location: str, errors: list[BodyError]) -> None:
    errors.append(BodyError(location, "This field is required", kind="BASE_TYPE_REQUIRED"))


def _check_button(location: str, button: JSON, errors: list[BodyError]) -> None:
    style = button.get("style")
    label = button.get("label")
    _too_long(f"{location}.label", label, MAX_BUTTON_LABEL, errors)
    if "emoji" in button and button["emoji"] is not None:
        _check_emoji(f"{location}.emoji", button["emoji"], "BUTTON_COMPONENT_INVALID_EMOJI", errors)
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
            _required(f"{location}.custom_id", errors)
        if button.get("url") is not None:
            errors.append(BodyError(f"{location}.url", "Only link buttons can have a url."))
    if style != 6 and not label and not button.get("emoji"):
        errors.append(
            BodyError(
                location, "A button needs a label or an emoji.", kind="BUTTON_COMPONENT_INVALID"
            )
        )


def _check_select(location: str, select: JSON, errors: list[BodyError]) -> None:
    if select.get("custom_id") is None:
        _required(f"{location}.custom_id", errors)
    _too_long(f"{location}.placeholder", select.get("placeholder"), MAX_PLACEHOLDER, errors)
    options = select.get("options")
    if select.get("type") == STRING_SELECT:
        if not isinstance(options, list) or not 1 <= len(options) <= MAX_SELECT_OPTIONS:
            errors.append(
                BodyError(
                    f"{location}.options",
                    f"Must be between 1 and {MAX_SELECT_OPTIONS} in length.",
                    kind="BASE_TYPE_BAD_LENGTH",
                )
            )
            options = options if isinstance(options, list) else []
        for index, option in enumerate(options):
            if not isinstance(option, dict):
                continue
            here = f"{location}.options.{index}"
            for key in ("label", "value", "description"):
                _too_long(f"{here}.{key}", option.get(key), MAX_OPTION_TEXT, errors)
            if option.get("emoji") is not None:
                _check_emoji(
                    f"{here}.emoji",
                    option["emoji"],
                    "SELECT_COMPONENT_OPTION_INVALID_EMOJI",
                    errors,
                )


def _wrong_type(location: str, allowed: frozenset[int], errors: list[BodyError]) -> None:
    choices = ",".join(str(t) for t in sorted(allowed))
    errors.append(
        BodyError(
            f"{location}.type",
            f'Value of field "type" must be one of ({choices},).',
            kind="UNION_TYPE_CHOICES",
        )
    )


def _check_tree(
    components: Any, allowed: frozenset[int], location: str, v2: bool, errors: list[BodyError]
) -> None:
    """Each component is of a type its parent may hold (classic: rows at the top, items in
    rows; V2: the layout rules of Components V2) and follows its own rules."""
    if not isinstance(components, list):
        return
    for index, component in enumerate(components):
        here = f"{location}.{index}"
        if not isinstance(component, dict):
            continue
        ctype = component.get("type")
        if ctype not in allowed:
            _wrong_type(here, allowed, errors)
            continue
        if ctype == ACTION_ROW:
            children = component.get("components") or []
            if len(children) > MAX_ROW_ITEMS:
                errors.append(
                    BodyError(
                        f"{here}.components",
                        f"Must be {MAX_ROW_ITEMS} or fewer in length.",
                        kind="BASE_TYPE_MAX_LENGTH",
                    )
                )
            if len(children) > 1 and any(
                isinstance(c, dict) and c.get("type") in SELECT_TYPES for c in children
            ):
                errors.append(
                    BodyError(
                        f"{here}.components",
                        "A select menu must be alone in its action row.",
                        kind="COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                    )
                )
            _check_tree(children, ROW_ITEMS, f"{here}.components", v2, errors)
        elif ctype == BUTTON:
            _check_button(here, component, errors)
        elif ctype in SELECT_TYPES:
            _check_select(here, component, errors)
        elif ctype == SECTION:
            texts = component.get("components") or []
            if not 1 <= len(texts) <= MAX_SECTION_TEXTS:
                errors.append(
                    BodyError(
                        f"{here}.components",
                        f"Must be between 1 and {MAX_SECTION_TEXTS} in length.",
                        kind="BASE_TYPE_BAD_LENGTH",
                    )
                )
            _check_tree(texts, frozenset({TEXT_DISPLAY}), f"{here}.components", v2, errors)
            accessory = component.get("accessory")
            if not isinstance(accessory, dict):
                _required(f"{here}.accessory", errors)
            else:
                _check_tree(
                    [accessory], frozenset({THUMBNAIL, BUTTON}), f"{here}.accessory", v2, errors
                )
        elif ctype == CONTAINER:
            _check_tree(
                component.get("components"), CONTAINER_CHILDREN, f"{here}.components", v2, errors
            )
        elif ctype == TEXT_DISPLAY and not component.get("content"):
            _required(f"{here}.content", errors)
        elif ctype == THUMBNAIL and not (component.get("media") or {}).get("url"):
            _required(f"{here}.media.url", errors)
        elif ctype == MEDIA_GALLERY and not 1 <= len(component.get("items") or []) <= 10:
            errors.append(
                BodyError(
                    f"{here}.items", "Must be between 1 and 10 in length.",
                    kind="BASE_TYPE_BAD_LENGTH",
                )
            )  # fmt: skip
        elif ctype == FILE and not str((component.get("file") or {}).get("url", "")).startswith(
            "attachment://"
        ):
            errors.append(
                BodyError(f"{here}.file.url", "A file component takes an attachment:// url.")
            )
        elif ctype == SEPARATOR and component.get("spacing", 1) not in (1, 2):
            errors.append(BodyError(f"{here}.spacing", "Spacing must be 1 (small) or 2 (large)."))


def _check_components(components: Any, v2: bool, errors: list[BodyError]) -> None:
    if not isinstance(components, list):
        return
    if not v2 and len(components) > MAX_ACTION_ROWS:
        errors.append(
            BodyError(
                "components",
                f"Must be {MAX_ACTION_ROWS} or fewer in length.",
                kind="BASE_TYPE_MAX_LENGTH",
            )
        )
    if v2:
        total = sum(1 for _ in iter_components(components))
        if total > MAX_V2_COMPONENTS:
            errors.append(
                BodyError(
                    "components",
                    f"A Components V2 message may hold at most {MAX_V2_COMPONENTS} components "
                    f"in all (got {total}).",
                    kind="BASE_TYPE_MAX_LENGTH",
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
                    kind="BASE_TYPE_MAX_LENGTH",
                )
            )
    top = V2_TOP_LEVEL if v2 else frozenset({ACTION_ROW})
    _check_tree(components, top, "components", v2, errors)
    seen: dict[str, str] = {}
    for location, component in iter_components(components):
        custom_id = component.get("custom_id")
        if custom_id is None:
            continue
        if not isinstance(custom_id, str) or not 1 <= len(custom_id) <= MAX_CUSTOM_ID:
            errors.append(
                BodyError(
                    f"{location}.custom_id",
                    f"Must be between 1 and {MAX_CUSTOM_ID} in length.",
                    kind="BASE_TYPE_BAD_LENGTH",
                )
            )
        elif custom_id in seen:
            errors.append(
                BodyError(
                    f"{location}.custom_id",
                    f"Component custom id cannot be duplicated ({custom_id!r}, first at "
                    f"{seen[custom_id]}).",
                    kind="COMPONENT_CUSTOM_ID_DUPLICATED",
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
        errors.append(
            BodyError("embeds", f"Must be {MAX_EMBEDS} or fewer in length.",
                      kind="BASE_TYPE_MAX_LENGTH")
        )  # fmt: skip
    total = 0
    for index, embed in enumerate(embeds):
        if not isinstance(embed, dict):
            continue
        here = f"embeds.{index}"
        texts: list[tuple[str, Any, int]] = [
            (f"{here}.{key}", embed.get(key), limit) for key, limit in EMBED_LIMITS.items()
        ]
        fields = embed.get("fields") or []
        if len(fields) > MAX_EMBED_FIELDS:
            errors.append(
                BodyError(f"{here}.fields", f"Must be {MAX_EMBED_FIELDS} or fewer in length.",
                          kind="BASE_TYPE_MAX_LENGTH")
            )  # fmt: skip
        for findex, field in enumerate(fields):
            if isinstance(field, dict):
                texts.append((f"{here}.fields.{findex}.name", field.get("name"), MAX_FIELD_NAME))
                texts.append((f"{here}.fields.{findex}.value", field.get("value"), MAX_FIELD_VALUE))
        for key, limit, name in (("footer", MAX_FOOTER, "text"), ("author", MAX_AUTHOR_NAME,
                                                                   "name")):  # fmt: skip
            part = embed.get(key)
            if isinstance(part, dict):
                texts.append((f"{here}.{key}.{name}", part.get(name), limit))
        for location, value, limit in texts:
            _too_long(location, value, limit, errors)
            total += _embed_text(value)
    if total > MAX_EMBED_TOTAL:
        errors.append(
            BodyError(
                "embeds",
                f"Embed size exceeds maximum size of {MAX_EMBED_TOTAL} (got {total} characters).",
                kind="BASE_TYPE_MAX_LENGTH",
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

    _too_long("content", body.get("content"), MAX_CONTENT, errors)

    if v2:
        if effective("content", ""):
            errors.append(
                BodyError(
                    "content",
                    "The 'content' field cannot be used when using the IS_COMPONENTS_V2 flag.",
                    kind="MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                )
            )
        if effective("embeds", []):
            errors.append(
                BodyError(
                    "embeds",
                    "The 'embeds' field cannot be used when using the IS_COMPONENTS_V2 flag.",
                    kind="MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
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
            errors.append(
                BodyError(f"{location}.custom_id", "Component custom id cannot be duplicated",
                          kind="COMPONENT_CUSTOM_ID_DUPLICATED")
            )  # fmt: skip
        seen.add(cid)
        if component.get("type") == TEXT_INPUT:
            _too_long(f"{location}.label", component.get("label"), MAX_TEXT_INPUT_LABEL, errors)
            placeholder = component.get("placeholder")
            _too_long(f"{location}.placeholder", placeholder, MAX_TEXT_INPUT_PLACEHOLDER, errors)
    return errors
