#!/usr/bin/env python3
"""Split an everyday evaluation set into its dev and holdout files.

Each set was split once, on 2026-11-24 or 25, over the cases as their author wrote them (blind
to the analyzer), by split_narrative.py's method with the set's own seed and files: holdout when
the first byte of SHA-256("<SEED>:<phrase>") is odd. The eleventh set's four phrases already in
older files were removed from its part file before it was split, as were the twelfth's five and the
thirteenth's four (Tests/Evaluation/README.md).

Usage:
    python3 Tests/Evaluation/split_everyday.py [--set 2|3|…|37] PART.tsv...   # write the two files
    python3 Tests/Evaluation/split_everyday.py [--set 2|3|…|37] --check       # every case is in its file

Without --set: everyday-dev.tsv / everyday-holdout.tsv; with --set 2: everyday-2-dev.tsv /
everyday-2-holdout.tsv; with --set 3: everyday-3-dev.tsv / everyday-3-holdout.tsv; with --set 4:
everyday-4-dev.tsv / everyday-4-holdout.tsv; with --set 5: everyday-5-dev.tsv /
everyday-5-holdout.tsv; with --set 6: everyday-6-dev.tsv / everyday-6-holdout.tsv; with --set 7: everyday-7-dev.tsv /
everyday-7-holdout.tsv; with --set 8: everyday-8-dev.tsv / everyday-8-holdout.tsv; with --set 9:
everyday-9-dev.tsv / everyday-9-holdout.tsv; with --set 10: everyday-10-dev.tsv /
everyday-10-holdout.tsv; with --set 11: everyday-11-dev.tsv / everyday-11-holdout.tsv; with --set 12:
everyday-12-dev.tsv / everyday-12-holdout.tsv; with --set 13: everyday-13-dev.tsv /
everyday-13-holdout.tsv; with --set 14: everyday-14-dev.tsv / everyday-14-holdout.tsv; with --set 15:
everyday-15-dev.tsv / everyday-15-holdout.tsv; with --set 16: everyday-16-dev.tsv /
everyday-16-holdout.tsv; and so on to --set 62.
"""
import os
import sys

import split_narrative

