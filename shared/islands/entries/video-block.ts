// Island video-block.
import { VideoBlock } from '../../components/blocks/VideoBlock';
import { VideoBlockPropsSchema } from '../../domain/video-block';
import { island } from '../entry';

export default island({
  props: VideoBlockPropsSchema,
  when: 'interaction',
  component: VideoBlock,
});
