import type { FastifySchemaValidationError } from 'fastify';

type Issue = FastifySchemaValidationError;
const TYPES: Readonly<Record<string, string>> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
};

/** The field an issue is about, in Laravel's dotted form (`items.0.note`). */
export function issueField(issue: Issue): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.keyword === 'required' ? String(issue.params.missingProperty ?? '') : '';
  return [path, missing].filter(Boolean).join('.') || 'body';
}

/** A field that is missing or empty, which Laravel reports only as required. */
export const isEmptyIssue = (issue: Issue): boolean =>
  issue.keyword === 'required' || (issue.keyword === 'minLength' && issue.params.limit === 1);

/** Laravel's wording for a JSON-schema failure, so every 422 reads like the site expects. */
export function issueMessage(issue: Issue, field: string): string {
  const name = field.replaceAll('_', ' ');
  const limit = issue.params.limit as number | undefined;
  switch (issue.keyword) {
    case 'required':
      return `The ${name} field is required.`;
    case 'minLength':
      return limit === 1
        ? `The ${name} field is required.`
        : `The ${name} field must be at least ${limit} characters.`;
    case 'maxLength':
      return `The ${name} field must not be greater than ${limit} characters.`;
    case 'minimum':
      return `The ${name} field must be at least ${limit}.`;
    case 'maximum':
      return `The ${name} field must not be greater than ${limit}.`;
    case 'minItems':
      return `The ${name} field must have at least ${limit} items.`;
    case 'maxItems':
      return `The ${name} field must not have more than ${limit} items.`;
    case 'minProperties':
      return `The ${name} must have at least ${limit} field.`;
    case 'maxProperties':
      return `The ${name} must not have more than ${limit} fields.`;
    case 'uniqueItems':
      return `The ${name} field has a duplicate value.`;
    case 'enum':
      return `The selected ${name} is invalid.`;
    case 'const':
      return issue.params.allowedValue === true
        ? `The ${name} field must be accepted.`
        : `The selected ${name} is invalid.`;
    case 'format':
      return issue.params.format === 'email'
        ? `The ${name} field must be a valid email address.`
        : `The ${name} field format is invalid.`;
    case 'type': {
      const type = String(issue.params.type).split(',')[0]!;
      return `The ${name} field must be ${TYPES[type] ?? type}.`;
    }
    default:
      return `The ${name} field format is invalid.`;
  }
}
