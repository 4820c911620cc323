import type { DatabaseKind } from '../migrate-database.ts';

export const templateName = (kind: DatabaseKind) => `test_template_${kind}`;
