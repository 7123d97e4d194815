// Footer communication tiles island: the tiles collapse and expand on click below 720 px.
import { FooterTiles } from '../../shared/components/layout/footer/FooterTiles';
import { defineIsland } from '../hydrate';

export default defineIsland('footer-tiles', FooterTiles);
