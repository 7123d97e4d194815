// Island toolbox.
import { Toolbox } from '../../components/blocks/Toolbox';
import { ToolboxPropsSchema } from '../../components/blocks/toolbox-props';
import { island } from '../entry';

export default island({
  props: ToolboxPropsSchema,
  when: 'interaction',
  component: Toolbox,
});
