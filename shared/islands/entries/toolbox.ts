// Island toolbox.
import { Toolbox } from '../../components/blocks/Toolbox';
import { ToolboxPropsSchema } from '../../components/blocks/toolbox-props';
import { island } from '../entry';

/** Checked on the server only: the browser hydrates with what the server checked and wrote. */
export const props = ToolboxPropsSchema;

export default island<typeof props>({
  when: 'interaction',
  component: Toolbox,
});
