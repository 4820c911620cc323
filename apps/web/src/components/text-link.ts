/**
 * A link in running text: the site's violet and an underline, in the weight of the words around
 * it. Colour and underline already tell it apart (WCAG 1.4.1); a heavier weight would make linked
 * words read as emphasis, and each weight a page uses is one more font the browser looks up
 * before its first paint (bench/README.md, "Website").
 */
export const TEXT_LINK = 'text-violet-700 underline underline-offset-4 hover:text-violet-900';
