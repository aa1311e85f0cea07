#!/usr/bin/env python3
"""Split the second everyday evaluation set into everyday-2-dev.tsv and everyday-2-holdout.tsv.

Run once, on 2026-11-24, over the cases as their author wrote them (blind to the analyzer), by
split_narrative.py's method with this set's seed and files: holdout when the first byte of
SHA-256("<SEED>:<phrase>") is odd.

Usage:
    python3 Tests/Evaluation/split_everyday_2.py PART.tsv...   # write the two files from parts
    python3 Tests/Evaluation/split_everyday_2.py --check       # every case is in its file
"""
import os
import sys

import split_narrative

split_narrative.SEED = 'wellplate-everyday-2-2026-11-24'
split_narrative.FILES = {
    'dev': os.path.join(split_narrative.HERE, 'everyday-2-dev.tsv'),
    'holdout': os.path.join(split_narrative.HERE, 'everyday-2-holdout.tsv'),
}

if __name__ == '__main__':
    arguments = sys.argv[1:]
    sys.exit(split_narrative.check() if arguments == ['--check'] else split_narrative.write(arguments))
