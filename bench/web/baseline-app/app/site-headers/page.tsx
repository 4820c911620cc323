// The same page, sent with the site's security headers (next.config.ts).
export { default } from '../page.tsx';
