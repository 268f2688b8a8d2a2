import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { useT } from '../../lib/i18n/i18n.js';

/**
 * "Scan tracking: ON/OFF" (spec 000 §2). Signed out, pressing it asks for an account instead
 * (onLockedPress opens the upsell dialog) and it stays off.
 */
export function ScanTrackingToggle({
  on,
  onChange,
  locked,
  onLockedPress,
}: {
  on: boolean;
  onChange(next: boolean): void;
  locked: boolean;
  onLockedPress(): void;
}) {
  const { t } = useT('generatorDesign');
  const id = useId();
  const shown = on && !locked;
  return (
    <div className="flex items-center gap-3">
      <Switch.Root
        id={id}
        checked={shown}
        onCheckedChange={(next) => (locked ? onLockedPress() : onChange(next))}
        className="relative h-6 w-11 shrink-0 rounded-full bg-gray-300 transition-colors focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
      <label htmlFor={id} className="min-w-0 text-sm font-medium text-gray-800">
        {shown ? t('scanTracking.on') : t('scanTracking.off')}
      </label>
    </div>
  );
}
