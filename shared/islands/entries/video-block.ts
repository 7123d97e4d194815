// Island video-block.
import { VideoBlock } from '../../components/blocks/VideoBlock';
import type { VideoBlockProps } from '../../components/blocks/video-props';
import { island } from '../entry';

export default island<VideoBlockProps>({
  when: 'interaction',
  component: VideoBlock,
});
