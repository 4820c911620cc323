import { customTypes } from '@society/content-model';
import { SiteLink } from '../../components/site-link.tsx';
import { LIST_FILTERS, listApiQuery, parseListSearch } from '../../lib/studio/document-list-query.ts';
import { editorialRead } from '../../server/studio/editorial-fetch.ts';
import { requireStudio } from '../../server/studio/require-studio.ts';

type Summary = {
  id: string;
  type: string;
  uid: string | null;
  title: string | null;
  published: boolean;
  has_draft: boolean;
  members_only: boolean;
  in_release: boolean;
  edited_at: string | null;
  edited_by: string | null;
};

const stateOf = (doc: Summary) =>
  !doc.published ? 'Draft' : doc.has_draft ? 'Changed since publishing' : 'Published';
const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-GB', {
        timeZone: 'Europe/London',
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : '';
const field = 'mt-1 block rounded border border-slate-400 px-2 py-1';

/** The studio's home: documents by type, searched, filtered and sorted by last edit. */
export default async function StudioDocumentsPage({ searchParams }: PageProps<'/studio'>) {
  const studio = await requireStudio('/studio');
  const types = customTypes.map((type) => type.id);
  const search = parseListSearch(await searchParams, types);
  const { documents } = await editorialRead<{ documents: Summary[] }>(
    studio,
    `/editor/documents?${listApiQuery(search)}`,
  );
  const label = (id: string) => customTypes.find((type) => type.id === id)?.label ?? id;
  return (
    <>
      <h1 className="text-2xl font-bold">Documents</h1>
      <form method="get" className="my-3 flex flex-wrap items-end gap-3" aria-label="Find documents">
        <label>
          Type
          <select name="type" defaultValue={search.type ?? ''} className={field}>
            <option value="">All types</option>
            {customTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label ?? type.id}
              </option>
            ))}
          </select>
        </label>
        <label>
          Title or address
          <input type="search" name="q" defaultValue={search.q ?? ''} className={field} />
        </label>
        <label>
          Show
          <select name="filter" defaultValue={search.filter ?? ''} className={field}>
            <option value="">Everything</option>
            {Object.entries(LIST_FILTERS).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <label>
          Sort by
          <select name="sort" defaultValue={search.sort} className={field}>
            <option value="edited">Last edited</option>
            <option value="title">Title</option>
          </select>
        </label>
        <button type="submit" className="rounded bg-slate-800 px-3 py-1.5 text-white">
          Show
        </button>
      </form>
      {search.type ? (
        <p className="mb-3">
          <SiteLink href={`/studio/new/${search.type}`} className="underline">
            New {label(search.type)}
          </SiteLink>
        </p>
      ) : null}
      <p aria-live="polite">{documents.length === 1 ? '1 document' : `${documents.length} documents`}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Documents</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Type</th>
              <th scope="col">State</th>
              <th scope="col">Last edited</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((doc) => (
              <tr key={doc.id} className="border-t align-top">
                <td className="py-1 pr-2">
                  <SiteLink href={`/studio/documents/${doc.id}`} className="underline">
                    {doc.title || doc.uid || doc.id}
                  </SiteLink>
                  {doc.uid ? <div className="text-sm text-slate-600">{doc.uid}</div> : null}
                </td>
                <td className="pr-2">{label(doc.type)}</td>
                <td className="pr-2">
                  {stateOf(doc)}
                  {doc.in_release ? <div className="text-sm">In a release</div> : null}
                  {doc.members_only ? <div className="text-sm">Members only</div> : null}
                </td>
                <td>
                  {when(doc.edited_at)}
                  {doc.edited_by ? <div className="text-sm text-slate-600">by {doc.edited_by}</div> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
