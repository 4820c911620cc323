import { focusOnMount } from '../member/focus.ts';

/** What replaces a sign-up form once the api has accepted it; it takes focus so it is read out. */
export function SignUpDone({ title, message }: { title: string; message: string }) {
  return (
    <div
      ref={focusOnMount}
      tabIndex={-1}
      role="status"
      className="rounded-xl border border-teal-300 bg-teal-50 p-6 text-teal-950"
    >
      <h3 className="font-serif text-xl font-semibold">{title}</h3>
      <p className="mt-2 text-lg">{message}</p>
    </div>
  );
}
