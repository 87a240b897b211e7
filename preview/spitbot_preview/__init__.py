"""The preview gallery (``spitbot preview DIR``): every board and message of every game,
in every phase, variant and language, drawn from the payloads the bot sends, as
Discord's client lays them out, and measured in a browser at a phone's width.

- :mod:`.scenes`: what the gallery shows, as data (positions in each game's notation).
- :mod:`.world`: the bot's own parts behind a discord.py client, on the fake Discord the
  tests use (:mod:`fakediscord`).
- :mod:`.payloads`: a message as the JSON Discord received, from the fake's request log.
- :mod:`.markdown`, :mod:`.render`: that JSON drawn as Discord draws it, in HTML.
- :mod:`.gallery`: the pages, the payload files and ``index.json``.
- :mod:`.browser`: headless Chromium, to measure the phone views and take screenshots.
"""

from .gallery import PHONE_HEIGHT_PX, Entry, Gallery, build

__all__ = ["PHONE_HEIGHT_PX", "Entry", "Gallery", "build"]
