"""SpitBot: Spit, the real-time two-player card game, played on Discord."""

__version__ = "0.1.0"
