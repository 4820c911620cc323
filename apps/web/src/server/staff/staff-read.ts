import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { loginRequiredPath } from '../../lib/auth/login-redirect.ts';
import { type AnswerParser, apiRead } from '../api/api-client.ts';
import { requireUser } from '../auth/require-user.ts';

/**
 * A staff page's read from the api: guests go to sign in, accounts without the `staff` scope get
 * the not-found page (the api refuses them too), and an answer the api refuses is not found.
 */
export async function staffRead<T>(path: string, schema: AnswerParser<T>, returnTo: string): Promise<T> {
  const { inScope } = await requireUser({ returnTo, scope: 'staff' });
  if (!inScope) notFound();
  const answer = await apiRead(path, schema);
  if (answer.ok) return answer.data;
  if (answer.status === 401) redirect(loginRequiredPath(returnTo));
  notFound();
}
