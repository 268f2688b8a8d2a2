import { lazy, Suspense, useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLocation } from 'wouter';
import {
  CreditCard,
  KeyRound,
  Layers,
  LogOut,
  Mail,
  Palette,
  Settings,
  Shield,
} from 'lucide-react';
import type { PublicUser } from '../../contracts/auth.js';
import { useLogoutMutation } from '../features/auth/auth-mutations.js';
import { useT } from '../lib/i18n/i18n.js';

// The dialog pulls in the form libraries: load it only when someone opens it.
const ChangePasswordDialog = lazy(() =>
  import('../features/account/change-password-dialog.js').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);

const SubscriptionDialog = lazy(() =>
  import('../features/payments/subscription-dialog.js').then((m) => ({
    default: m.SubscriptionDialog,
  })),
);

/**
 * The operator's own client (WHITE_LABEL_DEFAULTS.defaultClientId): only its admins manage
 * white-label clients. Not imported: contracts/white-label.ts would bring zod into the header's
 * first download.
 */
const OPERATOR_CLIENT_ID = 1;

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm text-gray-800 outline-none select-none data-[highlighted]:bg-gray-100';

/**
 * The signed-in avatar menu (spec 001 §2): username and e-mail, then Account Settings, Change
 * Password (a dialog; "Set a password" for a Google-only account), Bulk Generation, Subscription
 * (a dialog), for admins Admin, White label (the operator's admins only) and Newsletter, and Log
 * out. Radix handles keyboard use (arrows, Enter, Escape) and focus return.
 */
export function UserMenu({ user }: { user: PublicUser }) {
  const [, navigate] = useLocation();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [subscriptionOpen, setSubscriptionOpen] = useState(false);
  const logout = useLogoutMutation();
  const initial = user.username.charAt(0).toUpperCase() || '?';
  const { t } = useT('chrome');

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={t('menu.account')}
          className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-base font-semibold text-white hover:bg-secondary focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <span aria-hidden="true">{initial}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-64 rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Label className="px-2 py-2">
              <p className="truncate text-sm font-medium text-gray-900">{user.username}</p>
              {user.email && <p className="truncate text-xs text-gray-500">{user.email}</p>}
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/account-settings')}>
              <Settings className="h-4 w-4" aria-hidden="true" />
              {t('menu.settings')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => setPasswordOpen(true)}>
              <KeyRound className="h-4 w-4" aria-hidden="true" />
              {user.googleOnly ? t('menu.setPassword') : t('menu.changePassword')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/bulk-generation')}>
              <Layers className="h-4 w-4" aria-hidden="true" />
              {t('menu.bulk')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => setSubscriptionOpen(true)}>
              <CreditCard className="h-4 w-4" aria-hidden="true" />
              {t('menu.subscription')}
            </DropdownMenu.Item>
            {user.role === 'admin' && (
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/admin')}>
                <Shield className="h-4 w-4" aria-hidden="true" />
                {t('menu.admin')}
              </DropdownMenu.Item>
            )}
            {user.role === 'admin' && user.clientId === OPERATOR_CLIENT_ID && (
              <DropdownMenu.Item
                className={itemClass}
                onSelect={() => navigate('/white-label-admin')}
              >
                <Palette className="h-4 w-4" aria-hidden="true" />
                {t('menu.whiteLabel')}
              </DropdownMenu.Item>
            )}
            {user.role === 'admin' && (
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/newsletter')}>
                <Mail className="h-4 w-4" aria-hidden="true" />
                {t('menu.newsletter')}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
            <DropdownMenu.Item
              className={itemClass}
              disabled={logout.isPending}
              onSelect={() => logout.mutate()}
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {t('menu.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {passwordOpen && (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            open={passwordOpen}
            onOpenChange={setPasswordOpen}
            googleOnly={user.googleOnly}
          />
        </Suspense>
      )}
      {subscriptionOpen && (
        <Suspense fallback={null}>
          <SubscriptionDialog open={subscriptionOpen} onOpenChange={setSubscriptionOpen} />
        </Suspense>
      )}
    </>
  );
}
