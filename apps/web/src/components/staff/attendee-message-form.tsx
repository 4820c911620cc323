'use client';
import { ATTENDEE_MESSAGE_LIMITS } from '@society/contract/staff-events';
import { type FormEvent, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { formErrorsFrom } from '../../lib/auth/form-errors.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { TextAreaField } from '../forms/text-area-field.tsx';
import { TextField } from '../forms/text-field.tsx';

/** Staff write to everyone with a confirmed place; the e-mails go through the outbox. */
export function AttendeeMessageForm({ uid }: { uid: string }) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSent('');
    setSummary(null);
    const missing: Record<string, string> = {};
    if (!subject.trim()) missing.subject = 'Enter a subject.';
    if (!body.trim()) missing.body = 'Enter the message.';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const answer = (await browserBackend()('POST', `/api/staff/events/${uid}/message`, {
        subject,
        body,
      })) as {
        queued: number;
      };
      setSent(
        `Your message is on its way to ${answer.queued} ${answer.queued === 1 ? 'attendee' : 'attendees'}.`,
      );
      setSubject('');
      setBody('');
    } catch (failure) {
      const found = formErrorsFrom(failure, ['subject']);
      setErrors(found.fields);
      setSummary(found.summary);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Message to attendees">
      <FormMessage tone="error">{summary}</FormMessage>
      <FormMessage tone="success">{sent}</FormMessage>
      <TextField
        id="message-subject"
        name="subject"
        label="Subject"
        maxLength={ATTENDEE_MESSAGE_LIMITS.subject}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        error={errors.subject}
      />
      <TextAreaField
        id="message-body"
        name="body"
        label="Message"
        hint="Each attendee gets it by e-mail, with a greeting and a link to the event."
        rows={5}
        maxLength={ATTENDEE_MESSAGE_LIMITS.body}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={errors.body}
      />
      <SubmitButton busy={busy}>{busy ? 'Sending…' : 'Send to the attendees'}</SubmitButton>
    </form>
  );
}
