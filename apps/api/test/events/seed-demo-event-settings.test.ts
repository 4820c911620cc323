import { useTestDatabase } from '@society/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { commandLineActor } from '../../src/audit/record-audit.ts';
import { findEventSettings, saveEventSettings } from '../../src/events/event-settings.ts';
import { seedDemoEventSettings } from '../../src/events/seed-demo-event-settings.ts';

const talk = {
  uid: 'dna-talk',
  type: 'event',
  data: {
    title: [{ type: 'heading1', text: 'DNA for family historians', spans: [] }],
    start: '2027-01-20T19:30:00+0000',
    end: '2027-01-20T21:00:00+0000',
    format: 'Online',
    price: 6,
    member_price: 3.5,
    capacity: 300,
    places_per_member: 1,
    booking_cutoff_hours: 4,
    members_only: false,
  },
};

let url: string;
let db: ApiDb;
beforeAll(async () => {
  url = (await useTestDatabase('api')).url;
  db = connectApiDb(url, 1);
});
afterAll(async () => {
  await db.$client.end();
});

describe('seeding the demo events’ booking rules', () => {
  it('takes prices, capacity and limits from the CMS document and gives online events a joining link', async () => {
    expect(await seedDemoEventSettings(url, [talk])).toBe(1);
    expect(await findEventSettings(db, 'dna-talk')).toMatchObject({
      title: 'DNA for family historians',
      online: true,
      capacity: 300,
      pricePence: 600,
      memberPricePence: 350,
      cutoffHours: 4,
      joinUrl: 'https://meet.example.org/northfield-fhs/dna-talk',
    });
  });

  it('leaves settings staff have changed', async () => {
    const current = (await findEventSettings(db, 'dna-talk'))!;
    await saveEventSettings(db, 'dna-talk', { ...current, capacity: 12 }, commandLineActor('test'));
    expect(await seedDemoEventSettings(url, [talk])).toBe(0);
    expect((await findEventSettings(db, 'dna-talk'))?.capacity).toBe(12);
  });

  it('refuses a document without the fields it needs', async () => {
    await expect(seedDemoEventSettings(url, [{ uid: 'x', data: { title: [] } }])).rejects.toThrow();
  });
});
