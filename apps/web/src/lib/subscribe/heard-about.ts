/** The answers the api accepts for "How did you hear about us?" (`HEARD_ABOUT` in packages/db). */
export const HEARD_ABOUT_OPTIONS = [
  { value: '', label: 'Choose one (optional)' },
  { value: 'search-engine', label: 'A search engine' },
  { value: 'social-media', label: 'Social media' },
  { value: 'friend-or-family', label: 'A friend or relative' },
  { value: 'event-or-fair', label: 'An event or family history fair' },
  { value: 'magazine-or-newsletter', label: 'A magazine or newsletter' },
  { value: 'library-or-archive', label: 'A library or archive' },
  { value: 'other', label: 'Somewhere else' },
] as const;
