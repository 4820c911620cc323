export { ensureMember } from '../members.ts';
export { startTestIdp, TEST_CLIENT, TEST_MEMBER, type TestIdp } from './start-test-idp.ts';
export { type BrowserResponse, type OriginHandler, type TestBrowser, testBrowser } from './test-browser.ts';
