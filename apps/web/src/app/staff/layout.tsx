import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AuthWatch } from '../../components/auth/auth-watch.tsx';
import { StaffNav } from '../../components/staff/staff-nav.tsx';
import { StaffStatus } from '../../components/staff/staff-status.tsx';

export const metadata: Metadata = {
  title: { template: '%s · Staff console', default: 'Staff console' },
  robots: { index: false, follow: false },
};

/** The staff console's frame. Each page checks the `staff` scope on the server before it renders. */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[12rem_minmax(0,1fr)] lg:px-8">
      <AuthWatch mode="protected" initialLoggedIn />
      <StaffNav />
      <StaffStatus>{children}</StaffStatus>
    </div>
  );
}
