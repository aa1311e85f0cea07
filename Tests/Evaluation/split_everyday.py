#!/usr/bin/env python3
"""Split the everyday evaluation cases into everyday-dev.tsv and everyday-holdout.tsv.

Run once, on 2026-11-24, over the cases as their author wrote them (blind to the analyzer). A
case's file depends only on its phrase and SEED: holdout when the first byte of
SHA-256("<SEED>:<phrase>") is odd. So anyone can check where a case belongs, adding a case never
moves another one, and nobody chose which cases to hold out. Same method as split_narrative.py.

Usage:
    python3 Tests/Evaluation/split_everyday.py PART.tsv...   # write the two files from parts
    python3 Tests/Evaluation/split_everyday.py --check       # every case is in its file
"""
import hashlib
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 'wellplate-everyday-2026-11-24'
HEADER = 'phrase\tclasses\tcalories\tprotein\tcarbs\tfat\tbasis'
FILES = {'dev': os.path.join(HERE, 'everyday-dev.tsv'),
         'holdout': os.path.join(HERE, 'everyday-holdout.tsv')}


def split_of(phrase):
    digest = hashlib.sha256(('%s:%s' % (SEED, phrase)).encode('utf-8')).digest()
    return 'holdout' if digest[0] % 2 else 'dev'


def cases(path):
    with open(path, encoding='utf-8') as f:
        lines = f.read().split('\n')
    if lines[0] != HEADER:
        raise SystemExit('%s: unexpected header %r' % (path, lines[0]))
    return [line for line in lines[1:] if line.strip() and not line.startswith('#')]


def check():
    bad = 0
    seen = set()
    for name, path in FILES.items():
        for line in cases(path):
            phrase = line.split('\t')[0]
            if split_of(phrase) != name:
                print('%s: %r belongs in %s' % (name, phrase, split_of(phrase)))
                bad += 1
            if phrase in seen:
                print('%s: %r appears twice' % (name, phrase))
                bad += 1
            seen.add(phrase)
    print('%d cases, %d misplaced or repeated' % (len(seen), bad))
    return 1 if bad else 0


def write(parts):
    out = {'dev': [], 'holdout': []}
    seen = set()
    for path in parts:
        for line in cases(path):
            phrase = line.split('\t')[0]
            if phrase in seen:
                continue
            seen.add(phrase)
            out[split_of(phrase)].append(line)
    for name, path in FILES.items():
        note = ('# Held out: never read case by case while tuning (see README).\n'
                if name == 'holdout' else '# Development split: tune on these freely.\n')
        with open(path, 'w', encoding='utf-8') as f:
            f.write(HEADER + '\n' + note + '\n'.join(out[name]) + '\n')
    print('dev %d, holdout %d' % (len(out['dev']), len(out['holdout'])))
    return 0


if __name__ == '__main__':
    arguments = sys.argv[1:]
    sys.exit(check() if arguments == ['--check'] else write(arguments))
