// Sub-navigation island: scrolls the current page's tile into view on load and after resizes.
import { SubNavigation } from '../../shared/components/layout/SubNavigation';
import { defineIsland } from '../hydrate';

export default defineIsland('sub-navigation', SubNavigation);
