import { LockIcon } from './icons.tsx';

/** "Members" for collections only members can search; nothing for public ones. */
export function AccessBadge({ access }: { access: string | null | undefined }) {
  if (access !== 'Members') return null;
  return (
    <span className="inline-flex items-center rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-gold-900">
      Members
    </span>
  );
}

/** On a card whose document is members-only. */
export function MembersOnlyBadge({ membersOnly }: { membersOnly: boolean | null | undefined }) {
  if (!membersOnly) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-900">
      <LockIcon className="size-3.5" />
      Members only
    </span>
  );
}
