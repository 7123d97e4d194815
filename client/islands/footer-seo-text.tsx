// Footer SEO text island: measures whether the text is clipped and shows the view-more button only then.
import { FooterSeoText } from '../../shared/components/layout/footer/FooterSeoText';
import { defineIsland } from '../hydrate';

export default defineIsland('footer-seo-text', FooterSeoText);
