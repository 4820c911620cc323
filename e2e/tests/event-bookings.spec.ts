import { randomUUID } from 'node:crypto';
import { eventBookingSettings, eventBookings } from '@society/db/api-events-schema';
import { eq } from 'drizzle-orm';
import { seriousViolations } from '../support/axe.ts';
import { apiDb, expect, lastMailTo, signIn, test } from '../support/members.ts';

const COURSE = '/sog-events/beginners-day-course-2027';
const COURSE_TITLE = 'Family history for beginners: a one-day course';
const JOIN = '/sog-events/join';

test.describe('event bookings', () => {
  test('a guest is asked to sign in to book, and the bookings page is protected', async ({ page }) => {
    await page.goto(COURSE);
    const booking = page.getByRole('region', { name: 'Book places' });
    await expect(booking).toContainText('places left.');
    await expect(booking.getByRole('link', { name: 'Sign in to book' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(COURSE)}`,
    );
    await page.goto(JOIN);
    await expect(page).toHaveURL(`/login-required?redirect=${encodeURIComponent(JOIN)}`);
  });

  test('a member books by keyboard, sees the price, finds the booking on the join page and cancels it', async ({
    page,
    makeAccount,
  }) => {
    const account = await makeAccount(['member']);
    await signIn(page, account);
    await page.goto(COURSE);
    const booking = page.getByRole('region', { name: 'Book places' });
    await expect(booking).toContainText('Your member price: £22 a place. Total: £22');
    expect(await seriousViolations(page)).toEqual([]);

    await booking.getByRole('button', { name: 'Continue to booking' }).press('Enter');
    const review = booking.getByRole('heading', { name: 'Confirm your booking' });
    await expect(review).toBeFocused();
    await expect(booking).toContainText(`1 place for ${COURSE_TITLE}. Total: £22`);
    await page.keyboard.press('Tab');
    await expect(booking.getByRole('button', { name: 'Confirm booking' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(booking.getByText('Booked: 1 place')).toBeFocused();
    await expect(booking).toContainText('£22, payment due');
    await expect(page.getByRole('status').filter({ hasText: 'Booking confirmed: 1 place.' })).toBeAttached();
    expect(await lastMailTo(account.email)).toContain('is confirmed. Payment due: £22.00');

    await booking.getByRole('link', { name: 'Your bookings' }).click();
    await expect(page).toHaveURL(JOIN);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your event bookings');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect(upcoming.getByRole('link', { name: COURSE_TITLE, exact: true })).toHaveAttribute(
      'href',
      COURSE,
    );
    await expect(upcoming).toContainText('Booked: 1 place. £22, payment due.');
    expect(await seriousViolations(page)).toEqual([]);

    const calendarHref = await upcoming.getByRole('link', { name: /Add to calendar/ }).getAttribute('href');
    const ics = await page.request.get(calendarHref!);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(await ics.text()).toContain(`SUMMARY:${COURSE_TITLE}`);

    await upcoming.getByRole('button', { name: `Cancel booking for ${COURSE_TITLE}` }).click();
    await expect(upcoming.getByRole('button', { name: 'Yes, cancel my booking' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(upcoming).toContainText('You have no upcoming bookings.');
    expect(await lastMailTo(account.email)).toContain('has been cancelled');
    await page.goto(COURSE);
    await expect(
      page.getByRole('region', { name: 'Book places' }).getByRole('button', { name: 'Continue to booking' }),
    ).toBeVisible();
  });

  test('joining details show only to a booked member, only from the set time', async ({
    browser,
    makeAccount,
  }) => {
    const uid = `e2e-live-${randomUUID().slice(0, 8)}`;
    const joinUrl = `https://meet.example.org/northfield-fhs/${uid}`;
    const startsAt = new Date(Date.now() + 10 * 60_000);
    const later = new Date(Date.now() + 3 * 24 * 3_600_000);
    const db = apiDb();
    const event = (title: string, start: Date) => ({
      title,
      startsAt: start,
      endsAt: new Date(start.getTime() + 3_600_000),
      online: true,
      capacity: 10,
      joinUrl,
      joinInstructions: 'Use the name on your booking.',
      joinShownMinutesBefore: 30,
    });
    await db.insert(eventBookingSettings).values([
      { eventUid: uid, ...event('Live test talk', startsAt) },
      { eventUid: `${uid}-later`, ...event('Later test talk', later) },
    ]);
    try {
      const booked = await makeAccount(['member']);
      const other = await makeAccount(['member']);
      await db.insert(eventBookings).values([
        { eventUid: uid, userId: booked.id, places: 1, status: 'confirmed', unitPricePence: 0 },
        { eventUid: `${uid}-later`, userId: booked.id, places: 1, status: 'confirmed', unitPricePence: 0 },
        { eventUid: uid, userId: other.id, places: 1, status: 'waiting', unitPricePence: 0 },
      ]);

      const bookedPage = await (await browser.newContext()).newPage();
      await signIn(bookedPage, booked);
      await bookedPage.goto(JOIN);
      const upcoming = bookedPage.getByRole('region', { name: 'Upcoming' });
      await expect(upcoming.getByRole('link', { name: 'Join Live test talk' })).toHaveAttribute(
        'href',
        joinUrl,
      );
      await expect(upcoming).toContainText('Use the name on your booking.');
      await expect(upcoming).toContainText('The joining link and instructions appear here from');
      await expect(upcoming.getByRole('link', { name: 'Join Later test talk' })).toHaveCount(0);

      const otherPage = await (await browser.newContext()).newPage();
      await signIn(otherPage, other);
      await otherPage.goto(JOIN);
      await expect(otherPage.getByRole('region', { name: 'Upcoming' })).toContainText(
        'On the waiting list: 1 place.',
      );
      expect(await otherPage.content()).not.toContain(joinUrl);
      const answers = await Promise.all([
        otherPage.request.get('/api/event-bookings'),
        otherPage.request.get(`/api/events/${uid}/booking`),
      ]);
      for (const answer of answers) expect(await answer.text()).not.toContain(joinUrl);
    } finally {
      await db.delete(eventBookingSettings).where(eq(eventBookingSettings.eventUid, uid));
      await db.delete(eventBookingSettings).where(eq(eventBookingSettings.eventUid, `${uid}-later`));
    }
  });

  test('staff see the attendee list on the event page, mark paid and attended, and get the CSV', async ({
    page,
    makeAccount,
  }) => {
    const staff = await makeAccount(['member', 'staff']);
    const member = await makeAccount(['member']);
    const [row] = await apiDb()
      .insert(eventBookings)
      .values({
        eventUid: 'beginners-day-course-2027',
        userId: member.id,
        places: 1,
        status: 'confirmed',
        unitPricePence: 2200,
        payment: 'due',
      })
      .returning();
    await signIn(page, staff);
    await page.goto(COURSE);
    const attendees = page.getByRole('region', { name: 'Attendees (staff)' });
    const line = attendees.getByRole('row').filter({ hasText: member.email });
    // Booked, not yet paid: the row says so, and nothing on it reads "paid".
    await expect(line).toContainText('£22, payment due');
    await expect(line).not.toContainText(/£22 paid|, paid/);
    await expect(attendees).toContainText(/\d+ places? booked/);
    await expect(attendees).not.toContainText(/\b1 places/);
    const paid = line.getByRole('checkbox', { name: `${member.name} has paid £22` });
    await expect(paid).not.toBeChecked();
    await paid.press('Space');
    await expect(paid).toBeChecked();
    await expect(line).toContainText('£22, paid');
    await line.getByRole('checkbox', { name: `${member.name} attended` }).press('Space');
    await expect(line.getByRole('checkbox', { name: `${member.name} attended` })).toBeChecked();
    await expect
      .poll(async () => {
        const [saved] = await apiDb().select().from(eventBookings).where(eq(eventBookings.id, row!.id));
        return `${saved?.payment} ${saved?.attended}`;
      })
      .toBe('paid true');
    expect(await seriousViolations(page)).toEqual([]);
    const csv = await page.request.get(
      (await attendees.getByRole('link', { name: 'Download the list (CSV)' }).getAttribute('href'))!,
    );
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'Booking no.,Name,E-mail,Places,Status,Amount (£),Payment,Attended,Booked at (London time)',
    );
    expect(text).toMatch(
      new RegExp(`${member.email},1,Booked,22\\.00,Paid,Yes,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\r\n`),
    );
  });

  test('members without the staff scope see no attendee list', async ({ page, makeAccount }) => {
    await signIn(page, await makeAccount(['member']));
    await page.goto(COURSE);
    await expect(page.getByRole('region', { name: 'Book places' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Attendees (staff)' })).toHaveCount(0);
  });
});
