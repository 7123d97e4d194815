// Island help-launcher.
import { bindOverlay } from '../../browser/overlay';
import { HelpLauncher } from '../../components/layout/HelpLauncher';
import { HelpLauncherPropsSchema } from '../../domain/help-launcher';
import { island } from '../entry';

/** Checked on the server only: the browser hydrates with what the server checked and wrote. */
export const props = HelpLauncherPropsSchema;

export default island<typeof props>({
  when: 'interaction',
  component: HelpLauncher,
  setup: () => bindOverlay(),
});
