"""Every word a player reads, in English, Czech, Ukrainian, Latvian and Azerbaijani.

- :mod:`.catalogs`: the Fluent catalogs shipped in ``spitbot/bot/locales`` (shared)
  and in each game's own ``locales`` folder.
- :mod:`.wording`: the engine's and runtime's coded reasons and notes, worded.
- :mod:`.translator`: slash command names and descriptions, localised.

Who reads what: a private (ephemeral) reply is in the presser's Discord
language when it is one of ours, else the server's; a public message is in the
server's language (``/spit settings language:``, else the server's Discord
locale when it is one of ours, else English).
"""

from .catalogs import (
    ENGLISH,
    LANGUAGES,
    Catalog,
    Catalogs,
    GameName,
    add_game_catalogs,
    catalog_folders,
    languages_in,
    remove_game_catalogs,
    sources,
)
from .shown import Markdown, in_code, plain, shown
from .translator import (
    DISCORD_LOCALES,
    CatalogTranslator,
    CommandName,
    CommandWords,
    OptionName,
    discord_locales,
    language_of,
    text,
)
from .wording import message_id, placeholders, say

__all__ = [
    "DISCORD_LOCALES", "ENGLISH", "LANGUAGES", "Catalog", "CatalogTranslator", "Catalogs",
    "CommandName", "CommandWords", "GameName", "Markdown", "OptionName", "add_game_catalogs",
    "catalog_folders", "discord_locales", "in_code", "language_of", "languages_in",
    "message_id", "placeholders", "plain", "remove_game_catalogs", "say", "shown", "sources",
    "text",
]  # fmt: skip
