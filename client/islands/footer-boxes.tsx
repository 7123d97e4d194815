// Footer boxes island: the boxes collapse and expand on click below 720 px; the cookie-settings link opens the
// consent second layer.
import { FooterBoxes } from '../../shared/components/layout/footer/FooterBoxes';
import { defineIsland } from '../hydrate';

export default defineIsland('footer-boxes', FooterBoxes);
