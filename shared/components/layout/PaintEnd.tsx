// The marker after which the page may paint: an empty hidden child of the body (see the whole-paint rule).
import { PAINT_END_ATTR } from '../../domain/whole-paint';

export function PaintEnd() {
  return <span hidden {...{ [PAINT_END_ATTR]: '' }} />;
}
