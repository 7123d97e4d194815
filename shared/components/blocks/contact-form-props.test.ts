// The ContactForm block: a resolved person becomes a small card; an unresolved uuid is reported, not rendered.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { DEMO_SPACE } from '../../../demo/space/index';
import { demoBlocks } from '../../../test/fixtures/render';
import { ContactFormBlockSchema, ContactFormPropsSchema, missingPersonNotice } from './contact-form-props';

const PERSON_STORY = {
  uuid: 'person-uuid',
  name: 'Anna Weiß',
  full_slug: 'kartenliebe/de-de/people/anna-weiss',
  content: {
    component: 'Person',
    name: 'Anna Weiß',
    role: 'Kundenservice',
    email: 'service@kartenliebe.example',
    phone: '+49 30 000 10 20',
    image: { filename: '/demo-images/person-de.svg', alt: '', focus: '' },
    _uid: 'x',
  },
};

const parse = (person: unknown) => v.parse(ContactFormBlockSchema, { headline: 'Write to us', person });

describe('ContactFormBlockSchema', () => {
  test('a resolved person becomes the card fields only, the alt text defaulting to the name', () => {
    const block = parse(PERSON_STORY);
    expect(block).toEqual({
      headline: 'Write to us',
      person: {
        name: 'Anna Weiß',
        role: 'Kundenservice',
        email: 'service@kartenliebe.example',
        phone: '+49 30 000 10 20',
        image: { filename: '/demo-images/person-de.svg', alt: 'Anna Weiß' },
      },
    });
    expect(v.parse(ContactFormPropsSchema, block)).toEqual(block);
    expect(missingPersonNotice(block)).toBeUndefined();
  });

  test('an image the image component cannot serve is left out, the person stays', () => {
    const content = { ...PERSON_STORY.content, image: { filename: 'https://x.example/anna.jpg', alt: '' } };
    const block = parse({ ...PERSON_STORY, content });
    expect(block.person?.name).toBe('Anna Weiß');
    expect(block.person?.image).toBeUndefined();
  });

  test.each<[name: string, person: unknown, missing: string]>([
    ['an unresolved uuid', 'd1f80e74-0200-45fa-a596-4f3d2d8add83', 'd1f80e74-0200-45fa-a596-4f3d2d8add83'],
    ['a story of another component', { uuid: 'u-2', content: { component: 'Item', name: 'x' } }, 'u-2'],
    ['a story without a name', { uuid: 'u-3', content: { component: 'Person' } }, 'u-3'],
    ['a number', 42, 'unknown'],
  ])('%s: no person, the uuid is reported', (_name, person, missing) => {
    const block = parse(person);
    expect(block.person).toBeUndefined();
    expect(block.missingPerson).toBe(missing);
    expect(missingPersonNotice(block)).toEqual({
      logId: 'contact-form-person-not-found',
      details: { person: missing },
    });
  });

  test.each([undefined, ''])('no person chosen (%j) is not reported', (person) => {
    const block = parse(person);
    expect(block).toEqual({ headline: 'Write to us' });
    expect(missingPersonNotice(block)).toBeUndefined();
  });

  test('the demo contact pages point at a Person story of the space', () => {
    const blocks = demoBlocks('ContactForm');
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      const story = DEMO_SPACE.stories.find((candidate) => candidate.uuid === block.person);
      const parsed = v.parse(ContactFormBlockSchema, { ...block, person: story });
      expect(parsed.person?.name).toBeTruthy();
      expect(parsed.missingPerson).toBeUndefined();
    }
  });

  test('refuses a headline that is not text', () => {
    expect(v.safeParse(ContactFormBlockSchema, { headline: 7 }).success).toBe(false);
  });
});
