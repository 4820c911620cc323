import { z } from 'zod';

/** A sign-up's answer: the text the site shows in place of the form (newsletter, membership application). */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

/** What an e-mailed newsletter link is for (`/api/subscriptions/newsletter/{confirm,unsubscribe}`). */
export const newsletterStateSchema = z.object({
  /** The CMS subscription option's uid. */
  option: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
});
export type NewsletterState = z.infer<typeof newsletterStateSchema>;

/** A membership application is `new` until staff approve or decline it. */
export const APPLICATION_STATUSES = ['new', 'approved', 'declined'] as const;

/** One membership application as staff read it (`GET /api/staff/membership-applications`). */
export const membershipApplicationSchema = z.object({
  id: z.number().int(),
  /** The CMS subscription option's uid. */
  option: z.string(),
  name: z.string(),
  email: z.string(),
  address: z.string(),
  postcode: z.string(),
  country: z.string(),
  phone: z.string(),
  research_interests: z.string(),
  heard_about: z.string().nullable(),
  consented_at: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
  /** When staff approved or declined it, and the message a decline sent (null otherwise). */
  decided_at: z.string().nullable(),
  decline_message: z.string().nullable(),
});
export type MembershipApplication = z.infer<typeof membershipApplicationSchema>;

/** A page of membership applications, newest first. */
export const membershipApplicationPageSchema = z.object({
  data: z.array(membershipApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type MembershipApplicationPage = z.infer<typeof membershipApplicationPageSchema>;
