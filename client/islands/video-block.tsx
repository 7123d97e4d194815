// Video block island: replaces a video that fails to load by its poster.
import { VideoBlock } from '../../shared/components/blocks/VideoBlock';
import { defineIsland } from '../hydrate';

export default defineIsland('video-block', VideoBlock);
