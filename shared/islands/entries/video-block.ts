// Island video-block.
import { VideoBlock } from '../../components/blocks/VideoBlock';
import { VideoBlockPropsSchema } from '../../components/blocks/video-props';
import { island } from '../entry';

/** Checked on the server only: the browser hydrates with what the server checked and wrote. */
export const props = VideoBlockPropsSchema;

export default island<typeof props>({
  when: 'interaction',
  component: VideoBlock,
});
