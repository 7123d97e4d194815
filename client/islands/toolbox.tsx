// Toolbox island: sends a file to the chosen tool and offers the result for download.
import { Toolbox } from '../../shared/components/blocks/Toolbox';
import { defineIsland } from '../hydrate';

export default defineIsland('toolbox', Toolbox);
