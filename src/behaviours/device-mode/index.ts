// Page-wide: keeps `body[data-elementor-device-mode]` current, as the original does.
import type { LoadedBehaviour } from '../../core/types.ts';
import { startDeviceMode } from '../../shared/device.ts';

const deviceMode: LoadedBehaviour = {
  start: ({ config }) => startDeviceMode(config.breakpoints),
};

export default deviceMode;
