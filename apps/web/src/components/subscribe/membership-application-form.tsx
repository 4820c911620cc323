'use client';
import { HEARD_ABOUT_OPTIONS } from '../../lib/subscribe/heard-about.ts';
import { CheckboxField } from '../forms/checkbox-field.tsx';
import { FormMessage } from '../forms/form-message.tsx';
import { SelectField } from '../forms/select-field.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { TextAreaField } from '../forms/text-area-field.tsx';
import { TextField } from '../forms/text-field.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { SignUpDone } from './sign-up-done.tsx';
import { textOf, useSignUp } from './use-sign-up.ts';

const FIELDS = [
  'name',
  'email',
  'address',
  'postcode',
  'country',
  'phone',
  'research_interests',
  'heard_about',
  'consent',
] as const;

const POLICIES = '/about/organisation/society-policies';

/** An application to join: the api keeps it for the membership secretary. */
export function MembershipApplicationForm({ option }: { option: string }) {
  const { form, errors, busy, done, onSubmit } = useSignUp(
    '/api/membership-applications',
    FIELDS,
    (data) => ({
      option,
      ...Object.fromEntries(FIELDS.slice(0, -1).map((field) => [field, textOf(data, field)])),
      consent: data.get('consent') === 'on',
    }),
  );
  if (done) return <SignUpDone title="Application received" message={done} />;
  const { fields } = errors;
  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label="Apply to join" className="space-y-5">
      <FormMessage tone="error">{errors.summary}</FormMessage>
      <p className="text-sm text-stone-700">Fields marked “optional” may be left empty.</p>
      <TextField
        id="apply-name"
        name="name"
        label="Full name"
        autoComplete="name"
        required
        maxLength={200}
        error={fields.name}
      />
      <TextField
        id="apply-email"
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="email"
        required
        maxLength={254}
        error={fields.email}
      />
      <TextAreaField
        id="apply-address"
        name="address"
        label="Postal address"
        autoComplete="street-address"
        rows={3}
        required
        maxLength={500}
        error={fields.address}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="apply-postcode"
          name="postcode"
          label="Postcode (optional)"
          autoComplete="postal-code"
          maxLength={20}
          error={fields.postcode}
        />
        <TextField
          id="apply-country"
          name="country"
          label="Country"
          autoComplete="country-name"
          defaultValue="United Kingdom"
          required
          maxLength={100}
          error={fields.country}
        />
      </div>
      <TextField
        id="apply-phone"
        name="phone"
        type="tel"
        label="Telephone (optional)"
        autoComplete="tel"
        maxLength={40}
        error={fields.phone}
      />
      <TextAreaField
        id="apply-research"
        name="research_interests"
        label="Research interests (optional)"
        hint="Surnames and places you are researching, so we can put you in touch with others."
        rows={4}
        maxLength={2000}
        error={fields.research_interests}
      />
      <SelectField
        id="apply-heard-about"
        name="heard_about"
        label="How did you hear about us? (optional)"
        options={HEARD_ABOUT_OPTIONS}
        error={fields.heard_about}
      />
      <CheckboxField
        id="apply-consent"
        name="consent"
        required
        error={fields.consent}
        label={
          <>
            I agree that the society keeps these details to handle my membership, as its{' '}
            <SiteLink href={POLICIES} className={TEXT_LINK}>
              policies
            </SiteLink>{' '}
            describe.
          </>
        }
      />
      <SubmitButton busy={busy}>{busy ? 'Sending…' : 'Send my application'}</SubmitButton>
    </form>
  );
}
