// Frame products: the default black frame per material, and none for the materials that take no frame.
import { expect, test } from 'vitest';
import { defaultFrameType } from './frames';

test.each<[material: string, frameType: string | null]>([
  ['acrylglas', 'schattenfuge-platte-schwarz'],
  ['aludibond', 'schattenfuge-platte-schwarz'],
  ['echtglas', 'schattenfuge-platte-schwarz'],
  ['forexplatte', 'schattenfuge-platte-schwarz'],
  ['gallerybond', 'schattenfuge-platte-schwarz'],
  ['leinwand', 'schattenfuge-leinwand-schwarz'],
  ['poster', 'holzrahmen-schwarz'],
  ['hahnemuehle', 'holzrahmen-schwarz'],
  ['backlitfolie', null],
  ['fototapete', null],
  ['klebefolie', null],
  ['pvcplane', null],
  ['unknown', null],
])('%s -> %s', (material, frameType) => {
  expect(defaultFrameType(material)).toBe(frameType);
});
