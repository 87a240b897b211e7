### What this language is to SpitBot (a language is this folder: see docs/i18n.md).

# Its own name, as the language picker and the settings show it.
language-self-name = Čeština
# The Discord app languages that are this one (Discord's locale codes, space-separated;
# none when Discord has no app in it: its players then choose it with /spit settings).
language-discord-locales = cs
