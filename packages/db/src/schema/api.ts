/**
 * The api database's tables. Members, sessions and collections arrive with their issues; the
 * database already carries the extensions that name search needs (see migrations/api).
 */
export const apiSchema = {};
