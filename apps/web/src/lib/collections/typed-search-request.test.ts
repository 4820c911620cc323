import { describe, expect, it } from 'vitest';
import { typedSearchRequest } from './typed-search-request.ts';

describe('typedSearchRequest', () => {
  it('is empty without search fields, ignoring the page’s own parameters', () => {
    expect(typedSearchRequest({}, 'birth_brief')).toEqual({ kind: 'empty' });
    expect(typedSearchRequest({ type: 'birth_brief', brief: '3' }, 'birth_brief', ['brief'])).toEqual({
      kind: 'empty',
    });
  });

  it('always restricts the search to the page’s type, redirecting to the canonical address', () => {
    expect(typedSearchRequest({ surname: 'Ashby' }, 'memorial_card')).toEqual({
      kind: 'redirect',
      query: 'surname=Ashby&type=memorial_card',
    });
    expect(typedSearchRequest({ surname: 'Ashby', type: 'baptism' }, 'memorial_card')).toMatchObject({
      kind: 'redirect',
      query: 'surname=Ashby&type=memorial_card',
    });
    const request = typedSearchRequest({ surname: 'Ashby', type: 'memorial_card' }, 'memorial_card');
    expect(request).toMatchObject({ kind: 'search', query: { surname: 'Ashby', type: ['memorial_card'] } });
  });

  it('explains a search it cannot run', () => {
    expect(typedSearchRequest({ place: 'Northfield' }, 'memorial_card')).toMatchObject({ kind: 'invalid' });
  });
});
