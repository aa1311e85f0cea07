#!/usr/bin/env python3
"""Write english-words.txt: English words that the meal reader must not take for typos.

The reader corrects a word that appears in no USDA food name when it is one edit (four to six
letters) or two edits (seven or more) from a name word with the same first letter ("bananna" ->
"banana"). Real English words at that distance ("went" -> "west", "team" -> "tea") must stay as
they are. This keeps exactly those: words of SCOWL's American English list (Debian's wamerican,
/usr/share/dict/american-english) of four letters or more, lowercase, not food-name words
themselves, within the correction distance of some food-name word.

Run from the repository root after foods.csv changes (it needs the wamerican package, at build
time only; nothing reads the dictionary at run time), then rebuild the food index:
    python3 Modules/Drivers/Resources/English/make_english_words.py
    swift run -c release wellplate-dev build-food-index
"""
import csv
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..', '..'))
FOODS = os.path.join(ROOT, 'Modules', 'Drivers', 'Resources', 'USDA', 'foods.csv')
DICTIONARY = '/usr/share/dict/american-english'
OUTPUT = os.path.join(HERE, 'english-words.txt')


def edits(a, b, limit):
    """Optimal string alignment distance, or None when above limit."""
    if abs(len(a) - len(b)) > limit:
        return None
    before, previous = None, list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                value = min(value, before[j - 2] + 1)
            current[j] = value
        if min(current) > limit:
            return None
        before, previous = previous, current
    return previous[-1] if previous[-1] <= limit else None


def singular(word):
    if word.endswith('ies'):
        return word[:-3] + 'y'
    if word.endswith(('oes', 'ches', 'shes', 'xes', 'sses', 'zes')):
        return word[:-2]
    if word.endswith('s') and not word.endswith(('ss', 'us', 'is')):
        return word[:-1]
    return word


def main():
    with open(FOODS, encoding='utf-8', newline='') as f:
        names = [row['name'].lower() for row in csv.DictReader(f)]
    vocabulary = {w for name in names for w in re.findall(r'[a-z]+', name) if len(w) >= 2}
    by_first = {}
    for word in vocabulary:
        by_first.setdefault(word[0], []).append(word)
    with open(DICTIONARY, encoding='utf-8') as f:
        english = {w.strip() for w in f if re.fullmatch(r'[a-z]{4,}', w.strip())}
    kept = []
    for word in sorted(english):
        if word in vocabulary or singular(word) in vocabulary:
            continue
        limit = 2 if len(word) >= 7 else 1
        if any(edits(word, name, limit) for name in by_first.get(word[0], [])):
            kept.append(word)
    with open(OUTPUT, 'w', encoding='utf-8') as f:
        f.write('\n'.join(kept) + '\n')
    print('%d words written to %s' % (len(kept), OUTPUT))


if __name__ == '__main__':
    main()
