import { randomUUID } from 'node:crypto';
import { seriousViolations } from '../support/axe.ts';
import { expect, lastMailTo, resetSignUpThrottle, signUpsOf, test } from '../support/members.ts';

const address = () => `e2e-signup-${randomUUID()}@example.org`;
const linkIn = (mail: string, path: string) => {
  const found = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(mail)?.[0];
  if (!found) throw new Error(`No ${path} link in:\n${mail}`);
  const url = new URL(found);
  return url.pathname + url.search;
};

test.beforeEach(async () => {
  test.slow();
  await resetSignUpThrottle();
});

test.describe('/subscribe/{slug} sign-up', () => {
  test('membership: bad input gets field messages and keeps what was typed; good input is received', async ({
    page,
  }) => {
    const email = address();
    await page.goto('/subscribe/individual-membership');
    const form = page.getByRole('form', { name: 'Apply to join' });
    await form.getByLabel('Full name').fill('Ada Whitaker');
    await form.getByLabel('E-mail address').fill('ada-at-example');
    await form.getByLabel('Research interests (optional)').fill('Whitaker of Northfield, 1780–1850');
    await form.getByRole('button', { name: 'Send my application' }).click();

    const emailField = form.getByLabel('E-mail address');
    await expect(emailField).toHaveAccessibleDescription('The email field must be a valid email address.');
    await expect(emailField).toBeFocused();
    await expect(form.getByLabel('Postal address')).toHaveAccessibleDescription(
      'The address field is required.',
    );
    await expect(form.getByRole('checkbox')).toHaveAccessibleDescription(
      'The consent field must be accepted.',
    );
    await expect(form.getByLabel('Full name')).toHaveValue('Ada Whitaker');
    await expect(form.getByLabel('Research interests (optional)')).toHaveValue(
      'Whitaker of Northfield, 1780–1850',
    );
    await expect(form.getByLabel('Full name')).not.toHaveAttribute('aria-invalid');
    expect(await seriousViolations(page), 'form with errors').toEqual([]);

    await emailField.fill(email);
    await form.getByLabel('Postal address').fill('12 Mill Lane\nNorthfield');
    await form
      .getByLabel('How did you hear about us? (optional)')
      .selectOption({ label: 'A library or archive' });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send my application' }).click();

    const done = page.getByRole('main').getByRole('status');
    await expect(done).toContainText('Application received');
    await expect(done).toContainText('Our membership secretary will be in touch');
    await expect(done).toBeFocused();
    const { applications } = await signUpsOf(email);
    expect(applications).toEqual([
      expect.objectContaining({
        optionUid: 'individual-membership',
        name: 'Ada Whitaker',
        address: '12 Mill Lane\nNorthfield',
        country: 'United Kingdom',
        heardAbout: 'library-or-archive',
        researchInterests: 'Whitaker of Northfield, 1780–1850',
        status: 'new',
      }),
    ]);
  });

  test('newsletter: double opt-in through the e-mailed link, then unsubscribe', async ({ page }) => {
    const email = address();
    await page.goto('/subscribe/monthly-e-newsletter');
    const form = page.getByRole('form', { name: 'Subscribe' });
    await form.getByLabel('Your name (optional)').fill('Ada');
    await form.getByLabel('E-mail address').fill('ada@');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByLabel('E-mail address')).toHaveAccessibleDescription(
      'The email field must be a valid email address.',
    );
    await expect(form.getByLabel('E-mail address')).toHaveValue('ada@');
    await expect(form.getByLabel('Your name (optional)')).toHaveValue('Ada');

    await form.getByLabel('E-mail address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Please check your e-mail: we have sent you a link to confirm your subscription.',
    );
    expect((await signUpsOf(email)).newsletter).toEqual([
      expect.objectContaining({ status: 'pending', optionUid: 'monthly-e-newsletter' }),
    ]);

    const confirm = linkIn(await lastMailTo(email), '/subscribe/confirm');
    await page.goto(confirm);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    await expect(page.getByRole('main')).toContainText('Monthly e-newsletter');
    expect((await signUpsOf(email)).newsletter[0]?.status, 'opening the link alone confirms nothing').toBe(
      'pending',
    );
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Subscription confirmed');
    expect((await signUpsOf(email)).newsletter[0]?.status).toBe('confirmed');

    await page.goto(confirm);
    await expect(page.getByRole('main')).toContainText('This confirmation link is invalid or has expired.');

    await page.goto(linkIn(await lastMailTo(email), '/subscribe/unsubscribe'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('You are unsubscribed');
    expect((await signUpsOf(email)).newsletter[0]?.status).toBe('unsubscribed');
  });

  test('a made-up confirmation link is refused with a way on', async ({ page }) => {
    await page.goto('/subscribe/confirm?token=made-up');
    await expect(page.getByRole('main')).toContainText('This confirmation link is invalid or has expired.');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'See the newsletters and membership options' }),
    ).toHaveAttribute('href', '/subscribe');
  });
});
