// Island video-block.
import { VideoBlock } from '../../components/blocks/VideoBlock';
import { VideoBlockPropsSchema } from '../../components/blocks/video-props';
import { island } from '../entry';

export default island({
  props: VideoBlockPropsSchema,
  when: 'interaction',
  component: VideoBlock,
});
