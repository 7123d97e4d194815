// Footer link box island: the link lists collapse and expand on click below 720 px.
import { FooterLinkBox } from '../../shared/components/layout/footer/FooterLinkBox';
import { defineIsland } from '../hydrate';

export default defineIsland('footer-links', FooterLinkBox);
