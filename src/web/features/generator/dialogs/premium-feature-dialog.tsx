import { Button } from '../../../components/ui/button.js';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { useT } from '../../../lib/i18n/i18n.js';
import { SiteLink } from '../../../lib/i18n/site-link.js';
import { DialogClose, DialogShell } from './dialog-shell.js';

/** Spec 000 §2 "Premium Feature": shown when a signed-out visitor picks a restricted type. */
export function PremiumFeatureDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useT('generatorResult');
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('premium.title')}
      description={t('premium.description')}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('premium.cancel')}</Button>
          </DialogClose>
          {/* In the page's language (/es/login on a Spanish page), as the site's header links. */}
          <SiteLink to="/login" className={buttonClasses('outline', 'text-center')}>
            {t('premium.logIn')}
          </SiteLink>
          <SiteLink to="/register" className={buttonClasses('primary', 'text-center')}>
            {t('premium.signUp')}
          </SiteLink>
        </>
      }
    />
  );
}
