'use client';
import { useRouter } from 'next/navigation';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { button } from '../member/ui.ts';
import { useApiAction } from '../member/use-api-action.ts';

type StaffActionProps = {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  label: string;
  /** Said (politely) once the api has done it. */
  done: string;
  tone?: 'primary' | 'secondary' | 'danger';
};

/** One button that asks the api for a change, then refreshes the page's data and says what happened. */
export function StaffAction({ method, path, body, label, done, tone = 'secondary' }: StaffActionProps) {
  const router = useRouter();
  const { busy, errors, status, run } = useApiAction();
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        aria-disabled={busy || undefined}
        className={button[tone]}
        onClick={() =>
          run(async () => {
            await browserBackend()(method, path, body);
            router.refresh();
            return done;
          })
        }
      >
        {label}
      </button>
      {errors.summary ? (
        <span role="alert" className="text-sm text-red-800">
          {errors.summary}
        </span>
      ) : null}
      <span role="status" className="text-sm text-teal-800">
        {status}
      </span>
    </span>
  );
}
