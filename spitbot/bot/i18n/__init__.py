"""Every word a player reads, in English, Czech, Ukrainian, Latvian and Azerbaijani.

- :mod:`.catalogs`: the Fluent catalogs shipped in ``spitbot/bot/locales``.
- :mod:`.wording`: the engine's and runtime's coded reasons and notes, worded.
- :mod:`.translator`: slash command names and descriptions, localised.

Who reads what: a private (ephemeral) reply is in the presser's Discord
language when it is one of ours, else the server's; a public message is in the
server's language (``/spit settings language:``, else the server's Discord
locale when it is one of ours, else English).
"""

from .catalogs import ENGLISH, LANGUAGES, Catalog, Catalogs, sources
from .shown import Markdown, in_code, plain, shown
from .translator import (
    DISCORD_LOCALES,
    CatalogTranslator,
    CommandName,
    CommandWords,
    OptionName,
    language_of,
    text,
)
from .wording import message_id, placeholders, say

__all__ = [
    "DISCORD_LOCALES", "ENGLISH", "LANGUAGES", "Catalog", "CatalogTranslator", "Catalogs",
    "CommandName", "CommandWords", "Markdown", "OptionName", "in_code",
    "language_of", "message_id", "placeholders", "plain", "say", "shown", "sources", "text",
]  # fmt: skip
