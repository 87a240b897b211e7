#!/bin/sh
# The events' screenshots (issue 29): every message of the arena and Swiss scene, Spit's
# open challenges and the queue's private messages, at desktop (the 700 px chat column
# of a 1280 px window) and phone (390 px) width, dark and light, in English and Czech,
# each into docs/screenshots/events/LANG-THEME/. Run from the repository's top:
#     sh docs/screenshots/events/take.sh
set -eu
python=${PYTHON:-.venv/bin/python}
for lang in en cs; do
    for theme in dark light; do
        "$python" docs/screenshots/take.py "docs/screenshots/events/$lang-$theme" \
            --lang "$lang" --theme "$theme" --game spit --palette \
            --scene events --scene spit-open-challenge --scene queue
    done
done
