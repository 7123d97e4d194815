// Burger menu transitions: open/closed, primary → secondary → tertiary and back, one
// accordion at a time, closing resets the level, the active item and the accordion.
import { afterEach, describe, expect, test } from 'vitest';
import {
  back,
  burgerActiveItem,
  burgerLevel,
  burgerOpen,
  burgerOpenAccordion,
  burgerPrimaryScrollTop,
  closeBurger,
  openItem,
  toggleAccordion,
  toggleBurger,
} from './burger';

afterEach(() => closeBurger());

const snapshot = () => ({
  open: burgerOpen.value,
  level: burgerLevel.value,
  item: burgerActiveItem.value,
  accordion: burgerOpenAccordion.value,
  scrollTop: burgerPrimaryScrollTop.value,
});

const CLOSED = { open: false, level: 'primary', item: null, accordion: null, scrollTop: 0 };

describe('burger state', () => {
  test('starts closed on the primary level', () => {
    expect(snapshot()).toEqual(CLOSED);
  });

  test('open, then close: back to closed', () => {
    toggleBurger();
    expect(snapshot()).toEqual({ ...CLOSED, open: true });
    closeBurger();
    expect(snapshot()).toEqual(CLOSED);
  });

  test('toggleBurger flips open and closed', () => {
    toggleBurger();
    expect(burgerOpen.value).toBe(true);
    toggleBurger();
    expect(burgerOpen.value).toBe(false);
  });

  test('openItem shows the secondary level and remembers the primary scroll top', () => {
    toggleBurger();
    openItem(2, 340);
    expect(snapshot()).toEqual({ open: true, level: 'secondary', item: 2, accordion: null, scrollTop: 340 });
  });

  test('openItem does nothing while closed or when an item is already active', () => {
    openItem(1, 10);
    expect(snapshot()).toEqual(CLOSED);
    toggleBurger();
    openItem(1, 10);
    openItem(3, 99);
    expect(snapshot()).toMatchObject({ item: 1, scrollTop: 10 });
  });

  test('an accordion opens the tertiary level; another one closes the first', () => {
    toggleBurger();
    openItem(0, 0);
    toggleAccordion(1);
    expect(snapshot()).toMatchObject({ level: 'tertiary', item: 0, accordion: 1 });
    toggleAccordion(3);
    expect(snapshot()).toMatchObject({ level: 'tertiary', accordion: 3 });
    toggleAccordion(3);
    expect(snapshot()).toMatchObject({ level: 'secondary', accordion: null });
  });

  test('accordions need a secondary level', () => {
    toggleBurger();
    toggleAccordion(0);
    expect(snapshot()).toMatchObject({ level: 'primary', accordion: null });
  });

  test('back returns to primary, clears the accordion and gives the scroll top to restore', () => {
    toggleBurger();
    openItem(4, 512);
    toggleAccordion(0);
    expect(back()).toBe(512);
    expect(snapshot()).toEqual({ open: true, level: 'primary', item: null, accordion: null, scrollTop: 512 });
  });

  test('closing from the tertiary level resets everything; reopening starts on primary', () => {
    toggleBurger();
    openItem(1, 200);
    toggleAccordion(2);
    closeBurger();
    expect(snapshot()).toEqual(CLOSED);
    toggleBurger();
    expect(snapshot()).toEqual({ ...CLOSED, open: true });
  });

  test('a negative scroll top (overscroll) is remembered as 0', () => {
    toggleBurger();
    openItem(0, -12);
    expect(burgerPrimaryScrollTop.value).toBe(0);
  });
});
