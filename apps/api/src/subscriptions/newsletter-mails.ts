import type { Mail } from '../mail/enqueue-mail.ts';

export const CONFIRM_LIFETIME_HOURS = 48;

/**
 * What the society mails about a newsletter. Nothing the visitor typed goes into them (not even the
 * name), so the sign-up form cannot be used to send someone else a message of the visitor's choosing.
 */
export const newsletterMails = {
  confirm: (to: string, link: URL): Mail => ({
    to,
    subject: 'Please confirm your newsletter subscription',
    text: `Someone, hopefully you, asked to receive our e-mail newsletter at this address.\n\nTo confirm, open this link within ${CONFIRM_LIFETIME_HOURS} hours:\n${link}\n\nIf you did not ask for it, ignore this e-mail: you will not be subscribed.\n`,
  }),
  alreadySubscribed: (to: string, unsubscribe: URL): Mail => ({
    to,
    subject: 'You are already subscribed to our newsletter',
    text: `Someone asked to subscribe this address to our e-mail newsletter, and it already receives it: there is nothing more to do.\n\nTo stop receiving it, open this link:\n${unsubscribe}\n`,
  }),
  welcome: (to: string, unsubscribe: URL): Mail => ({
    to,
    subject: 'Your newsletter subscription is confirmed',
    text: `Thank you for confirming: this address will receive our e-mail newsletter.\n\nYou can unsubscribe at any time with this link:\n${unsubscribe}\n`,
  }),
};
