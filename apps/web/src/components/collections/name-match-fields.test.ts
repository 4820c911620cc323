import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NameMatchFields } from './name-match-fields.tsx';

const render = (query: string) =>
  renderToStaticMarkup(
    createElement(NameMatchFields, { id: (key: string) => `f-${key}`, values: new URLSearchParams(query) }),
  );

describe('NameMatchFields', () => {
  it('names the boxes as the record search’s parameters, with the form’s own ids', () => {
    const html = render('');
    for (const [id, name] of [
      ['f-surname', 'surname'],
      ['f-surname-match', 'surname_match'],
      ['f-forename', 'forename'],
      ['f-forename-match', 'forename_match'],
    ]) {
      expect(html).toContain(`id="${id}"`);
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('Match the surname by');
    expect(html).toContain('Match the forename by');
  });

  it('offers initials for the forename only', () => {
    const html = render('');
    const [surname, forename] = html.split('name="forename_match"');
    expect(surname).not.toContain('value="initials"');
    expect(forename).toContain('value="initials"');
  });

  it('keeps what was entered and matches by similar spellings unless told otherwise', () => {
    const html = render('surname=Smyth&forename=J&forename_match=initials');
    expect(html).toContain('value="Smyth"');
    expect(html).toContain('value="J"');
    expect(html).toMatch(/name="surname_match"[\s\S]*?<option value="variants" selected=""/);
    expect(html).toMatch(/name="forename_match"[\s\S]*?<option value="initials" selected=""/);
  });
});
