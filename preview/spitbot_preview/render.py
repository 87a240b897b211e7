"""A message's JSON, drawn as Discord's client lays it out, as HTML and CSS.

Two widths: desktop (a chat column :data:`DESKTOP_PX` wide: content, embeds and buttons
in the 580 px right of the avatar) and phone (a :data:`PHONE_PX` screen whose message
content is :data:`PHONE_CONTENT_PX` wide, as issue 19 takes it); two themes, dark and
light, switched by a class on any ancestor (``theme-dark``, ``theme-light``).

Discord publishes no style sheet; the metrics below are the client's as the public
projects that reproduce it have them (reference only, nothing is copied):

- skyra-project/discord-components, ``packages/core/src/components``
  (``discord-button/DiscordButton.ts``, ``discord-message/DiscordMessage.ts``,
  ``discord-embed/DiscordEmbed.ts``, ``discord-action-row/DiscordActionRow.ts``): a
  button 32 px tall, at least 60 px wide, padding 2px 16px, its label 14px/16px at
  weight 500, 8 px apart (margin 4px 8px 4px 0), disabled at opacity 0.5, its emoji
  1.375em with 4 px after it; message text 1rem on 1.375rem lines in "gg sans",
  "Noto Sans"; the ephemeral line in 12 px, 4 px below; an embed's 4 px coloured left
  bar, its 4 px radius, at most 520 px wide, padding 0.5rem 1rem 1rem 0.75rem.
- discohook/discohook, ``packages/site/app/components/preview`` (``Embed.tsx``,
  ``Markdown.tsx``, ``Container.tsx``, ``Section.tsx``, ``Separator.tsx``,
  ``ActionRow.tsx``, ``../Button.tsx``, ``tailwind.config.ts``): embed text 14px on
  1.125rem lines (``white-space: pre-line``), title 16px/600, field names 600 with
  inline fields three to a line on a 12-column grid, footer 12px/500, every part 8 px
  below the last; headings 1.5em, 1.25em and 1em bold on 1.375em lines, 16 px above
  (8 px first) and 8 px below, none in field values; subtext 0.8125em muted; quotes
  with a 4 px bar and 12 px inset; lists 16 px in; emoji 1.375em, 3em when a message
  is emoji alone; Components V2 containers: 8 px radius, 16 px padding, children 8 px
  apart, a 1 px border with the accent colour as a 4 px left border, at most 520 px
  wide; a section's accessory to the right, 12 px from its text; a large separator
  8 px above and below its line; button colours primary #5865f2, secondary #4e5058
  (light theme #6d6f78), success #248046, danger #da373c.
- nuxt-modules/og-image, ``client/components/DiscordCardRenderer.vue``: the theme
  colours (dark #313338 background, #2b2d31 embeds with a #1e1f22 bar, #dbdee1 text;
  light #ffffff, #f2f3f5 embeds, #e3e5e8 bar, #313338 text).

The text fonts are "gg sans" (Discord's own, rarely installed), then Noto Sans, then
DejaVu Sans: a wider font than Discord's errs on the safe side for wrapping.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from .markdown import Reader, Where, emoji_html, to_html

DESKTOP_PX = 700
"""A desktop chat column (1280 px window less the server, channel and member lists)."""
PHONE_PX = 390
"""A phone screen (an iPhone 14's 390 CSS px)."""
PHONE_CONTENT_PX = 310
"""The message content's width on that phone: 68 px of avatar gutter, 12 px margin."""
WIDTHS = {"desktop": DESKTOP_PX, "phone": PHONE_PX}

BUTTON_STYLES = {1: "primary", 2: "secondary", 3: "success", 4: "danger", 5: "link", 6: "premium"}
COMPONENTS_V2 = 1 << 15
AUTHOR = "SpitBot"


def message(
    body: Mapping[str, Any],
    reader: Reader,
    *,
    ephemeral: bool = False,
    pictures: Mapping[str, str] | None = None,
    author: str = AUTHOR,
) -> str:
    """One message (``body`` as Discord received it), with the bot's name above it;
    ``pictures`` maps an attachment's file name to where the page finds it."""
    files = pictures or {}
    parts = []
    content = body.get("content")
    flags = int(body.get("flags") or 0)
    if content:
        parts.append(f'<div class="content md">{to_html(content, Where.CONTENT, reader)}</div>')
    embeds = body.get("embeds") or []
    if embeds:
        parts.append(
            '<div class="embeds">' + "".join(_embed(e, reader, files) for e in embeds) + "</div>"
        )
    shown = _shown_files(embeds, body.get("attachments") or [])
    if shown:
        parts.append(
            '<div class="attachments">'
            + "".join(_picture(files.get(name, name), name) for name in shown)
            + "</div>"
        )
    components = body.get("components") or []
    if components:
        if flags & COMPONENTS_V2:
            parts.append(f'<div class="v2">{_v2(components, reader, files)}</div>')
        else:
            rows = "".join(_component(c, reader, files) for c in components)
            parts.append(f'<div class="components">{rows}</div>')
    if ephemeral:
        parts.append(EPHEMERAL_NOTE)
    classes = "msg ephemeral" if ephemeral else "msg"
    return (
        f'<div class="{classes}"><div class="avatar">{html.escape(author[:1])}</div>'
        f'<div class="msg-body"><div class="msg-header"><span class="author">'
        f'{html.escape(author)}</span><span class="app-tag">APP</span>'
        f'<span class="sent-at">{html.escape(_today(reader))}</span></div>'
        f"{''.join(parts)}</div></div>"
    )


def frame(inner: str, width: str, **data: str) -> str:
    """A message at ``width`` ("desktop" or "phone"); ``data`` become data- attributes."""
    attrs = "".join(
        f' data-{k.replace("_", "-")}="{html.escape(v, quote=True)}"' for k, v in data.items()
    )
    return f'<div class="frame {width}"{attrs}>{inner}</div>'


EYE = (
    '<svg class="eye" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">'
    '<path fill="currentColor" d="M12 5C5.6 5 2 12 2 12s3.6 7 10 7 10-7 10-7-3.6-7-10-7Zm0 '
    '11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0-2a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"/></svg>'
)
EPHEMERAL_NOTE = (
    f'<div class="ephemeral-note">{EYE}<span>Only you can see this</span> • '
    '<span class="dismiss">Dismiss message</span></div>'
)


def _today(reader: Reader) -> str:
    from datetime import UTC, datetime

    now = datetime.fromtimestamp(reader.now_ms / 1000, UTC)
    return f"Today at {now:%H:%M}"


# --- embeds --------------------------------------------------------------------------------


def _colour(value: Any) -> str | None:
    return f"#{int(value):06x}" if isinstance(value, int) else None


def _embed(embed: Mapping[str, Any], reader: Reader, files: Mapping[str, str]) -> str:
    parts = []
    author = embed.get("author") or {}
    if author.get("name"):
        parts.append(
            f'<div class="embed-author">{to_html(author["name"], Where.PLAIN, reader)}</div>'
        )
    if embed.get("title"):
        parts.append(
            f'<div class="embed-title">{to_html(embed["title"], Where.TITLE, reader)}</div>'
        )
    if embed.get("description"):
        parts.append(
            f'<div class="embed-description md">'
            f"{to_html(embed['description'], Where.DESCRIPTION, reader)}</div>"
        )
    fields = embed.get("fields") or []
    if fields:
        parts.append(_fields(fields, reader))
    image = (embed.get("image") or {}).get("url")
    if image:
        parts.append(f'<div class="embed-image">{_picture(_file_url(image, files), image)}</div>')
    footer = (embed.get("footer") or {}).get("text")
    if footer:
        parts.append(f'<div class="embed-footer">{to_html(footer, Where.PLAIN, reader)}</div>')
    bar = _colour(embed.get("color"))
    style = f' style="border-left-color:{bar}"' if bar else ""
    return f'<div class="embed"{style}><div class="embed-grid">{"".join(parts)}</div></div>'


def _fields(fields: Sequence[Mapping[str, Any]], reader: Reader) -> str:
    """Inline fields share a line, three at most; the others take a line each."""
    lines: list[list[Mapping[str, Any]]] = []
    for item in fields:
        last = lines[-1] if lines else None
        if last and item.get("inline") and last[-1].get("inline") and len(last) < 3:
            last.append(item)
        else:
            lines.append([item])
    out = []
    for line in lines:
        span = 12 // len(line) if line[0].get("inline") else 12
        for column, item in enumerate(line):
            start = 1 + column * span
            name = to_html(str(item.get("name", "")), Where.TITLE, reader)
            value = to_html(str(item.get("value", "")), Where.FIELD, reader)
            out.append(
                f'<div class="embed-field" style="grid-column:{start}/{start + span}">'
                f'<div class="field-name">{name}</div><div class="field-value md">{value}</div>'
                "</div>"
            )
    return f'<div class="embed-fields">{"".join(out)}</div>'


def _file_url(url: str, files: Mapping[str, str]) -> str:
    if url.startswith("attachment://"):
        return files.get(url.removeprefix("attachment://"), "")
    return url


def _shown_files(embeds: Sequence[Mapping[str, Any]], attachments: Sequence[Any]) -> list[str]:
    """Attached files no embed shows: Discord draws them below the embeds."""
    used = {
        str((e.get("image") or {}).get("url", "")).removeprefix("attachment://") for e in embeds
    }
    return [str(a["filename"]) for a in attachments if a.get("filename") not in used]


def _picture(src: str, name: str) -> str:
    return f'<img class="picture" src="{html.escape(src, quote=True)}" alt="{html.escape(name)}">'


# --- components ---------------------------------------------------------------------------


def _component(item: Mapping[str, Any], reader: Reader, files: Mapping[str, str]) -> str:
    kind = item.get("type")
    if kind == 1:
        children = "".join(_component(c, reader, files) for c in item.get("components", []))
        return f'<div class="row">{children}</div>'
    if kind == 2:
        return _button(item, reader)
    if kind in (3, 5, 6, 7, 8):
        placeholder = html.escape(str(item.get("placeholder") or "Make a selection"))
        return f'<div class="row"><div class="select">{placeholder}</div></div>'
    return _v2_item(item, reader, files)


def _button(item: Mapping[str, Any], reader: Reader) -> str:
    style = BUTTON_STYLES.get(int(item.get("style", 2)), "secondary")
    disabled = " disabled" if item.get("disabled") else ""
    parts = []
    emoji = item.get("emoji") or {}
    if emoji.get("id"):
        parts.append('<span class="btn-emoji emoji custom"></span>')
    elif emoji.get("name"):
        parts.append(
            emoji_html(str(emoji["name"])).replace('class="emoji', 'class="btn-emoji emoji')
        )
    label = item.get("label")
    if label:
        parts.append(f'<span class="label">{to_html(str(label), Where.PLAIN, reader)}</span>')
    if style == "link":
        parts.append('<span class="launch">↗</span>')
    return f'<button class="btn {style}"{disabled}>{"".join(parts)}</button>'


def _v2(components: Sequence[Mapping[str, Any]], reader: Reader, files: Mapping[str, str]) -> str:
    return "".join(_v2_item(c, reader, files) for c in components)


def _v2_item(item: Mapping[str, Any], reader: Reader, files: Mapping[str, str]) -> str:
    kind = item.get("type")
    children = item.get("components") or []
    if kind == 1:
        return _component(item, reader, files)
    if kind == 10:
        return f'<div class="text-display md">{to_html(str(item.get("content", "")), Where.CONTENT, reader)}</div>'  # noqa: E501
    if kind == 9:
        text = "".join(_v2_item(c, reader, files) for c in children)
        accessory = item.get("accessory") or {}
        side = (
            _button(accessory, reader)
            if accessory.get("type") == 2
            else _thumbnail(accessory, files)
        )
        return (
            f'<div class="section"><div class="section-text">{text}</div>'
            f'<div class="accessory">{side}</div></div>'
        )
    if kind == 14:
        line = " divider" if item.get("divider", True) else ""
        large = " large" if item.get("spacing", 1) == 2 else ""
        return f'<div class="separator{line}{large}"></div>'
    if kind == 17:
        bar = _colour(item.get("accent_color"))
        style = f' style="border-left-color:{bar}"' if bar else ""
        accent = " accent" if bar else ""
        inner = "".join(_v2_item(c, reader, files) for c in children)
        return f'<div class="container{accent}"{style}>{inner}</div>'
    if kind == 11:
        return _thumbnail(item, files)
    if kind == 12:
        media = "".join(
            _picture(_file_url(str((m.get("media") or {}).get("url", "")), files), "media")
            for m in item.get("items", [])
        )
        return f'<div class="gallery">{media}</div>'
    if kind == 13:
        name = str((item.get("file") or {}).get("url", "")).removeprefix("attachment://")
        return f'<div class="file">{html.escape(name)}</div>'
    return f'<div class="unknown">component type {html.escape(str(kind))}</div>'


def _thumbnail(item: Mapping[str, Any], files: Mapping[str, str]) -> str:
    url = _file_url(str((item.get("media") or {}).get("url", "")), files)
    return f'<div class="thumbnail">{_picture(url, "thumbnail")}</div>'


# --- the style sheet -----------------------------------------------------------------------

FONTS = '"gg sans", "Noto Sans", "DejaVu Sans", "Helvetica Neue", Helvetica, Arial, sans-serif'
MONO = '"gg mono", "Source Code Pro", "DejaVu Sans Mono", Consolas, monospace'
EMOJI_FONTS = '"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", "Twemoji Mozilla"'

CSS = f"""
.theme-dark {{
  --bg: #313338; --text: #dbdee1; --header: #f2f3f5; --muted: #949ba4;
  --embed-bg: #2b2d31; --embed-border: rgba(30, 31, 34, 0.6); --embed-bar: #1e1f22;
  --code-bg: #2b2d31; --code-border: #1e1f22; --code-in-embed: #1e1f22;
  --mention-bg: rgba(88, 101, 242, 0.3); --mention-text: #c9cdfb;
  --stamp-bg: rgba(78, 80, 88, 0.48); --quote-bar: #4e5058; --spoiler: rgba(255, 255, 255, 0.1);
  --link: #00a8fc; --container-bg: #2b2d31; --container-border: #3f4147;
  --separator: rgba(148, 155, 164, 0.25); --select-bg: #1e1f22;
  --primary: #5865f2; --secondary: #4e5058; --success: #248046; --danger: #da373c;
  --ephemeral-bg: rgba(88, 101, 242, 0.05);
}}
.theme-light {{
  --bg: #ffffff; --text: #313338; --header: #060607; --muted: #5c5e66;
  --embed-bg: #f2f3f5; --embed-border: rgba(204, 204, 204, 0.3); --embed-bar: #e3e5e8;
  --code-bg: #f2f3f5; --code-border: #e3e5e8; --code-in-embed: #e3e5e8;
  --mention-bg: rgba(88, 101, 242, 0.15); --mention-text: #505cdc;
  --stamp-bg: rgba(128, 132, 142, 0.24); --quote-bar: #c4c9ce; --spoiler: rgba(0, 0, 0, 0.1);
  --link: #006ce7; --container-bg: #ffffff; --container-border: #e2e2e4;
  --separator: rgba(78, 80, 88, 0.2); --select-bg: #ebebeb;
  --primary: #5865f2; --secondary: #6d6f78; --success: #248046; --danger: #da373c;
  --ephemeral-bg: rgba(88, 101, 242, 0.05);
}}
.frame {{
  box-sizing: border-box; background: var(--bg); color: var(--text);
  font-family: {FONTS}; font-size: 16px; line-height: 1.375rem;
  -webkit-font-smoothing: antialiased; text-rendering: optimizeLegibility;
}}
.frame.desktop {{ width: {DESKTOP_PX}px; }}
.frame.phone {{ width: {PHONE_PX}px; }}
.msg {{ position: relative; padding: 2px 48px 2px 72px; min-height: 44px; }}
.frame.phone .msg {{ padding: 2px 12px 2px 68px; }}
.msg.ephemeral {{ background: var(--ephemeral-bg); }}
.msg.ephemeral::before {{
  content: ""; position: absolute; left: 0; top: 0; bottom: 0; width: 2px; background: #5865f2;
}}
.avatar {{
  position: absolute; left: 16px; top: 4px; width: 40px; height: 40px; border-radius: 50%;
  background: #5865f2; color: #fff; font-weight: 600; font-size: 18px; line-height: 40px;
  text-align: center; user-select: none;
}}
.msg-body {{ min-width: 0; overflow-wrap: break-word; }}
.msg-header {{ line-height: 1.375rem; white-space: nowrap; overflow: hidden; }}
.author {{ font-weight: 500; color: var(--header); }}
.app-tag {{
  display: inline-block; margin-left: 0.25rem; padding: 0 0.275rem; height: 0.9375rem;
  line-height: 0.9375rem; border-radius: 0.1875rem; background: #5865f2; color: #fff;
  font-size: 0.625rem; font-weight: 500; vertical-align: 0.1rem;
}}
.sent-at {{ margin-left: 0.25rem; font-size: 0.75rem; color: var(--muted); }}
.content {{ white-space: pre-wrap; }}
.md-p {{ min-height: 1.375em; }}
.md-blank {{ height: 1.375em; }}
.embed .md-blank {{ height: 1.125rem; }}
.md-h {{ margin: 16px 0 8px; font-weight: 700; line-height: 1.375em; color: var(--header); }}
.md-h:first-child {{ margin-top: 8px; }}
.md-h1 {{ font-size: 1.5em; }}
.md-h2 {{ font-size: 1.25em; }}
.md-h3 {{ font-size: 1em; }}
.md-h3:first-child {{ margin-top: 4px; }}
.md-sub {{ font-size: 0.8125em; line-height: 1.3846em; color: var(--muted); }}
.md-quote {{ display: flex; }}
.md-quote .bar {{ width: 4px; border-radius: 4px; background: var(--quote-bar); flex: none; }}
.md-quote blockquote {{ margin: 0; padding: 0 8px 0 12px; max-width: 90%; }}
.md-list {{ margin: 4px 0 0 16px; padding: 0; list-style-position: outside; }}
.md-list li {{ margin-bottom: 4px; }}
.md-list li.nested {{ margin-left: 16px; list-style-type: circle; }}
code.inline {{
  font-family: {MONO}; font-size: 0.85em; background: var(--code-bg); border-radius: 3px;
  padding: 0 0.2em; white-space: pre-wrap;
}}
.embed code.inline {{ background: var(--code-in-embed); }}
pre.codeblock {{
  margin: 6px 0 0; max-width: 90%; box-sizing: border-box; padding: 0.5em;
  border: 1px solid var(--code-border); border-radius: 4px; background: var(--code-bg);
  font-family: {MONO}; font-size: 0.875rem; line-height: 1.125rem; white-space: pre-wrap;
}}
strong {{ font-weight: 700; }}
.mention {{
  border-radius: 3px; padding: 0 2px; font-weight: 500; background: var(--mention-bg);
  color: var(--mention-text);
}}
.timestamp {{ border-radius: 3px; padding: 0 2px; background: var(--stamp-bg); }}
.spoiler {{ border-radius: 4px; background: var(--spoiler); }}
.link {{ color: var(--link); text-decoration: none; }}
.emoji {{
  display: inline-block; position: relative; width: 1.375em; height: 1.375em;
  margin: 0 0.05em 0 0.1em; vertical-align: bottom; overflow: hidden;
}}
.emoji.jumbo {{ width: 3rem; height: 3rem; min-height: 3rem; }}
.emoji .glyph {{
  position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
  font-family: {EMOJI_FONTS}, sans-serif; font-size: 1.15em; line-height: 1;
  font-weight: 400; font-style: normal; text-decoration: none;
}}
.emoji.jumbo .glyph {{ font-size: 2.4rem; }}
.emoji.custom {{ background: var(--muted); border-radius: 4px; opacity: 0.6; }}
.embeds {{ display: grid; row-gap: 0.25rem; padding: 0.125rem 0; }}
.embed {{
  justify-self: start; max-width: 520px; min-width: 0; box-sizing: border-box;
  background: var(--embed-bg); border: 1px solid var(--embed-border);
  border-left: 4px solid var(--embed-bar); border-radius: 4px;
}}
.frame.phone .embed {{ max-width: 100%; }}
.embed-grid {{ display: grid; padding: 0.125rem 1rem 1rem 0.75rem; min-width: 0; }}
.embed-grid > * {{ margin-top: 8px; min-width: 0; }}
.embed-author {{
  font-size: 0.875rem; font-weight: 600; line-height: 1.375rem; color: var(--header);
}}
.embed-title {{ font-size: 1rem; font-weight: 600; line-height: 1.375rem; color: var(--header); }}
.embed-description {{ font-size: 0.875rem; line-height: 1.125rem; white-space: pre-line; }}
.embed-fields {{ display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); gap: 8px; }}
.embed-field {{ font-size: 0.875rem; line-height: 1.125rem; min-width: 0; }}
.field-name {{ font-weight: 600; margin-bottom: 2px; color: var(--header); }}
.field-value {{ white-space: pre-line; }}
.embed-image {{ margin-top: 16px; }}
.embed-image img, .attachments img {{
  max-width: 100%; max-height: 300px; border-radius: 4px; display: block;
}}
.embed-footer {{ font-size: 0.75rem; line-height: 1rem; font-weight: 500; }}
.attachments {{ padding: 0.125rem 0; }}
.components {{ display: flex; flex-direction: column; gap: 8px; padding: 4px 0; }}
.row {{ display: flex; flex-wrap: wrap; gap: 8px; max-width: 100%; }}
.btn {{
  display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box;
  flex: 0 1 auto; height: 32px; min-height: 32px; min-width: 60px; max-width: 100%;
  padding: 2px 16px; border: 0; border-radius: 3px; color: #fff; font-family: inherit;
  font-size: 14px; font-weight: 500; line-height: 16px; cursor: pointer; user-select: none;
}}
.btn.primary {{ background: var(--primary); }}
.btn.secondary, .btn.link {{ background: var(--secondary); }}
.btn.success {{ background: var(--success); }}
.btn.danger {{ background: var(--danger); }}
.btn.premium {{ background: var(--primary); }}
.btn[disabled] {{ opacity: 0.5; cursor: not-allowed; }}
.btn .label {{ min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }}
.btn .label .emoji {{ vertical-align: -0.3em; }}
.btn-emoji {{ flex: none; margin: 0 4px 0 0; }}
.btn-emoji:last-child {{ margin: 0; }}
.launch {{ margin-left: 8px; }}
.select {{
  box-sizing: border-box; width: 90%; max-width: 400px; height: 40px; padding: 8px;
  border-radius: 4px; background: var(--select-bg); color: var(--muted); font-size: 14px;
  line-height: 24px;
}}
.v2 {{ display: flex; flex-direction: column; gap: 8px; padding: 4px 0; }}
.container {{
  display: flex; flex-direction: column; gap: 8px; box-sizing: border-box; max-width: 520px;
  padding: 16px; border: 1px solid var(--container-border); border-radius: 8px;
  background: var(--container-bg);
}}
.frame.phone .container {{ max-width: 100%; }}
.container.accent {{ border-left-width: 4px; }}
.text-display {{ white-space: pre-wrap; }}
.section {{ display: flex; gap: 12px; justify-content: space-between; }}
.section-text {{ display: flex; flex-direction: column; gap: 4px; min-width: 0; }}
.accessory {{ display: flex; align-items: flex-start; max-width: calc(50% - 12px); }}
.separator {{ height: 0; }}
.separator.divider {{ border-top: 1px solid var(--separator); }}
.separator.large {{ margin: 8px 0; }}
.thumbnail img {{ width: 85px; height: 85px; object-fit: cover; border-radius: 8px; }}
.gallery img {{ max-width: 100%; border-radius: 8px; }}
.file, .unknown {{ padding: 8px; border-radius: 8px; background: var(--embed-bg); }}
.ephemeral-note {{
  margin-top: 4px; font-size: 12px; line-height: 16px; color: var(--muted); white-space: nowrap;
}}
.ephemeral-note .eye {{ vertical-align: -3px; margin-right: 4px; }}
.ephemeral-note .dismiss {{ color: var(--link); font-weight: 500; }}
"""
