// Island help-launcher.
import { bindOverlay } from '../../browser/overlay';
import { HelpLauncher } from '../../components/layout/HelpLauncher';
import { HelpLauncherPropsSchema } from '../../domain/help-launcher';
import { island } from '../entry';

export default island({
  props: HelpLauncherPropsSchema,
  when: 'interaction',
  component: HelpLauncher,
  setup: () => bindOverlay(),
});
