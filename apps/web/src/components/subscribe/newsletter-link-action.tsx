'use client';
import { useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useApiAction } from '../member/use-api-action.ts';
import { SignUpDone } from './sign-up-done.tsx';

type NewsletterLinkActionProps = {
  kind: 'confirm' | 'unsubscribe';
  token: string;
  label: string;
  doneTitle: string;
  doneMessage: string;
};

/** The one button of an e-mailed link's page: it posts the link's token, so only a person acts on it. */
export function NewsletterLinkAction({
  kind,
  token,
  label,
  doneTitle,
  doneMessage,
}: NewsletterLinkActionProps) {
  const action = useApiAction(['token']);
  const [done, setDone] = useState(false);
  if (done) return <SignUpDone title={doneTitle} message={doneMessage} />;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void action
          .run(async () => {
            await browserBackend()('POST', `/api/subscriptions/newsletter/${kind}`, { token });
            return undefined;
          })
          .then((ok) => ok && setDone(true));
      }}
      className="space-y-4"
    >
      <FormMessage tone="error">{action.errors.fields.token ?? action.errors.summary}</FormMessage>
      <SubmitButton busy={action.busy}>{label}</SubmitButton>
    </form>
  );
}
