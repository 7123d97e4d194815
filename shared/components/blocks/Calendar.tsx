// Calendar block: a calendar type with optional format and mounting, linking to the calendar configurator.
import * as v from 'valibot';
import { CALENDAR_FORMATS, CALENDAR_MOUNTINGS, CALENDAR_TYPES } from '../../domain/calendars';
import { BlockImageSchema } from '../../domain/product-fields';
import { optionField } from '../../schemas/storyblok-fields';
import { ProductCard } from './ProductCard';

export const CalendarSchema = v.object({
  calendarType: v.picklist(CALENDAR_TYPES, 'unknown calendar type'),
  formatType: optionField(CALENDAR_FORMATS, 'unknown calendar format'),
  mountingType: optionField(CALENDAR_MOUNTINGS, 'unknown mounting'),
  title: v.pipe(v.string(), v.minLength(1, 'calendar needs a title')),
  image: BlockImageSchema,
  text: v.optional(v.string(), ''),
});

/** A calendar teaser; the configurator opens with its type, format and mounting. */
export function Calendar({
  calendarType,
  formatType,
  mountingType,
  title,
  image,
  text,
}: v.InferOutput<typeof CalendarSchema>) {
  return (
    <ProductCard
      kind="calendar"
      params={{ calendarType, formatType, mountingType }}
      title={title}
      image={image}
      text={text}
    />
  );
}
