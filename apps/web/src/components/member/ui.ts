/** The member area's shared control styles. */
export const button = {
  primary:
    'inline-flex items-center justify-center gap-1.5 rounded-md bg-violet-800 px-4 py-2 font-semibold text-white hover:bg-violet-900 aria-disabled:cursor-wait aria-disabled:opacity-70',
  secondary:
    'inline-flex items-center justify-center gap-1.5 rounded-md border border-violet-300 bg-white px-3 py-1.5 font-medium text-violet-900 hover:bg-violet-50 aria-disabled:cursor-wait aria-disabled:opacity-70',
  danger:
    'inline-flex items-center justify-center gap-1.5 rounded-md border border-red-300 bg-white px-3 py-1.5 font-medium text-red-800 hover:bg-red-50 aria-disabled:cursor-wait aria-disabled:opacity-70',
  icon: 'inline-flex size-9 items-center justify-center rounded-md border border-stone-300 bg-white text-violet-900 hover:bg-violet-50 disabled:cursor-not-allowed disabled:opacity-40',
} as const;

export const input =
  'block w-full rounded-md border border-stone-500 bg-white px-3 py-2 text-stone-900 aria-[invalid=true]:border-red-700';

export const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
