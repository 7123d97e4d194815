// Island props are validated against each island's schema; a mismatch throws naming the island.
import { describe, expect, test } from 'vitest';
import { ISLANDS, type IslandName, parseIslandProps } from './registry';

const ACTION_BAR = {
  id: 'summer-sale',
  before: '<b>Only today</b> ',
  after: ' left',
  color: '#fff',
  backgroundColor: '#c00000',
  countdownEnd: 1_748_822_400_000,
  renderedAt: 1_748_779_200_000,
};

describe('parseIslandProps', () => {
  test('knows the action bar and back-to-top islands', () => {
    expect(Object.keys(ISLANDS).sort()).toEqual(['action-bar', 'back-to-top']);
  });

  test.each<[name: IslandName, props: unknown, expected: unknown]>([
    ['action-bar', ACTION_BAR, ACTION_BAR],
    [
      'action-bar',
      { id: 'x', before: '', after: '', renderedAt: 0 },
      { id: 'x', before: '', after: '', renderedAt: 0 },
    ],
    ['back-to-top', {}, {}],
  ])('%s accepts %j', (name, props, expected) => {
    expect(parseIslandProps(name, props)).toEqual(expected);
  });

  test.each<[name: IslandName, props: unknown]>([
    ['action-bar', null],
    ['action-bar', undefined],
    ['action-bar', 'props'],
    ['action-bar', {}],
    ['action-bar', { ...ACTION_BAR, id: 42 }],
    ['action-bar', { ...ACTION_BAR, before: undefined }],
    ['action-bar', { ...ACTION_BAR, after: null }],
    ['action-bar', { ...ACTION_BAR, renderedAt: '1748779200000' }],
    ['action-bar', { ...ACTION_BAR, countdownEnd: '2025-06-02' }],
    ['action-bar', { ...ACTION_BAR, color: 255 }],
    ['back-to-top', null],
    ['back-to-top', undefined],
    ['back-to-top', 'props'],
    ['back-to-top', 42],
  ])('%s refuses %j', (name, props) => {
    expect(() => parseIslandProps(name, props)).toThrow(Error);
    expect(() => parseIslandProps(name, props)).toThrow(`Island ${name}: bad props`);
  });
});
