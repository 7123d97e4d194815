// Page overlay island: shows the dim layer while an owner (burger, flyout, help) wants it.
import { PageOverlay } from '../../shared/components/layout/PageOverlay';
import { defineIsland } from '../hydrate';

export default defineIsland('page-overlay', PageOverlay);
