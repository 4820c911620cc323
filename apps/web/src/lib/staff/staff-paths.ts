/** The staff console's sections, in the order its navigation lists them. */
export const STAFF_HOME = '/staff';
/** Where a signed-in account without the `staff` scope is sent from any console page. */
export const STAFF_ONLY_PATH = '/staff-only';

export const STAFF_SECTIONS = [
  { href: '/staff/members', title: 'Members' },
  { href: '/staff/applications', title: 'Applications' },
  { href: '/staff/subscribers', title: 'Subscribers' },
  { href: '/staff/events', title: 'Events' },
  { href: '/staff/imports', title: 'Imports' },
  { href: '/staff/mail', title: 'Mail' },
  { href: '/staff/audit', title: 'Audit log' },
  { href: '/staff/statistics', title: 'Statistics' },
] as const;
