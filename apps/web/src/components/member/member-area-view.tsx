import type { MemberArea } from '../../server/auth/get-member-area.ts';
import { AuthWatch } from '../auth/auth-watch.tsx';
import { PageHeader } from '../page-header.tsx';
import { BookmarksSection } from './bookmarks-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { ReadingListsSection } from './reading-lists-section.tsx';
import { SavedSearchesSection } from './saved-searches-section.tsx';
import { SearchHistorySection } from './search-history-section.tsx';
import { TwoStepSection } from './two-step-section.tsx';

const PARTS = [
  { id: 'profile', title: 'Profile' },
  { id: 'two-step', title: 'Two-step sign-in' },
  { id: 'bookmarks', title: 'Bookmarks' },
  { id: 'reading-lists', title: 'Reading lists' },
  { id: 'saved-searches', title: 'Saved searches' },
  { id: 'search-history', title: 'Search history' },
] as const;

const SCOPE_LABELS: Readonly<Record<string, string>> = { member: 'Member', staff: 'Staff' };

/** `/user-account`: the signed-in member's profile and the things they keep on the site. */
export function MemberAreaView({ area }: { area: MemberArea }) {
  const { user } = area;
  const scopes = user.scope.map((scope) => SCOPE_LABELS[scope] ?? scope);
  return (
    <>
      <AuthWatch mode="protected" initialLoggedIn />
      <PageHeader title="My account" trail={[]}>
        <p>
          Signed in as {user.name} ({user.email}).
          {scopes.length > 0 ? ` ${scopes.join(', ')} of the society.` : ' Not yet a member of the society.'}
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:px-8 lg:py-16">
        <nav aria-label="My account" className="lg:sticky lg:top-6 lg:self-start">
          <ul className="space-y-1 border-l-2 border-stone-200">
            {PARTS.map((part) => (
              <li key={part.id}>
                <a
                  href={`#${part.id}`}
                  className="-ml-0.5 block border-l-2 border-transparent py-1.5 pl-4 text-stone-700 hover:border-violet-400 hover:text-violet-900"
                >
                  {part.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="max-w-4xl space-y-14">
          <ProfileSection user={user} />
          <TwoStepSection status={area.secondFactor} />
          <BookmarksSection initial={area.bookmarks} />
          <ReadingListsSection initial={area.readingLists} bookmarks={area.bookmarks} />
          <SavedSearchesSection initial={area.savedSearches} />
          <SearchHistorySection initial={area.searchHistory} />
        </div>
      </div>
    </>
  );
}
