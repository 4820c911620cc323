/** A page's search parameters as Next.js hands them over. */
export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** Free text from a filter box: trimmed, at most 200 characters, absent when empty. */
export function textParam(params: SearchParams, name: string): string | undefined {
  const value = first(params[name])?.trim().slice(0, 200);
  return value ? value : undefined;
}

/** A page number: a positive whole number, else 1. */
export function pageParam(params: SearchParams): number {
  const value = Number(first(params.page));
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : 1;
}

/** One of `allowed`, else absent. */
export function choiceParam<T extends string>(params: SearchParams, name: string, allowed: readonly T[]) {
  const value = first(params[name]);
  return allowed.find((choice) => choice === value);
}

/** A calendar date `YYYY-MM-DD` that exists, else absent. */
export function dateParam(params: SearchParams, name: string): string | undefined {
  const value = first(params[name]);
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value) ? value : undefined;
}

/** The api path with the defined parameters as its query string. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
