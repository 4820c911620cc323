'use client';
import type { EventBookingRules } from '@society/contract/staff-events';
import { type FormEvent, useRef, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { formErrorsFrom } from '../../lib/auth/form-errors.ts';
import { checkRulesForm, type RulesFormValues, rulesFormValues } from '../../lib/staff/booking-rules-form.ts';
import { CheckboxField } from '../forms/checkbox-field.tsx';
import { FormMessage } from '../forms/form-message.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { TextAreaField } from '../forms/text-area-field.tsx';
import { TextField } from '../forms/text-field.tsx';

const FIELDS = [
  'capacity',
  'placesPerMember',
  'pricePence',
  'memberPricePence',
  'cutoffHours',
  'joinUrl',
  'joinInstructions',
  'joinShownMinutesBefore',
] as const;
/** The api names prices in pence; the form in pounds. */
const formField = (field: string) =>
  field === 'pricePence' ? 'price' : field === 'memberPricePence' ? 'memberPrice' : field;

/** Staff edit an event's booking rules; every field is checked before sending, and again by the api. */
export function EventRulesForm({ initial }: { initial: EventBookingRules }) {
  const [rules, setRules] = useState(initial);
  const [values, setValues] = useState<RulesFormValues>(() => rulesFormValues(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = (field: keyof RulesFormValues) => (event: { target: { value: string; checked?: boolean } }) =>
    setValues((current) => ({
      ...current,
      [field]: field === 'membersOnly' ? Boolean(event.target.checked) : event.target.value,
    }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSaved('');
    setSummary(null);
    const checked = checkRulesForm(values, rules);
    if (checked.errors) {
      setErrors(checked.errors);
      setSummary('Please correct the fields marked below.');
      // The first wrong field in the form's order (it exists before this render marks it invalid).
      const first = Object.keys(checked.errors)[0];
      form.current?.querySelector<HTMLElement>(`#rules-${first}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { eventBookingRulesSchema } = await import('@society/contract/staff-events');
      const updated = eventBookingRulesSchema.parse(
        await browserBackend()('PUT', `/api/staff/events/${rules.eventUid}/settings`, checked.body),
      );
      setRules(updated);
      setValues(rulesFormValues(updated));
      setSaved('The booking rules are saved.');
    } catch (failure) {
      const found = formErrorsFrom(failure, FIELDS);
      setErrors(
        Object.fromEntries(Object.entries(found.fields).map(([key, text]) => [formField(key), text])),
      );
      setSummary(found.summary ?? 'Please correct the fields marked below.');
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof RulesFormValues, label: string, hint: string, extra: object = {}) => (
    <TextField
      id={`rules-${name}`}
      name={name}
      label={label}
      hint={hint}
      value={values[name] as string}
      onChange={set(name)}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-5" aria-label="Booking rules">
      <FormMessage tone="error">{summary}</FormMessage>
      <FormMessage tone="success">{saved}</FormMessage>
      <div className="grid gap-5 sm:grid-cols-2">
        {field('capacity', 'Capacity', `Places in all; ${rules.placesTaken} already booked.`, {
          inputMode: 'numeric',
        })}
        {field('placesPerMember', 'Places per member', 'The most one booking may take.', {
          inputMode: 'numeric',
        })}
        {field('price', 'Price (£)', 'For visitors; 0 for free.', { inputMode: 'decimal' })}
        {field('memberPrice', 'Member price (£)', 'For members; 0 for free.', { inputMode: 'decimal' })}
        {field(
          'cutoffHours',
          'Booking closes (hours before the start)',
          'Booking and cancelling stop then.',
          {
            inputMode: 'numeric',
          },
        )}
        {field(
          'joinShownMinutesBefore',
          'Show the joining details (minutes before the start)',
          'Only booked members see them.',
          {
            inputMode: 'numeric',
          },
        )}
      </div>
      <CheckboxField
        id="rules-membersOnly"
        name="membersOnly"
        label="Members only: visitors cannot book"
        checked={values.membersOnly}
        onChange={set('membersOnly')}
      />
      {field('joinUrl', 'Joining link', 'For an online event: the https:// address of the meeting.', {
        type: 'url',
      })}
      <TextAreaField
        id="rules-joinInstructions"
        name="joinInstructions"
        label="Joining instructions"
        hint="Shown with the link to booked members."
        rows={3}
        value={values.joinInstructions}
        onChange={set('joinInstructions')}
        error={errors.joinInstructions}
      />
      <SubmitButton busy={busy}>{busy ? 'Saving…' : 'Save the booking rules'}</SubmitButton>
    </form>
  );
}
