import * as Dialog from '@radix-ui/react-dialog';
import { Menu, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { DashboardNav } from './dashboard-nav.js';
import { CREATE_HREF, type DashboardView } from './dashboard-views.js';
import { useDashboardT } from './dashboard-words.js';

/**
 * Below the md breakpoint (spec 000 §2): a menu button opening the dashboard navigation in a
 * side sheet (Radix dialog: focus trap, Escape, focus back to the button), and Create.
 */
export function MobileHeader({ view }: { view: DashboardView }) {
  const [open, setOpen] = useState(false);
  const { t } = useDashboardT();
  return (
    <div className="flex items-center justify-between gap-2 border-b border-gray-200 bg-white px-4 py-2 md:hidden">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger
          aria-label={t('mobile.menuLabel')}
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          <Menu className="h-5 w-5" aria-hidden="true" />
          {t('mobile.menu')}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 grid w-72 max-w-[85vw] content-start gap-4 overflow-y-auto bg-white p-4 shadow-xl focus:outline-none">
            <div className="flex items-center justify-between">
              <Dialog.Title className="text-base font-semibold text-gray-900">
                {t('page.title')}
              </Dialog.Title>
              <Dialog.Close
                aria-label={t('mobile.close')}
                className="rounded-md p-2 text-gray-600 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">{t('mobile.description')}</Dialog.Description>
            <DashboardNav view={view} onNavigate={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Link href={CREATE_HREF} className={buttonClasses('primary', 'min-h-11')}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('mobile.create')}
      </Link>
    </div>
  );
}
