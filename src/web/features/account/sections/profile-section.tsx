import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import type { PublicUser } from '../../../../contracts/auth.js';
import { apiRequest, serverFieldErrors } from '../../../lib/api.js';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { toast } from '../../../components/ui/toast.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { USER_QUERY_KEY } from '../../auth/index.js';
import type { AccountSectionProps } from '../section-props.js';
import { DetailRow, SectionCard } from '../section-card.js';

const NAME_MAX = 100;

/** The user's full name for display, or null when neither part is set. */
export function displayName(user: Pick<PublicUser, 'firstName' | 'lastName'>): string | null {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || null;
}

/**
 * E-mail (the username), the name with inline edit (spec 001 §4: view, then editing, then save
 * or cancel) and the account type.
 */
export function ProfileSection({ user }: AccountSectionProps) {
  const { t } = useAppT('account');
  return (
    <SectionCard id="profile" title={t('profile.title')}>
      <dl>
        <DetailRow label={t('profile.email')}>{user.username}</DetailRow>
        <DetailRow label={t('profile.name')}>
          <NameEditor user={user} />
        </DetailRow>
        <DetailRow label={t('profile.accountType')}>
          {user.googleId ? t('profile.googleAccount') : t('profile.emailAccount')}
        </DetailRow>
      </dl>
    </SectionCard>
  );
}

function NameEditor({ user }: { user: PublicUser }) {
  const [editing, setEditing] = useState(false);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const queryClient = useQueryClient();
  const { t } = useAppT('account');
  const common = useAppT('common');

  const save = useMutation({
    mutationFn: async (names: { firstName: string; lastName: string }) => {
      const res = await apiRequest('PUT', '/api/update-name', names);
      return (await res.json()) as PublicUser;
    },
    onSuccess: async (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      toast({ title: t('profile.nameUpdated'), variant: 'success' });
      setEditing(false);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast({ title: t('profile.nameFailed'), variant: 'destructive' });
    },
  });

  const start = () => {
    setFirstName(user.firstName ?? '');
    setLastName(user.lastName ?? '');
    setErrors({});
    setEditing(true);
  };
  const cancel = () => {
    setErrors({});
    setEditing(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const names = { firstName: firstName.trim(), lastName: lastName.trim() };
    const tooLong = {
      firstName: names.firstName.length > NAME_MAX ? t('profile.nameTooLong') : undefined,
      lastName: names.lastName.length > NAME_MAX ? t('profile.nameTooLong') : undefined,
    };
    if (tooLong.firstName || tooLong.lastName) return setErrors(tooLong);
    save.mutate(names);
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  };

  if (!editing) {
    const name = displayName(user);
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className={name ? undefined : 'text-gray-500 italic'}>
          {name ?? t('profile.notSet')}
        </span>
        <Button
          variant="outline"
          className="px-3 py-1.5"
          onClick={start}
          aria-label={t('profile.editName')}
        >
          <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
          {t('profile.edit')}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} onKeyDown={escape} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('profile.firstName')}
          autoComplete="given-name"
          autoFocus
          value={firstName}
          error={errors.firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <TextField
          label={t('profile.lastName')}
          autoComplete="family-name"
          value={lastName}
          error={errors.lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? common.t('saving') : t('save')}
        </Button>
        <Button variant="outline" onClick={cancel} disabled={save.isPending}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
