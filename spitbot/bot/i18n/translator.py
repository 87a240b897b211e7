"""Slash commands in the players' languages, through discord.py's own
:class:`~discord.app_commands.Translator`: at registration it asks for every
command, option and choice name and description in every Discord locale, and
sends them as ``name_localizations`` / ``description_localizations``.

Commands are declared with :func:`text`, which takes the English from the
catalog and carries the message id for the other languages. Discord's clients
exist in Czech (``cs``) and Ukrainian (``uk``) but not in Latvian or
Azerbaijani: those servers pick their language with ``/spit settings``. Which
Discord locales are which language, each language's ``language.ftl`` says.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib.resources.abc import Traversable

from discord import Locale, app_commands

from .catalogs import ENGLISH, Catalog, Catalogs, catalog_folders
from .shown import Markdown


def discord_locales(catalogs: Catalogs) -> dict[Locale, str]:
    """Discord's client locales that are one of the languages of ``catalogs``, as
    each language's ``language-discord-locales`` lists them."""
    found: dict[Locale, str] = {}
    for language in catalogs.languages:
        for code in catalogs[language].discord_locales():
            try:
                found[Locale(code)] = language
            except ValueError:
                raise ValueError(
                    f"{language}/language.ftl: {code!r} is no Discord locale"
                ) from None
    return found


DISCORD_LOCALES: dict[Locale, str] = discord_locales(Catalogs())
"""Discord's client locales that are one of our languages."""


@cache
def _english(folders: tuple[Traversable, ...]) -> Catalog:
    return Catalogs((ENGLISH,), folders=folders)[ENGLISH]


def text(message_id: str) -> app_commands.locale_str:
    """A command's string: the English from the catalogs there are when the commands are
    built (a game registered since the bot's module was imported has its words), and
    the id to translate it."""
    return app_commands.locale_str(_english(catalog_folders())(message_id), key=message_id)


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
        if key is None or language is None or language == ENGLISH:
            return None
        return self.catalogs[language](key)


@dataclass(frozen=True, slots=True)
class CommandName:
    """A placeholder that names a command (``/spit practice``), worded when shown."""

    names: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class OptionName:
    """A placeholder that names a command option, and maybe one of its choices."""

    name: str
    choice: str | None = None


class CommandWords:
    """SpitBot's commands as a player's Discord client shows them: in the client's
    language when it is one of ours (Czech, Ukrainian), else in English (Discord has
    no Latvian or Azerbaijani client, and other languages get the English names). A reply that
    names a command names it so the player can type it."""

    def __init__(self, catalogs: Catalogs, locale: Locale | None) -> None:
        language = language_of(locale)
        self._names = catalogs[language or ENGLISH]

    def command(self, *names: str) -> Markdown:
        """``/spit practice``: the group's name (``cmd-spit``, the bot's command, which
        names no game) and the subcommands'."""
        words = [self._names("cmd-spit"), *(self._names(f"cmd-{name}") for name in names)]
        return Markdown("/" + " ".join(words))

    def option(self, name: str, choice: str | None = None) -> Markdown:
        """``scoring: points series``: an option, and one of its choices."""
        key = name.replace("_", "-")
        shown = self._names(f"opt-{key}")
        if choice is None:
            return shown
        return Markdown(f"{shown}: {self._names(f'choice-{key}-{choice}')}")

    def word(self, value: object) -> object:
        """A placeholder's value, with command and option names worded."""
        if isinstance(value, CommandName):
            return self.command(*value.names)
        if isinstance(value, OptionName):
            return self.option(value.name, value.choice)
        return value
