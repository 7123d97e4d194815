// Whether the block rendered inside carries the page's h1 (the content page's first teaser).
import { createContext } from 'react';

export const LeadHeadingContext = createContext(false);
