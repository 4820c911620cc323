import { describe, expect, it } from 'vitest';
import { parseGedcomDate } from '../date/parse-gedcom-date.ts';
import type { GedcomEvent } from './gedcom-entry.ts';
import { LIVING_YEARS, livingEvidence } from './living-evidence.ts';
import { LivingResolver, RELATIVE_GAPS } from './living-resolver.ts';

const event = (tag: string, date?: string): GedcomEvent => ({
  tag,
  type: null,
  value: null,
  date: date === undefined ? null : parseGedcomDate(date),
  place: null,
  restrictions: [],
  line: 1,
});
const NOW = 2026;

describe('livingEvidence', () => {
  it('calls anyone with a death, burial, cremation or probate dead, dated or not', () => {
    for (const tag of ['DEAT', 'BURI', 'CREM', 'PROB']) {
      expect(livingEvidence([event('BIRT', '2000'), event(tag)], NOW)).toMatchObject({
        living: false,
        reason: 'death-event',
      });
    }
  });

  it(`uses birth, christening or baptism: born ${LIVING_YEARS} or more years ago is dead`, () => {
    expect(livingEvidence([event('BIRT', `${NOW - LIVING_YEARS}`)], NOW)).toMatchObject({
      living: false,
      reason: 'born-long-ago',
    });
    expect(livingEvidence([event('CHR', `${NOW - LIVING_YEARS + 1}`)], NOW)).toMatchObject({
      living: true,
      reason: 'recent-dates',
    });
    // The latest possible year counts: ABT 1925 may be 1930.
    expect(livingEvidence([event('BIRT', 'ABT 1925')], NOW)).toMatchObject({
      living: true,
      latestBirthYear: 1930,
    });
  });

  it('falls back to other events: a marriage long ago means born long ago', () => {
    expect(livingEvidence([event('MARR', '1900'), event('OCCU')], NOW)).toMatchObject({
      living: false,
      reason: 'event-long-ago',
    });
  });

  it('keeps people without dates living (provisionally)', () => {
    expect(livingEvidence([event('BIRT', '(unknown)')], NOW)).toEqual({
      living: true,
      reason: 'no-dates',
      latestBirthYear: null,
    });
  });
});

describe('LivingResolver', () => {
  it('settles undated people from parents, spouses, children and siblings', () => {
    const resolver = new LivingResolver();
    resolver.addIndividual('dad', 1850, false);
    resolver.addIndividual('mum', null, true);
    resolver.addIndividual('kid', null, true);
    resolver.addIndividual('recentKid', 2000, false);
    resolver.addIndividual('recentMum', null, true);
    resolver.addIndividual('lonely', null, true);
    resolver.addFamily(['dad', 'mum'], ['kid']);
    resolver.addFamily([null, 'recentMum'], ['recentKid']);
    expect([...resolver.settle(NOW)].sort()).toEqual(['kid', 'mum']);
  });

  it('uses the documented gaps at the boundary', () => {
    const resolver = new LivingResolver();
    const childYear = NOW - LIVING_YEARS - RELATIVE_GAPS.child;
    resolver.addIndividual('child', childYear, false);
    resolver.addIndividual('parent', null, true);
    resolver.addFamily(['parent', null], ['child']);
    expect([...resolver.settle(NOW)]).toEqual(['parent']);
    expect([...resolver.settle(NOW - 1)]).toEqual([]);
  });

  it('counts a marriage date: a couple married long ago is dead', () => {
    const resolver = new LivingResolver();
    resolver.addIndividual('husband', null, true);
    resolver.addIndividual('wife', null, true);
    resolver.addFamily(['husband', 'wife'], [], 1320);
    resolver.addIndividual('recentHusband', null, true);
    resolver.addFamily(['recentHusband', null], [], NOW - LIVING_YEARS + 1);
    expect([...resolver.settle(NOW)].sort()).toEqual(['husband', 'wife']);
  });

  it('passes bounds on through undated relatives, gap by gap', () => {
    const resolver = new LivingResolver();
    // grandad (born 1700) → dad (undated) → kid (undated) → grandkid (undated)
    resolver.addIndividual('grandad', 1700, false);
    for (const xref of ['dad', 'kid', 'grandkid', 'kidsWife']) resolver.addIndividual(xref, null, true);
    resolver.addFamily(['grandad', null], ['dad']);
    resolver.addFamily(['dad', null], ['kid']);
    resolver.addFamily(['kid', 'kidsWife'], ['grandkid']);
    expect([...resolver.settle(NOW)].sort()).toEqual(['dad', 'grandkid', 'kid', 'kidsWife']);
    // 1700 + 60 per generation: the grandkid's bound is 1880, the kid's wife's 1820 + 40.
    expect([...resolver.settle(1880 + LIVING_YEARS - 1)].sort()).toEqual(['dad', 'kid', 'kidsWife']);
  });

  it('leaves living whoever a loop in the data (their own ancestor) would settle', () => {
    const resolver = new LivingResolver();
    resolver.addIndividual('dated', NOW - 30, false);
    for (const xref of ['a', 'b', 'c']) resolver.addIndividual(xref, null, true);
    // a is the parent of b, b of a: each step back lowers the other's bound without end.
    resolver.addFamily(['a', null], ['b'], null, 10);
    resolver.addFamily(['b', null], ['a'], null, 20);
    resolver.addFamily(['dated', null], ['a']);
    resolver.addFamily(['b', null], ['c']);
    expect([...resolver.settle(NOW)]).toEqual([]);
    expect(resolver.ancestryLoops()).toEqual([
      { line: 20, message: "@b@ is their own ancestor: the file's families make a loop." },
    ]);
  });
});
