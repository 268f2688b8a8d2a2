// A brand kit's design into a design editor (the generator card, bulk generation): the whole
// design, and its logo (none when it has none); a logo that is no longer there is left out and
// the user told.
import { useCallback } from 'react';
import type { KitDesign } from '../../../contracts/designs.js';
import { GENERATE_MESSAGES } from '../../../contracts/generator.js';
import { toast } from '../../components/ui/toast.js';
import { designFromKit, type DesignState } from './design-state.js';
import { loadUploadedLogo, type LogoState } from './logo-file.js';

export function useApplyKit(
  setDesign: (design: DesignState) => void,
  setLogo: (logo: LogoState | null) => void,
  signedIn: boolean,
  onChanged?: () => void,
): (kit: KitDesign) => void {
  return useCallback(
    (kit: KitDesign) => {
      setDesign(designFromKit(kit, signedIn));
      onChanged?.();
      if (!kit.logoId) {
        setLogo(null);
        return;
      }
      loadUploadedLogo(kit.logoId).then(setLogo, () => {
        setLogo(null);
        toast({
          title: 'The brand kit’s logo is not available',
          description: GENERATE_MESSAGES.unknownLogo,
          variant: 'destructive',
        });
      });
    },
    [setDesign, setLogo, signedIn, onChanged],
  );
}