SETS = {
    '1': ('wellplate-everyday-2026-11-24', 'everyday-dev.tsv', 'everyday-holdout.tsv'),
    '2': ('wellplate-everyday-2-2026-11-24', 'everyday-2-dev.tsv', 'everyday-2-holdout.tsv'),
    '3': ('wellplate-everyday-3-2026-11-24', 'everyday-3-dev.tsv', 'everyday-3-holdout.tsv'),
    '4': ('wellplate-everyday-4-2026-11-24', 'everyday-4-dev.tsv', 'everyday-4-holdout.tsv'),
    '5': ('wellplate-everyday-5-2026-11-24', 'everyday-5-dev.tsv', 'everyday-5-holdout.tsv'),
    '6': ('wellplate-everyday-6-2026-11-24', 'everyday-6-dev.tsv', 'everyday-6-holdout.tsv'),
    '7': ('wellplate-everyday-7-2026-11-24', 'everyday-7-dev.tsv', 'everyday-7-holdout.tsv'),
    '8': ('wellplate-everyday-8-2026-11-24', 'everyday-8-dev.tsv', 'everyday-8-holdout.tsv'),
    '9': ('wellplate-everyday-9-2026-11-24', 'everyday-9-dev.tsv', 'everyday-9-holdout.tsv'),
    '10': ('wellplate-everyday-10-2026-11-25', 'everyday-10-dev.tsv', 'everyday-10-holdout.tsv'),
    '11': ('wellplate-everyday-11-2026-11-25', 'everyday-11-dev.tsv', 'everyday-11-holdout.tsv'),
    '12': ('wellplate-everyday-12-2026-11-25', 'everyday-12-dev.tsv', 'everyday-12-holdout.tsv'),
    '13': ('wellplate-everyday-13-2026-11-25', 'everyday-13-dev.tsv', 'everyday-13-holdout.tsv'),
    '14': ('wellplate-everyday-14-2026-11-25', 'everyday-14-dev.tsv', 'everyday-14-holdout.tsv'),
    '15': ('wellplate-everyday-15-2026-11-26', 'everyday-15-dev.tsv', 'everyday-15-holdout.tsv'),
    '16': ('wellplate-everyday-16-2026-11-26', 'everyday-16-dev.tsv', 'everyday-16-holdout.tsv'),
    '17': ('wellplate-everyday-17-2026-11-26', 'everyday-17-dev.tsv', 'everyday-17-holdout.tsv'),
    '18': ('wellplate-everyday-18-2026-11-26', 'everyday-18-dev.tsv', 'everyday-18-holdout.tsv'),
    '19': ('wellplate-everyday-19-2026-11-26', 'everyday-19-dev.tsv', 'everyday-19-holdout.tsv'),
    '20': ('wellplate-everyday-20-2026-11-26', 'everyday-20-dev.tsv', 'everyday-20-holdout.tsv'),
    '21': ('wellplate-everyday-21-2026-11-26', 'everyday-21-dev.tsv', 'everyday-21-holdout.tsv'),
    '22': ('wellplate-everyday-22-2026-11-26', 'everyday-22-dev.tsv', 'everyday-22-holdout.tsv'),
    '23': ('wellplate-everyday-23-2026-11-26', 'everyday-23-dev.tsv', 'everyday-23-holdout.tsv'),
    '24': ('wellplate-everyday-24-2026-11-26', 'everyday-24-dev.tsv', 'everyday-24-holdout.tsv'),
    '25': ('wellplate-everyday-25-2026-11-26', 'everyday-25-dev.tsv', 'everyday-25-holdout.tsv'),
    '26': ('wellplate-everyday-26-2026-11-26', 'everyday-26-dev.tsv', 'everyday-26-holdout.tsv'),
    '27': ('wellplate-everyday-27-2026-11-26', 'everyday-27-dev.tsv', 'everyday-27-holdout.tsv'),
    '28': ('wellplate-everyday-28-2026-11-26', 'everyday-28-dev.tsv', 'everyday-28-holdout.tsv'),
    '29': ('wellplate-everyday-29-2026-11-27', 'everyday-29-dev.tsv', 'everyday-29-holdout.tsv'),
    '30': ('wellplate-everyday-30-2026-11-27', 'everyday-30-dev.tsv', 'everyday-30-holdout.tsv'),
    '31': ('wellplate-everyday-31-2026-11-27', 'everyday-31-dev.tsv', 'everyday-31-holdout.tsv'),
    '32': ('wellplate-everyday-32-2026-11-27', 'everyday-32-dev.tsv', 'everyday-32-holdout.tsv'),
    '33': ('wellplate-everyday-33-2026-11-27', 'everyday-33-dev.tsv', 'everyday-33-holdout.tsv'),
    '34': ('wellplate-everyday-34-2026-11-27', 'everyday-34-dev.tsv', 'everyday-34-holdout.tsv'),
    '35': ('wellplate-everyday-35-2026-11-27', 'everyday-35-dev.tsv', 'everyday-35-holdout.tsv'),
    '36': ('wellplate-everyday-36-2026-11-27', 'everyday-36-dev.tsv', 'everyday-36-holdout.tsv'),
    '37': ('wellplate-everyday-37-2026-11-27', 'everyday-37-dev.tsv', 'everyday-37-holdout.tsv'),
    '38': ('wellplate-everyday-38-2026-11-27', 'everyday-38-dev.tsv', 'everyday-38-holdout.tsv'),
    '39': ('wellplate-everyday-39-2026-11-27', 'everyday-39-dev.tsv', 'everyday-39-holdout.tsv'),
    '40': ('wellplate-everyday-40-2026-11-27', 'everyday-40-dev.tsv', 'everyday-40-holdout.tsv'),
    '41': ('wellplate-everyday-41-2026-11-27', 'everyday-41-dev.tsv', 'everyday-41-holdout.tsv'),
    '42': ('wellplate-everyday-42-2026-11-27', 'everyday-42-dev.tsv', 'everyday-42-holdout.tsv'),
    '43': ('wellplate-everyday-43-2026-11-27', 'everyday-43-dev.tsv', 'everyday-43-holdout.tsv'),
    '44': ('wellplate-everyday-44-2026-11-27', 'everyday-44-dev.tsv', 'everyday-44-holdout.tsv'),
    '45': ('wellplate-everyday-45-2026-11-27', 'everyday-45-dev.tsv', 'everyday-45-holdout.tsv'),
    '46': ('wellplate-everyday-46-2026-11-27', 'everyday-46-dev.tsv', 'everyday-46-holdout.tsv'),
    '47': ('wellplate-everyday-47-2026-11-27', 'everyday-47-dev.tsv', 'everyday-47-holdout.tsv'),
    '48': ('wellplate-everyday-48-2026-11-27', 'everyday-48-dev.tsv', 'everyday-48-holdout.tsv'),
    '49': ('wellplate-everyday-49-2026-11-27', 'everyday-49-dev.tsv', 'everyday-49-holdout.tsv'),
    '50': ('wellplate-everyday-50-2026-11-27', 'everyday-50-dev.tsv', 'everyday-50-holdout.tsv'),
    '51': ('wellplate-everyday-51-2026-11-27', 'everyday-51-dev.tsv', 'everyday-51-holdout.tsv'),
    '52': ('wellplate-everyday-52-2026-11-27', 'everyday-52-dev.tsv', 'everyday-52-holdout.tsv'),
    '53': ('wellplate-everyday-53-2026-11-27', 'everyday-53-dev.tsv', 'everyday-53-holdout.tsv'),
    '54': ('wellplate-everyday-54-2026-11-27', 'everyday-54-dev.tsv', 'everyday-54-holdout.tsv'),
    '55': ('wellplate-everyday-55-2026-11-27', 'everyday-55-dev.tsv', 'everyday-55-holdout.tsv'),
    '56': ('wellplate-everyday-56-2026-11-27', 'everyday-56-dev.tsv', 'everyday-56-holdout.tsv'),
    '57': ('wellplate-everyday-57-2026-11-27', 'everyday-57-dev.tsv', 'everyday-57-holdout.tsv'),
    '58': ('wellplate-everyday-58-2026-11-27', 'everyday-58-dev.tsv', 'everyday-58-holdout.tsv'),
    '59': ('wellplate-everyday-59-2026-11-27', 'everyday-59-dev.tsv', 'everyday-59-holdout.tsv'),
    '60': ('wellplate-everyday-60-2026-11-27', 'everyday-60-dev.tsv', 'everyday-60-holdout.tsv'),
    '61': ('wellplate-everyday-61-2026-11-27', 'everyday-61-dev.tsv', 'everyday-61-holdout.tsv'),
    '62': ('wellplate-everyday-62-2026-11-27', 'everyday-62-dev.tsv', 'everyday-62-holdout.tsv'),
    '63': ('wellplate-everyday-63-2026-11-27', 'everyday-63-dev.tsv', 'everyday-63-holdout.tsv'),
    '64': ('wellplate-everyday-64-2026-11-27', 'everyday-64-dev.tsv', 'everyday-64-holdout.tsv'),
    '65': ('wellplate-everyday-65-2026-11-27', 'everyday-65-dev.tsv', 'everyday-65-holdout.tsv'),
    '66': ('wellplate-everyday-66-2026-11-27', 'everyday-66-dev.tsv', 'everyday-66-holdout.tsv'),
    '67': ('wellplate-everyday-67-2026-11-27', 'everyday-67-dev.tsv', 'everyday-67-holdout.tsv'),
    '68': ('wellplate-everyday-68-2026-11-27', 'everyday-68-dev.tsv', 'everyday-68-holdout.tsv'),
    '69': ('wellplate-everyday-69-2026-11-27', 'everyday-69-dev.tsv', 'everyday-69-holdout.tsv'),
    '70': ('wellplate-everyday-70-2026-11-27', 'everyday-70-dev.tsv', 'everyday-70-holdout.tsv'),
    '71': ('wellplate-everyday-71-2026-11-27', 'everyday-71-dev.tsv', 'everyday-71-holdout.tsv'),
    '72': ('wellplate-everyday-72-2026-11-27', 'everyday-72-dev.tsv', 'everyday-72-holdout.tsv'),
    '73': ('wellplate-everyday-73-2026-11-27', 'everyday-73-dev.tsv', 'everyday-73-holdout.tsv'),
    '74': ('wellplate-everyday-74-2026-11-27', 'everyday-74-dev.tsv', 'everyday-74-holdout.tsv'),
    '75': ('wellplate-everyday-75-2026-11-27', 'everyday-75-dev.tsv', 'everyday-75-holdout.tsv'),
    '76': ('wellplate-everyday-76-2026-11-27', 'everyday-76-dev.tsv', 'everyday-76-holdout.tsv'),
    '77': ('wellplate-everyday-77-2026-11-27', 'everyday-77-dev.tsv', 'everyday-77-holdout.tsv'),
    '78': ('wellplate-everyday-78-2026-11-27', 'everyday-78-dev.tsv', 'everyday-78-holdout.tsv'),
    '79': ('wellplate-everyday-79-2026-11-27', 'everyday-79-dev.tsv', 'everyday-79-holdout.tsv'),
    '80': ('wellplate-everyday-80-2026-11-27', 'everyday-80-dev.tsv', 'everyday-80-holdout.tsv'),
    '81': ('wellplate-everyday-81-2026-11-27', 'everyday-81-dev.tsv', 'everyday-81-holdout.tsv'),
    '82': ('wellplate-everyday-82-2026-11-27', 'everyday-82-dev.tsv', 'everyday-82-holdout.tsv'),
    '83': ('wellplate-everyday-83-2026-11-27', 'everyday-83-dev.tsv', 'everyday-83-holdout.tsv'),
    '84': ('wellplate-everyday-84-2026-11-27', 'everyday-84-dev.tsv', 'everyday-84-holdout.tsv'),
    '85': ('wellplate-everyday-85-2026-11-27', 'everyday-85-dev.tsv', 'everyday-85-holdout.tsv'),
    '86': ('wellplate-everyday-86-2026-11-27', 'everyday-86-dev.tsv', 'everyday-86-holdout.tsv'),
    '87': ('wellplate-everyday-87-2026-11-27', 'everyday-87-dev.tsv', 'everyday-87-holdout.tsv'),
    '88': ('wellplate-everyday-88-2026-11-27', 'everyday-88-dev.tsv', 'everyday-88-holdout.tsv'),
    '89': ('wellplate-everyday-89-2026-11-27', 'everyday-89-dev.tsv', 'everyday-89-holdout.tsv'),
    '90': ('wellplate-everyday-90-2026-11-27', 'everyday-90-dev.tsv', 'everyday-90-holdout.tsv'),
    '91': ('wellplate-everyday-91-2026-11-27', 'everyday-91-dev.tsv', 'everyday-91-holdout.tsv'),
    '92': ('wellplate-everyday-92-2026-11-27', 'everyday-92-dev.tsv', 'everyday-92-holdout.tsv'),
    '93': ('wellplate-everyday-93-2026-11-27', 'everyday-93-dev.tsv', 'everyday-93-holdout.tsv'),
    '94': ('wellplate-everyday-94-2026-11-27', 'everyday-94-dev.tsv', 'everyday-94-holdout.tsv'),
    '95': ('wellplate-everyday-95-2026-11-27', 'everyday-95-dev.tsv', 'everyday-95-holdout.tsv'),
    '96': ('wellplate-everyday-96-2026-11-27', 'everyday-96-dev.tsv', 'everyday-96-holdout.tsv'),
    '97': ('wellplate-everyday-97-2026-11-27', 'everyday-97-dev.tsv', 'everyday-97-holdout.tsv'),
    '98': ('wellplate-everyday-98-2026-11-27', 'everyday-98-dev.tsv', 'everyday-98-holdout.tsv'),
    '99': ('wellplate-everyday-99-2026-11-27', 'everyday-99-dev.tsv', 'everyday-99-holdout.tsv'),
    '100': ('wellplate-everyday-100-2026-11-27', 'everyday-100-dev.tsv', 'everyday-100-holdout.tsv'),
    '101': ('wellplate-everyday-101-2026-11-27', 'everyday-101-dev.tsv', 'everyday-101-holdout.tsv'),
    '102': ('wellplate-everyday-102-2026-11-27', 'everyday-102-dev.tsv', 'everyday-102-holdout.tsv'),
    '103': ('wellplate-everyday-103-2026-11-27', 'everyday-103-dev.tsv', 'everyday-103-holdout.tsv'),
    '104': ('wellplate-everyday-104-2026-11-27', 'everyday-104-dev.tsv', 'everyday-104-holdout.tsv'),
    '105': ('wellplate-everyday-105-2026-11-27', 'everyday-105-dev.tsv', 'everyday-105-holdout.tsv'),
    '106': ('wellplate-everyday-106-2026-11-27', 'everyday-106-dev.tsv', 'everyday-106-holdout.tsv'),
    '107': ('wellplate-everyday-107-2026-11-27', 'everyday-107-dev.tsv', 'everyday-107-holdout.tsv'),
    '108': ('wellplate-everyday-108-2026-11-27', 'everyday-108-dev.tsv', 'everyday-108-holdout.tsv'),
    '109': ('wellplate-everyday-109-2026-11-27', 'everyday-109-dev.tsv', 'everyday-109-holdout.tsv'),
    '110': ('wellplate-everyday-110-2026-11-27', 'everyday-110-dev.tsv', 'everyday-110-holdout.tsv'),
    '111': ('wellplate-everyday-111-2026-11-27', 'everyday-111-dev.tsv', 'everyday-111-holdout.tsv'),
    '114': ('wellplate-everyday-114-2026-11-27', 'everyday-114-dev.tsv', 'everyday-114-holdout.tsv'),
    '115': ('wellplate-everyday-115-2026-11-27', 'everyday-115-dev.tsv', 'everyday-115-holdout.tsv'),
    '116': ('wellplate-everyday-116-2026-11-27', 'everyday-116-dev.tsv', 'everyday-116-holdout.tsv'),
    '117': ('wellplate-everyday-117-2026-11-27', 'everyday-117-dev.tsv', 'everyday-117-holdout.tsv'),
    '118': ('wellplate-everyday-118-2026-11-27', 'everyday-118-dev.tsv', 'everyday-118-holdout.tsv'),
    '112': ('wellplate-everyday-112-2026-11-27', 'everyday-112-dev.tsv', 'everyday-112-holdout.tsv'),
    '113': ('wellplate-everyday-113-2026-11-27', 'everyday-113-dev.tsv', 'everyday-113-holdout.tsv'),
    '119': ('wellplate-everyday-119-2026-11-28', 'everyday-119-dev.tsv', 'everyday-119-holdout.tsv'),
    '120': ('wellplate-everyday-120-2026-11-28', 'everyday-120-dev.tsv', 'everyday-120-holdout.tsv'),
    '121': ('wellplate-everyday-121-2026-11-28', 'everyday-121-dev.tsv', 'everyday-121-holdout.tsv'),
    '122': ('wellplate-everyday-122-2026-11-28', 'everyday-122-dev.tsv', 'everyday-122-holdout.tsv'),
    '123': ('wellplate-everyday-123-2026-11-28', 'everyday-123-dev.tsv', 'everyday-123-holdout.tsv'),
    '124': ('wellplate-everyday-124-2026-11-28', 'everyday-124-dev.tsv', 'everyday-124-holdout.tsv'),
    '125': ('wellplate-everyday-125-2026-11-28', 'everyday-125-dev.tsv', 'everyday-125-holdout.tsv'),
    '126': ('wellplate-everyday-126-2026-11-28', 'everyday-126-dev.tsv', 'everyday-126-holdout.tsv'),
    '127': ('wellplate-everyday-127-2026-11-28', 'everyday-127-dev.tsv', 'everyday-127-holdout.tsv'),
    '128': ('wellplate-everyday-128-2026-11-28', 'everyday-128-dev.tsv', 'everyday-128-holdout.tsv'),
    '129': ('wellplate-everyday-129-2026-11-28', 'everyday-129-dev.tsv', 'everyday-129-holdout.tsv'),
    '130': ('wellplate-everyday-130-2026-11-28', 'everyday-130-dev.tsv', 'everyday-130-holdout.tsv'),
    '131': ('wellplate-everyday-131-2026-11-28', 'everyday-131-dev.tsv', 'everyday-131-holdout.tsv'),
    '132': ('wellplate-everyday-132-2026-11-28', 'everyday-132-dev.tsv', 'everyday-132-holdout.tsv'),
    '133': ('wellplate-everyday-133-2026-11-28', 'everyday-133-dev.tsv', 'everyday-133-holdout.tsv'),
    '134': ('wellplate-everyday-134-2026-11-28', 'everyday-134-dev.tsv', 'everyday-134-holdout.tsv'),
    '135': ('wellplate-everyday-135-2026-11-28', 'everyday-135-dev.tsv', 'everyday-135-holdout.tsv'),
    '136': ('wellplate-everyday-136-2026-11-28', 'everyday-136-dev.tsv', 'everyday-136-holdout.tsv'),
    '137': ('wellplate-everyday-137-2026-11-28', 'everyday-137-dev.tsv', 'everyday-137-holdout.tsv'),
    '138': ('wellplate-everyday-138-2026-11-28', 'everyday-138-dev.tsv', 'everyday-138-holdout.tsv'),
    '139': ('wellplate-everyday-139-2026-11-28', 'everyday-139-dev.tsv', 'everyday-139-holdout.tsv'),
    '140': ('wellplate-everyday-140-2026-11-28', 'everyday-140-dev.tsv', 'everyday-140-holdout.tsv'),
    '141': ('wellplate-everyday-141-2026-11-28', 'everyday-141-dev.tsv', 'everyday-141-holdout.tsv'),
    '142': ('wellplate-everyday-142-2026-11-28', 'everyday-142-dev.tsv', 'everyday-142-holdout.tsv'),
    '144': ('wellplate-everyday-144-2026-11-28', 'everyday-144-dev.tsv', 'everyday-144-holdout.tsv'),
    '147': ('wellplate-everyday-147-2026-11-28', 'everyday-147-dev.tsv', 'everyday-147-holdout.tsv'),
    '148': ('wellplate-everyday-148-2026-11-28', 'everyday-148-dev.tsv', 'everyday-148-holdout.tsv'),
    '149': ('wellplate-everyday-149-2026-11-28', 'everyday-149-dev.tsv', 'everyday-149-holdout.tsv'),
    '150': ('wellplate-everyday-150-2026-11-28', 'everyday-150-dev.tsv', 'everyday-150-holdout.tsv'),
    '143': ('wellplate-everyday-143-2026-11-28', 'everyday-143-dev.tsv', 'everyday-143-holdout.tsv'),
    '146': ('wellplate-everyday-146-2026-11-28', 'everyday-146-dev.tsv', 'everyday-146-holdout.tsv'),
    '145': ('wellplate-everyday-145-2026-11-28', 'everyday-145-dev.tsv', 'everyday-145-holdout.tsv'),
    '151': ('wellplate-everyday-151-2026-11-28', 'everyday-151-dev.tsv', 'everyday-151-holdout.tsv'),
    '152': ('wellplate-everyday-152-2026-11-28', 'everyday-152-dev.tsv', 'everyday-152-holdout.tsv'),
    '153': ('wellplate-everyday-153-2026-11-28', 'everyday-153-dev.tsv', 'everyday-153-holdout.tsv'),
    '154': ('wellplate-everyday-154-2026-11-28', 'everyday-154-dev.tsv', 'everyday-154-holdout.tsv'),
    '155': ('wellplate-everyday-155-2026-11-28', 'everyday-155-dev.tsv', 'everyday-155-holdout.tsv'),
    '156': ('wellplate-everyday-156-2026-11-28', 'everyday-156-dev.tsv', 'everyday-156-holdout.tsv'),
    '157': ('wellplate-everyday-157-2026-11-28', 'everyday-157-dev.tsv', 'everyday-157-holdout.tsv'),
    '158': ('wellplate-everyday-158-2026-11-28', 'everyday-158-dev.tsv', 'everyday-158-holdout.tsv'),
    '159': ('wellplate-everyday-159-2026-11-28', 'everyday-159-dev.tsv', 'everyday-159-holdout.tsv'),
    '160': ('wellplate-everyday-160-2026-11-28', 'everyday-160-dev.tsv', 'everyday-160-holdout.tsv'),
    '161': ('wellplate-everyday-161-2026-11-28', 'everyday-161-dev.tsv', 'everyday-161-holdout.tsv'),
    '162': ('wellplate-everyday-162-2026-11-28', 'everyday-162-dev.tsv', 'everyday-162-holdout.tsv'),
    '163': ('wellplate-everyday-163-2026-11-28', 'everyday-163-dev.tsv', 'everyday-163-holdout.tsv'),
    '164': ('wellplate-everyday-164-2026-11-28', 'everyday-164-dev.tsv', 'everyday-164-holdout.tsv'),
    '165': ('wellplate-everyday-165-2026-11-28', 'everyday-165-dev.tsv', 'everyday-165-holdout.tsv'),
    '166': ('wellplate-everyday-166-2026-11-28', 'everyday-166-dev.tsv', 'everyday-166-holdout.tsv'),
}

if __name__ == '__main__':
    arguments = sys.argv[1:]
    chosen = '1'
    if arguments[:1] == ['--set']:
        chosen, arguments = arguments[1], arguments[2:]
    seed, dev, holdout = SETS[chosen]
    split_narrative.SEED = seed
    split_narrative.FILES = {'dev': os.path.join(split_narrative.HERE, dev),
                             'holdout': os.path.join(split_narrative.HERE, holdout)}
    sys.exit(split_narrative.check() if arguments == ['--check'] else split_narrative.write(arguments))
