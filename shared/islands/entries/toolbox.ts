// Island toolbox.
import { Toolbox } from '../../components/blocks/Toolbox';
import type { ToolboxProps } from '../../components/blocks/toolbox-props';
import { island } from '../entry';

export default island<ToolboxProps>({
  when: 'interaction',
  component: Toolbox,
});
