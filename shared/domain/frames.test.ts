// Frame products: which families frame which material (the default first), the family of a frame id, and
// whether a chosen frame fits a material.
import { expect, test } from 'vitest';
import { frameFamilies, frameFamilyOf, frameFits } from './frames';

test.each<[material: string, families: string[]]>([
  ['acrylglas', ['schattenfuge-platte']],
  ['aludibond', ['schattenfuge-platte']],
  ['echtglas', ['schattenfuge-platte']],
  ['forexplatte', ['schattenfuge-platte']],
  ['gallerybond', ['schattenfuge-platte']],
  ['leinwand', ['schattenfuge-leinwand']],
  ['poster', ['holzrahmen', 'alurahmen']],
  ['hahnemuehle', ['holzrahmen', 'alurahmen']],
  ['backlitfolie', []],
  ['fototapete', []],
  ['klebefolie', []],
  ['pvcplane', []],
  ['unknown', []],
])('%s is framed by %j', (material, families) => {
  expect(frameFamilies(material)).toEqual(families);
});

test.each<[frameType: string, family: string | null]>([
  ['holzrahmen-schwarz', 'holzrahmen'],
  ['alurahmen-rund-gold', 'alurahmen'],
  ['schattenfuge-leinwand-eiche', 'schattenfuge-leinwand'],
  ['schattenfuge-platte-schwarz', 'schattenfuge-platte'],
  ['fotorahmen-holz-schwarz', 'fotorahmen'],
  ['holzrahmen', null],
  ['schattenfuge-eiche', null],
  ['bilderrahmen-gold', null],
  ['', null],
])('%s is of family %s', (frameType, family) => {
  expect(frameFamilyOf(frameType)).toBe(family);
});

test.each<[material: string, frameType: string, fits: boolean]>([
  ['poster', 'holzrahmen-eiche', true],
  ['poster', 'alurahmen-silber', true],
  ['hahnemuehle', 'holzrahmen-schwarz', true],
  ['leinwand', 'schattenfuge-leinwand-eiche', true],
  ['leinwand', 'holzrahmen-schwarz', false],
  ['acrylglas', 'schattenfuge-platte-schwarz', true],
  ['acrylglas', 'schattenfuge-leinwand-eiche', false],
  ['fototapete', 'holzrahmen-schwarz', false],
  ['poster', 'unbekannt-schwarz', false],
])('%s with %s fits: %s', (material, frameType, fits) => {
  expect(frameFits(material, frameType)).toBe(fits);
});
