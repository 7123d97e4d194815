// Island help-launcher.
import { bindOverlay } from '../../browser/overlay';
import { HelpLauncher } from '../../components/layout/HelpLauncher';
import type { HelpLauncherProps } from '../../schemas/furniture-islands';
import { island } from '../entry';

export default island<HelpLauncherProps>({
  when: 'interaction',
  component: HelpLauncher,
  setup: () => bindOverlay(),
});
