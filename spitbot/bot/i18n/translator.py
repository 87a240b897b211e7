"""Slash commands in the players' languages, through discord.py's own
:class:`~discord.app_commands.Translator`: at registration it asks for every
command, option and choice name and description in every Discord locale, and
sends them as ``name_localizations`` / ``description_localizations``.

Commands are declared with :func:`text`, which takes the English from the
catalog and carries the message id for the other languages. Discord's clients
exist in Czech (``cs``) and Ukrainian (``uk``) but not in Latvian or
Azerbaijani: those servers pick their language with ``/spit settings``.
"""

from __future__ import annotations

from discord import Locale, app_commands

from .catalogs import LANGUAGES, Catalogs

DISCORD_LOCALES: dict[Locale, str] = {
    Locale.american_english: "en",
    Locale.british_english: "en",
    Locale.czech: "cs",
    Locale.ukrainian: "uk",
}
"""Discord's client locales that are one of our languages."""

_ENGLISH = Catalogs(("en",))["en"]


def text(message_id: str) -> app_commands.locale_str:
    """A command's string: the English from the catalog, and the id to translate it."""
    return app_commands.locale_str(_ENGLISH(message_id), key=message_id)


def language_of(locale: Locale | None) -> str | None:
    """Our language for a Discord locale, or None when we do not speak it."""
    if locale is None:
        return None
    return DISCORD_LOCALES.get(locale)


class CatalogTranslator(app_commands.Translator):
    """Answers discord.py's questions from the catalogs; English is the default."""

    def __init__(self, catalogs: Catalogs) -> None:
        self.catalogs = catalogs

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        language = language_of(locale)
        if key is None or language is None or language == LANGUAGES[0]:
            return None
        return self.catalogs[language](key)
