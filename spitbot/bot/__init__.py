"""The Discord adapter: slash commands, buttons, boards and the bot client.

The only package that imports discord. It turns interactions into presses
for the runtime and the runtime's results into interaction responses; it
holds no game rule. Start with :class:`spitbot.bot.app.SpitBot`.
"""
