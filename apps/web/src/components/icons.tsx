import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = {
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  viewBox: '0 0 24 24',
} as const;

export const ChevronDownIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const ArrowRightIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

export const MenuIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const CloseIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

export const SearchIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

export const CalendarIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </svg>
);

export const PinIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);

export const TreeEmblem = (props: IconProps) => (
  <svg aria-hidden="true" {...base} viewBox="0 0 40 40" strokeWidth={2.2} {...props}>
    <circle cx="20" cy="20" r="18" />
    <path d="M20 31V17M20 22l-6-5M20 20l6-6M14 17v-4M26 14v-3M20 17v-5" />
    <circle cx="14" cy="11.5" r="1.6" fill="currentColor" />
    <circle cx="26" cy="9.5" r="1.6" fill="currentColor" />
    <circle cx="20" cy="10.5" r="1.6" fill="currentColor" />
  </svg>
);

export const LockIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

export const BookmarkIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M6 3h12v18l-6-4-6 4z" />
  </svg>
);

export const ArrowUpIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </svg>
);

export const ArrowDownIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </svg>
);
