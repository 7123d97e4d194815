// Back-to-top island.
import { BackToTop } from '../../shared/components/layout/BackToTop';
import { defineIsland } from '../hydrate';

export default defineIsland('back-to-top', BackToTop);
