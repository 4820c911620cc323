/** "Members" for collections only members can search; nothing for public ones. */
export function AccessBadge({ access }: { access: string | null | undefined }) {
  if (access !== 'Members') return null;
  return (
    <span className="inline-flex items-center rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-gold-900">
      Members
    </span>
  );
}
