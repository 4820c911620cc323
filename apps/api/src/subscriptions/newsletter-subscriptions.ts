import { newsletterSubscriptions } from '@society/db/api-schema';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { newSecretToken, tokenHash } from '../http/secret-token.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { CONFIRM_LIFETIME_HOURS, newsletterMails } from './newsletter-mails.ts';

type Links = { siteUrl: string; now: number };
export type SignUp = { email: string; name: string; option: string };
export type SubscriptionState = { option: string; status: 'pending' | 'confirmed' | 'unsubscribed' };

const siteLink = (siteUrl: string, path: string, token: string) => {
  const link = new URL(path, siteUrl);
  link.searchParams.set('token', token);
  return link;
};

/**
 * Starts (or restarts) a double opt-in: a pending row with a fresh single-use link by e-mail. An
 * address already confirmed gets a note with an unsubscribe link instead; the caller answers the
 * same either way, so the form does not reveal who is subscribed.
 */
export async function requestSubscription(db: ApiDb, signUp: SignUp, { siteUrl, now }: Links): Promise<void> {
  const confirmToken = newSecretToken();
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO newsletter_subscriptions (email, name, option_uid, status, confirm_token_hash, confirm_expires_at)
      VALUES (${signUp.email}, ${signUp.name}, ${signUp.option}, 'pending', ${tokenHash(confirmToken)},
              ${new Date(now + CONFIRM_LIFETIME_HOURS * 3_600_000).toISOString()}::timestamptz)
      ON CONFLICT (lower(email), option_uid) DO UPDATE SET
        name = EXCLUDED.name, status = 'pending', confirm_token_hash = EXCLUDED.confirm_token_hash,
        confirm_expires_at = EXCLUDED.confirm_expires_at, unsubscribe_token_hash = NULL, unsubscribed_at = NULL
      WHERE newsletter_subscriptions.status <> 'confirmed'
      RETURNING id`);
    if (rows.length > 0) {
      await enqueueMail(
        tx,
        newsletterMails.confirm(signUp.email, siteLink(siteUrl, '/subscribe/confirm', confirmToken)),
      );
      return;
    }
    const unsubscribeToken = newSecretToken();
    const [subscribed] = await tx
      .update(newsletterSubscriptions)
      .set({ unsubscribeTokenHash: tokenHash(unsubscribeToken) })
      .where(
        and(
          sql`lower(${newsletterSubscriptions.email}) = lower(${signUp.email})`,
          eq(newsletterSubscriptions.optionUid, signUp.option),
        ),
      )
      .returning({ email: newsletterSubscriptions.email });
    await enqueueMail(
      tx,
      newsletterMails.alreadySubscribed(
        subscribed!.email,
        siteLink(siteUrl, '/subscribe/unsubscribe', unsubscribeToken),
      ),
    );
  });
}

/** A pending subscription whose link is still valid; confirmed or unsubscribed by their links. */
export async function findByConfirmToken(
  db: ApiDb,
  token: string,
  now: number,
): Promise<SubscriptionState | undefined> {
  const [row] = await db
    .select({ option: newsletterSubscriptions.optionUid, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, tokenHash(token)),
        eq(newsletterSubscriptions.status, 'pending'),
        gt(newsletterSubscriptions.confirmExpiresAt, new Date(now)),
      ),
    );
  return row;
}

/** Uses the single-use link: pending → confirmed, and mails the unsubscribe link. Undefined when invalid. */
export async function confirmSubscription(db: ApiDb, token: string, { siteUrl, now }: Links) {
  const unsubscribeToken = newSecretToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({
        status: 'confirmed',
        confirmedAt: new Date(now),
        confirmTokenHash: null,
        confirmExpiresAt: null,
        unsubscribeTokenHash: tokenHash(unsubscribeToken),
      })
      .where(
        and(
          eq(newsletterSubscriptions.confirmTokenHash, tokenHash(token)),
          eq(newsletterSubscriptions.status, 'pending'),
          gt(newsletterSubscriptions.confirmExpiresAt, new Date(now)),
        ),
      )
      .returning({ email: newsletterSubscriptions.email, option: newsletterSubscriptions.optionUid });
    if (!row) return undefined;
    await enqueueMail(
      tx,
      newsletterMails.welcome(row.email, siteLink(siteUrl, '/subscribe/unsubscribe', unsubscribeToken)),
    );
    return { option: row.option, status: 'confirmed' } satisfies SubscriptionState;
  });
}

export async function findByUnsubscribeToken(
  db: ApiDb,
  token: string,
): Promise<SubscriptionState | undefined> {
  const [row] = await db
    .select({ option: newsletterSubscriptions.optionUid, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, tokenHash(token)));
  return row;
}

/** The unsubscribe link keeps working (a second click changes nothing); undefined when unknown. */
export async function unsubscribe(
  db: ApiDb,
  token: string,
  now: number,
): Promise<SubscriptionState | undefined> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${new Date(now).toISOString()}::timestamptz)`,
    })
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, tokenHash(token)))
    .returning({ option: newsletterSubscriptions.optionUid, status: newsletterSubscriptions.status });
  return row;
}
