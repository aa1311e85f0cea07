#!/usr/bin/env python3
"""Recompute the expected nutrition columns of meals.tsv from its basis column.

Reads the project's own USDA copy (Modules/Drivers/Resources/USDA/foods.csv), never ../shared.

For every case the basis column holds `food_id:grams` pairs separated by "; ", then " | " and a
free-text note. Expected value of each nutrient = sum over items of (value per 100 g x grams / 100),
rounded to 1 decimal (half-up), for energy_kcal, protein_g, carbohydrate_g and fat_g.

Usage (from the repository root or anywhere):
    python3 Tests/Evaluation/compute_expected.py           # check: exit 1 if any column differs
    python3 Tests/Evaluation/compute_expected.py --write   # rewrite the four numeric columns in place
    python3 Tests/Evaluation/compute_expected.py --file Tests/Evaluation/narrative-dev.tsv [--write]

Files with a `classes` column (the narrative sets) have 7 fields; a case whose classes include
`negative` must be refused by the analyzer: its four numbers are `-` and its basis starts with
`refuse | `.

Also checks that every food_id exists in foods.csv and that the four nutrient cells are not empty.
"""
import csv
import os
import sys
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
FOODS_CSV = os.path.join(ROOT, 'Modules', 'Drivers', 'Resources', 'USDA', 'foods.csv')
MEALS_TSV = os.path.join(HERE, 'meals.tsv')
NEGATIVE = ['-', '-', '-', '-']

COLUMNS = ['calories', 'protein', 'carbs', 'fat']
NUTRIENTS = ['energy_kcal', 'protein_g', 'carbohydrate_g', 'fat_g']
HEADER = ['phrase'] + COLUMNS + ['basis']
CLASSES = {'amounts', 'household', 'ingredients', 'typos', 'dishes', 'drinks', 'multi',
           'narrative', 'negative'}


def load_foods():
    with open(FOODS_CSV, encoding='utf-8', newline='') as f:
        return {row['food_id']: row for row in csv.DictReader(f)}


def parse_basis(basis):
    """'2577:100; 893:25 | note' -> [('2577', Decimal('100')), ('893', Decimal('25'))]"""
    items_part = basis.split(' | ', 1)[0]
    items = []
    for pair in items_part.split('; '):
        food_id, grams = pair.strip().split(':')
        items.append((food_id.strip(), Decimal(grams.strip())))
    return items


def expected(items, foods):
    values = []
    for nutrient in NUTRIENTS:
        total = Decimal(0)
        for food_id, grams in items:
            if food_id not in foods:
                raise ValueError('food_id %s not in foods.csv' % food_id)
            cell = foods[food_id][nutrient]
            if cell == '':
                raise ValueError('food_id %s has no %s value' % (food_id, nutrient))
            total += Decimal(cell) * grams / Decimal(100)
        values.append(str(total.quantize(Decimal('0.1'), rounding=ROUND_HALF_UP)))
    return values


def main(argv):
    write = '--write' in argv
    path = MEALS_TSV
    if '--file' in argv:
        path = argv[argv.index('--file') + 1]
    foods = load_foods()
    with open(path, encoding='utf-8') as f:
        lines = f.read().split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    header = lines[0].split('\t')
    classified = header == ['phrase', 'classes'] + COLUMNS + ['basis']
    if header != HEADER and not classified:
        print('unexpected header: %r' % lines[0])
        return 1
    first = 2 if classified else 1
    out, cases, mismatches, errors = [lines[0]], 0, 0, 0
    for number, line in enumerate(lines[1:], start=2):
        if line.startswith('#') or not line.strip():
            out.append(line)
            continue
        fields = line.split('\t')
        if len(fields) != len(header):
            print('line %d: expected %d tab-separated fields, got %d' % (number, len(header), len(fields)))
            errors += 1
            out.append(line)
            continue
        cases += 1
        basis = fields[first + 4]
        try:
            if classified:
                classes = fields[1].split(',')
                unknown = [c for c in classes if c not in CLASSES]
                if unknown or not classes:
                    raise ValueError('unknown classes %r (known: %s)' % (unknown, ', '.join(sorted(CLASSES))))
            if classified and 'negative' in classes:
                if not basis.startswith('refuse | '):
                    raise ValueError('a negative case\'s basis must start with "refuse | "')
                values = NEGATIVE
            else:
                values = expected(parse_basis(basis), foods)
        except ValueError as e:
            print('line %d: %s' % (number, e))
            errors += 1
            out.append(line)
            continue
        if fields[first:first + 4] != values:
            mismatches += 1
            print('line %d: %r has %s, basis gives %s' % (number, fields[0], fields[first:first + 4], values))
        out.append('\t'.join(fields[:first] + values + [basis]))
    if write and not errors:
        with open(path, 'w', encoding='utf-8') as f:
            f.write('\n'.join(out) + '\n')
        print('%d cases, %d rows rewritten' % (cases, mismatches))
        return 0
    print('%d cases, %d mismatching rows, %d errors' % (cases, mismatches, errors))
    return 1 if (mismatches or errors) else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
