'use client';
import { useRouter } from 'next/navigation';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { button } from '../member/ui.ts';
import { useApiAction } from '../member/use-api-action.ts';
import { useAnnounce } from './staff-status.tsx';

type StaffActionProps = {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  label: string;
  /** Said (politely) once the api has done it. */
  done: string;
  tone?: 'primary' | 'secondary' | 'danger';
};

/** One button that asks the api for a change, refreshes the page's data and says on the console's status line what happened. */
export function StaffAction({ method, path, body, label, done, tone = 'secondary' }: StaffActionProps) {
  const router = useRouter();
  const announce = useAnnounce();
  const { busy, errors, run } = useApiAction();
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
            announce(done);
            return undefined;
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
    </span>
  );
}
