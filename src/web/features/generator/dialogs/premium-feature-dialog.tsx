import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.js';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { DialogClose, DialogShell } from './dialog-shell.js';

/** Spec 000 §2 "Premium Feature": shown when a signed-out visitor picks a restricted type. */
export function PremiumFeatureDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Premium Feature"
      description="Please log in or sign up (free) to use this type."
      actions={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Link href="/login" className={buttonClasses('outline')}>
            Log in
          </Link>
          <Link href="/register" className={buttonClasses('primary')}>
            Sign up
          </Link>
        </>
      }
    />
  );
}
