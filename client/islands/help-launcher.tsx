// Help launcher island: the launcher and its panel; the help state and page overlay live in shared signals.
import { HelpLauncher } from '../../shared/components/layout/HelpLauncher';
import { defineIsland } from '../hydrate';

export default defineIsland('help-launcher', HelpLauncher);
