import type { ReactNode } from 'react';

export const metadata = { title: 'Baseline', description: 'The smallest App Router page, for comparison.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  );
}
